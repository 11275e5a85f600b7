import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { escopoDoUsuario, UnauthenticatedError } from '@gr/domain';
import { SqlSessoesRepository, SqlUsuarioRepository } from '@gr/infrastructure';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import type { UsuarioAutenticado } from './decorators.js';
import { PrincipalCache } from './principal.cache.js';

interface Claims {
  sub: number;
  sid: string;
  exp?: number;
}

/**
 * Signed, expiring tokens bound to a row of `sessoes`, so logout (DELETE /api/sessions/{token})
 * revokes a token before it expires. The session's principal is read through PrincipalCache, and
 * every revocation here tells it, after the update, in every process.
 */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
    private readonly principais: PrincipalCache,
  ) {}

  async emitir(usuarioId: number, origem: string): Promise<{ token: string; expira_em: Date }> {
    const sid = randomUUID();
    const expira_em = new Date(Date.now() + this.cfg.sessaoHoras * 3600_000);
    await new SqlSessoesRepository(this.em).abrir({ id: sid, usuarioId, expiraEm: expira_em, origem });
    const token = await this.jwt.signAsync({ sub: usuarioId, sid } satisfies Claims, { expiresIn: this.cfg.sessaoHoras * 3600 });
    return { token, expira_em };
  }

  private async verificar(token: string): Promise<Claims> {
    try {
      const claims = await this.jwt.verifyAsync<Claims>(token);
      if (typeof claims.sub !== 'number' || typeof claims.sid !== 'string') throw new Error('claims');
      return claims;
    } catch {
      throw new UnauthenticatedError();
    }
  }

  async autenticar(token: string): Promise<UsuarioAutenticado> {
    const guardado = this.principais.doToken(token);
    if (guardado) return guardado;
    const claims = await this.verificar(token);
    const expiraEm = typeof claims.exp === 'number' ? claims.exp * 1000 : Date.now();
    const usuario = await this.principais.obter(token, expiraEm, async () => {
      const u = await new SqlUsuarioRepository(this.em).principalDaSessao(claims.sid, claims.sub);
      return u && congelar({ ...u, sessaoId: claims.sid, escopo: escopoDoUsuario(u) });
    });
    if (!usuario) throw new UnauthenticatedError();
    return usuario;
  }

  /** Revokes the session of `token`; only its owner may (answers false otherwise). */
  async revogar(token: string, solicitanteId: number): Promise<boolean> {
    const claims = await this.verificar(token);
    if (claims.sub !== solicitanteId) return false;
    const revogada = await new SqlSessoesRepository(this.em).revogar(claims.sid, new Date());
    await this.principais.sessaoEncerrada(claims.sid);
    return revogada;
  }

  /** Revokes every session of the user, but `exceto` (the caller's own, when it changes its own password). */
  async revogarTodas(usuarioId: number, exceto?: string): Promise<void> {
    await new SqlSessoesRepository(this.em).revogarDoUsuario(usuarioId, new Date(), exceto);
    await this.principais.usuarioMudou(usuarioId);
  }
}

/** A principal served to many requests from the cache must not be changed by any of them. */
function congelar(u: UsuarioAutenticado): UsuarioAutenticado {
  Object.freeze(u.clientes_gerenciados);
  for (const funcoes of Object.values(u.acessos)) Object.freeze(funcoes);
  Object.freeze(u.acessos);
  if (u.escopo.tipo === 'clientes') Object.freeze(u.escopo.ids);
  Object.freeze(u.escopo);
  return Object.freeze(u);
}

/** `Authorization: Bearer x` or a bare token. */
export function extrairToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const m = /^Bearer\s+(.+)$/i.exec(header.trim());
  return (m ? m[1] : header).trim() || undefined;
}
