import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * `npm start`'s supervisor (issue 24: after a kill -9 of the backend, `npm start` exited 0, said
 * nothing, and nothing restarted it). A tiny fake backend stands in for apps/backend/dist/main.js:
 * it prints its pid and waits.
 */
const RAIZ = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SUPERVISOR = pathToFileURL(resolve(RAIZ, 'scripts/supervisor.mjs')).href;

function iniciarSupervisor(filho: string, env: Record<string, string>) {
  const codigo = `import { supervisionar } from ${JSON.stringify(SUPERVISOR)};
supervisionar({ comando: process.execPath, args: ['-e', ${JSON.stringify(filho)}] });`;
  const p = spawn(process.execPath, ['--input-type=module', '-e', codigo], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const saida = { out: '', err: '' };
  p.stdout!.on('data', (d) => (saida.out += d));
  p.stderr!.on('data', (d) => (saida.err += d));
  const fim = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((ok) => p.on('exit', (code, signal) => ok({ code, signal })));
  return { p, saida, fim };
}

async function ate<T>(f: () => T | undefined, ms = 10_000): Promise<T> {
  const limite = Date.now() + ms;
  for (;;) {
    const v = f();
    if (v !== undefined) return v;
    if (Date.now() > limite) throw new Error('tempo esgotado');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const pids = (out: string) => [...out.matchAll(/filho (\d+)/g)].map((m) => Number(m[1]));
const vivo = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let aberto: ChildProcess | undefined;
afterEach(() => {
  if (aberto && aberto.exitCode === null && aberto.signalCode === null) aberto.kill('SIGKILL');
  aberto = undefined;
});

describe('supervisor do npm start', () => {
  it('um kill -9 do backend é anunciado (sinal e pid) e o backend volta; SIGTERM ao npm start o encerra com código 0', async () => {
    const { p, saida, fim } = iniciarSupervisor("console.log('filho ' + process.pid); setInterval(() => {}, 1000);", { SUPERVISOR_BACKOFF_MS: '50' });
    aberto = p;
    const primeiro = await ate(() => pids(saida.out)[0]);
    process.kill(primeiro, 'SIGKILL');
    const segundo = await ate(() => pids(saida.out)[1]);
    expect(segundo).not.toBe(primeiro);
    expect(saida.err).toMatch(new RegExp(`O BACKEND CAIU pelo sinal SIGKILL \\(pid ${primeiro}\\)\\. Reiniciando em 50 ms \\(reinício 1 de 5 em 60 s\\)`));
    expect(vivo(segundo)).toBe(true);

    p.kill('SIGTERM');
    expect(await fim).toEqual({ code: 0, signal: null });
    expect(vivo(segundo)).toBe(false);
  });

  it('um código diferente de zero também reinicia; acima do limite de reinícios na janela, desiste com código 1', async () => {
    const { p, saida, fim } = iniciarSupervisor("console.log('filho ' + process.pid); process.exit(3);", {
      SUPERVISOR_BACKOFF_MS: '10',
      SUPERVISOR_MAX_RESTARTS: '2',
      SUPERVISOR_WINDOW_SECONDS: '60',
    });
    aberto = p;
    expect(await fim).toEqual({ code: 1, signal: null });
    expect(pids(saida.out)).toHaveLength(3);
    expect(saida.err).toMatch(/O BACKEND CAIU com o código 3 \(pid \d+\)\. Reiniciando em 10 ms \(reinício 1 de 2 em 60 s\)/);
    expect(saida.err).toMatch(/Reiniciando em 20 ms \(reinício 2 de 2 em 60 s\)/);
    expect(saida.err).toMatch(/3 quedas em 60 s, acima do limite de 2 reinícios: desistindo/);
  });

  it('SIGINT durante a pausa antes de um reinício encerra com código 0 sem subir outro backend', async () => {
    const { p, saida, fim } = iniciarSupervisor("console.log('filho ' + process.pid); process.exit(1);", { SUPERVISOR_BACKOFF_MS: '20000' });
    aberto = p;
    await ate(() => (/Reiniciando em 20000 ms/.test(saida.err) ? true : undefined));
    p.kill('SIGINT');
    expect(await fim).toEqual({ code: 0, signal: null });
    expect(pids(saida.out)).toHaveLength(1);
  });

  it('npm start usa o supervisor', async () => {
    const { readFileSync } = await import('node:fs');
    const start = readFileSync(resolve(RAIZ, 'scripts/start.mjs'), 'utf8');
    expect(start).toMatch(/supervisionar\(\{ comando: process\.execPath, args: \['apps\/backend\/dist\/main\.js'\]/);
  });
});
