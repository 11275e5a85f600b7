import { createParamDecorator, SetMetadata, applyDecorators, type ExecutionContext } from '@nestjs/common';
import { ApiUnauthorizedResponse, DECORATORS } from '@nestjs/swagger';
import type { Acessos, EscopoTenant } from '@gr/domain';
import { ApiProibido } from '../http/api-docs.decorator.js';
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

/**
 * No token needed (login, password recovery, health). The document asks for the bearer token on
 * every call (criarDocumentoOpenApi); a public call says `security: []` instead. Goes on a handler,
 * in a controller without `@Autenticado()` (whose 401 would be documented for it too).
 */
export const Publico = () => applyDecorators(SetMetadata(PUBLICO, true), semToken());

/** `security: []` on the operation, keeping what `@ApiOperation` says (it would reset the summary). */
function semToken(): MethodDecorator {
  return (_alvo, chave, descritor) => {
    if (!descritor) throw new Error(`@Publico() vale para uma chamada, não para um controller (${String(chave)})`);
    const operacao = Reflect.getMetadata(DECORATORS.API_OPERATION, descritor.value as object) ?? {};
    Reflect.defineMetadata(DECORATORS.API_OPERATION, { ...operacao, security: [] }, descritor.value as object);
  };
}

/**
 * The controller and function an endpoint belongs to, checked against the user's access rules
 * (spec 03 §6). Without it an endpoint needs only a valid session.
 */
export const Acesso = (controlador: string, funcao: string) =>
  applyDecorators(
    SetMetadata(ACESSO, { controlador, funcao }),
    ApiProibido(`Sem a regra de acesso ${controlador}#${funcao}`),
  );

/** Restricts an endpoint to some user groups on top of the access rules (e.g. staff-only). */
export const SomenteGrupos = (...grupos: number[]) =>
  applyDecorators(SetMetadata(GRUPOS, grupos), ApiProibido(`Somente para os grupos de usuários ${grupos.join(', ')}`));

/**
 * Documents the 401 of a controller whose calls need a session. The global AuthGuard enforces it
 * and the document declares the bearer token for every call (criarDocumentoOpenApi).
 */
export const Autenticado = () => ApiUnauthorizedResponse({ description: 'Token ausente, inválido, expirado ou revogado', type: ErroDto });

export const UsuarioAtual = createParamDecorator((_: unknown, ctx: ExecutionContext): UsuarioAutenticado => {
  return ctx.switchToHttp().getRequest().usuario;
});
