import type { APIRequestContext, Page } from '@playwright/test';
import { aviso, entrar, expect, linhas, semViolacoesGraves, SENHA_DEMO, test, sql } from './fixtures';

/**
 * Checklists (issue 12), end to end: a client requests one through the wizard, an operator runs
 * the manual test with one rejected item and sees REPROVADO, a supervisor releases it with
 * credentials and the client sees LIBERADO; the automatic test approves as readings arrive, and
 * fails on a sensor left in violation.
 */

/**
 * A new vehicle of the CLIENTE user's client, linked as FROTA, with a tracker of `tecnologia`:
 * each journey has its own, so journeys running in parallel never ask for the same truck.
 */
async function veiculoLivre(tecnologia = 2): Promise<{ id: number; placa: string; cliente_id: number }> {
  const n = Date.now() % 1_000_000;
  const letra = (k: number) => String.fromCharCode(65 + (Math.floor(n / 26 ** k) % 26));
  const placa = `E${letra(0)}${letra(1)}${n % 10}${letra(2)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
  const [{ cliente_id }] = await sql<{ cliente_id: number }>(`select cliente_id from usuarios where username = 'CLIENTE'`);
  const [v] = await sql<{ id: number; placa: string }>(
    `insert into veiculos (placa, tipo, tecnologia_id, terminal) values ($1, 'CAVALO', $2, $3) returning id, placa`, [placa, tecnologia, `E2E${n}${Math.floor(Math.random() * 1000)}`]);
  await sql(`insert into clientes_veiculos (cliente_id, veiculo_id, tipo) values ($1, $2, 'FROTA')`, [cliente_id, v!.id]);
  return { ...v!, cliente_id };
}

async function token(request: APIRequestContext, username: string): Promise<string> {
  const r = await request.post('/api/sessions', { data: { session: { username, password: SENHA_DEMO } } });
  expect(r.ok()).toBe(true);
  return (await r.json()).token as string;
}

/** The grid row of checklist `id` (its ID cell, exactly). */
const linhaDo = (page: Page, id: number) => linhas(page).filter({ has: page.locator('[col-id="id"]', { hasText: new RegExp(`^${id}$`) }) });

async function selecionarLinha(page: Page, id: number): Promise<void> {
  const linha = linhaDo(page, id);
  await expect(linha).toBeVisible();
  await linha.locator('[col-id="id"]').click();
}

test.describe('checklist do pedido à liberação', () => {
  test('cliente pede pelo assistente, operador reprova um item, supervisor libera com senha e o cliente vê LIBERADO', async ({ page }) => {
    test.setTimeout(120_000);
    const v = await veiculoLivre();

    // Client: the three-step wizard.
    await entrar(page, 'CLIENTE');
    await page.goto('/novo_checklist');
    const pgr = page.getByLabel('PGR');
    await expect(pgr.locator('option')).not.toHaveCount(1);
    await pgr.selectOption({ index: 1 });
    const placa = page.getByRole('combobox', { name: 'Veículo (placa)' });
    await placa.fill(v.placa);
    await page.getByRole('listbox', { name: 'Veículo (placa)' }).getByRole('option').first().click();
    await expect(page.getByText('Placa disponível para checklist.')).toBeVisible();
    await page.getByLabel('Carroceria').selectOption('FECHADA');
    const fila = page.getByLabel('Tipo de fila');
    if (await fila.count()) await fila.selectOption('false');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByLabel('Nome do contato').fill('JO');
    await page.getByRole('button', { name: 'Registrar checklist' }).click();
    await expect(page.getByText('Nome do contato incompleto (mínimo 5 caracteres)')).toBeVisible();
    await page.getByLabel('Nome do contato').fill('MARIA APARECIDA SOUZA');
    await page.getByLabel('Telefone 1').fill('11987654321');
    await page.getByRole('button', { name: 'Registrar checklist' }).click();
    await expect(page).toHaveURL(/\/checklists/);
    await expect(aviso(page, 'Checklist registrado com sucesso')).toBeVisible();
    const [c] = await sql<{ id: number; status: string }>('select id, status from check_lists where veiculo_id = $1', [v.id]);
    expect(c).toMatchObject({ status: 'VERIFICANDO' });

    // Operator: mirrored and configured, then the manual test with one rejected item.
    await page.getByRole('button', { name: 'Sair' }).click();
    await entrar(page, 'OPERADOR');
    await page.goto('/checklist_operador');
    await selecionarLinha(page, c!.id);
    await page.getByRole('button', { name: 'Espelhado e configurado (EC)' }).click();
    await expect(page).toHaveURL(new RegExp(`/checklist/teste/${c!.id}`));
    const itens = page.getByRole('table', { name: `Itens do checklist ${c!.id}` }).getByRole('row').filter({ has: page.getByRole('radio') });
    // count() does not wait: the items load after the page, so wait for the first one.
    await expect(itens.first()).toBeVisible();
    const n = await itens.count();
    expect(n).toBeGreaterThan(3);
    for (let i = 0; i < n; i++) await itens.nth(i).getByLabel(i === 0 ? 'REPROVADO' : 'APROVADO').check();
    page.once('dialog', (d) => void d.dismiss());
    await page.getByRole('button', { name: 'Finalizar teste' }).click();
    await expect(page).toHaveURL(/\/checklist_operador/);
    expect((await sql('select status from check_lists where id = $1', [c!.id]))[0]).toEqual({ status: 'REPROVADO' });

    // Supervisor: release with an authoriser's username and password; a wrong one first.
    await page.getByRole('button', { name: 'Sair' }).click();
    await entrar(page, 'SUPERVISOR');
    await page.goto('/checklist_manage?status=TODOS');
    await selecionarLinha(page, c!.id);
    await page.getByRole('button', { name: 'Liberar' }).first().click();
    const dialogo = page.getByRole('dialog', { name: `Liberar checklist nº ${c!.id}` });
    await dialogo.getByLabel('Usuário').fill('SUPERVISOR');
    await dialogo.getByLabel('Senha').fill('senha-errada');
    await dialogo.getByLabel('Tempo (dias)').fill('2');
    await dialogo.getByRole('button', { name: 'Liberar' }).click();
    await expect(dialogo.getByText('Usuário ou senha do autorizador inválidos')).toBeVisible();
    await dialogo.getByLabel('Senha').fill(SENHA_DEMO);
    await dialogo.getByLabel('Observação').fill('Liberado até a troca do sensor');
    await dialogo.getByRole('button', { name: 'Liberar' }).click();
    await expect(aviso(page, 'Checklist liberado')).toBeVisible();

    // Client: LIBERADO in its list.
    await page.getByRole('button', { name: 'Sair' }).click();
    await entrar(page, 'CLIENTE');
    await page.goto('/checklists');
    await expect(linhaDo(page, c!.id)).toContainText('LIBERADO');
  });
});

test.describe('teste automático pelas leituras do rastreador', () => {
  /** A checklist PENDENTE for a vehicle of technology 2, through the API. */
  async function pendente(request: APIRequestContext): Promise<{ id: number; terminal: string; perifericos: number[] }> {
    const v = await veiculoLivre(2);
    const cliente = await token(request, 'CLIENTE');
    const [{ id: pgr }] = await sql<{ id: number }>('select id from pgr_clientes where cliente_id = $1 order by pgr_padrao desc, id limit 1', [v.cliente_id]);
    const r = await request.post('/api/check_lists', {
      headers: { Authorization: `Bearer ${cliente}` },
      data: { check_list: { cliente_id: v.cliente_id, pgr_cliente_id: pgr, veiculo_id: v.id, carroceria: 'FECHADA', fila_expressa: false } },
    });
    expect(r.status()).toBe(201);
    const id = (await r.json()).check_list.id as number;
    const operador = await token(request, 'OPERADOR');
    expect((await request.get(`/api/check_lists/status/${id}?tipo=SE`, { headers: { Authorization: `Bearer ${operador}` } })).ok()).toBe(true);
    const [{ terminal }] = await sql<{ terminal: string }>('select terminal from check_lists where id = $1', [id]);
    const ps = (await sql<{ periferico_id: number }>('select distinct periferico_id from check_list_itens where check_list_id = $1 order by 1', [id])).map((x) => x.periferico_id);
    return { id, terminal, perifericos: ps };
  }

  /** The readings a person at the truck produces: each sensor on and off, from the test's start. */
  async function enviarLeituras(request: APIRequestContext, id: number, terminal: string, sequencia: Array<Record<number, number>>) {
    const [{ inicio }] = await sql<{ inicio: Date }>('select inicio_teste_online as inicio from check_lists where id = $1', [id]);
    const admin = await token(request, 'ADMIN');
    // Fix times between the start and now, never ahead of the clock (a reading from the future
    // would not count yet), one millisecond apart at least.
    const de = new Date(inicio).getTime() + 1;
    await new Promise((r) => setTimeout(r, Math.max(0, de + sequencia.length + 5 - Date.now())));
    const passo = (Date.now() - 2 - de) / sequencia.length;
    const posicoes = sequencia.map((perifericos, i) => ({ terminal, data_posicao: new Date(Math.floor(de + i * passo)).toISOString(), latitude: -23.5, longitude: -46.6, perifericos }));
    const r = await request.post('/api/telemetria/posicoes', { headers: { Authorization: `Bearer ${admin}` }, data: { posicoes } });
    expect((await r.json()).gravadas).toBe(sequencia.length);
  }

  async function iniciar(page: Page, id: number) {
    await entrar(page, 'OPERADOR');
    await page.goto(`/checklist/teste_automatico/${id}`);
    await page.getByRole('button', { name: 'Iniciar teste automático' }).click();
    await page.getByRole('dialog', { name: 'Iniciar teste automático' }).getByRole('button', { name: 'Iniciar' }).click();
    await expect(page.getByRole('table', { name: 'Periféricos em teste' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Periféricos em teste' }).getByText('AGUARDANDO').first()).toBeVisible();
  }

  test('aprova quando cada periférico responde e volta para a lista em 10 s', async ({ page, request }) => {
    test.setTimeout(90_000);
    const c = await pendente(request);
    await iniciar(page, c.id);
    const base = Object.fromEntries(c.perifericos.map((p) => [p, 0]));
    await enviarLeituras(request, c.id, c.terminal, [base, ...c.perifericos.flatMap((p) => [{ ...base, [p]: 1 }, base])]);
    await page.getByRole('button', { name: 'Analisar agora' }).click();
    await expect(page.getByText(/Checklist aprovado: todos os periféricos responderam/)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Periféricos em teste' }).getByText('ITEM APROVADO')).toHaveCount(c.perifericos.length);
    await expect(page).toHaveURL(/\/checklist_operador/, { timeout: 15_000 });
    expect((await sql('select status from check_lists where id = $1', [c.id]))[0]).toEqual({ status: 'APROVADO' });
  });

  test('reprova quando um sensor negativo fica violado', async ({ page, request }) => {
    const c = await pendente(request);
    await iniciar(page, c.id);
    const base = Object.fromEntries(c.perifericos.map((p) => [p, 0]));
    const negativo = c.perifericos.find((p) => [8, 9, 10, 11, 27, 28, 44].includes(p))!;
    await enviarLeituras(request, c.id, c.terminal, [base, ...c.perifericos.flatMap((p) => [{ ...base, [p]: 1 }, base]), { ...base, [negativo]: 1 }]);
    await page.getByRole('button', { name: 'Analisar agora' }).click();
    await expect(page.getByText('Checklist REPROVADO.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Periféricos em teste' }).getByRole('row').filter({ hasText: '(violação)' })).toContainText('ITEM REPROVADO');
    expect((await sql('select status from check_lists where id = $1', [c.id]))[0]).toEqual({ status: 'REPROVADO' });
  });
});

test.describe('acessibilidade dos checklists', () => {
  test('telas de checklist sem violações graves', async ({ page }) => {
    test.setTimeout(90_000);
    const [emTeste] = await sql<{ id: number }>(`select id from check_lists where status = 'EM_TESTE' order by id limit 1`);
    const [qualquer] = await sql<{ id: number }>(`select id from check_lists order by id limit 1`);
    await entrar(page, 'CLIENTE');
    for (const url of ['/checklists', '/novo_checklist', `/checklist/visualizar/${qualquer!.id}`]) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await semViolacoesGraves(page, url);
    }
    await page.getByRole('button', { name: 'Sair' }).click();
    await entrar(page, 'SUPERVISOR');
    for (const url of ['/checklist_manage', `/checklist/teste/${emTeste!.id}`, `/checklist/teste_automatico/${emTeste!.id}`]) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await semViolacoesGraves(page, url);
    }
  });
});
