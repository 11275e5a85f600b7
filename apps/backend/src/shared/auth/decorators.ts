import { createParamDecorator, SetMetadata, applyDecorators, type ExecutionContext } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Acessos, EscopoTenant } from '@gr/domain';
import { ErroDto } from '../http/dto.js';

export const PUBLICO = 'gr:publico';
export const ACESSO = 'gr:acesso';
export const GRUPOS = 'gr:grupos';

/** The signed-in user as every handler sees it. */
export interface UsuarioAutenticado {
  id: number;
  username: string;
  grupo_usuario_id: number;
  cliente_id: number | null;
  clientes_gerenciados: number[];
  acessos: Acessos;
  sessaoId: string;
  escopo: EscopoTenant;
}

/** No token needed (login, password recovery, health). */
export const Publico = () => SetMetadata(PUBLICO, true);

/**
 * The controller and function an endpoint belongs to, checked against the user's access rules
 * (spec 03 §6). Without it an endpoint needs only a valid session.
 */
export const Acesso = (controlador: string, funcao: string) =>
  applyDecorators(
    SetMetadata(ACESSO, { controlador, funcao }),
    ApiForbiddenResponse({ description: `Sem a regra de acesso ${controlador}#${funcao}`, type: ErroDto }),
  );

/** Restricts an endpoint to some user groups on top of the access rules (e.g. staff-only). */
export const SomenteGrupos = (...grupos: number[]) => SetMetadata(GRUPOS, grupos);

/** Marks a controller as needing a bearer token in Swagger. */
export const Autenticado = () =>
  applyDecorators(ApiBearerAuth(), ApiUnauthorizedResponse({ description: 'Token ausente, inválido, expirado ou revogado', type: ErroDto }));

export const UsuarioAtual = createParamDecorator((_: unknown, ctx: ExecutionContext): UsuarioAutenticado => {
  return ctx.switchToHttp().getRequest().usuario;
});
