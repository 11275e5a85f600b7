import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/**
 * ARCHITECTURE.md "Dependency rule" and the application style of docs/decisoes.md (33), as the
 * rules of .dependency-cruiser.cjs: a framework-free domain, contexts through their index.ts, a
 * shared kernel that knows no context, libs that know no app, a frontend that knows no backend,
 * and no new backend file writing through MikroORM/knex outside a use case.
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

  it('as exceções conhecidas de escrita-por-caso-de-uso só diminuem: cada uma ainda importa o MikroORM', () => {
    const bloco = /const ESCRITA_DIRETA_CONHECIDA = \[([^\]]*)\]/.exec(readFileSync('.dependency-cruiser.cjs', 'utf8'))![1]!;
    const arquivos = [...bloco.matchAll(/'([^']+)'/g)].map((m) => `apps/backend/src/modules/${m[1]}`);
    expect(arquivos.length).toBeGreaterThan(0);
    // A file that moved to a use case (or went away) leaves the list in the same commit.
    const obsoletos = arquivos.filter((f) => !existsSync(f) || !/from '@mikro-orm\//.test(readFileSync(f, 'utf8')));
    expect(obsoletos).toEqual([]);
  });
});
