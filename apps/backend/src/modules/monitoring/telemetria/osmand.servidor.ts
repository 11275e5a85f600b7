import { manterConexoesOciosas } from '../../../shared/http/conexoes.js';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { lerOsmAnd, lerOsmAndJson, type Lido, type MotivoRecusa, type ParametrosOsmAnd, type PosicaoRecebida } from '@gr/domain';
import { APP_CONFIG, type AppConfig } from '../../../config.js';
import { TelemetriaUseCases } from './telemetria.providers.js';

/** An OsmAnd request body is one position: a few hundred bytes. */
const LIMITE_CORPO = 64 * 1024;
/** Requests arriving together are handled together: at most this many per transaction... */
const MAXIMO_POR_ESCRITA = 500;
/** ...gathered for at most this long while no round is under way. */
const ESPERA_MS = 5;
/** Two writes at once: PostgreSQL stores one batch while Node reads and checks the next (bench osmand: 8.3 → 9.7 thousand/s). */
const ESCRITAS_SIMULTANEAS = 2;

type Pendente<E, S> = { item: E; resolver: (s: S) => void; rejeitar: (e: unknown) => void };

/**
 * Group commit for the OsmAnd door: a thousand devices sending at once become a few transactions
 * (and a few reads of the command queue) instead of a thousand, and the embedded database's single
 * connection is not held by each in turn. Each request is still answered only once its own
 * item's work is done.
 */
class Agrupada<E, S> {
  private fila: Array<Pendente<E, S>> = [];
  private emCurso = 0;
  private timer?: NodeJS.Timeout;

  /** `simultaneas`: rounds under way at once (the database works on one while Node reads the next requests). */
  constructor(private readonly processar: (itens: E[]) => Promise<S[]>, private readonly simultaneas = 1) {}

  adicionar(item: E): Promise<S> {
    return new Promise((resolver, rejeitar) => {
      this.fila.push({ item, resolver, rejeitar });
      if (this.fila.length >= MAXIMO_POR_ESCRITA) void this.rodar();
      else if (this.emCurso < this.simultaneas && !this.timer) this.timer = setTimeout(() => void this.rodar(), ESPERA_MS);
    });
  }

  private async rodar(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.emCurso >= this.simultaneas || !this.fila.length) return;
    this.emCurso++;
    const lote = this.fila.splice(0, MAXIMO_POR_ESCRITA);
    try {
      const saidas = await this.processar(lote.map((p) => p.item));
      lote.forEach((p, i) => p.resolver(saidas[i]!));
    } catch (e) {
      for (const p of lote) p.rejeitar(e);
    } finally {
      this.emCurso--;
      // What arrived meanwhile goes at once: it has waited a whole round already.
      if (this.fila.length) void this.rodar();
    }
  }
}

class CorpoGrande extends Error {}

function lerCorpo(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const partes: Buffer[] = [];
    let tamanho = 0;
    const receber = (p: Buffer) => {
      tamanho += p.length;
      if (tamanho <= LIMITE_CORPO) return void partes.push(p);
      // Stop keeping it, let the rest drain, and answer 413 (destroying the socket would not answer).
      req.off('data', receber);
      req.resume();
      reject(new CorpoGrande());
    };
    req.on('data', receber);
    req.on('end', () => resolve(Buffer.concat(partes).toString('utf8')));
    req.on('error', reject);
  });
}

/** Every value of each key: `cell` and `wifi` come more than once. */
function parametros(origem: URLSearchParams, destino: ParametrosOsmAnd = {}): ParametrosOsmAnd {
  for (const [k, v] of origem) {
    const ja = destino[k];
    destino[k] = ja === undefined ? v : Array.isArray(ja) ? [...ja, v] : [ja, v];
  }
  return destino;
}

/** One item of a JSON array upload (`[{ id, lat, lon, timestamp, ... }]`) as request parameters. */
function parametrosDoItem(item: unknown): ParametrosOsmAnd {
  const p: ParametrosOsmAnd = {};
  if (!item || typeof item !== 'object' || Array.isArray(item)) return p;
  for (const [k, v] of Object.entries(item)) if (['string', 'number', 'boolean'].includes(typeof v)) p[k] = String(v);
  return p;
}

const terminalDa = (lida: Lido<PosicaoRecebida>) => (lida.ok ? lida.posicao.terminal : lida.lido?.terminal);

/**
 * The OsmAnd door (issue 11, issue 19): the protocol of Traccar Client and of Traccar's own
 * `osmand` listener, on its own port (OSMAND_PORT, default 5055). GET or POST; parameters in the
 * query string or a form body; the JSON body of newer clients, or a JSON array of parameter
 * objects. Traccar Client resends the head of its queue until it gets a 2xx, so a refusal would
 * stall the phone for good: every request of a known device is answered 200 once what it carried
 * is durable — a position stored (or already stored), a heartbeat kept as the last contact, a
 * filtered fix logged with its reason for the operator. 400 only for what can never succeed: no
 * device id, or a device no vehicle has. Requests that arrive together are written in one
 * transaction, and their commands looked up in one read (Agrupada).
 */
@Injectable()
export class ServidorOsmAnd implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('OsmAnd');
  private servidor?: Server;
  private readonly escrita = new Agrupada<Lido<PosicaoRecebida>, MotivoRecusa | null>(async (lidas) =>
    (await this.casos.receberPosicoesDaPorta().executar(lidas)).porPosicao,
    ESCRITAS_SIMULTANEAS,
  );
  /** The command queue read once for the devices answered together (one read per request was the door's busiest query). */
  private readonly comandos = new Agrupada<string, string | null>((terminais) => this.casos.entregarComando().executar(terminais));

  constructor(
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
    private readonly casos: TelemetriaUseCases,
  ) {}

  /** The port it listens on (tests start it on any free one). */
  get porta(): number | undefined {
    return (this.servidor?.address() as AddressInfo | null)?.port;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.cfg.osmandPort === null) return;
    const servidor = manterConexoesOciosas(createServer((req, res) => void this.atender(req, res)));
    await new Promise<void>((resolve, reject) => {
      servidor.once('error', reject);
      // A fleet reconnecting at once (after a network outage) opens a thousand connections: with
      // Node's default queue of 511 the rest are dropped and each device waits a second to retry.
      servidor.listen({ port: this.cfg.osmandPort!, host: process.env.HOST ?? '0.0.0.0', backlog: 2048 }, () => resolve());
    });
    this.servidor = servidor;
  }

  async onApplicationShutdown(): Promise<void> {
    const s = this.servidor;
    if (!s) return;
    this.servidor = undefined;
    await new Promise<void>((resolve) => s.close(() => resolve()));
  }

  private async ler(req: IncomingMessage): Promise<Array<Lido<PosicaoRecebida>>> {
    const url = new URL(req.url ?? '/', 'http://osmand');
    const params = parametros(url.searchParams);
    const agora = new Date();
    if (req.method === 'POST') {
      const corpo = await lerCorpo(req);
      const tipo = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (tipo === 'application/json') {
        let json: unknown;
        try {
          json = JSON.parse(corpo);
        } catch {
          return [{ ok: false, motivo: 'formato_invalido' }];
        }
        if (Array.isArray(json)) return json.length ? json.slice(0, 100).map((item) => lerOsmAnd(parametrosDoItem(item), agora)) : [{ ok: false, motivo: 'formato_invalido' }];
        return [lerOsmAndJson(json, agora)];
      }
      if (corpo.trim()) parametros(new URLSearchParams(corpo), params);
    }
    return [lerOsmAnd(params, agora)];
  }

  /**
   * After the positions are stored nothing may turn the answer into a refusal (issue 24: a failed
   * look-up answered 500, the device resent what was kept, and the command missed its reply). A
   * failed look-up answers without a command; the command stays queued (its delivery is one
   * transaction) and goes out in a later answer.
   */
  private async comandoPara(terminal: string): Promise<string | null> {
    try {
      return await this.comandos.adicionar(terminal);
    } catch (e) {
      this.logger.error(`posição de ${terminal} gravada, mas a consulta de comandos falhou (respondido 200 sem comando): ${e instanceof Error ? e.stack : String(e)}`);
      return null;
    }
  }

  private async atender(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const responder = (status: number, texto = '') => {
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(texto) }).end(texto);
    };
    try {
      if (req.method !== 'GET' && req.method !== 'POST') return responder(405, 'Use GET ou POST');
      const lidas = await this.ler(req);
      if (lidas.some((l) => !terminalDa(l))) return responder(400, 'Dispositivo não informado (parâmetro id)');
      const motivos: Array<MotivoRecusa | null> = await Promise.all(lidas.map((l) => this.escrita.adicionar(l)));
      if (motivos.includes('terminal_desconhecido')) return responder(400, 'Dispositivo desconhecido');
      // Stored, already stored, kept as a contact or logged as filtered: the device may forget it
      // either way; and a command waiting for it goes out in this answer.
      return responder(200, (await this.comandoPara(terminalDa(lidas[0]!)!)) ?? '');
    } catch (e) {
      if (e instanceof CorpoGrande) {
        res.setHeader('Connection', 'close');
        return responder(413, 'A requisição é grande demais');
      }
      // Not acknowledged: the client keeps the position and sends it again.
      this.logger.error(`falha ao gravar posição OsmAnd: ${e instanceof Error ? e.stack : String(e)}`);
      if (!res.headersSent) responder(500, 'Erro interno do servidor');
    }
  }
}
