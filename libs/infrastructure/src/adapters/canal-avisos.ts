import { Redis } from 'ioredis';

/**
 * A broadcast of short text messages among the backend's processes (today: "this session or user
 * changed, drop what you cached of it"). Every process receives every message, its own included.
 */
export interface CanalAvisos {
  publicar(mensagem: string): Promise<void>;
  /** The receiver of every message. After a gap in which messages may have been lost, it first receives '*'. */
  aoReceber(fn: (mensagem: string) => void): void;
  /** True while messages are known to arrive; a cache fed by this channel is trusted only then. */
  readonly ouvindo: boolean;
  fechar(): Promise<void>;
}

/** One process: a message reaches only this process, which is everyone (the embedded database's mode). */
export class CanalLocal implements CanalAvisos {
  private receptores: Array<(m: string) => void> = [];
  readonly ouvindo = true;
  async publicar(mensagem: string): Promise<void> {
    for (const r of this.receptores) r(mensagem);
  }
  aoReceber(fn: (mensagem: string) => void): void {
    this.receptores.push(fn);
  }
  async fechar(): Promise<void> {
    this.receptores = [];
  }
}

/** Each process says it is alive this often; silence for SILENCIO_MS means the channel is deaf. */
const BATIDA_MS = 1_000;
const SILENCIO_MS = 3_000;
const BATIDA = 'ping';

/**
 * Redis pub/sub between processes. Pub/sub keeps nothing for a subscriber that was away, so the
 * channel proves it hears: every process publishes a heartbeat each second, and the channel is
 * `ouvindo` only while some message arrived in the last 3 s. A message after a longer silence is
 * preceded by '*' (drop everything), because what was said meanwhile is lost. Publishing never
 * waits for a reconnection (no offline queue): a failed publish rejects at once.
 */
export class CanalRedis implements CanalAvisos {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private receptores: Array<(m: string) => void> = [];
  private ultima = -Infinity;
  private readonly batida: NodeJS.Timeout;

  constructor(url: string, private readonly canal: string, private readonly aoFalhar: (e: unknown) => void = () => {}) {
    const opcoes = { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2_000, lazyConnect: false };
    this.pub = new Redis(url, opcoes);
    this.sub = new Redis(url, { ...opcoes, enableOfflineQueue: true, maxRetriesPerRequest: null });
    this.pub.on('error', aoFalhar);
    this.sub.on('error', aoFalhar);
    this.sub.on('message', (c: string, m: string) => {
      if (c === this.canal) this.receber(m);
    });
    this.sub.subscribe(this.canal).then(() => this.bater(), aoFalhar);
    this.batida = setInterval(() => this.bater(), BATIDA_MS);
    this.batida.unref();
  }

  get ouvindo(): boolean {
    return Date.now() - this.ultima < SILENCIO_MS;
  }

  /** Resolves once the channel hears (its own heartbeat), or false after `ms`. */
  async pronto(ms = 5_000): Promise<boolean> {
    const fim = Date.now() + ms;
    while (!this.ouvindo && Date.now() < fim) await new Promise((r) => setTimeout(r, 20));
    return this.ouvindo;
  }

  private receber(mensagem: string): void {
    const agora = Date.now();
    const surdo = agora - this.ultima >= SILENCIO_MS;
    this.ultima = agora;
    if (surdo) for (const r of this.receptores) r('*');
    if (mensagem !== BATIDA) for (const r of this.receptores) r(mensagem);
  }

  private bater(): void {
    if (this.pub.status !== 'ready') return;
    this.pub.publish(this.canal, BATIDA).catch(this.aoFalhar);
  }

  async publicar(mensagem: string): Promise<void> {
    await this.pub.publish(this.canal, mensagem);
  }

  aoReceber(fn: (mensagem: string) => void): void {
    this.receptores.push(fn);
  }

  async fechar(): Promise<void> {
    clearInterval(this.batida);
    this.receptores = [];
    const fim = (r: Redis) =>
      r.status === 'end' ? Promise.resolve() : new Promise<void>((ok) => {
        r.once('end', () => ok());
        setTimeout(ok, 1_000).unref();
      });
    const fins = [fim(this.pub), fim(this.sub)];
    this.pub.disconnect();
    this.sub.disconnect();
    await Promise.all(fins);
  }
}
