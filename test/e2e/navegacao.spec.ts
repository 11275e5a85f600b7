import { expect, test } from './fixtures';

test.use({ papel: 'ADMIN' });

test.describe('navegação', () => {
  test('rotas desconhecidas vão para /, /notfound explica e /novo_html abre a nova consulta', async ({ logado: page }) => {
    await page.goto('/nao-existe/mesmo');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    await page.goto('/notfound');
    await expect(page.getByRole('heading', { name: 'Página não encontrada', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para a página inicial' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/novo_html');
    await expect(page).toHaveURL(/\/novo$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Every screen of the spec is built: the placeholder of the early sessions is gone.
    for (const url of ['/dashboard_operacional', '/estacoes', '/notificacoes', '/dashboard-admin']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Em construção')).toHaveCount(0);
    }
  });

  test('breadcrumbs guardam no máximo 3 e não repetem a descrição', async ({ logado: page }) => {
    const trilha = page.getByRole('navigation', { name: 'Trilha de navegação' }).getByRole('listitem');
    const paginas: Array<[string, string]> = [['/usuarios', 'Usuários'], ['/grupousuarios', 'Grupos de usuários'], ['/dashboard_operacional', 'Dashboard operacional'], ['/usuarios', 'Usuários']];
    for (const [url, titulo] of paginas) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The trail is kept in the browser after hydration; leaving before that would skip this page.
      await expect(trilha.filter({ hasText: new RegExp(`^${titulo}$`) })).toHaveCount(1);
    }
    await expect(trilha).toHaveCount(3);
    await expect(trilha).toHaveText(['Usuários', 'Grupos de usuários', 'Dashboard operacional']);
    // Back on Usuários, its entry (first) is the page on view; the last one is a link like the rest.
    await expect(trilha.first().locator('[aria-current="page"]')).toHaveText('Usuários');
    await expect(trilha.last().getByRole('link', { name: 'Dashboard operacional' })).toBeVisible();
    await expect(trilha.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test('/situacoes/app e /login/token não mostram o menu', async ({ logado: page }) => {
    await page.goto('/situacoes/app');
    await expect(page.getByRole('heading', { name: 'Situações da viagem', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
    await page.goto('/login/token?token=invalido');
    await expect(page.getByText('Token inválido ou expirado.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
  });

  test('grupos de usuários: grid com formulário em janela', async ({ logado: page }) => {
    await page.goto('/grupousuarios');
    await expect(page.locator('.ag-row').first()).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar' }).click();
    const janela = page.getByRole('dialog', { name: 'Novo grupo de usuários' });
    await expect(janela.getByLabel('Descrição')).toBeVisible();
    await janela.getByRole('button', { name: 'Cancelar' }).click();
    await expect(janela).toHaveCount(0);
    await expect(page).toHaveURL(/\/grupousuarios$/);
  });
});
