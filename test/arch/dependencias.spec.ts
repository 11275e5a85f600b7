import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * ARCHITECTURE.md "Dependency rule" and the application style of docs/decisoes.md (33), as the
 * rules of .dependency-cruiser.cjs: a framework-free domain, contexts through their index.ts, a
 * shared kernel that knows no context, libs that know no app, a frontend that knows no backend,
 * and no backend file writing through MikroORM/knex outside a use case's adapter.
 */
interface Violacao {
  from: string;
  to: string;
  rule: { name: string };
}

describe('regras de dependência (dependency-cruiser)', () => {
  it('nenhum import quebra uma regra de .dependency-cruiser.cjs', () => {
    const r = spawnSync(
      process.execPath,
      ['node_modules/dependency-cruiser/bin/dependency-cruise.mjs', '--config', '.dependency-cruiser.cjs', '--output-type', 'json', 'libs', 'apps'],
      { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
    );
    // A broken config or a crash exits without a JSON report: show what it said.
    let relatorio: { summary: { violations: Violacao[]; totalCruised: number } };
    try {
      relatorio = JSON.parse(r.stdout);
    } catch {
      throw new Error(`dependency-cruiser did not answer a report (exit ${r.status}):\n${r.stderr}`);
    }
    const violacoes = relatorio.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
    expect(violacoes).toEqual([]);
    expect(relatorio.summary.totalCruised).toBeGreaterThan(300);
  }, 180_000);

  it('nenhuma consulta SQL (kx(, .raw() no backend fora dos *.queries.ts: escrita passa pelos adaptadores de libs/infrastructure', () => {
    const arquivos = (function listar(dir: string): string[] {
      return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? listar(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
    })('apps/backend/src');
    expect(arquivos.length).toBeGreaterThan(100);
    const fora = arquivos
      .filter((f) => !/\.(queries|spec)\.ts$/.test(f))
      .flatMap((f) => readFileSync(f, 'utf8').split('\n').flatMap((linha, i) => (/\bkx\(|\.raw\(/.test(linha) ? [`${f}:${i + 1}`] : [])));
    expect(fora).toEqual([]);
  });
});
