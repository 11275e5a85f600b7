import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ForbiddenError, pode, UnauthenticatedError } from '@gr/domain';
import { ACESSO, GRUPOS, PUBLICO } from './decorators.js';
import { TokenService, extrairToken } from './token.service.js';

/** Every call but the public ones needs a live session; then the endpoint's access rule and groups. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(private readonly reflector: Reflector, private readonly tokens: TokenService) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const alvos = [ctx.getHandler(), ctx.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLICO, alvos)) return true;
    const req = ctx.switchToHttp().getRequest();
    const token = extrairToken(req.headers.authorization);
    if (!token) throw new UnauthenticatedError('Token de acesso ausente. Faça login.');
    const usuario = await this.tokens.autenticar(token);
    req.usuario = usuario;
    req.token = token;

    const grupos = this.reflector.getAllAndOverride<number[] | undefined>(GRUPOS, alvos);
    if (grupos && !grupos.includes(usuario.grupo_usuario_id)) throw new ForbiddenError();
    const acesso = this.reflector.getAllAndOverride<{ controlador: string; funcao: string } | undefined>(ACESSO, alvos);
    if (acesso && !pode(usuario.acessos, acesso.controlador, acesso.funcao)) throw new ForbiddenError();
    return true;
  }
}
