// `npm test`: every suite. Builds, runs unit + API + contract tests (Jest), the frontend type check,
// then the browser journeys (Playwright, Debian's Chromium) against the built app on a fresh
// database, and prints one closing line with the totals.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compilar, esperar, executar, iniciar, pg, RAIZ } from './lib.mjs';

const tmp = mkdtempSync(join(tmpdir(), 'gr-test-'));
const totais = { passed: 0, failed: 0, skipped: 0 };
let falhou = false;

function etapa(nome, fn) {
  console.log(`\n=== ${nome}`);
  const ok = fn();
  if (!ok) {
    falhou = true;
    console.log(`=== ${nome}: FALHOU`);
  }
  return ok;
}

if (!etapa('build', () => compilar() === 0)) {
  console.log('0 passed, 1 failed');
  process.exit(1);
}

etapa('typecheck do frontend', () => executar('npm', ['run', 'typecheck', '-w', '@gr/frontend']) === 0);

const jestJson = join(tmp, 'jest.json');
etapa('jest: unit, api, contrato', () => {
  const code = executar(process.execPath, ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--json', `--outputFile=${jestJson}`]);
  if (existsSync(jestJson)) {
    const r = JSON.parse(readFileSync(jestJson, 'utf8'));
    totais.passed += r.numPassedTests;
    totais.failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
    totais.skipped += r.numPendingTests;
  } else totais.failed += 1;
  return code === 0;
});

// The other Node versions production may run (issue 24): unit project and a boot of the product on
// each binary in NODES_EXTRAS (.ci/run installs 24 and 26); skipped when none is given.
if (process.env.NODES_EXTRAS) {
  etapa(`outras versões do Node (${process.env.NODES_EXTRAS.split(':').length})`, () => {
    const ok = executar(process.execPath, ['scripts/outras-versoes-node.mjs']) === 0;
    if (ok) totais.passed += 1;
    else totais.failed += 1;
    return ok;
  });
}

if (process.env.SKIP_E2E !== '1') {
  const porta = process.env.E2E_PORT ?? '3100';
  const base = process.env.DATABASE_URL;
  const banco = `gr_e2e_${Date.now().toString(36)}`;
  const env = { PORT: porta, DEMO: '1', DATA_DIR: join(tmp, 'dados'), JWT_SECRET: 'segredo-e2e', LOG_LEVEL: 'warn', MAP_TILES_URL: '',
    // As behind a reverse proxy on this host: a browser context's X-Forwarded-For is its address.
    TRUST_PROXY: 'loopback',
    // Journeys assert peripheral states: no simulated fleet moving under them.
    SIMULATOR: 'off' };
  if (base) {
    await pg(base, `create database ${banco}`);
    const u = new URL(base);
    u.pathname = `/${banco}`;
    env.DATABASE_URL = u.toString();
  } else {
    env.DATABASE_URL = '';
  }
  console.log(`\n=== e2e: servidor em http://127.0.0.1:${porta} (${base ? 'PostgreSQL local' : 'PostgreSQL embutido'})`);
  const servidor = iniciar(process.execPath, ['apps/backend/dist/main.js'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const pronto = await esperar(`http://127.0.0.1:${porta}/api/health`, 90_000);
  const pwJson = join(tmp, 'playwright.json');
  etapa('e2e: Playwright (Chromium)', () => {
    if (!pronto) {
      totais.failed += 1;
      return false;
    }
    const code = executar('npx', ['playwright', 'test', '-c', 'test/e2e/playwright.config.ts', '--reporter=list,json'], {
      env: { E2E_BASE_URL: `http://127.0.0.1:${porta}`, PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson, E2E_DATABASE_URL: env.DATABASE_URL },
    });
    if (existsSync(pwJson)) {
      const s = JSON.parse(readFileSync(pwJson, 'utf8')).stats;
      totais.passed += s.expected + (s.flaky ?? 0);
      totais.failed += s.unexpected;
      totais.skipped += s.skipped;
    } else totais.failed += 1;
    return code === 0;
  });
  servidor.kill('SIGTERM');
  await new Promise((r) => servidor.once('exit', r));
  if (base) await pg(base, `drop database if exists ${banco} with (force)`).catch(() => {});
}

rmSync(tmp, { recursive: true, force: true });
console.log(`\nResultado: ${totais.passed} passed, ${totais.failed} failed${totais.skipped ? `, ${totais.skipped} skipped` : ''}`);
process.exit(falhou ? 1 : 0);
