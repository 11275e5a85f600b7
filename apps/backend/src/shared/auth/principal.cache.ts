import type { CanalAvisos } from '@gr/infrastructure';
import type { UsuarioAutenticado } from './decorators.js';

const MAXIMO_ENTRADAS = 10_000;

interface Entrada {
  usuario: UsuarioAutenticado;
  ate: number;
}

/**
 * The session principals (user, group, access rules, managed clients) of recent requests, kept
 * for a few seconds so an authenticated call is not a database round trip (decisoes.md, "cache do
 * principal"). What feeds a principal — `sessoes`, `usuarios`, `usuarios_funcoes`,
 * `usuarios_clientes_gerenciados` — is changed only through `usuarioMudou` / `sessaoEncerrada`
 * callers (TokenService, SqlUsuarioRepository's update/delete hook, the access-rule editor), which
 * run after the change is committed and tell every process through the channel.
 *
 * Never serves a principal across a revocation: the cache is used only while the channel hears
 * (else every call reads the database), a load that overlaps an invalidation is not stored, and
 * an entry lives at most `ttlMs` even if a message were lost.
 */
export class PrincipalCache {
  /** By token: a hit also spares the token's signature check, done when the entry was made. */
  private readonly entradas = new Map<string, Entrada>();
  private readonly pendentes = new Map<string, Promise<UsuarioAutenticado | null>>();
  /** Bumped by every invalidation; a load that started in another epoch is not stored. */
  private epoca = 0;

  constructor(
    private readonly canal: CanalAvisos | null,
    private readonly ttlMs: number,
    private readonly aoFalhar: (e: unknown) => void = () => {},
    private readonly agora: () => number = Date.now,
  ) {
    canal?.aoReceber((m) => this.aplicar(m));
  }

  /** False: every call reads the database (no channel, TTL 0, or the channel is deaf right now). */
  get ativo(): boolean {
    return !!this.canal && this.ttlMs > 0 && this.canal.ouvindo;
  }

  /** The principal of a token verified and loaded a moment ago, if it is still good. */
  doToken(token: string): UsuarioAutenticado | undefined {
    if (!this.ativo) {
      if (this.entradas.size) this.limpar();
      return undefined;
    }
    const e = this.entradas.get(token);
    if (!e) return undefined;
    if (e.ate > this.agora()) return e.usuario;
    this.entradas.delete(token);
    return undefined;
  }

  /**
   * The principal of a token whose signature was just verified: from the cache, or `carregar`
   * (the database), kept until `expiraEm` (the token's own expiry) at the latest.
   */
  async obter(token: string, expiraEm: number, carregar: () => Promise<UsuarioAutenticado | null>): Promise<UsuarioAutenticado | null> {
    if (!this.ativo) {
      if (this.entradas.size) this.limpar(); // what was said while deaf is lost: forget all
      return carregar();
    }
    const e = this.doToken(token);
    if (e) return e;
    // Concurrent misses of one token share one read.
    const pendente = this.pendentes.get(token);
    if (pendente) return pendente;
    const epoca = this.epoca;
    const leitura = carregar().then(
      (usuario) => {
        if (this.pendentes.get(token) === leitura) this.pendentes.delete(token);
        if (usuario && epoca === this.epoca && this.ativo) {
          if (this.entradas.size >= MAXIMO_ENTRADAS) this.entradas.delete(this.entradas.keys().next().value!);
          this.entradas.set(token, { usuario, ate: Math.min(this.agora() + this.ttlMs, expiraEm) });
        }
        return usuario;
      },
      (erro: unknown) => {
        if (this.pendentes.get(token) === leitura) this.pendentes.delete(token);
        throw erro;
      },
    );
    this.pendentes.set(token, leitura);
    return leitura;
  }

  /** After a change to the user's row, rules, managed clients or sessions is committed. */
  usuarioMudou(usuarioId: number): Promise<void> {
    return this.avisar(`u:${usuarioId}`);
  }

  /** After one session is revoked. */
  sessaoEncerrada(sessaoId: string): Promise<void> {
    return this.avisar(`s:${sessaoId}`);
  }

  /** After a change that may touch every principal (the catalog of access rules). */
  todosMudaram(): Promise<void> {
    return this.avisar('*');
  }

  /**
   * This process forgets at once; the others when the message arrives. A failed publish does not
   * fail the caller's request (the change is committed): a process that misses it either stops
   * hearing the channel and reads the database, or keeps the entry at most `ttlMs`.
   */
  private async avisar(mensagem: string): Promise<void> {
    this.aplicar(mensagem);
    try {
      await this.canal?.publicar(mensagem);
    } catch (e) {
      this.aoFalhar(e);
    }
  }

  private aplicar(mensagem: string): void {
    this.epoca++;
    // A read in flight may predate the change: later calls must not join it.
    this.pendentes.clear();
    if (mensagem === '*') return this.limpar();
    if (mensagem.startsWith('s:')) {
      const sid = mensagem.slice(2);
      for (const [token, e] of this.entradas) if (e.usuario.sessaoId === sid) this.entradas.delete(token);
    } else if (mensagem.startsWith('u:')) {
      const id = Number(mensagem.slice(2));
      for (const [token, e] of this.entradas) if (e.usuario.id === id) this.entradas.delete(token);
    }
  }

  private limpar(): void {
    this.entradas.clear();
    this.pendentes.clear();
  }
}
