import { Api, formatarCnpj, formatarCpf, novaPlaca, novoCnpj, novoCpf, sufixo } from './cadastros.apoio';
import { aviso, expect, linhas, test } from './fixtures';

/**
 * Master data I (issue 3): clients with the CNPJ lookup, client-vehicle links with the link's age,
 * trailers of a tractor, drivers and the CPF check, and the client user's scope. Every run makes
 * its own documents and plates, so reruns pass.
 */
test.describe('cadastros (equipe)', () => {
  test.use({ papel: 'ADMIN' });

  test('cria um cliente com a consulta de CNPJ', async ({ logado: page }) => {
    await page.goto('/clientes');
    await expect(linhas(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await expect(page).toHaveURL(/\/cliente\/novo(\?|$)/);
    await expect(page.getByRole('heading', { name: 'Novo cliente', level: 1 })).toBeVisible();

    const cnpj = page.getByLabel(/^CNPJ/);
    const consultar = page.getByRole('button', { name: 'Consultar CNPJ' });
    await consultar.click();
    await expect(cnpj).toHaveAccessibleDescription('CNPJ não pode ser nulo.');
    await cnpj.fill('11111111111111');
    await expect(cnpj).toHaveValue('11.111.111/1111-11');
    await consultar.click();
    await expect(cnpj).toHaveAccessibleDescription('CNPJ inválido');

    // A CNPJ the registry knows fills the form.
    await cnpj.fill('11222333000181');
    await consultar.click();
    await expect(page.getByLabel(/^Razão social/)).toHaveValue(/TRANSPORTADORA RODOVALE/i);
    await expect(page.getByLabel('Cidade')).toHaveValue('JUNDIAÍ');
    await expect(aviso(page, 'Dados do CNPJ preenchidos pela consulta.')).toBeVisible();

    // A new CNPJ: the registry does not know it, the desk types the rest.
    const novo = novoCnpj();
    const nome = `CLIENTE E2E ${sufixo()} LTDA`;
    await cnpj.fill(novo);
    await expect(cnpj).toHaveValue(formatarCnpj(novo));
    await consultar.click();
    await expect(aviso(page, 'CNPJ não encontrado na base consultada')).toBeVisible();
    await page.getByLabel(/^Razão social/).fill(nome);
    await page.getByLabel('Nome fantasia').fill('');
    await page.getByLabel(/^Tipo/).selectOption('EMBARCADOR');
    await page.getByLabel('CEP').fill('01310100');
    await expect(page.getByLabel('CEP')).toHaveValue('01.310-100');
    await page.getByLabel('Cidade').fill('São Paulo');
    await page.getByLabel('UF').selectOption('SP');
    await page.getByRole('button', { name: 'Salvar' }).click();

    await expect(aviso(page, 'Cliente salvo com sucesso')).toBeVisible();
    await expect(page).toHaveURL(/\/cliente\/\d+(\?|$)/);
    await expect(page.getByRole('heading', { name: nome, level: 1 })).toBeVisible();
    await expect(page.getByLabel(/^CNPJ/)).toHaveValue(formatarCnpj(novo));
    // The record's tabs are open now.
    await expect(page.getByRole('navigation', { name: 'Abas do cliente' }).getByRole('link', { name: 'Veículos' })).toBeVisible();

    // Saving the same CNPJ again is refused beside the field.
    await page.goto('/cliente/novo');
    await page.getByLabel(/^CNPJ/).fill(novo);
    await page.getByLabel(/^Razão social/).fill(`${nome} 2`);
    await page.getByLabel(/^Tipo/).selectOption('EMBARCADOR');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByLabel(/^CNPJ/)).toHaveAccessibleDescription(/CNPJ já cadastrado/);
    await expect(page.getByLabel(/^Razão social/)).toHaveValue(`${nome} 2`);
  });

  test('vincula um veículo ao cliente e mostra a idade do vínculo ao inativar', async ({ logado: page, request, baseURL }) => {
    const api = await Api.entrar(request, baseURL!);
    const cliente = await api.criarCliente({ razao_social: `TRANSPORTES E2E ${sufixo()} LTDA` });
    const veiculo = await api.criarVeiculo({ tipo: 'TRUCK' });
    const carreta = await api.criarVeiculo({ tipo: 'CARRETA' });

    await page.goto(`/cliente/${cliente.id}/veiculos`);
    await expect(page.locator('.ag-overlay').getByText('NENHUM VEÍCULO FOI ENCONTRADO NESTA PESQUISA...')).toBeVisible();
    await page.getByRole('button', { name: 'Vincular veículo' }).click();
    let janela = page.getByRole('dialog', { name: 'Vincular veículo' });
    await expect(janela).toBeVisible();

    // A CARRETA is always AUTONOMO.
    await janela.getByRole('combobox', { name: /Veículo/ }).fill(carreta.placa.slice(0, 5).toLowerCase());
    await janela.getByRole('option', { name: new RegExp(carreta.placa) }).click();
    await expect(janela.getByLabel(/^Tipo vínculo/)).toBeDisabled();
    await expect(janela.getByLabel(/^Tipo vínculo/)).toHaveValue('AUTONOMO');

    // A vehicle typed but not picked from the list is flagged.
    await janela.getByRole('combobox', { name: /Veículo/ }).fill('ZZZ');
    await janela.getByLabel(/^Tipo vínculo/).focus();
    await expect(janela.getByRole('combobox', { name: /Veículo/ })).toHaveAccessibleDescription('Veículo inválido: escolha um veículo da lista');

    // Without the link type the server answers beside the field.
    await janela.getByRole('combobox', { name: /Veículo/ }).fill(veiculo.placa.slice(0, 5));
    await janela.getByRole('option', { name: new RegExp(veiculo.placa) }).click();
    await expect(janela.getByLabel(/^Tipo vínculo/)).toBeEnabled();
    await janela.getByRole('button', { name: 'Vincular' }).click();
    await expect(janela.getByLabel(/^Tipo vínculo/)).toHaveAccessibleDescription('Tipo vínculo: não pode ser vazio');

    await janela.getByLabel(/^Tipo vínculo/).selectOption('FROTA');
    await janela.getByRole('button', { name: 'Vincular' }).click();
    await expect(aviso(page, 'Vínculo atualizado com sucesso')).toBeVisible();
    await expect(janela).toHaveCount(0);
    await expect(linhas(page)).toHaveCount(1);
    const linha = linhas(page).first();
    await expect(linha).toContainText(veiculo.placa);
    await expect(linha).toContainText('FROTA');
    await expect(linha).toContainText('Ativo');
    await expect(linha).toContainText('até 30 dias');

    // Linking it again is refused with a red notice.
    await page.getByRole('button', { name: 'Vincular veículo' }).click();
    janela = page.getByRole('dialog', { name: 'Vincular veículo' });
    await janela.getByRole('combobox', { name: /Veículo/ }).fill(veiculo.placa.slice(0, 5));
    await janela.getByRole('option', { name: new RegExp(veiculo.placa) }).click();
    await janela.getByLabel(/^Tipo vínculo/).selectOption('AGREGADO');
    await janela.getByRole('button', { name: 'Vincular' }).click();
    await expect(page.locator('.aviso-erro').filter({ hasText: 'VEÍCULO JÁ VINCULADO A ESTE CLIENTE' })).toBeVisible();
    await janela.getByRole('button', { name: 'Cancelar' }).click();
    await expect(janela).toHaveCount(0);

    // Inactivate: the confirmation states the link's age.
    await linhas(page).first().click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Inativar vínculo' }).click();
    const confirmar = page.getByRole('alertdialog', { name: 'Inativar vínculo' });
    await expect(confirmar).toContainText('Você deseja realmente inativar este vinculo?');
    await expect(confirmar).toContainText(/Este vínculo existe há até 30 dias \(0 dias\)\./);
    await confirmar.getByRole('button', { name: 'Inativar' }).click();
    await expect(aviso(page, 'Vínculo inativado com sucesso')).toBeVisible();
    await expect(linhas(page).first()).toContainText('Inativo');
    // An inactive link offers no inactivation.
    await linhas(page).first().locator('[col-id="placa"]').click({ button: 'right' });
    await expect(page.getByRole('menuitem', { name: 'Copiar valor' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Inativar vínculo' })).toHaveCount(0);
    await page.keyboard.press('Escape');
  });

  test('cliente: edição concorrente (409) mantém o que foi digitado; cliente em uso não é excluído', async ({ logado: page, request, baseURL }) => {
    const api = await Api.entrar(request, baseURL!);
    const cliente = await api.criarCliente({ razao_social: `CONCORRENCIA E2E ${sufixo()} LTDA` });
    await page.goto(`/cliente/${cliente.id}`);
    await page.getByLabel('Nome fantasia').fill('DIGITADO NA TELA');
    // Someone else saves the client meanwhile.
    await api.patch(`/api/clientes/${cliente.id}`, { cliente: { nome_fantasia: 'OUTRO USUARIO' } });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Este registro foi alterado por outro usuário' })).toBeVisible();
    await expect(page.getByLabel('Nome fantasia')).toHaveValue('DIGITADO NA TELA');

    // A client with links, users and contacts: 422 with the server's text, nothing removed.
    await page.goto('/clientes?cnpj=11222333000181');
    await expect(linhas(page)).toHaveCount(1);
    await linhas(page).first().click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Excluir' }).click();
    await page.getByRole('alertdialog', { name: 'Deseja excluir?' }).getByRole('button', { name: 'Deletar item' }).click();
    await expect(page.locator('.aviso-erro').filter({ hasText: /Não é possível excluir/ })).toBeVisible();
    await expect(linhas(page)).toHaveCount(1);
  });

  test('vincula e desvincula um motorista na aba do cliente', async ({ logado: page, request, baseURL }) => {
    const api = await Api.entrar(request, baseURL!);
    const cliente = await api.criarCliente({ razao_social: `MOTORISTAS E2E ${sufixo()} LTDA` });
    const funcionario = await api.criarFuncionario({ nome: `MOTORISTA VINCULO ${sufixo()}` });
    await page.goto(`/cliente/${cliente.id}`);
    await page.getByRole('navigation', { name: 'Abas do cliente' }).getByRole('link', { name: 'Motoristas' }).click();
    await expect(page).toHaveURL(new RegExp(`/cliente/${cliente.id}/motoristas$`));
    await page.getByRole('button', { name: 'Vincular motorista' }).click();
    const janela = page.getByRole('dialog', { name: 'Vincular motorista' });
    await janela.getByRole('combobox', { name: 'Motorista' }).fill(funcionario.nome.slice(0, 24));
    await janela.getByRole('option', { name: new RegExp(funcionario.nome) }).click();
    await janela.getByLabel(/^Tipo vínculo/).selectOption('FROTA');
    await janela.getByRole('button', { name: 'Vincular' }).click();
    await expect(aviso(page, 'Vínculo cadastrado com sucesso')).toBeVisible();
    await expect(linhas(page)).toHaveCount(1);
    await expect(linhas(page).first()).toContainText(formatarCpf(funcionario.cpf));
    await expect(linhas(page).first()).toContainText('FROTA');

    await linhas(page).first().locator('[col-id="nome"]').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Alterar tipo do vínculo' }).click();
    const alterar = page.getByRole('dialog', { name: 'Alterar tipo do vínculo' });
    await alterar.getByLabel(/^Tipo vínculo/).selectOption('AGREGADO');
    await alterar.getByRole('button', { name: 'Salvar' }).click();
    await expect(aviso(page, 'Vínculo atualizado com sucesso')).toBeVisible();
    await expect(linhas(page).first()).toContainText('AGREGADO');

    await linhas(page).first().locator('[col-id="nome"]').click();
    await page.getByRole('button', { name: 'Desvincular' }).click();
    await page.getByRole('alertdialog', { name: 'Desvincular motorista' }).getByRole('button', { name: 'Desvincular' }).click();
    await expect(aviso(page, 'Vínculo inativado com sucesso')).toBeVisible();
    await expect(linhas(page).first()).toContainText('Inativo');
  });

  test('adiciona e remove uma carreta de um cavalo', async ({ logado: page, request, baseURL }) => {
    const api = await Api.entrar(request, baseURL!);
    const cavalo = await api.criarVeiculo({ tipo: 'CAVALO' });
    const carreta = await api.criarVeiculo({ tipo: 'CARRETA' });

    await page.goto(`/veiculo/${carreta.id}/carretas`);
    await expect(page.getByRole('alert')).toHaveText('Este veiculo não é do tipo CAVALO!');

    await page.goto(`/veiculo/${cavalo.id}`);
    await page.getByRole('link', { name: 'Carretas' }).click();
    await expect(page).toHaveURL(new RegExp(`/veiculo/${cavalo.id}/carretas$`));
    await expect(page.locator('.ag-overlay').getByText('NENHUMA CARRETA FOI ENCONTRADA NESTA PESQUISA...')).toBeVisible();
    const busca = page.getByRole('combobox', { name: 'Carreta (placa)' });
    await busca.fill(carreta.placa.slice(0, 6));
    await page.getByRole('option', { name: new RegExp(carreta.placa) }).click();
    await page.getByRole('button', { name: 'Adicionar carreta' }).click();
    await expect(aviso(page, 'Carreta adicionada com sucesso')).toBeVisible();
    await expect(linhas(page)).toHaveCount(1);
    await expect(linhas(page).first()).toContainText(carreta.placa);

    // A trailer behind a tractor cannot go behind it again.
    await busca.fill(carreta.placa.slice(0, 6));
    await page.getByRole('option', { name: new RegExp(carreta.placa) }).click();
    await page.getByRole('button', { name: 'Adicionar carreta' }).click();
    await expect(page.locator('.aviso-erro').filter({ hasText: 'Esta carreta já está engatada neste cavalo' })).toBeVisible();

    await linhas(page).first().click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Remover carreta' }).click();
    const confirmar = page.getByRole('alertdialog', { name: 'Remover carreta' });
    await confirmar.getByRole('button', { name: 'Remover' }).click();
    await expect(aviso(page, 'Carreta removida com sucesso')).toBeVisible();
    await expect(page.locator('.ag-overlay').getByText('NENHUMA CARRETA FOI ENCONTRADA NESTA PESQUISA...')).toBeVisible();
  });

  test('exclui um veículo sem vínculo; o veículo vinculado não é excluído', async ({ logado: page, request, baseURL }) => {
    const api = await Api.entrar(request, baseURL!);
    const cliente = await api.criarCliente({ razao_social: `FROTA E2E ${sufixo()} LTDA` });
    const livre = await api.criarVeiculo({ tipo: 'VAN' });
    const vinculado = await api.criarVeiculo({ tipo: 'VAN', cliente_id: cliente.id, vinculo: 'AGREGADO' });

    await page.goto(`/veiculos?placa=${vinculado.placa}`);
    await expect(linhas(page)).toHaveCount(1);
    await linhas(page).first().locator('[col-id="placa"]').click();
    await expect(aviso(page, 'copiado')).toBeVisible();
    await page.keyboard.press('Delete');
    await page.getByRole('alertdialog', { name: 'Deseja excluir?' }).getByRole('button', { name: 'Deletar item' }).click();
    // The refusal (a vehicle with an active link) is shown uppercased (spec 03 §8 "Vehicle delete").
    await expect(page.locator('.aviso-erro').filter({ hasText: /^NÃO É POSSÍVEL EXCLUIR/ })).toBeVisible();
    await expect(linhas(page)).toHaveCount(1);

    await page.goto(`/veiculos?placa=${livre.placa}`);
    await expect(linhas(page)).toHaveCount(1);
    await linhas(page).first().click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Excluir' }).click();
    await page.getByRole('alertdialog', { name: 'Deseja excluir?' }).getByRole('button', { name: 'Deletar item' }).click();
    await expect(aviso(page, 'Veículo removido com sucesso')).toBeVisible();
    await expect(page.locator('.ag-overlay').getByText('NENHUM VEÍCULO FOI ENCONTRADO NESTA PESQUISA...')).toBeVisible();
  });

  test('cadastra um motorista com CPF inválido e depois válido', async ({ logado: page }) => {
    await page.goto('/funcionarios');
    await expect(linhas(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await expect(page).toHaveURL(/\/funcionario(\?|$)/);

    const cpf = page.getByLabel(/^CPF/);
    const consultar = page.getByRole('button', { name: 'Consultar CPF' });
    await consultar.click();
    await expect(cpf).toHaveAccessibleDescription('CPF NÃO PODE SER NULO');
    await cpf.fill('12345678900');
    await expect(cpf).toHaveValue('123.456.789-00');
    await consultar.click();
    await expect(cpf).toHaveAccessibleDescription('CPF INVÁLIDO');

    const nome = `MOTORISTA E2E ${sufixo()}`;
    await page.getByLabel(/^Nome/).fill(nome);
    await page.getByLabel(/^Telefone 1/).fill('1198765');
    await page.getByLabel('Registro da CNH').fill('04512345678');
    await page.getByLabel('Categoria').selectOption('E');
    await page.getByLabel('Validade').fill('31122030');
    await expect(page.getByLabel('Validade')).toHaveValue('31/12/2030');
    await page.getByRole('combobox', { name: 'Cliente' }).fill('rodovale');
    await page.getByRole('option', { name: /RODOVALE/ }).click();
    await page.getByLabel(/^Tipo vínculo/).selectOption('AGREGADO');
    await page.getByRole('button', { name: 'Salvar' }).click();
    // The server checks the same rules: the CPF and the phone's 11 digits, beside each field.
    await expect(cpf).toHaveAccessibleDescription(/CPF inválido/);
    await expect(page.getByLabel(/^Telefone 1/)).toHaveAccessibleDescription(/deve ter no mínimo 11 dígitos/);
    await expect(page.getByLabel(/^Nome/)).toHaveValue(nome);

    const valido = novoCpf();
    await cpf.fill(valido);
    await consultar.click();
    await expect(page.getByText('CPF DISPONÍVEL PARA CADASTRO')).toBeVisible();
    await page.getByLabel(/^Telefone 1/).fill('11987654321');
    await expect(page.getByLabel(/^Telefone 1/)).toHaveValue('(11)98765-4321');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(aviso(page, 'Funcionário salvo com sucesso')).toBeVisible();
    await expect(page).toHaveURL(/\/funcionario\/\d+(\?|$)/);
    await expect(page.getByRole('heading', { name: nome, level: 1 })).toBeVisible();
    await expect(page.getByText(`CPF ${formatarCpf(valido)}`)).toBeVisible();
    await expect(page.getByLabel('Validade')).toHaveValue('31/12/2030');

    // The same CPF checked again: registered and linked to this client.
    await page.goto('/funcionario');
    await page.getByRole('combobox', { name: 'Cliente' }).fill('rodovale');
    await page.getByRole('option', { name: /RODOVALE/ }).click();
    await page.getByLabel(/^CPF/).fill(valido);
    await page.getByRole('button', { name: 'Consultar CPF' }).click();
    await expect(page.getByText('FUNCIONÁRIO JÁ CADASTRADO E VINCULADO A ESTE CLIENTE')).toBeVisible();
  });

  test('CPF já cadastrado sem vínculo oferece criar o vínculo', async ({ logado: page, request, baseURL }) => {
    const api = await Api.entrar(request, baseURL!);
    const funcionario = await api.criarFuncionario({ nome: `AJUDANTE E2E ${sufixo()}` });
    await page.goto('/funcionario');
    await page.getByRole('combobox', { name: 'Cliente' }).fill('rodovale');
    await page.getByRole('option', { name: /RODOVALE/ }).click();
    await page.getByLabel(/^Tipo vínculo/).selectOption('AUTONOMO');
    await page.getByLabel(/^CPF/).fill(funcionario.cpf);
    await page.getByRole('button', { name: 'Consultar CPF' }).click();
    const oferta = page.getByRole('alertdialog', { name: 'Funcionário já cadastrado' });
    await expect(oferta).toContainText('FUNCIONÁRIO JÁ CADASTRADO. DESEJA CRIAR UM VÍNCULO COM ESTE CLIENTE?');
    await expect(oferta).toContainText(funcionario.nome);
    await oferta.getByRole('button', { name: 'Criar vínculo' }).click();
    await expect(aviso(page, 'Vínculo cadastrado com sucesso')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/funcionario/${funcionario.id}$`));
    await expect(page.getByText(/TRANSPORTADORA RODOVALE LOGÍSTICA LTDA \(AUTONOMO\)/).first()).toBeVisible();
  });

  test('tecnologias: cadastra, altera e exclui; a tecnologia em uso não é excluída', async ({ logado: page }) => {
    const nome = `TEC E2E ${sufixo()}`;
    await page.goto('/tecnologias');
    await expect(linhas(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar' }).click();
    const janela = page.getByRole('dialog', { name: 'Nova tecnologia' });
    await janela.getByLabel(/^Descrição/).fill(nome.toLowerCase());
    await janela.getByRole('button', { name: 'Salvar' }).click();
    await expect(aviso(page, 'Tecnologia salva com sucesso')).toBeVisible();

    await page.getByRole('textbox', { name: 'Filtrar por Descrição' }).fill(nome);
    await page.getByRole('textbox', { name: 'Filtrar por Descrição' }).press('Enter');
    await expect(linhas(page)).toHaveCount(1);
    await linhas(page).first().dblclick();
    const editar = page.getByRole('dialog', { name: `Editar tecnologia ${nome}` });
    await editar.getByLabel(/^Descrição/).fill(`${nome} X`);
    await editar.getByRole('button', { name: 'Salvar' }).click();
    await expect(aviso(page, 'Tecnologia atualizada com sucesso')).toBeVisible();

    await page.getByRole('textbox', { name: 'Filtrar por Descrição' }).fill(`${nome} X`);
    await page.getByRole('textbox', { name: 'Filtrar por Descrição' }).press('Enter');
    await expect(linhas(page)).toHaveCount(1);
    await linhas(page).first().click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Excluir' }).click();
    const confirmar = page.getByRole('alertdialog', { name: 'Deseja excluir?' });
    await expect(confirmar.getByRole('button', { name: 'Cancelar' })).toBeVisible();
    await confirmar.getByRole('button', { name: 'Deletar item' }).click();
    await expect(aviso(page, 'Tecnologia removida com sucesso')).toBeVisible();
    await expect(page.locator('.ag-overlay').getByText('NENHUMA TECNOLOGIA FOI ENCONTRADA NESTA PESQUISA...')).toBeVisible();

    // A technology the vehicles use (or the rules name) stays, with the server's reason.
    await page.goto('/tecnologias?descricao=SASCAR');
    await expect(linhas(page)).toHaveCount(1);
    await linhas(page).first().click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Excluir' }).click();
    await page.getByRole('alertdialog', { name: 'Deseja excluir?' }).getByRole('button', { name: 'Deletar item' }).click();
    await expect(page.locator('.aviso-erro').filter({ hasText: /Não é possível excluir a tecnologia/ })).toBeVisible();
    await expect(linhas(page)).toHaveCount(1);
  });

  test('contatos e grupos: cadastra o contato, inclui no grupo e filtra por grupo', async ({ logado: page, request, baseURL }) => {
    const contato = `CONTATO E2E ${sufixo()}`;
    const grupo = `GRUPO E2E ${sufixo()}`;
    await page.goto('/contatos');
    await page.getByRole('button', { name: 'Adicionar' }).click();
    const janela = page.getByRole('dialog', { name: 'Novo contato' });
    await janela.getByRole('combobox', { name: 'Cliente' }).fill('rodovale');
    await janela.getByRole('option', { name: /RODOVALE/ }).click();
    await janela.getByLabel(/^Nome/).fill('ANA');
    await janela.getByLabel('Telefone').fill('1132345678');
    await expect(janela.getByLabel('Telefone')).toHaveValue('(11)3234-5678');
    await janela.getByRole('button', { name: 'Salvar' }).click();
    await expect(janela.getByLabel(/^Nome/)).toHaveAccessibleDescription(/nome incompleto/);
    await janela.getByLabel(/^Nome/).fill(contato);
    await janela.getByRole('button', { name: 'Salvar' }).click();
    await expect(aviso(page, 'Contato salvo com sucesso')).toBeVisible();

    await page.goto('/grupos');
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await expect(page).toHaveURL(/\/grupo(\?|$)/);
    await page.getByLabel(/^Descrição/).fill(grupo);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(aviso(page, 'Grupo salvo com sucesso')).toBeVisible();
    await expect(page).toHaveURL(/\/grupo\/\d+(\?|$)/);
    const grupoId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('combobox', { name: 'Incluir contato' }).fill(contato.slice(0, 18));
    await page.getByRole('option', { name: new RegExp(contato) }).click();
    await page.getByRole('button', { name: 'Incluir no grupo' }).click();
    await expect(aviso(page, 'Contato vinculado ao grupo com sucesso')).toBeVisible();
    await expect(linhas(page)).toHaveCount(1);
    await expect(linhas(page).first()).toContainText(contato);

    await page.goto('/contatos');
    await page.getByLabel('Grupo de contatos').selectOption(grupoId);
    await expect(page).toHaveURL(new RegExp(`grupo_id=${grupoId}`));
    await expect(linhas(page)).toHaveCount(1);
    await expect(linhas(page).first()).toContainText(contato);
    await linhas(page).first().click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Excluir' }).click();
    await page.getByRole('alertdialog', { name: 'Deseja excluir?' }).getByRole('button', { name: 'Deletar item' }).click();
    await expect(aviso(page, 'Contato removido com sucesso')).toBeVisible();
    await expect(page.locator('.ag-overlay').getByText('NENHUM CONTATO FOI ENCONTRADO NESTA PESQUISA...')).toBeVisible();
    await (await Api.entrar(request, baseURL!)).excluir(`/api/grupos/${grupoId}`);
  });
});

test.describe('cadastros (usuário de cliente)', () => {
  test.use({ papel: 'CLIENTE' });

  test('CPF de motorista de outro cliente: a oferta não diz quem é, e o vínculo vai pelo CPF', async ({ logado: page, request, baseURL }) => {
    const api = await Api.entrar(request, baseURL!);
    const funcionario = await api.criarFuncionario({ nome: `MOTORISTA ALHEIO E2E ${sufixo()}` });
    await page.goto('/funcionario');
    await page.getByLabel(/^Tipo vínculo/).selectOption('AUTONOMO');
    await page.getByLabel(/^CPF/).fill(funcionario.cpf);
    await page.getByRole('button', { name: 'Consultar CPF' }).click();
    const oferta = page.getByRole('alertdialog', { name: 'Funcionário já cadastrado' });
    await expect(oferta).toContainText('FUNCIONÁRIO JÁ CADASTRADO. DESEJA CRIAR UM VÍNCULO COM ESTE CLIENTE?');
    await expect(oferta).toContainText(`CPF ${formatarCpf(funcionario.cpf)}`);
    await expect(oferta).not.toContainText(funcionario.nome);
    await oferta.getByRole('button', { name: 'Criar vínculo' }).click();
    await expect(aviso(page, 'Vínculo cadastrado com sucesso')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/funcionario/${funcionario.id}$`));
    // Now it works with the driver: its record opens.
    await expect(page.getByRole('heading', { name: funcionario.nome, level: 1 })).toBeVisible();
  });

  test('não vê os veículos de outro cliente e não tem menu de contexto', async ({ logado: page, request, baseURL }) => {
    const api = await Api.entrar(request, baseURL!);
    const outro = await api.criarCliente({ razao_social: `OUTRA TRANSPORTADORA E2E ${sufixo()} LTDA` });
    const alheio = await api.criarVeiculo({ tipo: 'TRUCK', cliente_id: outro.id, vinculo: 'FROTA' });

    await page.goto(`/veiculos?placa=${alheio.placa}`);
    await expect(page.locator('.ag-overlay').getByText('NENHUM VEÍCULO FOI ENCONTRADO NESTA PESQUISA...')).toBeVisible();
    await page.goto(`/veiculo/${alheio.id}`);
    await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
    await expect(page.getByText('Não há permissão')).toBeVisible();

    // Its own fleet: the rows show, the right-click menu does not (spec 03 §6).
    await page.goto('/veiculos');
    await expect(linhas(page).first()).toBeVisible();
    await expect(linhas(page).first()).toContainText('TRANSPORTADORA RODOVALE LOGÍSTICA LTDA');
    await linhas(page).first().click({ button: 'right' });
    await expect(page.getByRole('menu')).toHaveCount(0);

    // The vehicle form presets its own client, not changeable.
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await expect(page).toHaveURL(/\/veiculo(\?|$)/);
    // The form's own field (the list behind it has a 'Cliente' column with its sort and filter controls).
    await expect(page.getByLabel('Cliente', { exact: true })).toHaveValue('TRANSPORTADORA RODOVALE LOGÍSTICA LTDA');
    await expect(page.getByLabel('Cliente', { exact: true })).not.toBeEditable();
    // Plate availability on the first 7 characters.
    const placa = novaPlaca();
    await page.getByLabel(/^Placa/).fill(placa.toLowerCase());
    await expect(page.getByLabel(/^Placa/)).toHaveValue(placa);
    await expect(page.getByText('placa disponivel')).toBeVisible();
    await page.getByLabel(/^Placa/).fill(alheio.placa);
    await expect(page.getByText('placa já cadastrada')).toBeVisible();

    // Saving a new vehicle of its own: link type required.
    await page.getByLabel(/^Placa/).fill(placa);
    await page.getByRole('combobox', { name: 'Tipo', exact: true }).selectOption('TRUCK');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByLabel(/^Tipo vínculo/)).toHaveAccessibleDescription(/Tipo vínculo: não pode ser vazio/);
    await page.getByLabel(/^Tipo vínculo/).selectOption('FROTA');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(aviso(page, 'Veículo salvo com sucesso')).toBeVisible();
    await expect(page).toHaveURL(/\/veiculos(\?|$)/);
  });
});
