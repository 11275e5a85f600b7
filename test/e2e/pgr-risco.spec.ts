import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { Api, sufixo } from './cadastros.apoio';
import { aviso, entrar, expect, linhas, test } from './fixtures';

/**
 * Journeys of issue 4 (spec 03 §2 "PGR and risk", "Finance and other master data"): quick
 * responses, the client PGR with its history, the risk-rule builder and the finance export.
 * Unique data per run.
 */
test.describe('PGR, risco e financeiro', () => {
  test('pronta resposta: cadastra com valores em R$, altera e exclui', async ({ logado: page }) => {
    const nome = `PR E2E ${sufixo()}`;
    await page.goto('/pronta_resposta');
    await page.getByRole('button', { name: 'Adicionar' }).click();
    const janela = page.getByRole('dialog', { name: 'Nova pronta resposta' });
    await janela.getByLabel(/^Nome/).fill(nome);
    // Typed like a cash register: digits fill from the cents.
    await janela.getByLabel('Valor do acionamento').pressSequentially('123456');
    await expect(janela.getByLabel('Valor do acionamento')).toHaveValue('R$ 1.234,56');
    await janela.getByLabel('Valor por km').pressSequentially('250');
    await janela.getByRole('button', { name: 'Salvar' }).click();
    await expect(aviso(page, 'pronta resposta salva com sucesso')).toBeVisible();

    const filtro = page.getByRole('textbox', { name: 'Filtrar por Nome' });
    await filtro.fill(nome);
    await filtro.press('Enter');
    await expect(linhas(page)).toHaveCount(1);
    await expect(linhas(page).first()).toContainText('R$ 1.234,56');
    await expect(linhas(page).first()).toContainText('R$ 2,50');

    await linhas(page).first().dblclick();
    const editar = page.getByRole('dialog', { name: `Editar pronta resposta ${nome}` });
    await expect(editar.getByLabel('Valor do acionamento')).toHaveValue('R$ 1.234,56');
    await editar.getByLabel('Valor da permanência (hora)').fill('');
    await editar.getByLabel('Valor da permanência (hora)').pressSequentially('9900');
    await editar.getByRole('button', { name: 'Salvar' }).click();
    await expect(aviso(page, 'pronta resposta atualizada com sucesso')).toBeVisible();
    await expect(linhas(page).first()).toContainText('R$ 99,00');

    await linhas(page).first().click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Excluir' }).click();
    await page.getByRole('alertdialog', { name: 'Deseja excluir?' }).getByRole('button', { name: 'Deletar item' }).click();
    await expect(aviso(page, 'Pronta resposta removida com sucesso')).toBeVisible();
    await expect(page.locator('.ag-overlay').getByText('NENHUMA PRONTA RESPOSTA FOI ENCONTRADA NESTA PESQUISA...')).toBeVisible();
  });

  test('PGR do cliente: pelo menu "pgrs", cadastra, altera e vê a mudança no histórico', async ({ logado: page, request, baseURL }) => {
    const api = await Api.entrar(request, baseURL!);
    const cliente = await api.criarCliente({ razao_social: `CLIENTE PGR E2E ${sufixo()}` });
    await page.goto(`/clientes?razao_social=${encodeURIComponent(cliente.razao_social)}`);
    await expect(linhas(page)).toHaveCount(1);
    await linhas(page).first().click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'pgrs' }).click();
    await expect(page).toHaveURL(new RegExp(`/pgr_cliente/${cliente.id}(\\?|$)`));

    // Without PGR and validity: the danger alert lists each field's error with its label.
    await page.getByRole('button', { name: 'Adicionar' }).click();
    const novo = page.getByRole('dialog', { name: 'Novo PGR do cliente' });
    const validade = novo.getByLabel(/^Validade/);
    await expect(validade).not.toHaveValue('');
    await validade.fill('');
    await novo.getByRole('button', { name: 'Salvar' }).click();
    const alerta = novo.locator('.form-erro-geral');
    await expect(alerta).toContainText('Pgr:');
    await expect(alerta).toContainText('Validade:');

    const descricao = `PGR E2E ${sufixo()}`;
    await novo.getByLabel(/^Pgr/).selectOption({ index: 1 });
    await novo.getByLabel(/^Descrição/).fill(descricao);
    await novo.getByLabel(/^Validade/).fill('2030-12-31');
    await novo.getByLabel('Grau de risco').selectOption({ label: 'MEDIO' });
    await novo.getByLabel('Horário de rodagem').pressSequentially('06002200');
    await expect(novo.getByLabel('Horário de rodagem')).toHaveValue('06:00 - 22:00');
    await novo.getByLabel('Limite com escolta').pressSequentially('5000000');
    await novo.getByRole('button', { name: 'Salvar' }).click();
    await expect(aviso(page, 'PGR salvo com sucesso')).toBeVisible();
    await expect(linhas(page).filter({ hasText: descricao })).toHaveCount(1);

    await linhas(page).filter({ hasText: descricao }).dblclick();
    const editar = page.getByRole('dialog', { name: `Editar PGR ${descricao}` });
    await expect(editar.getByLabel('Limite com escolta')).toHaveValue('R$ 50.000,00');
    await editar.getByLabel('Grau de risco').selectOption({ label: 'ALTO' });
    await editar.getByRole('button', { name: 'Salvar' }).click();
    await expect(aviso(page, 'PGR atualizado com sucesso')).toBeVisible();
    const historico = page.getByRole('region', { name: 'Histórico de alterações' });
    const mudanca = historico.getByRole('row').filter({ hasText: 'Grau de risco' }).filter({ hasText: 'ALTO' });
    await expect(mudanca.first()).toContainText('MEDIO');
  });

  test('regras de risco: monta uma regra, salva, recarrega e a vê de novo no construtor', async ({ logado: page, request, baseURL }) => {
    const api = await Api.entrar(request, baseURL!);
    const cliente = await api.criarCliente({ razao_social: `CLIENTE RISCO E2E ${sufixo()}`, tipo: 'EMBARCADOR' });
    await page.goto(`/regras_risco?cliente_id=${cliente.id}`);
    await expect(page.getByText('NENHUMA REGRA FOI ENCONTRADA NESTA PESQUISA...')).toBeVisible();
    const construtor = page.getByRole('form', { name: 'Construtor de regra de risco' });
    await expect(construtor.getByLabel('Pontos')).toHaveValue('10');

    const km = 300 + Math.floor(Math.random() * 600);
    await construtor.getByLabel('Opção da condição 1').selectOption('distancia');
    await construtor.getByLabel('Comparação da condição 1').selectOption('>');
    await construtor.getByLabel('Distância em km da condição 1').fill(String(km));
    await construtor.getByRole('button', { name: 'Adicionar condição' }).click();
    await construtor.getByLabel('Operador lógico da condição 2').selectOption('OU');
    await construtor.getByLabel('Opção da condição 2').selectOption('telemonitorado');
    await construtor.getByRole('button', { name: 'Zerar' }).click();
    await expect(construtor.getByLabel('Pontos')).toHaveValue('0');
    await construtor.getByLabel('Pontos').fill('25');
    const expressao = `distancia > ${km} OU telemonitorado = 1`;
    await expect(construtor.locator('.previa-regra code')).toHaveText(expressao);
    await construtor.getByRole('button', { name: 'Salvar regra' }).click();
    await expect(aviso(page, 'Regra salva com sucesso')).toBeVisible();

    await page.reload();
    const tabela = page.getByRole('table', { name: 'Regras de risco do cliente' });
    const linha = tabela.getByRole('row').filter({ hasText: expressao });
    await expect(linha).toHaveCount(1);
    await expect(linha).toContainText('25');
    await linha.getByRole('button', { name: 'Editar' }).click();
    await expect(construtor.getByLabel('Distância em km da condição 1')).toHaveValue(String(km));
    await expect(construtor.getByLabel('Operador lógico da condição 2')).toHaveValue('OU');
    await expect(construtor.getByLabel('Opção da condição 2')).toHaveValue('telemonitorado');
    await expect(construtor.getByLabel('Pontos')).toHaveValue('25');
  });

  test('financeiro: sem datas avisa "datas não preenchidas"; baixa a planilha e lê o cabeçalho', async ({ logado: page }) => {
    await page.goto('/financeiro');
    // Missing dates: the alert, and the export goes on to the API, which names what is missing.
    await page.getByRole('button', { name: /Exportar pré-faturamento/ }).click();
    await expect(aviso(page, 'datas não preenchidas')).toBeVisible();
    await expect(page.locator('.form-erro-geral')).toHaveText('datas não preenchidas');

    await page.getByLabel('Data inicial (de)').fill('2026-01-01');
    await page.getByLabel('Data final (para)').fill('2026-12-31');
    const baixou = page.waitForEvent('download');
    await page.getByRole('button', { name: /Exportar pré-faturamento/ }).click();
    const download = await baixou;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load(await readFile((await download.path())!));
    const cabecalho = (livro.worksheets[0]!.getRow(1).values as unknown[]).filter(Boolean).map(String);
    expect(cabecalho.length).toBeGreaterThan(2);
    expect(cabecalho.join(' ')).toMatch(/Cliente/i);
    expect(cabecalho.join(' ')).toMatch(/CNPJ/i);
  });

  test('aba Pronta resposta do cliente: marca a equipe, salva e a vê marcada depois', async ({ logado: page, request, baseURL }) => {
    const api = await Api.entrar(request, baseURL!);
    const cliente = await api.criarCliente({ razao_social: `CLIENTE PR E2E ${sufixo()}` });
    await page.goto(`/cliente/${cliente.id}`);
    await page.getByRole('link', { name: 'Pronta resposta' }).click();
    await expect(page).toHaveURL(new RegExp(`/cliente/${cliente.id}/pronta_resposta$`));
    const form = page.getByRole('form', { name: 'Equipes de pronta resposta do cliente' });
    const primeira = form.getByRole('checkbox').first();
    const nome = ((await primeira.getAttribute('aria-label')) ?? '').replace(/^Atende: /, '');
    await expect(primeira).not.toBeChecked();
    await primeira.check();
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(aviso(page, 'Equipes de pronta resposta atualizadas com sucesso')).toBeVisible();
    await page.reload();
    await expect(form.getByRole('checkbox', { name: `Atende: ${nome}` })).toBeChecked();
    const detalhe = await api.get<{ pronta_resposta_ids: number[] }>(`/api/clientes/${cliente.id}`);
    expect(detalhe.pronta_resposta_ids.length).toBe(1);
  });

  test('usuário de cliente é avisado do PGR que vence em até 15 dias', async ({ page }) => {
    await entrar(page, 'CLIENTE');
    await expect(aviso(page, /O PGR .* (vence|venceu)/)).toBeVisible();
  });

  test('situações da viagem: cadastra, altera e exclui a ação de uma situação', async ({ logado: page }) => {
    await page.goto('/situacao_viagem?sidx=id&sord=desc');
    await page.getByRole('button', { name: 'Adicionar' }).click();
    const janela = page.getByRole('dialog', { name: 'Nova ação de situação' });
    // A pair the demo protocol does not use (it seeds PARADO, PERNOITE, ABASTECIMENTO...).
    await janela.getByLabel(/^Situação da viagem/).selectOption({ label: 'MANUTENÇÃO' });
    await janela.getByLabel(/^Ação PGR/).selectOption({ label: 'ACIONAR SIRENE' });
    await janela.getByLabel(/^Tempo de execução/).pressSequentially('004700');
    await expect(janela.getByLabel(/^Tempo de execução/)).toHaveValue('00:47:00');
    await janela.getByLabel(/^Tempo de tolerância/).pressSequentially('000500');
    await janela.getByLabel(/^Sentido da ação/).selectOption({ label: 'Central > Veiculo' });
    await janela.getByRole('button', { name: 'Salvar' }).click();
    await expect(aviso(page, 'Ação salva com sucesso')).toBeVisible();
    const linha = linhas(page).filter({ hasText: 'MANUTENÇÃO' }).filter({ hasText: 'ACIONAR SIRENE' });
    await expect(linha).toHaveCount(1);
    await expect(linha).toContainText('00:47:00');
    await expect(linha).toContainText('Central > Veiculo');
    await linha.dblclick();
    const editar = page.getByRole('dialog', { name: /^Editar ação de situação/ });
    await expect(editar.getByLabel(/^Tempo de execução/)).toHaveValue('00:47:00');
    await editar.getByLabel(/^Sentido da ação/).selectOption({ label: 'Veiculo > Central' });
    await editar.getByRole('button', { name: 'Salvar' }).click();
    await expect(aviso(page, 'Ação atualizada com sucesso')).toBeVisible();
    const alterada = linhas(page).filter({ hasText: 'MANUTENÇÃO' }).filter({ hasText: 'ACIONAR SIRENE' });
    await expect(alterada).toContainText('Veiculo > Central');
    await alterada.click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Excluir' }).click();
    await page.getByRole('alertdialog', { name: 'Deseja excluir?' }).getByRole('button', { name: 'Deletar item' }).click();
    await expect(aviso(page, 'Situação removida com sucesso')).toBeVisible();
    await expect(alterada).toHaveCount(0);
  });
});
