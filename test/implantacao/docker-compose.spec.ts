import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/**
 * The production-like deployment (issue 24: no restart policy and no health check, so a killed
 * backend stayed down and nothing said so; then two backends behind one address). No container
 * engine runs here: the file and the proxy's configuration are checked as text.
 */
const RAIZ = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

interface Servico {
  restart?: string;
  healthcheck?: { test?: string | string[]; disable?: boolean };
  environment?: Record<string, string | number>;
  depends_on?: Record<string, { condition?: string }>;
  image?: string;
  build?: string;
  ports?: string[];
  volumes?: string[];
}
// The two backends share one definition through a YAML merge key, as docker compose reads it.
const compose = parse(readFileSync(resolve(RAIZ, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, Servico> };
const nginx = readFileSync(resolve(RAIZ, 'deploy/nginx.conf'), 'utf8');
const BACKENDS = ['app1', 'app2'] as const;
const servicos = Object.entries(compose.services);
const comando = (s: Servico) => [s.healthcheck?.test ?? []].flat().join(' ');

describe('docker-compose.yml', () => {
  it('tem o banco, o redis, dois backends e o proxy', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app1', 'app2', 'db', 'proxy', 'redis']);
  });

  it.each(servicos)('%s volta depois de uma queda (política de reinício)', (_nome, s) => {
    expect(['always', 'unless-stopped', 'on-failure']).toContain(s.restart);
  });

  it.each(servicos)('%s tem verificação de saúde', (_nome, s) => {
    expect(s.healthcheck?.disable).not.toBe(true);
    expect(comando(s)).not.toBe('');
  });

  it.each(BACKENDS)("a verificação de %s chama o /api/health do backend na porta em que ele escuta", (nome) => {
    const app = compose.services[nome]!;
    expect(comando(app)).toContain(`http://127.0.0.1:${app.environment!.PORT}/api/health`);
    const fabrica = readFileSync(resolve(RAIZ, 'apps/backend/src/app.factory.ts'), 'utf8');
    const modulo = readFileSync(resolve(RAIZ, 'apps/backend/src/app.module.ts'), 'utf8');
    expect(fabrica).toContain("setGlobalPrefix('api')");
    expect(modulo).toMatch(/@Controller\('health'\)/);
  });

  it.each(BACKENDS)('%s só sobe com o banco e o redis saudáveis', (nome) => {
    expect(compose.services[nome]!.depends_on?.db?.condition).toBe('service_healthy');
    expect(compose.services[nome]!.depends_on?.redis?.condition).toBe('service_healthy');
  });

  it('os dois backends são a mesma imagem com o mesmo ambiente, e o segundo espera o primeiro (migrações uma vez)', () => {
    const [a, b] = BACKENDS.map((n) => compose.services[n]!);
    expect(a!.image).toBeDefined();
    expect(b!.image).toBe(a!.image);
    expect(b!.environment).toEqual(a!.environment);
    expect(b!.depends_on?.app1?.condition).toBe('service_healthy');
    // Sessions, revocations and the live desk's pushes cross processes through Redis.
    expect(a!.environment!.REDIS_URL).toMatch(/^redis:\/\/redis:/);
    // Only the proxy may name the client: a network, never 'true' (the backend refuses it).
    expect(String(a!.environment!.TRUST_PROXY)).toMatch(/^\d+\.\d+\.\d+\.\d+\/\d+$/);
    expect(a!.ports).toBeUndefined();
  });

  it('o proxy é o único endereço: reparte entre os dois backends a web e a porta OsmAnd', () => {
    const proxy = compose.services.proxy!;
    expect(proxy.ports).toEqual(expect.arrayContaining(['3000:80', '5055:5055']));
    expect(proxy.volumes).toContain('./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro');
    for (const porta of [compose.services.app1!.environment!.PORT, compose.services.app1!.environment!.OSMAND_PORT]) {
      for (const nome of BACKENDS) expect(nginx).toContain(`server ${nome}:${porta}`);
    }
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
  });

  it('o fluxo ao vivo da mesa passa sem buffer e com leitura longa; posições não são reenviadas pelo proxy', () => {
    const sse = nginx.slice(nginx.indexOf('location = /api/monitoramentos/atualizacoes'));
    expect(sse.slice(0, sse.indexOf('}'))).toMatch(/proxy_buffering off;[\s\S]*proxy_read_timeout 1h;/);
    const osmand = nginx.slice(nginx.indexOf('listen 5055'));
    expect(osmand).toContain('proxy_next_upstream off;');
  });
});
