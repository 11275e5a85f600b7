import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/** Set by our own frontend server on its calls to the API: the visitor's address... */
export const CABECALHO_CLIENTE_IP = 'x-gr-cliente-ip';
/** ...believed only with this shared key (PROXY_SECRET), which outsiders do not have. */
export const CABECALHO_CHAVE_PROXY = 'x-gr-proxy-chave';

const ORIGEM = Symbol('origem');

/** `::ffff:10.0.0.1` → `10.0.0.1`, so one visitor has one key whatever the socket's family. */
export function normalizarIp(ip: string): string {
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

function resumo(texto: string): Buffer {
  return createHash('sha256').update(texto).digest();
}

/**
 * The visitor's address, the key of login and password-reset throttling. The Remix app calls the
 * API from loopback on behalf of every visitor, so it passes the visitor's address in
 * `X-GR-Cliente-Ip` together with the proxy key; without the key the header is ignored. Otherwise
 * the address is Express's `req.ip`: the socket's, or — only when TRUST_PROXY names the proxies in
 * front — the one those proxies appended to X-Forwarded-For. No header anyone can set is believed.
 */
export function origemDoCliente(chaveProxy: string) {
  const esperado = resumo(chaveProxy);
  return (req: Request, _res: Response, next: NextFunction): void => {
    const ip = req.headers[CABECALHO_CLIENTE_IP];
    const chave = req.headers[CABECALHO_CHAVE_PROXY];
    let origem = req.ip ?? req.socket.remoteAddress ?? 'desconhecida';
    if (typeof ip === 'string' && typeof chave === 'string' && isIP(ip) && timingSafeEqual(resumo(chave), esperado)) origem = ip;
    (req as unknown as Record<symbol, string>)[ORIGEM] = normalizarIp(origem);
    next();
  };
}

export function origemDaRequisicao(req: Request): string {
  return (req as unknown as Record<symbol, string | undefined>)[ORIGEM] ?? normalizarIp(req.ip ?? 'desconhecida');
}

/** The visitor's address in a handler (see `origemDoCliente`). */
export const Origem = createParamDecorator((_dados: unknown, ctx: ExecutionContext) => origemDaRequisicao(ctx.switchToHttp().getRequest<Request>()));
