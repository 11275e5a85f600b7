import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createReadableStreamFromReadable, createRequestHandler, writeReadableStreamToWritable, type ServerBuild } from '@remix-run/node';

/** Express request → Fetch Request for Remix. */
function paraFetch(req: Request, res: Response): globalThis.Request {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
    else if (v !== undefined) headers.set(k, v);
  }
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

/**
 * Serves the built Remix app on the same origin as the API (one origin: `/api` is Nest, the rest
 * is Remix). Registered before Nest's routes, so it steps aside for `/api`.
 */
export async function montarFrontend(app: NestExpressApplication, dir: string): Promise<void> {
  const build = (await import(pathToFileURL(join(dir, 'server/index.js')).href)) as ServerBuild;
  const handler = createRequestHandler(build, 'production');
  app.useStaticAssets(join(dir, 'client/assets'), { prefix: '/assets', immutable: true, maxAge: '1y', index: false });
  // The client folder's root files (favicon...) are looked up only outside /api: serve-static
  // would otherwise stat a file on disk for every API call before stepping aside.
  const raiz = express.static(join(dir, 'client'), { maxAge: '1h', index: false });
  app.use((req: Request, res: Response, next: NextFunction) => (ehApi(req.path) ? next() : raiz(req, res, next)));
  app.use(async (req: Request, res: Response, next: NextFunction) => {
    if (ehApi(req.path)) return next();
    try {
      const resposta = await handler(paraFetch(req, res));
      res.status(resposta.status);
      res.statusMessage = resposta.statusText;
      const cookies = resposta.headers.getSetCookie();
      resposta.headers.forEach((v, k) => {
        if (k !== 'set-cookie') res.setHeader(k, v);
      });
      if (cookies.length) res.setHeader('set-cookie', cookies);
      if (resposta.body) await writeReadableStreamToWritable(resposta.body, res);
      else res.end();
    } catch (e) {
      next(e);
    }
  });
}
