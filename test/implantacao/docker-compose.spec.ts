import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/**
 * The production-like deployment (issue 24: no restart policy and no health check, so a killed
 * backend stayed down and nothing said so).
 */
const RAIZ = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

interface Servico {
  restart?: string;
  healthcheck?: { test?: string | string[]; disable?: boolean };
  environment?: Record<string, string | number>;
  depends_on?: Record<string, { condition?: string }>;
}
const compose = parse(readFileSync(resolve(RAIZ, 'docker-compose.yml'), 'utf8')) as { services: Record<string, Servico> };
const servicos = Object.entries(compose.services);
const comando = (s: Servico) => [s.healthcheck?.test ?? []].flat().join(' ');

describe('docker-compose.yml', () => {
  it('tem o banco, o redis e o app', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'db', 'redis']);
  });

  it.each(servicos)('%s volta depois de uma queda (política de reinício)', (_nome, s) => {
    expect(['always', 'unless-stopped', 'on-failure']).toContain(s.restart);
  });

  it.each(servicos)('%s tem verificação de saúde', (_nome, s) => {
    expect(s.healthcheck?.disable).not.toBe(true);
    expect(comando(s)).not.toBe('');
  });

  it("a verificação do app chama o /api/health do backend na porta em que ele escuta", () => {
    const app = compose.services.app!;
    expect(comando(app)).toContain(`http://127.0.0.1:${app.environment!.PORT}/api/health`);
    const fabrica = readFileSync(resolve(RAIZ, 'apps/backend/src/app.factory.ts'), 'utf8');
    const modulo = readFileSync(resolve(RAIZ, 'apps/backend/src/app.module.ts'), 'utf8');
    expect(fabrica).toContain("setGlobalPrefix('api')");
    expect(modulo).toMatch(/@Controller\('health'\)/);
  });

  it('o app só sobe com o banco saudável', () => {
    expect(compose.services.app!.depends_on?.db?.condition).toBe('service_healthy');
  });
});
