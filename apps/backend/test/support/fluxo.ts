import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppDeTeste } from './app.js';

/** One Server-Sent Event as a browser's EventSource reads it (comments kept, for the heartbeat). */
export interface EventoSse {
  id?: string;
  event?: string;
  data?: unknown;
  comentario?: string;
}

/**
 * A live stream opened as a browser does (supertest waits for an answer's end, which a stream
 * never has): the status, the headers, every event as it comes, and waits on them.
 */
export interface FluxoSse {
  status: number;
  tipo: string | undefined;
  eventos: EventoSse[];
  /** The answer's text when it is not a stream (an error's JSON). */
  corpo: () => string;
  /** The first event (from the start) that `pred` accepts, or a rejection after `ms`. */
  esperar(pred: (e: EventoSse) => boolean, ms?: number): Promise<EventoSse>;
  /** Resolves when the server ends the stream. */
  terminou: Promise<void>;
  fechar(): void;
}

/** The app's address, listening on a free port of the loopback (once). */
export async function enderecoDe(t: Pick<AppDeTeste, 'app'> | { app: { getHttpServer(): http.Server } }): Promise<string> {
  const srv = t.app.getHttpServer() as http.Server;
  if (!srv.listening) await new Promise<void>((ok) => srv.listen(0, '127.0.0.1', ok));
  return `http://127.0.0.1:${(srv.address() as AddressInfo).port}`;
}

function lerBloco(bloco: string): EventoSse {
  const e: EventoSse = {};
  for (const linha of bloco.split('\n')) {
    if (linha.startsWith(':')) e.comentario = linha.slice(1).trim();
    else if (linha.startsWith('id:')) e.id = linha.slice(3).trim();
    else if (linha.startsWith('event:')) e.event = linha.slice(6).trim();
    else if (linha.startsWith('data:')) e.data = JSON.parse(linha.slice(5).trim());
  }
  return e;
}

export function abrirFluxo(base: string, caminho: string, cabecalhos: Record<string, string> = {}): Promise<FluxoSse> {
  return new Promise((resolver, rejeitar) => {
    const req = http.get(`${base}${caminho}`, { headers: { Accept: 'text/event-stream', ...cabecalhos } }, (res) => {
      const eventos: EventoSse[] = [];
      const esperas: Array<{ pred: (e: EventoSse) => boolean; ok: (e: EventoSse) => void }> = [];
      let texto = '';
      let resto = '';
      res.setEncoding('utf8');
      const terminou = new Promise<void>((ok) => {
        res.on('end', ok);
        res.on('close', ok);
        res.on('error', () => ok());
      });
      res.on('data', (parte: string) => {
        texto += parte;
        resto += parte;
        let i: number;
        while ((i = resto.indexOf('\n\n')) >= 0) {
          const bloco = resto.slice(0, i);
          resto = resto.slice(i + 2);
          if (!bloco.trim()) continue;
          const e = lerBloco(bloco);
          eventos.push(e);
          for (const w of [...esperas]) if (w.pred(e)) {
            esperas.splice(esperas.indexOf(w), 1);
            w.ok(e);
          }
        }
      });
      resolver({
        status: res.statusCode ?? 0,
        tipo: res.headers['content-type'],
        eventos,
        corpo: () => texto,
        terminou,
        esperar(pred, ms = 10_000) {
          const ja = eventos.find(pred);
          if (ja) return Promise.resolve(ja);
          return new Promise((ok, falha) => {
            const w = { pred, ok: (e: EventoSse) => (clearTimeout(limite), ok(e)) };
            const limite = setTimeout(() => {
              esperas.splice(esperas.indexOf(w), 1);
              falha(new Error(`nenhum evento esperado em ${ms} ms; recebidos: ${JSON.stringify(eventos)}`));
            }, ms);
            esperas.push(w);
          });
        },
        fechar: () => req.destroy(),
      });
    });
    req.on('error', rejeitar);
  });
}
