import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

function arquivos(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? arquivos(p) : p.endsWith('.ts') && !p.endsWith('.spec.ts') ? [p] : [];
  });
}

/**
 * Swagger names a schema after its class: two DTO classes of one name share one schema in
 * openapi.json, and the answers of one of them drift from the document (issue 19 item 16:
 * `GET /api/rotas/{id}` answered `cliente.razao_social` where the users' `ClienteResumoDto` said `nome`).
 */
describe('nomes das classes de DTO', () => {
  it('são únicos em todo o backend', () => {
    const onde = new Map<string, string[]>();
    for (const f of arquivos('apps/backend/src')) {
      for (const [, nome] of readFileSync(f, 'utf8').matchAll(/^export class (\w+Dto)\b/gm)) onde.set(nome!, [...(onde.get(nome!) ?? []), f]);
    }
    expect([...onde].filter(([, fs]) => fs.length > 1)).toEqual([]);
  });
});
