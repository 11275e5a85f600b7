import { entrar, expect, SENHA_DEMO, test } from './fixtures';

/**
 * The web edge as a visitor meets it (issue 10). The test server runs with TRUST_PROXY=loopback,
 * as behind a reverse proxy on the same host: a context's X-Forwarded-For is that visitor's address.
 */

test.describe('login que protege sem trancar os outros', () => {
  test('cinco senhas erradas de um endereço: 429 só para ele; outro endereço entra com a senha certa', async ({ browser }) => {
    // Addresses of this run only (a retry must not find the last run's lock).
    const n = Date.now() % 250;
    const atacante = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${n}` } });
    const vitima = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${n}` } });
    const pa = await atacante.newPage();
    const tentar = async (senha: string) => {
      await pa.goto('/login');
      await pa.getByLabel('Usuário').fill('SUPERVISOR');
      await pa.getByLabel('Senha').fill(senha);
      await pa.getByRole('button', { name: 'Entrar' }).click();
    };
    for (let i = 0; i < 5; i++) {
      await tentar(`errada-${i}`);
      await expect(pa.getByRole('alert')).toContainText('Usuário ou senha inválidos');
    }
    await tentar(SENHA_DEMO);
    await expect(pa.getByRole('alert')).toContainText('Muitas tentativas de login sem sucesso');
    await expect(pa).toHaveURL(/\/login$/);

    const pv = await vitima.newPage();
    await entrar(pv, 'SUPERVISOR');
    await atacante.close();
    await vitima.close();
  });
});

test.describe('recuperação de senha', () => {
  test('uma enxurrada de pedidos para um e-mail recebe 429 na tela, sem enviar nada', async ({ browser }) => {
    const contexto = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': `192.0.2.${Date.now() % 250}` } });
    const page = await contexto.newPage();
    const email = `ninguem-${Date.now()}@exemplo.com.br`;
    const pedir = async () => {
      await page.goto('/login/esqueci_senha');
      const janela = page.getByRole('dialog', { name: 'Recuperar senha' });
      await janela.getByLabel('E-mail').fill(email);
      await janela.getByRole('button', { name: 'Enviar' }).click();
    };
    for (let i = 0; i < 3; i++) {
      await pedir();
      await expect(page.locator('.avisos .aviso').filter({ hasText: 'Enviado com sucesso.' })).toBeVisible();
    }
    await pedir();
    await expect(page.getByRole('dialog', { name: 'Recuperar senha' }).getByRole('alert')).toContainText('Muitos pedidos de recuperação de senha');
    await contexto.close();
  });
});

test.describe('requisição de outro site', () => {
  test('um formulário de outro site que posta numa ação recebe 403 com mensagem em português', async ({ page, baseURL }) => {
    await entrar(page, 'ADMIN');
    // A page on another site (localhost:9 is another site than 127.0.0.1, and a loopback one, so
    // Chromium's local-network rules stay out of it), served by the test, with a form that posts
    // to our logout action.
    await page.route('http://localhost:9/**', (rota) =>
      rota.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><meta charset="utf-8"><form method="post" action="${baseURL}/logout"><button>Ganhe um prêmio</button></form>`,
      }),
    );
    await page.goto('http://localhost:9/');
    const [resposta] = await Promise.all([page.waitForResponse(`${baseURL}/logout`), page.getByRole('button', { name: 'Ganhe um prêmio' }).click()]);
    expect(resposta.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
    await expect(page.getByText('Requisição recusada: o formulário foi enviado de outro site.')).toBeVisible();
    // The session was not ended.
    await page.goto('/usuarios');
    await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
  });
});

test.describe('cabeçalhos e política de conteúdo', () => {
  test('páginas: CSP com nonce nos scripts, sem moldura, no-store quando logado, comprimidas', async ({ page }) => {
    const login = await page.request.get('/login', { headers: { 'Accept-Encoding': 'br, gzip' } });
    const h = login.headers();
    const nonce = /'nonce-([^']+)'/.exec(h['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(h['content-security-policy']).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(h).toMatchObject({ 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff', 'referrer-policy': 'same-origin' });
    expect(h['permissions-policy']).toContain('camera=()');
    expect(['br', 'gzip']).toContain(h['content-encoding']);
    const html = await login.text();
    // Every inline script carries this answer's nonce; a second answer has another.
    const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const atributos of scripts) expect(atributos).toContain(`nonce="${nonce}"`);
    const outra = await page.request.get('/login');
    expect(outra.headers()['content-security-policy']).not.toContain(nonce!);

    await entrar(page, 'ADMIN');
    const grid = await page.request.get('/veiculos');
    expect(grid.headers()['cache-control']).toBe('no-store');
    const script = /\/assets\/[^"]+\.js/.exec(await grid.text())?.[0];
    const asset = await page.request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
  });

  test('a política não recusa nada das telas: grid, formulário e mapa sem mensagens no console', async ({ page }) => {
    const mensagens: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') mensagens.push(m.text());
    });
    page.on('pageerror', (e) => mensagens.push(e.message));
    await entrar(page, 'ADMIN');
    await page.goto('/veiculos');
    await expect(page.locator('.ag-row').first()).toBeVisible();
    await page.goto('/ponto/1');
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await page.goto('/usuarios');
    await expect(page.locator('.ag-row').first()).toBeVisible();
    expect(mensagens.filter((m) => /Content Security Policy|Refused to/i.test(m))).toEqual([]);
  });

  test('o código do grid só vem com telas de grid', async ({ page }) => {
    const scripts = new Map<string, string>();
    page.on('response', async (r) => {
      if (r.url().endsWith('.js')) scripts.set(r.url(), await r.text().catch(() => ''));
    });
    const comGrid = () => [...scripts.values()].some((corpo) => corpo.includes('ag-root-wrapper'));
    await entrar(page, 'ADMIN');
    await page.goto('/veiculo/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(comGrid()).toBe(false);
    await page.goto('/veiculos');
    await expect(page.locator('.ag-row').first()).toBeVisible();
    // Bodies are read after each response arrives: wait for them, not only for the rows.
    await expect.poll(comGrid).toBe(true);
  });

  test('o cookie de sessão não deixa ler o token', async ({ page, context }) => {
    await entrar(page, 'MONITOR');
    const cookie = (await context.cookies()).find((c) => c.name === '__gr_sessao');
    expect(cookie?.httpOnly).toBe(true);
    const conteudo = Buffer.from(decodeURIComponent(cookie!.value).split('.')[0]!, 'base64').toString('utf8');
    const dados = JSON.parse(conteudo) as Record<string, string>;
    expect(Object.keys(dados)).toEqual(['cifrado']);
    const cifrado = Buffer.from(dados.cifrado!, 'base64url').toString('latin1');
    expect(cifrado).not.toMatch(/eyJ|token|MONITOR/);
  });
});
