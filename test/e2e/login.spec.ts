import { aviso, entrar, expect, PAPEIS, type Papel, test } from './fixtures';

test.describe('login', () => {
  for (const papel of Object.keys(PAPEIS) as Papel[]) {
    test(`${papel} entra e cai na sua página inicial`, async ({ page }) => {
      await entrar(page, papel);
      await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
      // Group 12 lands on the registrations list itself (spec 03 §2), groups 5 and 6 on the desk's
      // alerts (spec 02 §2), the others on the month's dashboard with a welcome.
      const inicio = PAPEIS[papel].inicio;
      if (inicio === '/cadastro_consulta') await expect(page.getByRole('heading', { name: 'Cadastro e consulta', level: 1 })).toBeVisible();
      else if (inicio === '/dashboard_operacional') await expect(page.getByRole('heading', { name: 'Dashboard operacional', level: 1 })).toBeVisible();
      else await expect(page.getByText(`Bem-vindo(a), ${papel}.`)).toBeVisible();
    });
  }

  test('senha errada mostra o texto do servidor e fica no login', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Usuário').fill('ADMIN');
    await page.getByLabel('Senha').fill('errada-123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert')).toContainText('Usuário ou senha inválidos');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('sem sessão, páginas internas levam ao login; /lgpd abre sem sessão', async ({ page }) => {
    await page.goto('/usuarios');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/lgpd');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('LGPD');
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
  });

  test('esqueci minha senha mostra "Enviado com sucesso." e fecha a janela', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    const janela = page.getByRole('dialog', { name: 'Recuperar senha' });
    await expect(janela).toBeVisible();
    await janela.getByLabel('E-mail').fill('admin@demo.gr.com.br');
    await janela.getByRole('button', { name: 'Enviar' }).click();
    await expect(aviso(page, 'Enviado com sucesso.')).toBeVisible();
    await expect(janela).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('sessão', () => {
  test('logout revoga o token: o cookie antigo não entra mais', async ({ page, context }) => {
    await entrar(page, 'ADMIN');
    const cookiesAntigos = await context.cookies();
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await context.clearCookies();
    await context.addCookies(cookiesAntigos);
    await page.goto('/usuarios');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  });

  test('cliente não acessa /usuarios: vai ao login com "Acesso não autorizado"', async ({ page }) => {
    await entrar(page, 'CLIENTE');
    // The menu hides what the rules do not allow; the server refuses the URL anyway.
    await expect(page.getByRole('link', { name: 'Usuários', exact: true })).toHaveCount(0);
    await page.goto('/usuarios');
    await expect(page).toHaveURL(/\/login$/);
    await expect(aviso(page, 'Acesso não autorizado')).toBeVisible();
  });
});
