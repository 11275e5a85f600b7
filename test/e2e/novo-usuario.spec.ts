import { aviso, entrar, expect, linhas, sql, test } from './fixtures';

/**
 * What a new user finds (issue 19): each screen tried as a newcomer would, by role, on the demo data.
 */

test.describe('checklists: itens de uma linha aberta', () => {
  for (const [papel, url] of [['CLIENTE', '/checklists'], ['OPERADOR', '/checklist_operador?status=TODOS']] as const) {
    test(`${papel} abre ${url.split('?')[0]} ▸ e vê os itens com um pedido só`, async ({ page }) => {
      const pedidos: string[] = [];
      const erros: string[] = [];
      page.on('request', (r) => r.url().includes('/recursos/checklist_itens/') && pedidos.push(r.url()));
      page.on('console', (m) => m.type() === 'error' && erros.push(m.text()));
      await entrar(page, papel);
      await page.goto(url);
      await expect(linhas(page).first()).toBeVisible();
      const abrir = page.getByRole('button', { name: /^Abrir itens de \d+$/ }).first();
      const id = (await abrir.getAttribute('aria-label'))!.replace(/\D/g, '');
      await abrir.click();
      await expect(page.getByRole('button', { name: `Fechar itens de ${id}` })).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('table', { name: `Itens do checklist ${id}` }).or(page.getByText('Este checklist não tem itens.'))).toBeVisible();
      await expect(page.getByText('Carregando itens...')).toHaveCount(0);
      // Left open for a while, the row asks the server once, not 15 to 27 times a second.
      await page.waitForTimeout(1500);
      expect(pedidos).toHaveLength(1);
      expect(erros.filter((e) => e.includes('AG Grid'))).toEqual([]);
    });
  }
});

test.describe('páginas e menu conforme as regras de acesso', () => {
  test('CLIENTE em /financeiro (fora do seu menu) é recusado como nas demais páginas', async ({ page }) => {
    await entrar(page, 'CLIENTE');
    await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Financeiro' })).toHaveCount(0);
    await page.goto('/financeiro');
    await expect(page).toHaveURL(/\/login$/);
    await expect(aviso(page, 'Acesso não autorizado')).toBeVisible();
  });

  test('exportação que falha (sessão encerrada) nunca diz "Planilha gerada com sucesso"', async ({ page, context }) => {
    await entrar(page, 'ADMIN');
    await page.goto('/financeiro');
    await page.getByLabel('Data inicial (de)').fill('2026-01-01');
    await page.getByLabel('Data final (para)').fill('2026-01-31');
    let baixou = false;
    page.on('download', () => (baixou = true));
    await context.clearCookies();
    await page.getByRole('button', { name: /Exportar pré-faturamento/ }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(aviso(page, 'Planilha gerada com sucesso')).toHaveCount(0);
    expect(baixou).toBe(false);
  });

  test('OPERADOR não vê nem abre o Dashboard administrativo', async ({ page }) => {
    await entrar(page, 'OPERADOR');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu.getByRole('link', { name: 'Dashboard operacional' })).toBeAttached();
    await expect(menu.getByRole('link', { name: 'Dashboard administrativo' })).toHaveCount(0);
    await page.goto('/dashboard-admin');
    await expect(page).toHaveURL(/\/login$/);
    await expect(aviso(page, 'Acesso não autorizado')).toBeVisible();
  });

  test('ADMIN abre o Dashboard administrativo', async ({ page }) => {
    await entrar(page, 'ADMIN');
    await page.goto('/dashboard-admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard administrativo' })).toBeVisible();
  });
});

test.describe('LGPD e relatórios com a cara do resto do app', () => {
  test('CADASTRO em /lgpd: cabeçalho e menu do app, caixas da mesma largura, o exemplo do CPF inteiro', async ({ page }) => {
    await entrar(page, 'CADASTRO');
    await page.goto('/lgpd');
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
    const atendimento = await page.getByRole('region', { name: 'Atendimento ao titular' }).boundingBox();
    const texto = await page.getByRole('article').boundingBox();
    expect(Math.round(atendimento!.width)).toBe(Math.round(texto!.width));
    const caixa = page.getByLabel('CPF ou CNPJ');
    // The placeholder's text fits in the box (content width, without the padding).
    const cabe = await caixa.evaluate((el: HTMLInputElement) => {
      const s = getComputedStyle(el);
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
      return ctx.measureText(el.placeholder).width <= el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
    });
    expect(cabe).toBe(true);
  });

  test('/relatorios mostra CPF e CNPJ formatados, como os outros grids', async ({ page }) => {
    await entrar(page, 'ADMIN');
    await page.goto('/relatorios?periodo=ANO_ATUAL&is_todos_clientes=true&is_todos_parametros=true');
    const documentos = page.locator('.ag-row [col-id="documento"]');
    await expect(documentos.first()).toBeVisible();
    const textos = (await documentos.allTextContents()).filter(Boolean);
    expect(textos.length).toBeGreaterThan(0);
    for (const t of textos) expect(t).toMatch(/^(\d{3}\.\d{3}\.\d{3}-\d{2}|\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2})$/);
  });
});

test.describe('de volta ao grid, o foco na linha aberta', () => {
  test('ADMIN abre um cliente com duplo clique e, ao voltar, o foco está nessa linha', async ({ page }) => {
    await entrar(page, 'ADMIN');
    await page.goto('/clientes');
    const segunda = linhas(page).nth(1);
    await expect(segunda).toBeVisible();
    const id = await segunda.getAttribute('row-id');
    await segunda.locator('[col-id="razao_social"]').dblclick();
    await expect(page).toHaveURL(new RegExp(`/cliente/${id}`));
    await page.goBack();
    await expect(page).toHaveURL(/\/clientes/);
    await expect(linhas(page).filter({ has: page.locator(':focus') })).toHaveAttribute('row-id', id!);
  });
});

test.describe('avisos abaixo do cabeçalho', () => {
  for (const largura of [1366, 390]) {
    test(`em ${largura} px um aviso não cobre o nome do usuário, 'Alterar senha' nem 'Sair'`, async ({ page }) => {
      await page.setViewportSize({ width: largura, height: 800 });
      await entrar(page, 'ADMIN');
      await page.goto('/clientes');
      await page.getByRole('toolbar', { name: 'Ações da lista' }).getByRole('button', { name: 'Editar' }).click();
      const caixa = await aviso(page, 'Selecione um registro na lista.').boundingBox();
      const topo = await page.locator('.topo').boundingBox();
      expect(caixa!.y).toBeGreaterThanOrEqual(topo!.y + topo!.height);
      for (const alvo of [page.locator('.topo-nome'), page.getByRole('link', { name: 'Alterar senha' }), page.getByRole('button', { name: 'Sair' })]) {
        const b = await alvo.boundingBox();
        const cruza = b!.x < caixa!.x + caixa!.width && caixa!.x < b!.x + b!.width && b!.y < caixa!.y + caixa!.height && caixa!.y < b!.y + b!.height;
        expect(cruza).toBe(false);
      }
    });
  }
});

test.describe('textos que um usuário entende', () => {
  test("/comunicacao sem mensagens diz 'NENHUMA MENSAGEM…', não 'NENHUM COMANDO…'", async ({ page }) => {
    await entrar(page, 'ADMIN');
    // A demo trip with no message sent (the demo sends none).
    await page.goto('/comunicacao?viagem_id=1');
    await expect(page.getByText('NENHUMA MENSAGEM FOI ENCONTRADA NESTA PESQUISA...')).toBeVisible();
    await expect(page.getByText(/NENHUM COMANDO/)).toHaveCount(0);
  });

  test('o aviso do teste automático nomeia as tecnologias, não os seus ids', async ({ page }) => {
    const rows = await sql<{ id: number }>("select id from check_lists where status in ('VERIFICANDO', 'PENDENTE', 'EM_TESTE') and tecnologia_id not in (2, 4) order by id limit 1");
    await entrar(page, 'OPERADOR');
    await page.goto(`/checklist/teste_automatico/${rows[0]!.id}`);
    await expect(page.getByText('o teste automático só vale para as tecnologias ONIXSAT e OMNILINK. Use o teste manual.')).toBeVisible();
  });
});

test.describe('o cabeçalho num celular', () => {
  for (const papel of ['ADMIN', 'EMBARCADOR'] as const) {
    test(`${papel} em 360 px: o menu, o nome, 'Alterar senha' e 'Sair' cabem na tela`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await entrar(page, papel);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
      for (const alvo of [page.getByRole('button', { name: 'Menu' }), page.locator('.topo-nome'), page.getByRole('link', { name: 'Alterar senha' }), page.getByRole('button', { name: 'Sair' })]) {
        await expect(alvo).toBeInViewport({ ratio: 1 });
      }
    });
  }
});

test.describe('GESTOR escolhe entre os clientes que gerencia', () => {
  test("a barra de 'Meus checklists' oferece só o que quem lê pode fazer", async ({ page }) => {
    await entrar(page, 'GESTOR');
    await page.goto('/checklists');
    const barra = page.getByRole('toolbar', { name: 'Ações da lista' });
    await expect(barra.getByRole('button', { name: 'Atualizar' })).toBeVisible();
    for (const nome of ['Novo', 'Editar', 'Liberar', 'Reteste', 'Fila expressa']) await expect(barra.getByRole('button', { name: nome, exact: true })).toHaveCount(0);
  });

  test("'Meus checklists' mostra o cliente escolhido; 'Checklists dos gerenciadores' mostra todos", async ({ page }) => {
    await entrar(page, 'GESTOR');
    await page.goto('/checklists');
    const cliente = page.getByLabel('Cliente', { exact: true });
    const opcoes = (await cliente.locator('option').allTextContents()).map((t) => t.trim());
    expect(opcoes.length).toBeGreaterThanOrEqual(2);
    const clientesDaGrade = async () => {
      await expect(linhas(page).first()).toBeVisible();
      return [...new Set((await page.locator('.ag-row [col-id="cliente"]').allTextContents()).map((t) => t.trim()))];
    };
    await expect(cliente.locator('option:checked')).toHaveText(opcoes[0]!);
    expect(await clientesDaGrade()).toEqual([opcoes[0]]);
    await cliente.selectOption({ label: opcoes[1]! });
    await expect(page).toHaveURL(/cliente_id=/);
    await expect(page.locator('.ag-row [col-id="cliente"]').first()).toHaveText(opcoes[1]!);
    expect(await clientesDaGrade()).toEqual([opcoes[1]]);

    await page.goto('/a/checklist_gerenciadores');
    expect((await clientesDaGrade()).sort()).toEqual([...opcoes].sort());
  });
});
