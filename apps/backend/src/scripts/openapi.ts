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

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const texto = await gerarOpenApi();
  mkdirSync(dirname(ARQUIVO_OPENAPI), { recursive: true });
  writeFileSync(ARQUIVO_OPENAPI, texto);
  console.log(`openapi/openapi.json atualizado (${Object.keys(JSON.parse(texto).paths).length} caminhos)`);
}
