import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** ARCHITECTURE.md "Dependency rule": libs/domain imports no framework and no Node I/O. */
function arquivos(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? arquivos(p) : p.endsWith('.ts') ? [p] : [];
  });
}

const PROIBIDOS = /from\s+['"](@nestjs\/|@mikro-orm\/|@remix-run\/|react|express|pg|knex|exceljs|puppeteer|node:|fs|path|http|crypto|@gr\/infrastructure)/;

describe('dependency rule', () => {
  it('libs/domain imports only itself', () => {
    const violacoes = arquivos('libs/domain/src')
      .flatMap((f) => readFileSync(f, 'utf8').split('\n').map((l, i) => ({ f, i: i + 1, l })))
      .filter(({ l }) => PROIBIDOS.test(l))
      .map(({ f, i, l }) => `${f}:${i} ${l.trim()}`);
    expect(violacoes).toEqual([]);
  });
  it('libs/infrastructure does not import the backend or the frontend', () => {
    const violacoes = arquivos('libs/infrastructure/src').filter((f) => /from\s+['"](@nestjs\/|@remix-run\/react|\.\.\/\.\.\/\.\.\/apps)/.test(readFileSync(f, 'utf8')));
    expect(violacoes).toEqual([]);
  });
});
