import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

const ID_ACEITO = /^[A-Za-z0-9._:-]{8,64}$/;
const CHAVE = Symbol('requestId');

/**
 * Every API answer carries `X-Request-Id`: the caller's own when it sent a sane one (a proxy's
 * trace id), otherwise a new UUID. A 500 puts it in the body and the log line, so a user's report
 * finds its log.
 */
export function idDeRequisicao(req: Request, res: Response, next: NextFunction): void {
  const recebido = req.headers['x-request-id'];
  const id = typeof recebido === 'string' && ID_ACEITO.test(recebido) ? recebido : randomUUID();
  (req as unknown as Record<symbol, string>)[CHAVE] = id;
  res.setHeader('X-Request-Id', id);
  next();
}

export function idDaRequisicao(req: Request | undefined): string {
  return (req as unknown as Record<symbol, string> | undefined)?.[CHAVE] ?? 'sem-id';
}
