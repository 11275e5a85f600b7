import { applyDecorators } from '@nestjs/common';
import { ApiParam, ApiResponse, DECORATORS } from '@nestjs/swagger';
import { ErroDto, ErrosCamposDto } from './dto.js';

/** A Swagger decorator that goes on a handler or on a whole controller. */
export type DecoradorDoc = MethodDecorator & ClassDecorator;
type Corpo = new () => object;

/**
 * One documented error answer. Swagger joins the descriptions of one status (an endpoint's 403 may
 * come from its access rule and from its groups); the same text is added only once.
 */
function erro(status: number, type: Corpo, description: string): DecoradorDoc {
  return ((alvo: object, chave?: string | symbol, descritor?: PropertyDescriptor) => {
    const dono = (descritor ? descritor.value : alvo) as object;
    const atual: string = Reflect.getMetadata(DECORATORS.API_RESPONSE, dono)?.[status]?.description ?? '';
    if (atual.split('\n\n').includes(description)) return descritor ?? alvo;
    return (ApiResponse({ status, type, description }) as (a: object, c?: string | symbol, d?: PropertyDescriptor) => unknown)(alvo, chave, descritor);
  }) as DecoradorDoc;
}

/** 400 `{ errors: { campo: [mensagens] } }`. */
export const ApiErrosCampos = (description = 'Dados inválidos: mensagens por campo') => erro(400, ErrosCamposDto, description);
/** 403 `{ error }`: say who is refused. */
export const ApiProibido = (description: string) => erro(403, ErroDto, description);
/** 404 `{ error }`. */
export const ApiNaoEncontrado = (description = 'Registro não encontrado') => erro(404, ErroDto, description);
/** 409 `{ error }`: the optimistic lock of the edit forms. */
export const ApiConflito = (description = 'O registro foi alterado por outro usuário depois de lido (updated_at enviado é antigo)') =>
  erro(409, ErroDto, description);
/** 429 `{ error }` with Retry-After: too many attempts (the login throttle and its kin). */
export const ApiMuitasTentativas = (description: string) => erro(429, ErroDto, description);
/** 422 `{ error }`: say which business rule refuses the call (the spec's message when it gives one). */
export const ApiRegraNegocio = (description: string, type: Corpo = ErroDto) => erro(422, type, description);

/** Path ids read by IdPipe: positive integers, anything else is a 400. */
export const ApiIds = (...ids: Array<string | { name: string; description: string }>) =>
  applyDecorators(
    ...(ids.length ? ids : ['id']).map((id) => {
      const { name, description } = typeof id === 'string' ? { name: id, description: undefined } : id;
      return ApiParam({ name, description, schema: { type: 'integer', minimum: 1 } });
    }),
    ApiErrosCampos('Id inválido: deve ser um número inteiro positivo'),
  );
