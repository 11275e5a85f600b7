import { randomBytes } from 'node:crypto';
import { mudancaVisivel, type LeitorViagem, type ViagemMudada } from '@gr/domain';
import { decodificarMudancas } from '@gr/infrastructure';

/**
 * The live desk of one backend process (issue 22; docs/decisoes.md "mesa ao vivo"): it hears every
 * change of trips on the channel (its own process's and the others'), gathers what arrives within
 * `juntarMs` into one numbered entry, keeps the entries of the last `guardarMs` and streams each
 * one to every subscriber as Server-Sent Events, with only the ids that subscriber may read.
 *
 * Event ids are `<process>.<sequence>`: a subscriber that comes back with the last one it saw
 * (Last-Event-ID) gets what it missed from the entries kept; when they no longer reach back that
 * far, or the id is another process's (a balancer sent it elsewhere), or the channel was deaf
 * meanwhile (its '*'), it gets 'recarregar' and reloads what it shows.
 */

/** One subscriber: who reads, and where its stream's text goes. */
export interface AssinanteMesa {
  leitor: LeitorViagem;
  enviar(texto: string): void;
  /** Ends the stream (the process is closing). */
  encerrar?(): void;
}

export interface AssinaturaMesa {
  /** The reader's scope as its session now says (re-read at each heartbeat). */
  trocarLeitor(leitor: LeitorViagem): void;
  /** A heartbeat: an SSE comment that also moves the stream's last id to now (nothing it may read happened since). */
  batida(): void;
  cancelar(): void;
}

type Entrada = { seq: number; em: number; viagens: ViagemMudada[] } | { seq: number; em: number; recarregar: true };

export interface OpcoesMesa {
  /** Changes that arrive within this many ms become one event (fixes come in bursts). */
  juntarMs?: number;
  /** How far back a reconnection may resume. */
  guardarMs?: number;
  /** At most this many entries kept, whatever their age. */
  maximoEntradas?: number;
  /** How long the browser waits before reconnecting by itself (SSE `retry`). */
  retryMs?: number;
  agora?: () => number;
  processo?: string;
}

/** One SSE message: `id`, `event` and JSON `data` lines and the blank line that ends it. */
export function mensagemSse(m: { id?: string; event?: string; data?: unknown; comentario?: string; retry?: number }): string {
  let t = '';
  if (m.comentario !== undefined) t += `: ${m.comentario}\n`;
  if (m.retry !== undefined) t += `retry: ${m.retry}\n`;
  if (m.id !== undefined) t += `id: ${m.id}\n`;
  if (m.event !== undefined) t += `event: ${m.event}\n`;
  if (m.data !== undefined) t += `data: ${JSON.stringify(m.data)}\n`;
  return `${t}\n`;
}

export class MesaAoVivo {
  readonly processo: string;
  private readonly juntarMs: number;
  private readonly guardarMs: number;
  private readonly maximoEntradas: number;
  readonly retryMs: number;
  private readonly agora: () => number;
  private seq = 0;
  /** Every entry up to this sequence has left the buffer. */
  private descartadoAte = 0;
  private readonly entradas: Entrada[] = [];
  private pendentes: ViagemMudada[] = [];
  private juntando: NodeJS.Timeout | undefined;
  private readonly assinantes = new Set<AssinanteMesa>();

  constructor(o: OpcoesMesa = {}) {
    this.juntarMs = o.juntarMs ?? 100;
    this.guardarMs = o.guardarMs ?? 5 * 60_000;
    this.maximoEntradas = o.maximoEntradas ?? 10_000;
    this.retryMs = o.retryMs ?? 3_000;
    this.agora = o.agora ?? Date.now;
    this.processo = o.processo ?? randomBytes(4).toString('hex');
  }

  get quantosAssinantes(): number {
    return this.assinantes.size;
  }

  private idDe(seq: number): string {
    return `${this.processo}.${seq}`;
  }

  /** A message of the channel: a change of trips, or '*' (the channel was deaf: what was said meanwhile is lost). */
  receber(mensagem: string): void {
    if (mensagem === '*') {
      this.soltar();
      this.anotar({ seq: 0, em: 0, recarregar: true });
      return;
    }
    const viagens = decodificarMudancas(mensagem);
    if (!viagens?.length) return;
    for (const v of viagens) this.pendentes.push(v);
    if (this.juntarMs <= 0) this.soltar();
    else this.juntando ??= setTimeout(() => this.soltar(), this.juntarMs);
  }

  /** What was gathered becomes one entry, streamed at once. */
  soltar(): void {
    if (this.juntando) clearTimeout(this.juntando);
    this.juntando = undefined;
    if (!this.pendentes.length) return;
    const viagens = this.pendentes;
    this.pendentes = [];
    this.anotar({ seq: 0, em: 0, viagens });
  }

  private anotar(e: Entrada): void {
    e.seq = ++this.seq;
    e.em = this.agora();
    this.entradas.push(e);
    const limite = this.agora() - this.guardarMs;
    while (this.entradas.length && (this.entradas.length > this.maximoEntradas || this.entradas[0]!.em < limite)) this.descartadoAte = this.entradas.shift()!.seq;
    for (const a of this.assinantes) this.entregar(a, e);
  }

  private entregar(a: AssinanteMesa, e: Entrada): void {
    if ('recarregar' in e) return a.enviar(mensagemSse({ id: this.idDe(e.seq), event: 'recarregar', data: {} }));
    const visivel = mudancaVisivel(a.leitor, e.viagens);
    if (visivel) a.enviar(mensagemSse({ id: this.idDe(e.seq), event: 'viagens', data: { ids: visivel.ids, lista: visivel.mudouDeLista } }));
  }

  /**
   * A new stream: what it missed since `ultimoId` (or 'recarregar' when that cannot be told),
   * then a 'pronto' event carrying the current id, then every entry as it comes.
   */
  assinar(leitor: LeitorViagem, ultimoId: string | undefined, enviar: (texto: string) => void, encerrar?: () => void): AssinaturaMesa {
    const a: AssinanteMesa = { leitor, enviar, encerrar };
    enviar(mensagemSse({ retry: this.retryMs }));
    if (ultimoId !== undefined) {
      const desde = this.retomavel(ultimoId);
      if (desde === null) enviar(mensagemSse({ id: this.idDe(this.seq), event: 'recarregar', data: {} }));
      else for (const e of this.entradas) if (e.seq > desde) this.entregar(a, e);
    }
    enviar(mensagemSse({ id: this.idDe(this.seq), event: 'pronto', data: {} }));
    this.assinantes.add(a);
    return {
      trocarLeitor: (l) => {
        a.leitor = l;
      },
      batida: () => a.enviar(mensagemSse({ comentario: 'batida', id: this.idDe(this.seq) })),
      cancelar: () => {
        this.assinantes.delete(a);
      },
    };
  }

  /** The sequence to resume after, or null when the stream must reload instead. */
  private retomavel(ultimoId: string): number | null {
    const m = /^([0-9a-f]{1,32})\.(\d{1,15})$/.exec(ultimoId.trim());
    if (!m || m[1] !== this.processo) return null;
    const seq = Number(m[2]);
    if (seq > this.seq || seq < this.descartadoAte) return null;
    // A deaf channel in the gap: what it lost cannot be replayed.
    if (this.entradas.some((e) => e.seq > seq && 'recarregar' in e)) return null;
    return seq;
  }

  /** The process is closing: nothing more is gathered and every stream ends (its browser reconnects elsewhere, and reloads). */
  parar(): void {
    if (this.juntando) clearTimeout(this.juntando);
    this.juntando = undefined;
    this.pendentes = [];
    const todos = [...this.assinantes];
    this.assinantes.clear();
    for (const a of todos) a.encerrar?.();
  }
}
