import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { mergeMap, type Observable } from 'rxjs';
import { eventoDaRequisicao } from '@gr/domain';
import type { UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { origemDaRequisicao } from '../../../shared/http/origem.js';
import { AuditoriaRegistro } from './auditoria.providers.js';

/**
 * The one place calls are audited (issue 24, decision 50): after a handler succeeds, a call that
 * the domain's route table names (releases, commands, messages, permissions, exports), any DELETE
 * and any spreadsheet export is written with the session's user, the client's address (the edge's
 * `origemDoCliente`, which honours TRUST_PROXY) and the route's object id. A call that failed
 * records nothing; a recording that fails is logged and the answer goes out as it was.
 */
@Injectable()
export class AuditoriaInterceptor implements NestInterceptor {
  constructor(private readonly registro: AuditoriaRegistro) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (ctx.getType() !== 'http') return next.handle();
    const req = ctx.switchToHttp().getRequest<Request & { usuario?: UsuarioAutenticado }>();
    const rota = (req.route as { path?: unknown } | undefined)?.path;
    if (typeof rota !== 'string') return next.handle();
    const evento = eventoDaRequisicao({
      metodo: req.method,
      rota,
      params: req.params as Record<string, string | undefined>,
      query: req.query as Record<string, unknown>,
      usuario: req.usuario ? { id: req.usuario.id, username: req.usuario.username } : null,
      ip: origemDaRequisicao(req),
      quando: new Date(),
    });
    if (!evento) return next.handle();
    return next.handle().pipe(
      mergeMap(async (resposta) => {
        await this.registro.registrar(evento);
        return resposta;
      }),
    );
  }
}
