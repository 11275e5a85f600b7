import { Api, formatarCpf, novoCpf, sufixo } from './cadastros.apoio';
import { aviso, expect, linhas, semViolacoesGraves, test } from './fixtures';

/**
 * Registration and consultation's support screens (issue 13; spec 03 §2 /novo-blacklist,
 * /list-blacklist, /configuracoes, §4 "Blacklist wizard", "Configuration modal"): the desk adds a
 * blacklist entry through the three-step wizard and finds it in the list, then creates a client's
 * configuration and edits it with the client read-only. Each run uses its own CPF and client.
 */
test.describe('blacklist e configurações (equipe do cadastro)', () => {
  test.use({ papel: 'CADASTRO' });

  test('inclui na blacklist pelo assistente e vê na lista', async ({ logado: page }) => {
    const cpf = novoCpf();
    const nome = `MOTORISTA E2E ${sufixo()}`;
    await page.goto('/list-blacklist');
    await expect(linhas(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Incluir na blacklist' }).click();
    await expect(page).toHaveURL(/\/novo-blacklist(\?|$)/);

    const etapas = page.getByRole('list', { name: 'Etapas' }).getByRole('listitem');
    await expect(etapas.nth(0)).toHaveClass(/passo-on/);
    await expect(etapas.nth(1)).toHaveClass(/passo-pending/);
    // Step 1 needs both kinds.
    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect(page.getByLabel('Tipo de documento')).toHaveAccessibleDescription('Escolha o tipo de documento');
    await page.getByLabel('Tipo de documento').selectOption('PF');
    await page.getByLabel('Tipo de registro').selectOption('MOTORISTA_EMPRESA');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect(etapas.nth(0)).toHaveClass(/passo-success/);
    await expect(etapas.nth(1)).toHaveClass(/passo-on/);

    // Step 2: the CPF mask, no plate for a driver, an invalid CPF is caught.
    const documento = page.getByLabel('CPF');
    await documento.fill('11111111111');
    await expect(documento).toHaveValue('111.111.111-11');
    await expect(page.getByLabel('Placa')).toHaveCount(0);
    await page.getByLabel('Nome').fill(nome);
    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect(documento).toHaveAccessibleDescription('CPF inválido');
    await documento.fill(cpf);
    await expect(documento).toHaveValue(formatarCpf(cpf));
    await page.getByRole('button', { name: 'Próximo' }).click();

    // Step 3: reason and confirmation.
    await expect(etapas.nth(2)).toHaveClass(/passo-on/);
    await expect(page.getByRole('definition').filter({ hasText: formatarCpf(cpf) })).toBeVisible();
    await page.getByLabel('Motivo').fill('Envolvimento em roubo de carga (teste E2E)');
    await page.getByRole('button', { name: 'Incluir na blacklist' }).click();

    await expect(page).toHaveURL(/\/list-blacklist(\?|$)/);
    await expect(aviso(page, 'INCLUSÃO REALIZADA COM SUCESSO')).toBeVisible();
    // The document filter takes the mask.
    await page.getByRole('textbox', { name: 'Filtrar por Documento' }).fill(formatarCpf(cpf));
    await page.getByRole('textbox', { name: 'Filtrar por Documento' }).press('Enter');
    await expect(linhas(page)).toHaveCount(1);
    await expect(linhas(page).first()).toContainText(nome);
    await expect(linhas(page).first()).toContainText(formatarCpf(cpf));

    // A second inclusion of the same document shows the server's message.
    await page.goto('/novo-blacklist');
    await page.getByLabel('Tipo de documento').selectOption('PF');
    await page.getByLabel('Tipo de registro').selectOption('MOTORISTA_EMPRESA');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByLabel('CPF').fill(cpf);
    await page.getByLabel('Nome').fill(nome);
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByLabel('Motivo').fill('De novo');
    await page.getByRole('button', { name: 'Incluir na blacklist' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Documento já consta na blacklist' })).toBeVisible();
  });

  test('cria a configuração de um cliente e a edita com o cliente só para leitura', async ({ logado: page, request, baseURL }) => {
    const api = await Api.entrar(request, baseURL!);
    const cliente = await api.criarCliente({ razao_social: `TRANSPORTES CONFIG E2E ${sufixo()} LTDA` });

    await page.goto('/configuracoes');
    await expect(linhas(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await expect(page).toHaveURL(/\/configuracoes\/novo/);
    const janela = page.getByRole('dialog', { name: 'Nova configuração' });
    await janela.getByRole('combobox', { name: /Cliente/ }).fill(cliente.razao_social.slice(0, 28));
    await janela.getByRole('option', { name: new RegExp(cliente.razao_social, 'i') }).click();
    await janela.getByLabel('Critério').selectOption('FROTA');
    await expect(janela.getByLabel('Validade da consulta').getByRole('option')).toHaveText(['Selecione...', '3 meses (90 dias)', '6 meses (180 dias)', '12 meses (365 dias)']);
    await janela.getByLabel('Validade da consulta').selectOption('180');
    await janela.getByRole('button', { name: 'Salvar' }).click();

    // After saving: the notice, then /cadastro_consulta (spec 03 §2).
    await expect(page).toHaveURL(/\/cadastro_consulta$/);
    await expect(aviso(page, 'CONFIGURAÇÕES SALVAS COM SUCESSO')).toBeVisible();

    await page.goto('/configuracoes');
    await page.getByRole('textbox', { name: 'Filtrar por Cliente' }).fill(cliente.razao_social.slice(0, 30));
    await page.getByRole('textbox', { name: 'Filtrar por Cliente' }).press('Enter');
    await expect(linhas(page)).toHaveCount(1);
    await expect(linhas(page).first()).toContainText('6 meses (180 dias)');
    await linhas(page).first().dblclick();
    const edicao = page.getByRole('dialog', { name: /Editar configuração/ });
    await expect(edicao).toBeVisible();
    const campoCliente = edicao.getByRole('textbox', { name: 'Cliente' });
    await expect(campoCliente).toHaveValue(new RegExp(cliente.razao_social, 'i'));
    await expect(campoCliente).not.toBeEditable();
    await expect(edicao.getByLabel('Critério')).toHaveValue('FROTA');
    await edicao.getByLabel('Validade da consulta').selectOption('365');
    await edicao.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/cadastro_consulta$/);
    await expect(aviso(page, 'CONFIGURAÇÕES SALVAS COM SUCESSO')).toBeVisible();

    const { rows } = await api.get<{ rows: Array<{ criterio: string; validade_em_dias: number }> }>(`/api/cadastro_consulta/configuracoes?cliente_id=${cliente.id}`);
    expect(rows).toEqual([expect.objectContaining({ criterio: 'FROTA', validade_em_dias: 365 })]);
  });

  test('as telas passam na verificação de acessibilidade; /lgpd mostra o atendimento ao titular e exporta', async ({ logado: page }) => {
    for (const [url, tela] of [['/list-blacklist', 'blacklist'], ['/novo-blacklist', 'assistente da blacklist'], ['/configuracoes', 'configurações'], ['/configuracoes/novo', 'nova configuração']] as const) {
      await page.goto(url);
      await semViolacoesGraves(page, tela);
    }
    await page.goto('/lgpd');
    await expect(page.getByRole('heading', { name: 'Atendimento ao titular' })).toBeVisible();
    await page.getByLabel('CPF ou CNPJ').fill('912.345.670-16');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByRole('cell', { name: 'Inclusão na blacklist' }).first()).toBeVisible();
    await semViolacoesGraves(page, 'lgpd');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Exportar dados' }).click();
    expect((await download).suggestedFilename()).toBe('titular-91234567016.json');
  });
});
