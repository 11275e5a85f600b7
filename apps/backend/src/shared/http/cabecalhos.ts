import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

const HOSTS_LOCAIS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** What a page may do that no answer of ours needs: the browser refuses it outright. */
const PERMISSOES = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=()';

/** API answers (JSON, files): nothing to load, nothing to run, never framed. */
export const CSP_API = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Swagger UI: its own files, its inline styles and data: images; never framed. */
export const CSP_DOCS = "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'";

/**
 * The pages' policy: scripts and style elements only from our origin or with this answer's nonce
 * (Remix's inline scripts, the grid's injected theme); style attributes allowed (React renders
 * them, and they cannot run code); images also from the map tile server; never framed.
 */
export function cspDaPagina(nonce: string, origemMapa?: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob:${origemMapa ? ` ${origemMapa}` : ''}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function novoNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The map tile server's origin (for img-src), from a tile URL template; undefined when none. */
export function origemDosMapas(modelo: string): string | undefined {
  if (!modelo) return undefined;
  try {
    return new URL(modelo.replace(/\{[a-z]\}/g, 'a')).origin;
  } catch {
    return undefined;
  }
}

/**
 * Headers on every answer (issue 10): no MIME sniffing, no referrer outside the origin, no powerful
 * browser features, never inside a frame of another site, HSTS outside localhost. The CSP set
 * here is the API's; the docs and the pages replace it with theirs.
 */
export function cabecalhosDeSeguranca(req: Request, res: Response, next: NextFunction): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'same-origin');
  res.setHeader('Permissions-Policy', PERMISSOES);
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Content-Security-Policy', req.path.startsWith('/api/docs') ? CSP_DOCS : CSP_API);
  if (!HOSTS_LOCAIS.has(req.hostname)) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  next();
}

/** `Origin` (or, without it, `Sec-Fetch-Site`) says the request comes from another site. */
export function requisicaoDeOutroSite(req: Request): boolean {
  const origem = req.get('origin');
  if (origem === undefined) return req.get('sec-fetch-site') === 'cross-site';
  try {
    return new URL(origem).host !== req.get('host'); // 'null' (an opaque origin) is refused too
  } catch {
    return true;
  }
}
