import { carregarConfig } from './config.js';
import { criarApp } from './app.factory.js';
import { USUARIOS_DEMO, SENHA_DEMO } from '@gr/infrastructure';

async function main(): Promise<void> {
  const inicio = Date.now();
  const cfg = carregarConfig();
  const nivel = process.env.LOG_LEVEL === 'debug' ? (['log', 'error', 'warn'] as const) : (['error', 'warn'] as const);
  const app = await criarApp(cfg, { logger: [...nivel] });
  await app.listen(cfg.port, process.env.HOST ?? '0.0.0.0');
  const url = `http://localhost:${cfg.port}`;
  const linhas = [
    '',
    `GR Plataforma pronta em ${((Date.now() - inicio) / 1000).toFixed(1)} s`,
    `  Aplicação:   ${url}${cfg.frontendBuild ? '' : '  (frontend não compilado: rode npm run build)'}`,
    `  API:         ${url}/api   Swagger: ${url}/api/docs`,
    `  Banco:       ${cfg.databaseUrl ? 'DATABASE_URL' : `PostgreSQL embutido em ${cfg.dataDir}`}`,
  ];
  if (cfg.demo) {
    linhas.push(`  Logins demo (senha ${SENHA_DEMO}): ${USUARIOS_DEMO.map((u) => u.username).join(', ')}`);
  }
  console.log(linhas.join('\n'));
}

main().catch((e) => {
  console.error('Falha ao iniciar:', e instanceof Error ? e.message : e);
  process.exit(1);
});
