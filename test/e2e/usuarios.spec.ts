import { aviso, expect, lerPlanilha, linhas, test } from './fixtures';

test.use({ papel: 'ADMIN' });

const unico = () => `E2E${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;

test.describe('usuários (grid e formulário)', () => {
  test('cria, filtra, edita e exclui um usuário pela grid', async ({ logado: page }) => {
    const nome = unico();
    await page.goto('/usuarios');
    await expect(linhas(page).first()).toBeVisible();

    // Create (the toolbar is built about 1 s after load)
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await expect(page).toHaveURL(/\/usuarios\/novo/);
    const novo = page.getByRole('dialog', { name: 'Novo usuário' });
    await novo.getByLabel(/^Usuário/).fill(nome.toLowerCase());
    await novo.getByLabel('E-mail', { exact: true }).fill(`${nome.toLowerCase()}@teste.com.br`);
    await novo.getByLabel(/^Grupo/).selectOption({ label: 'OPERADOR' });
    await novo.getByLabel(/^Senha/).fill('Segredo123');
    await novo.getByLabel('Confirmação da senha').fill('Segredo123');
    await novo.getByRole('button', { name: 'Salvar' }).click();
    await expect(aviso(page, 'Usuário cadastrado com sucesso')).toBeVisible();
    await expect(novo).toHaveCount(0);
    await expect(page).toHaveURL(/\/usuarios(\?|$)/);

    // Filter by the header box: the view is in the URL
    await page.getByRole('textbox', { name: 'Filtrar por Usuário' }).fill(nome);
    await page.getByRole('textbox', { name: 'Filtrar por Usuário' }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`username=${nome}`));
    await expect(linhas(page)).toHaveCount(1);
    await expect(linhas(page).first()).toContainText(nome);
    await expect(linhas(page).first()).toContainText('OPERADOR');

    // Edit by double-click
    await linhas(page).first().dblclick();
    const editar = page.getByRole('dialog', { name: `Editar usuário ${nome}` });
    await expect(editar).toBeVisible();
    await editar.getByLabel('E-mail', { exact: true }).fill(`novo.${nome.toLowerCase()}@teste.com.br`);
    await editar.getByRole('button', { name: 'Salvar' }).click();
    await expect(aviso(page, 'Usuário atualizado com sucesso')).toBeVisible();
    await expect(linhas(page).first()).toContainText(`novo.${nome.toLowerCase()}@teste.com.br`);
    // The filter survived the pop-up
    await expect(page).toHaveURL(new RegExp(`username=${nome}`));

    // Delete from the right-click menu, with the confirmation
    await linhas(page).first().click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Excluir' }).click();
    const confirmar = page.getByRole('alertdialog', { name: 'Deseja excluir?' });
    await expect(confirmar.getByRole('button', { name: 'Cancelar' })).toBeVisible();
    await confirmar.getByRole('button', { name: 'Deletar item' }).click();
    await expect(aviso(page, 'Usuário removido com sucesso')).toBeVisible();
    await expect(page.locator('.ag-overlay').getByText('NENHUM USUÁRIO FOI ENCONTRADO NESTA PESQUISA...')).toBeVisible();
  });

  test('erros do servidor aparecem ao lado dos campos', async ({ logado: page }) => {
    await page.goto('/usuarios/novo');
    const novo = page.getByRole('dialog', { name: 'Novo usuário' });
    await novo.getByLabel('E-mail', { exact: true }).fill('valido@teste.com.br');
    await novo.getByLabel(/^Grupo/).selectOption({ label: 'OPERADOR' });
    await novo.getByRole('button', { name: 'Salvar' }).click();
    const usuario = novo.getByLabel(/^Usuário/);
    const senha = novo.getByLabel(/^Senha/);
    await expect(usuario).toHaveAttribute('aria-invalid', 'true');
    await expect(usuario).toHaveAccessibleDescription(/não pode ficar em branco/);
    await expect(senha).toHaveAttribute('aria-invalid', 'true');
    await expect(senha).toHaveAccessibleDescription(/não pode ficar em branco/);
    await expect(novo.getByLabel('E-mail', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/usuarios\/novo/);
  });

  test('pagina, muda o tamanho da página e ordena pela URL', async ({ logado: page, request, baseURL }) => {
    // Make sure there are more users than one page of 15.
    const sessao = await request.post(`${baseURL}/api/sessions`, { data: { session: { username: 'ADMIN', password: 'demo1234' } } });
    const { token } = await sessao.json();
    const headers = { Authorization: `Bearer ${token}` };
    const lista = await (await request.get(`${baseURL}/api/users?rows=1`, { headers })).json();
    const criados: number[] = [];
    for (let i = lista.records; i < 17; i++) {
      const nome = unico();
      const r = await request.post(`${baseURL}/api/users/create`, {
        headers,
        data: { user: { username: nome, email: `${nome.toLowerCase()}@teste.com.br`, grupo: 7, password: 'Segredo123', password_confirmation: 'Segredo123', ativo: true } },
      });
      expect(r.ok()).toBeTruthy();
      criados.push((await r.json()).id);
    }
    try {
      // Explicit page size: the user's saved layout may hold another one.
      await page.goto('/usuarios?rows=15');
      await expect(linhas(page)).toHaveCount(15);
      await expect(page.getByText(/^Exibindo 1 - 15 de \d+/)).toBeVisible();
      await page.getByRole('button', { name: 'Próxima página' }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.getByText(/^Exibindo 16 - \d+ de \d+/)).toBeVisible();

      await page.getByLabel('Registros por página').selectOption('20');
      await expect(page).toHaveURL(/rows=20/);
      await expect(page).not.toHaveURL(/page=2/);
      await expect(page.getByText(/^Exibindo 1 - \d+ de \d+/)).toBeVisible();

      // Sort by user name ascending, then descending
      await page.getByRole('button', { name: /^Usuário: .*ordenar$/ }).click();
      await expect(page).toHaveURL(/sidx=username&sord=asc/);
      await expect(linhas(page).first()).toContainText('ADMIN');
      await page.getByRole('button', { name: /^Usuário: .*ordenar$/ }).click();
      await expect(page).toHaveURL(/sidx=username&sord=desc/);

      // A view is a link: reloading keeps it
      await page.reload();
      await expect(page).toHaveURL(/sidx=username&sord=desc/);
      await expect(page.getByLabel('Registros por página')).toHaveValue('20');
      // Back to the default, which is also saved in the layout
      await page.getByLabel('Registros por página').selectOption('15');
      await expect(page).toHaveURL(/rows=15/);
    } finally {
      for (const id of criados) await request.delete(`${baseURL}/api/users/${id}`, { headers });
    }
  });

  test('regras de acesso abrem pelo menu de contexto e salvam', async ({ logado: page }) => {
    await page.goto('/usuarios?username=MONITOR');
    await expect(linhas(page)).toHaveCount(1);
    await linhas(page).first().click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Regras de acesso' }).click();
    await expect(page).toHaveURL(/\/usuarios\/regras_acesso\?id=\d+/);
    await expect(page.getByRole('heading', { name: 'Regras de acesso' })).toBeVisible();
    await expect(page.getByText('Usuário MONITOR')).toBeVisible();
    await page.getByRole('button', { name: 'Salvar regras de acesso' }).click();
    await expect(aviso(page, 'Regras de acesso atualizadas com sucesso')).toBeVisible();
  });

  test('menu de contexto e atalhos de teclado', async ({ logado: page }) => {
    await page.goto('/usuarios?username=SUPERVISOR');
    await expect(linhas(page)).toHaveCount(1);
    const celula = linhas(page).first().locator('[col-id="username"]');
    await celula.click();
    await expect(aviso(page, 'copiado')).toBeVisible();
    await celula.press('Shift+F10');
    await expect(page.getByRole('menu', { name: 'Ações do registro' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await celula.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Editar usuário SUPERVISOR' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/usuarios\?username=SUPERVISOR$/);
  });

  test('exporta para o Excel a vista da grid, com os títulos da tela', async ({ logado: page }) => {
    await page.goto('/usuarios?username=SUPERVISOR');
    await expect(linhas(page)).toHaveCount(1);
    const baixou = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Exportar Excel' }).click();
    const download = await baixou;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const planilha = await lerPlanilha(download);
    // The visible columns in the screen's order, under the screen's headers (libs/domain titles both).
    expect(planilha.cabecalho).toEqual(['Código', 'Usuário', 'E-mail', 'Grupo', 'Cliente', 'Ativo', 'Data de cadastro']);
    await expect(page.getByRole('button', { name: /^Grupo: .*ordenar$/ })).toBeVisible();
    expect(planilha.linhas).toHaveLength(1);
    expect(planilha.linhas[0]![1]).toBe('SUPERVISOR');
  });
});
