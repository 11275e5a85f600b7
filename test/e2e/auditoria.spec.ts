import { aviso, entrar, expect, lerPlanilha, linhas, test } from './fixtures';

/** The audit trail's screen (issue 24): administrators and supervisors search it; a client user never sees it. */
test.describe('auditoria', () => {
  test('o ADMIN abre /auditoria pelo menu, filtra por Login e vê o próprio login', async ({ page }) => {
    await entrar(page, 'ADMIN');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    // The menu's sections start closed: open Administração and follow its entry.
    await menu.getByText('Administração', { exact: true }).click();
    await menu.getByRole('link', { name: 'Auditoria', exact: true }).click();
    await expect(page).toHaveURL(/\/auditoria$/);
    await expect(page.getByRole('heading', { name: 'Auditoria', level: 1 })).toBeVisible();
    await expect(linhas(page).first()).toBeVisible();

    await page.getByRole('combobox', { name: 'Filtrar por Ação' }).selectOption('LOGIN');
    await expect(page).toHaveURL(/acao=LOGIN/);
    await page.getByRole('textbox', { name: 'Filtrar por Usuário' }).fill('ADMIN');
    await page.getByRole('textbox', { name: 'Filtrar por Usuário' }).press('Enter');
    await expect(page).toHaveURL(/username=ADMIN/);
    // Newest first: the login just made is the first row, with its action's label and address.
    const primeira = linhas(page).first();
    await expect(primeira).toContainText('Login');
    await expect(primeira).toContainText('ADMIN');
    await expect(primeira).toContainText('sessao');
    const hoje = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    await expect(primeira).toContainText(hoje);
    for (const texto of await linhas(page).allInnerTexts()) expect(texto).not.toContain('Login recusado');

    // The export is the grid's view, and is itself recorded.
    const baixou = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Exportar Excel' }).click();
    const planilha = await lerPlanilha(await baixou);
    expect(planilha.cabecalho).toEqual(['Data/hora', 'Ação', 'Usuário', 'IP', 'Objeto', 'Código do objeto', 'Detalhe']);
    expect(planilha.linhas.length).toBeGreaterThanOrEqual(1);
    for (const l of planilha.linhas) expect([l[1], l[2]]).toEqual(['LOGIN', 'ADMIN']);
    await page.goto('/auditoria?acao=EXPORTACAO');
    await expect(linhas(page).first()).toContainText('Exportação');
    await expect(linhas(page).first()).toContainText('auditoria');
  });

  test('um usuário de cliente não tem o menu nem a tela', async ({ page }) => {
    await entrar(page, 'CLIENTE');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByText('Administração', { exact: true }).click();
    await expect(menu.getByRole('link', { name: 'Integração', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Auditoria', exact: true })).toHaveCount(0);
    await page.goto('/auditoria');
    // Refused like any 403 of a screen: back to the login with the notice.
    await expect(page).toHaveURL(/\/login$/);
    await expect(aviso(page, 'Acesso não autorizado')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Auditoria' })).toHaveCount(0);
  });
});
