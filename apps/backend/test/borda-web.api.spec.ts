import { carregarConfig } from '../src/config.js';
import { iniciarApp, type AppDeTeste } from './support/app.js';

/**
 * The web edge (issue 10) through the API: login and reset throttling keyed by the real client
 * address, the headers every answer carries, compression. The pages' side (CSP with nonces, a
 * cross-site form post, the sealed cookie) is in test/e2e/borda-web.spec.ts.
 */
let t: AppDeTeste;
beforeAll(async () => {
  t = await iniciarApp();
});
afterAll(async () => {
  await t?.fechar();
});

/** A request as our frontend server sends it for a visitor at `ip` (with the proxy key). */
const doVisitante = (ip: string) => ({ 'X-GR-Cliente-Ip': ip, 'X-GR-Proxy-Chave': t.cfg.proxySecret });
const login = (username: string, password: string, cabecalhos: Record<string, string> = {}) =>
  t.http.post('/api/sessions').set(cabecalhos).send({ session: { username, password } });

describe('limite de tentativas de login pelo endereço real do cliente', () => {
  it('cinco falhas de um endereço bloqueiam só esse endereço; outro endereço entra com a senha certa', async () => {
    for (let i = 0; i < 5; i++) expect((await login('ADMIN', `errada${i}`, doVisitante('203.0.113.10'))).status).toBe(401);
    const bloqueado = await login('ADMIN', 'demo1234', doVisitante('203.0.113.10'));
    expect(bloqueado.status).toBe(429);
    expect(bloqueado.body).toEqual({ error: 'Muitas tentativas de login sem sucesso. Aguarde alguns minutos e tente novamente.' });
    expect(Number(bloqueado.headers['retry-after'])).toBeGreaterThan(14 * 60);
    const outro = await login('ADMIN', 'demo1234', doVisitante('198.51.100.20'));
    expect(outro.status).toBe(201);
    // The session records the visitor's address, not the frontend server's.
    const { sid } = JSON.parse(Buffer.from(outro.body.token.split('.')[1], 'base64url').toString()) as { sid: string };
    expect(await t.sql('select origem from sessoes where id = $1', [sid])).toEqual([{ origem: '198.51.100.20' }]);
    // The test's own socket (loopback, no key) never failed either.
    expect((await login('ADMIN', 'demo1234')).status).toBe(201);
  });

  it('não acredita em cabeçalho de endereço sem a chave do proxy: alternar X-Forwarded-For ou X-GR-Cliente-Ip não escapa do bloqueio', async () => {
    for (let i = 0; i < 5; i++) {
      const r = await login('SUPERVISOR', 'errada', { 'X-Forwarded-For': `192.0.2.${i}`, 'X-GR-Cliente-Ip': `192.0.2.${i}` });
      expect(r.status).toBe(401);
    }
    for (const falso of [{ 'X-Forwarded-For': '192.0.2.99' }, { 'X-GR-Cliente-Ip': '192.0.2.99', 'X-GR-Proxy-Chave': 'chute' }]) {
      expect((await login('SUPERVISOR', 'demo1234', falso)).status).toBe(429);
    }
  });

  it('uma enxurrada sobre muitos usernames a partir de um endereço bloqueia esse endereço para todo username, e só ele', async () => {
    const ip = '203.0.113.30';
    for (let i = 0; i < 30; i++) expect((await login(`NINGUEM${i}`, 'x', doVisitante(ip))).status).toBe(401);
    expect((await login('CENTRAL', 'demo1234', doVisitante(ip))).status).toBe(429);
    expect((await login('CENTRAL', 'demo1234', doVisitante('203.0.113.31'))).status).toBe(201);
  });

  it('guarda as contagens no banco (compartilhado por todos os processos do backend), sem o endereço ou o username em claro', async () => {
    const linhas = await t.sql<{ chave: Buffer; total: number }>('select chave, total from limites_janela');
    expect(linhas.length).toBeGreaterThan(0);
    expect(linhas.every((l) => l.chave.length === 32)).toBe(true);
    expect(JSON.stringify(linhas)).not.toMatch(/203\.0\.113|ADMIN/);
  });
});

describe('limite de pedidos de redefinição de senha', () => {
  const recuperar = (email: string, ip: string) => t.http.post('/api/users/recuperar_senha').set(doVisitante(ip)).send({ email });
  const enviados = async (email: string) =>
    Number((await t.sql<{ n: string }>("select count(*) as n from mensagens_enviadas where destinatario = $1", [email]))[0]!.n);

  it('responde 429 ao quarto pedido para um e-mail em uma hora, de qualquer endereço, e não envia nada', async () => {
    const email = 'monitor@demo.gr.com.br';
    const antes = await enviados(email);
    for (let i = 0; i < 3; i++) expect((await recuperar(email, `198.51.100.${40 + i}`)).status).toBe(200);
    const r = await recuperar(email, '198.51.100.49');
    expect(r.status).toBe(429);
    expect(r.body).toEqual({ error: 'Muitos pedidos de recuperação de senha. Aguarde alguns minutos e tente novamente.' });
    expect(await enviados(email)).toBe(antes + 3);
  });

  it('responde 429 depois de dez pedidos de um endereço, para e-mails que existem ou não', async () => {
    const ip = '198.51.100.60';
    for (let i = 0; i < 10; i++) expect((await recuperar(`pessoa${i}@exemplo.com.br`, ip)).status).toBe(200);
    expect((await recuperar('operador@demo.gr.com.br', ip)).status).toBe(429);
    expect(await enviados('operador@demo.gr.com.br')).toBe(0);
  });

  it('responde o mesmo, em mais ou menos o mesmo tempo, exista o e-mail ou não', async () => {
    const medir = async (email: string, ip: string) => {
      const inicio = performance.now();
      const r = await recuperar(email, ip);
      return { ms: performance.now() - inicio, status: r.status, body: r.body };
    };
    const existe = await medir('central@demo.gr.com.br', '198.51.100.70');
    const naoExiste = await medir('ninguem-aqui@exemplo.com.br', '198.51.100.71');
    expect(existe.body).toEqual({ message: 'Enviado com sucesso.' });
    expect(naoExiste.body).toEqual(existe.body);
    expect(existe.ms).toBeGreaterThanOrEqual(390);
    expect(naoExiste.ms).toBeGreaterThanOrEqual(390);
  });
});

describe('cabeçalhos em toda resposta da API', () => {
  it('sem sniffing, sem framing, sem referrer para fora, sem recursos poderosos, sem cache, uma CSP fechada', async () => {
    for (const r of [await t.http.get('/api/health'), await t.http.get('/api/users'), await t.http.post('/api/sessions').send({})]) {
      expect(r.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'same-origin',
        'cache-control': 'no-store',
      });
      expect(r.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
      expect(r.headers['permissions-policy']).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
      expect(r.headers).not.toHaveProperty('strict-transport-security'); // localhost
      expect(r.headers).not.toHaveProperty('x-powered-by');
    }
  });
  it('HSTS fora de localhost', async () => {
    const r = await t.http.get('/api/health').set('Host', 'gr.exemplo.com.br');
    expect(r.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
  it('a Swagger UI recebe uma política pela qual passam seus próprios arquivos e estilos, ainda nunca em frame', async () => {
    const r = await t.http.get('/api/docs/');
    expect(r.headers['content-security-policy']).toMatch(/^default-src 'self'; style-src 'self' 'unsafe-inline'.*frame-ancestors 'none'/);
  });
});

describe('compressão', () => {
  it('gzip e brotli para JSON que vale comprimir, conforme o cliente aceita', async () => {
    const token = await t.login('ADMIN');
    for (const codificacao of ['gzip', 'br']) {
      const r = await t.http.get('/api/users?rows=100').set('Authorization', `Bearer ${token}`).set('Accept-Encoding', codificacao);
      expect(r.status).toBe(200);
      expect(r.headers['content-encoding']).toBe(codificacao);
      expect(r.body.rows.length).toBeGreaterThan(0);
    }
    const semPedir = await t.http.get('/api/users?rows=100').set('Authorization', `Bearer ${token}`).set('Accept-Encoding', 'identity');
    expect(semPedir.headers['content-encoding']).toBeUndefined();
  });
});

describe('configuração', () => {
  const base = { DATA_DIR: '/tmp/gr-config-teste' } as NodeJS.ProcessEnv;
  it('recusa iniciar em produção sem seus segredos', () => {
    expect(() => carregarConfig({ ...base, NODE_ENV: 'production' })).toThrow('Em produção (NODE_ENV=production) defina JWT_SECRET e SESSION_SECRET');
    expect(() => carregarConfig({ ...base, NODE_ENV: 'production', JWT_SECRET: 'a' })).toThrow('defina SESSION_SECRET');
    expect(carregarConfig({ ...base, NODE_ENV: 'production', JWT_SECRET: 'a', SESSION_SECRET: 'b' }).sessionSecret).toBe('b');
  });
  it('deriva segredos distintos de sessão e de proxy a partir do persistido fora de produção', () => {
    const cfg = carregarConfig({ ...base, JWT_SECRET: 'x' });
    expect(new Set([cfg.jwtSecret, cfg.sessionSecret, cfg.proxySecret]).size).toBe(3);
    expect(carregarConfig({ ...base, JWT_SECRET: 'x' }).sessionSecret).toBe(cfg.sessionSecret);
  });
  it('não confia em nenhum proxy por padrão, e nunca em todos os proxies', () => {
    expect(carregarConfig(base).trustProxy).toBe(false);
    expect(carregarConfig({ ...base, TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
    expect(carregarConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(() => carregarConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true/);
  });
});
