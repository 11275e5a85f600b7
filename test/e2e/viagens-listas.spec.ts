import type { Page } from '@playwright/test';
import { aviso, entrar, expect, lerPlanilha, linhas, sql, test } from './fixtures';

/**
 * Trip lists and lifecycle windows (issue 21, spec 02 §2, §4, §6): an operator starts a scheduled
 * trip, sets its situation with a function key, finishes it through the distance warning, finds it
 * among the finished ones and recovers it; staff export a list to Excel with the screen's columns
 * and filters; a client user sees neither the hidden columns, nor a right-click menu, nor the
 * export; shippers are sent to their /a/* lists.
 */

/**
 * A trip of the CLIENTE user's client written into the table, on a vehicle of its own (no
 * position, so the finish asks about the distance) with one of the client's drivers and routes.
 */
async function viagemDoCliente(status: 1 | 2): Promise<{ id: number; placa: string }> {
  const n = Date.now() % 1_000_000;
  const letra = (k: number) => String.fromCharCode(65 + (Math.floor(n / 26 ** k) % 26));
  const placa = `V${letra(0)}${letra(1)}${n % 10}${letra(2)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
  const [{ cliente_id }] = await sql<{ cliente_id: number }>(`select cliente_id from usuarios where username = 'CLIENTE'`);
  const [v] = await sql<{ id: number }>(`insert into veiculos (placa, tipo, tecnologia_id, terminal) values ($1, 'CAVALO', 2, $2) returning id`, [placa, `V2E${n}${Math.floor(Math.random() * 1000)}`]);
  await sql(`insert into clientes_veiculos (cliente_id, veiculo_id, tipo) values ($1, $2, 'FROTA')`, [cliente_id, v!.id]);
  const [f] = await sql<{ id: number }>(
    `select f.id from funcionarios f join clientes_funcionarios cf on cf.funcionario_id = f.id and cf.ativo where cf.cliente_id = $1 and f.tipo = 'MOTORISTA' order by f.id limit 1`,
    [cliente_id],
  );
  const [r] = await sql<{ id: number }>(`select id from rotas where cliente_id = $1 and ativa order by id limit 1`, [cliente_id]);
  const [t] = await sql<{ id: number }>(
    `insert into monitoramentos (cliente_id, veiculo_id, placa, rota_id, funcionario_id, fone1, status, tipo_viagem_id, valor_embarque, username_add,
       previsao_inicio, previsao_fim, data_inicio)
     values ($1, $2, $3, $4, $5, '11987654321', $6, 1, 10000, 'ADMIN', now() + interval '10 minutes', now() + interval '1 day', $7) returning id`,
    [cliente_id, v!.id, placa, r?.id ?? null, f?.id ?? null, status, status === 2 ? new Date() : null],
  );
  return { id: t!.id, placa };
}

/** The row of SM `id` (its id cell, exactly). */
const linhaDa = (page: Page, id: number) => linhas(page).filter({ has: page.locator('[col-id="id"]', { hasText: new RegExp(`^${id}$`) }) });

async function selecionar(page: Page, id: number) {
  const linha = linhaDa(page, id);
  await expect(linha).toBeVisible();
  await linha.locator('[col-id="id"]').click();
  return linha;
}

/** A toolbar button (built about 1 s after load, spec 02 §9). */
const botao = (page: Page, nome: string) => page.getByRole('toolbar', { name: 'Ações da lista' }).getByRole('button', { name: nome, exact: true });

const statusDa = async (id: number) => (await sql<{ status: number; situacao_viagem_id: number | null }>('select status, situacao_viagem_id from monitoramentos where id = $1', [id]))[0]!;

test.describe('ciclo da SM pelas listas', () => {
  test('operador inicia a SM agendada, muda a situação com F5, finaliza confirmando o aviso de distância e recupera a finalizada', async ({ page, context }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const sm = await viagemDoCliente(1);
    await entrar(page, 'OPERADOR');

    // Scheduled: Iniciar opens the start window.
    await page.goto(`/agendada?id=${sm.id}`);
    await selecionar(page, sm.id);
    await botao(page, 'Iniciar').click();
    const iniciar = page.getByRole('dialog', { name: `Iniciar viagem: SM ${sm.id}` });
    await expect(iniciar).toBeVisible();
    await iniciar.getByRole('button', { name: 'Iniciar viagem' }).click();
    await expect(aviso(page, `SM iniciada com sucesso! placa: ${sm.placa}`)).toBeVisible();
    expect((await statusDa(sm.id)).status).toBe(2);

    // In transit: F5 on the row sets situation 6 and copies 'situação HH:mm DD-MM'.
    await page.goto(`/emviagem?id=${sm.id}`);
    await selecionar(page, sm.id);
    await page.keyboard.press('F5');
    await expect(aviso(page, 'copiado')).toBeVisible();
    await expect.poll(async () => (await statusDa(sm.id)).situacao_viagem_id).toBe(6);
    const copiado = await page.evaluate(() => navigator.clipboard.readText());
    expect(copiado).toMatch(/ \d{2}:\d{2} \d{2}-\d{2}$/);
    await expect(linhaDa(page, sm.id).getByRole('combobox', { name: `Situação da SM ${sm.id}` })).toHaveValue('6');

    // Finish: the vehicle has no position, so the distance warning must be confirmed first.
    await selecionar(page, sm.id);
    await botao(page, 'Finalizar viagem').click();
    const finalizar = page.getByRole('dialog', { name: `Finalizar viagem: SM ${sm.id}` });
    await expect(finalizar).toBeVisible();
    await finalizar.getByRole('button', { name: 'Finalizar viagem' }).click();
    const confirmacao = page.getByRole('alertdialog', { name: 'Confirmar finalização' });
    await expect(confirmacao).toContainText(/posição|distância/i);
    expect((await statusDa(sm.id)).status).toBe(2);
    await confirmacao.getByRole('button', { name: 'Confirmar' }).click();
    await expect(aviso(page, `SM finalizada com sucesso! placa: ${sm.placa}`)).toBeVisible();
    // Filters cleared after finishing (spec 02 §4).
    await expect(page).toHaveURL(/\/emviagem$/);
    expect((await statusDa(sm.id)).status).toBe(3);

    // Finished (this month, the default period): recover it, after the question.
    await page.goto(`/finalizada?id=${sm.id}`);
    await selecionar(page, sm.id);
    await botao(page, 'Recuperar viagem').click();
    const recuperar = page.getByRole('alertdialog', { name: 'Recuperar viagem' });
    await expect(recuperar).toContainText(`Você deseja realmente recuperar a SM número: ${sm.id}?`);
    await recuperar.getByRole('button', { name: 'Recuperar' }).click();
    await expect.poll(async () => (await statusDa(sm.id)).status).toBe(2);
  });

  test('sem linha selecionada, Recuperar viagem pede uma SM', async ({ page }) => {
    await entrar(page, 'OPERADOR');
    await page.goto('/finalizada');
    await botao(page, 'Recuperar viagem').click();
    await expect(aviso(page, 'Você deve selecionar uma SM antes!')).toBeVisible();
  });
});

/** The visible columns' titles, in the screen's order (once AG Grid has taken the light table's place). */
async function titulosDaTela(page: Page) {
  await expect(page.locator('.ag-header-cell[col-id="id"]')).toBeVisible();
  return page.locator('.ag-header-cell[col-id]').evaluateAll((els) =>
    els
      .map((e) => ({ i: Number(e.getAttribute('aria-colindex')), titulo: e.querySelector('.gh-titulo')?.textContent?.replace(/[▲▼]/g, '').trim() }))
      .sort((a, b) => a.i - b.i)
      .map((c) => c.titulo),
  );
}

/** The toolbar's Excel export, read back: header row and data rows. */
async function baixarExcel(page: Page): Promise<{ cabecalho: unknown[]; linhas: unknown[][] }> {
  const baixou = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportar Excel' }).click();
  const download = await baixou;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  return lerPlanilha(download);
}

test.describe('Excel das listas (spec 02 §6: a equipe exporta)', () => {
  /** MONITOR's saved layout of a grid, forgotten: the test starts from the declared view and leaves none behind. */
  const esquecerLayout = (grid: string) => sql(`update usuarios set layouts = layouts - $1::text where username = 'MONITOR' and layouts is not null`, [grid]);

  test('exporta as colunas que a tela mostra, na ordem e com os títulos dela, e só as linhas dos filtros da tela', async ({ page }) => {
    test.setTimeout(90_000);
    const sm = await viagemDoCliente(2);
    await esquecerLayout('emviagem');
    try {
      await entrar(page, 'MONITOR');
      await page.goto(`/emviagem?id=${sm.id}`);
      await expect(linhaDa(page, sm.id)).toBeVisible();
      await expect(linhas(page)).toHaveCount(1);
      const tela = await titulosDaTela(page);
      expect(tela.slice(0, 3)).toEqual(['SM', 'Situação', 'Placa']);
      expect(tela).not.toContain('Status');
      let excel = await baixarExcel(page);
      expect(excel.cabecalho).toEqual(tela);
      expect(excel.linhas.map((l) => l[0])).toEqual([sm.id]);

      // The user's view is the export's: a column brought back with the chooser, one put away.
      await page.getByRole('button', { name: 'Colunas', exact: true }).click();
      const seletor = page.getByRole('group', { name: 'Colunas visíveis' });
      await seletor.getByRole('checkbox', { name: 'Status', exact: true }).check();
      await seletor.getByRole('checkbox', { name: 'Motorista', exact: true }).uncheck();
      await page.keyboard.press('Escape');
      await expect(page.locator('.ag-header-cell[col-id="status"]')).toBeVisible();
      await expect(page.locator('.ag-header-cell[col-id="motorista"]')).toHaveCount(0);
      const escolhidas = await titulosDaTela(page);
      expect(escolhidas).toEqual([...tela.filter((t) => t !== 'Motorista'), 'Status']);
      excel = await baixarExcel(page);
      expect(excel.cabecalho).toEqual(escolhidas);
      expect(excel.linhas.map((l) => [l[0], l.at(-1)])).toEqual([[sm.id, 2]]);
    } finally {
      await esquecerLayout('emviagem');
    }
  });

  test('as finalizadas exportam o período da tela: o mês corrente por padrão, outro quando o usuário o escolhe', async ({ page }) => {
    const antiga = await viagemDoCliente(2);
    await sql(`update monitoramentos set status = 3, data_inicio = now() - interval '46 days', data_fim = now() - interval '45 days' where id = $1`, [antiga.id]);
    const dia = (diasAtras: number) => new Date(Date.now() - diasAtras * 86_400_000).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
    await entrar(page, 'MONITOR');
    await page.goto(`/finalizada?id=${antiga.id}`);
    const tela = await titulosDaTela(page);
    await expect(page.locator('.ag-overlay-no-rows-center')).toHaveText('NENHUMA VIAGEM FOI ENCONTRADA NESTA PESQUISA...');
    let excel = await baixarExcel(page);
    expect(excel.cabecalho).toEqual(tela);
    expect(excel.linhas).toEqual([]);
    await page.goto(`/finalizada?id=${antiga.id}&data_fim=${encodeURIComponent(`${dia(60)} - ${dia(0)}`)}`);
    await expect(linhaDa(page, antiga.id)).toBeVisible();
    excel = await baixarExcel(page);
    expect(excel.cabecalho).toEqual(tela);
    expect(excel.linhas.map((l) => l[0])).toEqual([antiga.id]);
  });
});

test.describe('relatório de ocorrências da SM', () => {
  test('traz todas as ocorrências e observações da viagem, mesmo além da maior página da API (100)', async ({ page }) => {
    const sm = await viagemDoCliente(2);
    const [tipo] = await sql<{ id: number }>('select id from ocorrencias order by id limit 1');
    await sql(
      `insert into monitoramento_ocorrencias (solicitacao_monitoramento_id, ocorrencia_id, status_viagem, descricao, username_add)
       select $1, $2, 2, 'OCORRÊNCIA ' || n, 'OPERADOR' from generate_series(1, 101) n`,
      [sm.id, tipo!.id],
    );
    await sql(`insert into monitoramento_observacoes (solicitacao_monitoramento_id, observacao, username_add) values ($1, 'OBSERVAÇÃO DO RELATÓRIO', 'OPERADOR')`, [sm.id]);
    await entrar(page, 'OPERADOR');
    await page.goto(`/monitoramento/relatorio_ocorrencias/${sm.id}`);
    const [ocorrencias, observacoes] = [page.locator('table').nth(0).locator('tbody tr'), page.locator('table').nth(1).locator('tbody tr')];
    await expect(ocorrencias).toHaveCount(101);
    await expect(ocorrencias.first()).toContainText('OCORRÊNCIA 101');
    await expect(ocorrencias.last()).toContainText('OCORRÊNCIA 1');
    await expect(observacoes).toHaveCount(1);
    await expect(observacoes).toContainText('OBSERVAÇÃO DO RELATÓRIO');
  });
});

test.describe('Atualizar', () => {
  test("'Atualizar' recarrega as linhas: a SM iniciada depois que a lista abriu aparece em viagem", async ({ page }) => {
    const sm = await viagemDoCliente(1);
    await entrar(page, 'OPERADOR');
    await page.goto(`/emviagem?id=${sm.id}`);
    await expect(page.getByText('NENHUMA VIAGEM FOI ENCONTRADA NESTA PESQUISA...')).toBeVisible();
    await sql(`update monitoramentos set status = 2, data_inicio = now() where id = $1`, [sm.id]);
    await botao(page, 'Atualizar').click();
    await expect(linhaDa(page, sm.id)).toBeVisible();
  });
});

test.describe('janela Visualizar SM no celular', () => {
  test('cabe na largura da tela: os botões e cada dado ficam dentro da janela', async ({ page }) => {
    const sm = await viagemDoCliente(2);
    await page.setViewportSize({ width: 390, height: 844 });
    await entrar(page, 'OPERADOR');
    await page.goto(`/monitoramento/visualizar/${sm.id}`);
    const janela = page.getByRole('dialog', { name: `Visualizar SM ${sm.id}` });
    await expect(janela.getByText(sm.placa, { exact: true })).toBeVisible();
    const borda = (await janela.boundingBox())!;
    const dentro = async (nome: string, caixa: { x: number; width: number } | null) => {
      expect([nome, caixa!.x >= borda.x, caixa!.x + caixa!.width <= borda.x + borda.width + 0.5]).toEqual([nome, true, true]);
    };
    for (const nome of ['Imprimir dados da SM', 'PDF da SM', 'Relatório de ocorrências']) {
      await dentro(nome, await janela.getByRole(nome === 'Imprimir dados da SM' ? 'button' : 'link', { name: nome }).boundingBox());
    }
    const itens = janela.locator('.viagem-dados dt, .viagem-dados dd');
    for (let i = 0; i < (await itens.count()); i++) await dentro(`${(await itens.nth(i).textContent()) ?? ''}`, await itens.nth(i).boundingBox());
  });
});

test.describe('lista do usuário cliente (grupo 8)', () => {
  test('não mostra as colunas ocultas, o menu de contexto nem o Excel, e recusa finalizar com "permissão negada"', async ({ page }) => {
    const sm = await viagemDoCliente(2);
    await entrar(page, 'CLIENTE');
    await page.goto(`/emviagem?id=${sm.id}`);
    const linha = await selecionar(page, sm.id);
    const coluna = (campo: string) => page.locator(`.ag-header-cell[col-id="${campo}"]`);
    await expect(coluna('placa')).toHaveCount(1);
    for (const campo of ['placa_carreta1', 'nome_fantasia', 'rota', 'observacao', 'previsao_inicio', 'data_cadastro', 'trafegus_id', 'vinculado_tecnologia', 'numero_spy']) {
      await expect(coluna(campo)).toHaveCount(0);
    }
    await expect(page.getByRole('link', { name: 'Exportar Excel' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Colunas', exact: true })).toHaveCount(0);
    await linha.locator('[col-id="placa"]').click({ button: 'right' });
    await expect(page.getByRole('menu', { name: 'Ações do registro' })).toHaveCount(0);
    await botao(page, 'Finalizar viagem').click();
    await expect(aviso(page, 'permissão negada')).toBeVisible();
    expect((await statusDa(sm.id)).status).toBe(2);
  });
});

test.describe('embarcador e gestor vão às listas /a/*', () => {
  for (const [papel, de, para] of [
    ['EMBARCADOR', '/agendada', '/a/agendadas'],
    ['EMBARCADOR', '/emviagem', '/a/emviagem'],
    ['GESTOR', '/finalizada', '/a/finalizadas'],
    ['GESTOR', '/emviagem', '/a/emviagem'],
  ] as const) {
    test(`${papel} em ${de} vai a ${para}`, async ({ page }) => {
      await entrar(page, papel);
      await page.goto(de);
      await expect(page).toHaveURL(new RegExp(`${para}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});
