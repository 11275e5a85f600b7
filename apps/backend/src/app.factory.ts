import 'reflect-metadata';
import { manterConexoesOciosas } from './shared/http/conexoes.js';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { AppModule } from './app.module.js';
import type { AppConfig } from './config.js';
import { TAGS_API } from './shared/http/api-tags.js';
import { ErrorFilter } from './shared/http/error.filter.js';
import { criarValidationPipe } from './shared/http/validation.js';
import { montarFrontend } from './shared/http/frontend.js';
import { guardaDeEntrada } from './shared/http/entrada.js';
import { idDeRequisicao } from './shared/http/requisicao.js';
import { origemDoCliente } from './shared/http/origem.js';
import { cabecalhosDeSeguranca } from './shared/http/cabecalhos.js';

/** Largest JSON body the API takes; larger is 413. */
export const LIMITE_CORPO = '1mb';
/**
 * Calls with a larger body limit, in bytes: attachments travel in base64 (spec 03 §7 upload), with
 * room for 5 MB files, which the domain refuses one by one with 400 beyond that.
 */
export const LIMITES_CORPO_POR_CAMINHO: Readonly<Record<string, number>> = { '/api/registro/upload': 12 * 1024 * 1024 };

export function criarDocumentoOpenApi(app: NestExpressApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('GR Plataforma — API')
    .setDescription(
      'API REST da plataforma de gerenciamento de risco. Autentique com POST /api/sessions e envie o token em ' +
        '`Authorization: Bearer <token>`. Erros: 400 `{ errors: { campo: [mensagem] } }`; demais `{ error: mensagem }`. ' +
        'Grids: page (1..), rows, sidx, sord e um parâmetro por coluna filtrada; resposta { page, total, records, rows }.',
    )
    .setVersion('0.1.0')
    // Relative: the API answers under /api on the same address as this document (PUBLIC_URL).
    .addServer('/', 'Este servidor')
    // Every call needs the token but the @Publico() ones, which say `security: []`.
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'bearer')
    .addSecurityRequirements('bearer');
  for (const tag of TAGS_API) config.addTag(tag.name, tag.description);
  const doc = SwaggerModule.createDocument(app, config.build(), { operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}` });
  // The edge below answers before any controller, the same for every call: 400 for text it
  // refuses anywhere (NUL, a lone surrogate, an id or integer out of range), and, for a call that
  // may carry a body, 413 past its limit and 415 for a body that is not JSON. Every call says so.
  const erro = (description: string, schema: string) => ({ description, content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } } });
  for (const [caminho, item] of Object.entries(doc.paths)) {
    const proprio = Object.entries(LIMITES_CORPO_POR_CAMINHO).find(([prefixo]) => caminho.startsWith(prefixo))?.[1];
    const limite = proprio ? `${proprio / 1024 / 1024} MB` : LIMITE_CORPO;
    for (const operacao of [item.get, item.post, item.put, item.patch, item.delete]) {
      if (!operacao) continue;
      operacao.responses['400'] ??= erro('Entrada recusada na borda: texto com NUL ou surrogate sem par, id ou inteiro fora do intervalo', 'ErrosCamposDto');
      if (!operacao.requestBody && operacao !== item.post && operacao !== item.put && operacao !== item.patch) continue;
      operacao.responses['413'] ??= erro(`Corpo acima de ${limite}`, 'ErroDto');
      operacao.responses['415'] ??= erro('Corpo que não é JSON', 'ErroDto');
    }
  }
  return doc;
}

/** Builds the Nest application (HTTP wiring only; `listen` is the caller's). */
export async function criarApp(cfg: AppConfig, opts: { preview?: boolean; logger?: false | Array<'log' | 'error' | 'warn'> } = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(cfg), {
    bodyParser: false,
    preview: opts.preview ?? false,
    logger: opts.logger ?? ['log', 'error', 'warn'],
    abortOnError: false,
  });
  // No blind trust of X-Forwarded-For: only the proxies TRUST_PROXY names (none by default).
  app.set('trust proxy', cfg.trustProxy);
  app.disable('x-powered-by');
  // API answers are Cache-Control: no-store, so an ETag (a hash of every body) buys nothing.
  // Static files keep theirs (serve-static sets its own).
  app.set('etag', false);
  app.setGlobalPrefix('api');
  // gzip or brotli for every answer worth it (pages, scripts, styles, JSON), then the headers
  // every answer carries.
  app.use(compression({ threshold: 1024 }));
  app.use(cabecalhosDeSeguranca);
  app.useGlobalPipes(criarValidationPipe());
  app.enableShutdownHooks();

  // The API's edge, the same for every call present and future: a request id, the JSON parser
  // with its size limit (413), then depth, size, NUL and surrogate checks (400) before any
  // transformation or validation sees the body.
  const filtro = new ErrorFilter();
  app.use('/api', idDeRequisicao);
  // Before the parser and the entry checks, so their refusals (400, 413, 415) are never cached either.
  app.use('/api', (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.use('/api', origemDoCliente(cfg.proxySecret));
  for (const [caminho, limite] of Object.entries(LIMITES_CORPO_POR_CAMINHO)) app.use(caminho, express.json({ limit: limite }));
  app.use('/api', express.json({ limit: LIMITE_CORPO }));
  app.use('/api', (err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (!err) return next();
    filtro.responder(err, req, res);
  });
  app.use('/api', guardaDeEntrada((e, res) => filtro.responder(e, res.req, res)));

  if (!opts.preview) {
    const doc = criarDocumentoOpenApi(app);
    SwaggerModule.setup('api/docs', app, doc, { jsonDocumentUrl: 'api/docs-json', useGlobalPrefix: false, customSiteTitle: 'GR Plataforma — API' });
    if (cfg.frontendBuild) await montarFrontend(app, cfg.frontendBuild, cfg);
  }
  manterConexoesOciosas(app.getHttpServer());
  return app;
}
