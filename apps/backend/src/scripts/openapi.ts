import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { carregarConfig, RAIZ } from '../config.js';
import { criarApp, criarDocumentoOpenApi } from '../app.factory.js';

/** The Swagger document as committed in openapi/openapi.json (no database needed: preview mode). */
export async function gerarOpenApi(): Promise<string> {
  const cfg = carregarConfig({ JWT_SECRET: 'preview', DATABASE_URL: 'postgresql://preview/preview', FRONTEND_BUILD: '/nao-existe' } as unknown as NodeJS.ProcessEnv);
  const app = await criarApp(cfg, { preview: true, logger: false });
  const doc = criarDocumentoOpenApi(app);
  await app.close();
  return `${JSON.stringify(doc, null, 2)}\n`;
}

export const ARQUIVO_OPENAPI = join(RAIZ, 'openapi/openapi.json');
/** The frontend's API types, generated from the document (ARCHITECTURE: the client is typed from it). */
export const ARQUIVO_TIPOS_FRONTEND = join(RAIZ, 'apps/frontend/app/lib/api-schema.d.ts');

export async function gerarTiposFrontend(documento: string): Promise<string> {
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const ast = await openapiTS(JSON.parse(documento));
  return `// Gerado de openapi/openapi.json por \`npm run openapi\`; não edite à mão.\n${astToString(ast)}`;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const texto = await gerarOpenApi();
  mkdirSync(dirname(ARQUIVO_OPENAPI), { recursive: true });
  writeFileSync(ARQUIVO_OPENAPI, texto);
  writeFileSync(ARQUIVO_TIPOS_FRONTEND, await gerarTiposFrontend(texto));
  console.log(`openapi/openapi.json e apps/frontend/app/lib/api-schema.d.ts atualizados (${Object.keys(JSON.parse(texto).paths).length} caminhos)`);
}
