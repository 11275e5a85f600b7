import type { Page } from '@playwright/test';
import { aviso, entrar, expect, lerPlanilha, linhas, sql, test } from './fixtures';
import { botao, estadoDa, linhaDa, selecionar, viagemDoCliente } from './viagens.apoio';

/**
 * Trip lists (issue 21, spec 02 §2, §4, §6): what the journey (viagens-jornada.spec.ts) does not
 * walk through: recovering with no row selected; staff export a list to Excel with the screen's
 * columns and filters; the trip's occurrence report; the client user's reduced list (no hidden
 * columns, no right-click menu, no export, lifecycle refused); shippers sent to their /a/* lists.
 */

test.describe('recuperar sem SM escolhida', () => {
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
    expect((await estadoDa(sm.id)).status).toBe(2);
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
