// The supervisor of `npm start` (issue 24): a backend that dies by a signal or a non-zero code is
// announced on stderr and started again, after a growing pause; too many deaths in a short window
// and it gives up with a non-zero code (a service manager or a person must look). SIGINT/SIGTERM
// to `npm start` stop the backend and end cleanly. The embedded PostgreSQL lives inside the
// backend process (PGlite, its pid lock freed by the death), so a restart reopens the same folder.
import { spawn } from 'node:child_process';

function inteiro(valor, padrao) {
  const n = Number(valor);
  return valor !== undefined && valor !== '' && Number.isInteger(n) && n >= 0 ? n : padrao;
}

/** From the environment: SUPERVISOR_MAX_RESTARTS, SUPERVISOR_WINDOW_SECONDS, SUPERVISOR_BACKOFF_MS. */
export function opcoesDoAmbiente(env = process.env) {
  return {
    maxReinicios: inteiro(env.SUPERVISOR_MAX_RESTARTS, 5),
    janelaMs: inteiro(env.SUPERVISOR_WINDOW_SECONDS, 60) * 1000,
    esperaInicialMs: inteiro(env.SUPERVISOR_BACKOFF_MS, 1000),
    esperaMaximaMs: 30_000,
    /** After SIGINT/SIGTERM, how long the backend has to close before it is killed. */
    prazoParadaMs: 30_000,
  };
}

/** The pause before the n-th restart within the window (n ≥ 1): 1 s, 2 s, 4 s... up to the maximum. */
export function espera(n, { esperaInicialMs, esperaMaximaMs }) {
  return Math.min(esperaMaximaMs, esperaInicialMs * 2 ** Math.max(0, n - 1));
}

const agoraIso = () => new Date().toISOString();

/**
 * Runs `comando args` and keeps it running. Returns nothing: it owns the process's exit.
 * `iniciar(comando, args)` spawns the child (stdio inherited by default).
 */
export function supervisionar({ comando, args, opcoes = opcoesDoAmbiente(), iniciar = (c, a) => spawn(c, a, { stdio: 'inherit' }) }) {
  const mortes = [];
  let filho;
  let parando = null;
  let reinicio;

  const aviso = (texto) => console.error(`[npm start ${agoraIso()}] ${texto}`);

  const subir = () => {
    reinicio = undefined;
    filho = iniciar(comando, args);
    const este = filho;
    let terminou = false;
    const fim = (code, signal) => {
      if (terminou) return;
      terminou = true;
      if (filho === este) filho = undefined;
      aoTerminar(este.pid, code, signal);
    };
    este.on('exit', fim);
    este.on('error', (e) => {
      aviso(`não foi possível iniciar o backend: ${e.message}`);
      fim(1, null);
    });
  };

  const aoTerminar = (pid, code, signal) => {
    if (parando) {
      const limpo = code === 0 || signal === parando || code === 128 + (parando === 'SIGINT' ? 2 : 15);
      process.exit(limpo ? 0 : (code ?? 1));
    }
    if (code === 0 && !signal) {
      aviso('o backend terminou normalmente (código 0); encerrando.');
      process.exit(0);
    }
    const causa = signal ? `pelo sinal ${signal}` : `com o código ${code}`;
    const agora = Date.now();
    mortes.push(agora);
    while (mortes.length && mortes[0] <= agora - opcoes.janelaMs) mortes.shift();
    const janelaS = Math.round(opcoes.janelaMs / 1000);
    if (mortes.length > opcoes.maxReinicios) {
      aviso(`!!! O BACKEND CAIU ${causa} (pid ${pid}) — ${mortes.length} quedas em ${janelaS} s, acima do limite de ${opcoes.maxReinicios} reinícios: desistindo.`);
      process.exit(1);
    }
    const ms = espera(mortes.length, opcoes);
    aviso(`!!! O BACKEND CAIU ${causa} (pid ${pid}). Reiniciando em ${ms} ms (reinício ${mortes.length} de ${opcoes.maxReinicios} em ${janelaS} s).`);
    reinicio = setTimeout(subir, ms);
  };

  for (const sinal of ['SIGINT', 'SIGTERM']) {
    process.on(sinal, () => {
      if (parando) return;
      parando = sinal;
      if (reinicio) {
        clearTimeout(reinicio);
        process.exit(0);
      }
      if (!filho) process.exit(0);
      filho.kill(sinal);
      setTimeout(() => {
        aviso(`o backend não encerrou em ${opcoes.prazoParadaMs} ms após ${sinal}: forçando (SIGKILL).`);
        filho?.kill('SIGKILL');
        process.exit(1);
      }, opcoes.prazoParadaMs).unref();
    });
  }

  subir();
}
