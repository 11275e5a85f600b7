import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { BusinessRuleError, DomainError, TooManyAttemptsError, ValidationError } from '@gr/domain';
import { traduzirErroBanco } from '@gr/infrastructure';
import { idDaRequisicao } from './requisicao.js';

const STATUS_POR_TIPO: Record<DomainError['kind'], number> = {
  validacao: 400,
  regra: 422,
  nao_autenticado: 401,
  proibido: 403,
  nao_encontrado: 404,
  conflito: 409,
  limite: 429,
};

const MENSAGEM_HTTP: Record<number, string> = {
  400: 'Requisição inválida',
  401: 'Sessão inválida ou expirada. Faça login novamente.',
  403: 'Acesso não autorizado',
  404: 'Recurso não encontrado',
  405: 'Método não permitido',
  409: 'Este registro foi alterado por outro usuário. Recarregue a página e tente novamente.',
  413: 'A requisição é grande demais',
  415: 'Tipo de conteúdo não suportado',
  429: 'Muitas requisições. Aguarde e tente novamente.',
};

/**
 * The one error shape (ARCHITECTURE.md "Errors"): 400 `{ errors: { campo: [msg] } }`, every other
 * status `{ error: 'mensagem' }` in Portuguese. A database error the caller caused (a reference to
 * a row that does not exist, a value past its column) is a 4xx naming the field; a 500 is only
 * our own fault, logged with the request id that its answer carries too, and leaks nothing.
 */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Erro');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    this.responder(exception, http.getRequest<Request>(), http.getResponse<Response>());
  }

  /** Also used by the Express middleware that catches body-parser and edge errors. */
  responder(exception: unknown, req: Request, res: Response): void {
    const { status, body } = this.traduzir(exception);
    if (status >= 500) {
      const id = idDaRequisicao(req);
      body.request_id = id;
      this.logger.error(`[${id}] ${req.method} ${req.originalUrl?.slice(0, 300)}: ${exception instanceof Error ? exception.stack ?? exception.message : String(exception)}`);
    }
    if (exception instanceof TooManyAttemptsError) res.setHeader('Retry-After', String(exception.retryAfterSeconds));
    if (res.headersSent) return;
    res.status(status).json(body);
  }

  traduzir(exception: unknown): { status: number; body: Record<string, unknown> } {
    const doBanco = traduzirErroBanco(exception);
    if (doBanco) return this.traduzir(doBanco);
    if (exception instanceof ValidationError) return { status: 400, body: { errors: exception.errors } };
    if (exception instanceof BusinessRuleError && exception.dados) return { status: 422, body: { ...exception.dados, error: exception.message } };
    if (exception instanceof DomainError) return { status: STATUS_POR_TIPO[exception.kind], body: { error: exception.message } };
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const resp = exception.getResponse();
      if (status === 400 && typeof resp === 'object' && resp && 'errors' in resp) return { status, body: resp as Record<string, unknown> };
      const texto = typeof resp === 'object' && resp && 'error' in resp && typeof (resp as { error: unknown }).error === 'string' && status !== 404
        ? (resp as { error: string }).error
        : MENSAGEM_HTTP[status] ?? 'Erro na requisição';
      return { status, body: { error: texto } };
    }
    // body-parser errors (malformed JSON, body too large) carry a status of their own.
    const e = exception as { status?: number; type?: string } | undefined;
    if (e && typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
      const msg = e.type === 'entity.parse.failed' ? 'JSON malformado no corpo da requisição' : MENSAGEM_HTTP[e.status] ?? 'Requisição inválida';
      // A 400 keeps the one 400 shape: the body as a whole is the field.
      return { status: e.status, body: e.status === 400 ? { errors: { corpo: [msg] } } : { error: msg } };
    }
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { error: 'Erro interno do servidor' } };
  }
}
