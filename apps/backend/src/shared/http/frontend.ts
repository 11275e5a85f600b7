import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createReadableStreamFromReadable, createRequestHandler, writeReadableStreamToWritable, type ServerBuild } from '@remix-run/node';
import type { AppConfig } from '../../config.js';
import { cspDaPagina, novoNonce, origemDosMapas, requisicaoDeOutroSite } from './cabecalhos.js';
import { CABECALHO_CHAVE_PROXY, CABECALHO_CLIENTE_IP, normalizarIp } from './origem.js';

/** What the Remix server's loaders and entry receive besides the request. */
export interface ContextoPagina {
  /** This answer's CSP nonce, for Remix's inline scripts and the grid's injected styles. */
  nonce: string;
}

export const MSG_OUTRO_SITE = 'Requisição recusada: o formulário foi enviado de outro site. Abra a plataforma pelo endereço dela e tente novamente.';

/**
 * Express request → Fetch Request for Remix. The visitor's address goes along in
 * `X-GR-Cliente-Ip` (the API believes it only with the proxy key, which the loaders add); any copy
 * of our internal headers sent by the visitor is dropped first.
 */
function paraFetch(req: Request, res: Response): globalThis.Request {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (k === CABECALHO_CLIENTE_IP || k === CABECALHO_CHAVE_PROXY) continue;
    if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
    else if (v !== undefined) headers.set(k, v);
  }
  headers.set(CABECALHO_CLIENTE_IP, normalizarIp(req.ip ?? req.socket.remoteAddress ?? ''));
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = 'half';
  }
  return new Request(url, init);
}

function ehApi(caminho: string): boolean {
  return caminho === '/api' || caminho.startsWith('/api/');
}

/** 403 in Portuguese to a form or fetch sent from another site (Remix would answer 500 with nothing). */
function recusarOutroSite(req: Request, res: Response): void {
  res.status(403).setHeader('Cache-Control', 'no-store');
  if (req.accepts(['html', 'json']) === 'html') {
    res.type('html').send(`<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Acesso negado</title></head><body><main><h1>Acesso negado</h1><p>${MSG_OUTRO_SITE}</p></main></body></html>`);
  } else {
    res.json({ error: MSG_OUTRO_SITE });
  }
}

/**
 * Serves the built Remix app on the same origin as the API (one origin: `/api` is Nest, the rest
 * is Remix). Registered before Nest's routes, so it steps aside for `/api`. The Remix server runs
 * in this process: it gets the session and proxy secrets through the environment.
 */
export async function montarFrontend(app: NestExpressApplication, dir: string, cfg: AppConfig): Promise<void> {
  process.env.SESSION_SECRET = cfg.sessionSecret;
  process.env.PROXY_SECRET = cfg.proxySecret;
  const build = (await import(pathToFileURL(join(dir, 'server/index.js')).href)) as ServerBuild;
  const handler = createRequestHandler(build, 'production');
  const mapas = origemDosMapas(cfg.mapTilesUrl);
  // Hashed file names: a new build has new names, so they can be cached for good.
  app.useStaticAssets(join(dir, 'client/assets'), { prefix: '/assets', immutable: true, maxAge: '1y', index: false });
  // The client folder's root files (favicon...) are looked up only outside /api: serve-static
  // would otherwise stat a file on disk for every API call before stepping aside.
  const raiz = express.static(join(dir, 'client'), { maxAge: '1h', index: false });
  app.use((req: Request, res: Response, next: NextFunction) => (ehApi(req.path) ? next() : raiz(req, res, next)));
  app.use(async (req: Request, res: Response, next: NextFunction) => {
    if (ehApi(req.path)) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD' && requisicaoDeOutroSite(req)) return recusarOutroSite(req, res);
    try {
      const nonce = novoNonce();
      const contexto: ContextoPagina = { nonce };
      const resposta = await handler(paraFetch(req, res), contexto as unknown as Record<string, unknown>);
      res.status(resposta.status);
      res.statusMessage = resposta.statusText;
      const cookies = resposta.headers.getSetCookie();
      resposta.headers.forEach((v, k) => {
        if (k !== 'set-cookie') res.setHeader(k, v);
      });
      if (cookies.length) res.setHeader('set-cookie', cookies);
      res.setHeader('Content-Security-Policy', cspDaPagina(nonce, mapas));
      // Pages and their data carry the signed-in user's records: never kept by a cache.
      if (!resposta.headers.has('cache-control')) res.setHeader('Cache-Control', 'no-store');
      if (resposta.body) await writeReadableStreamToWritable(resposta.body, res);
      else res.end();
    } catch (e) {
      next(e);
    }
  });
}
