import { semViolacoesGraves, test } from './fixtures';

test.describe('acessibilidade', () => {
  test('telas públicas', async ({ page }) => {
    for (const url of ['/login', '/lgpd', '/login/esqueci_senha']) {
      await page.goto(url);
      await semViolacoesGraves(page, url);
    }
  });

  test.describe('equipe', () => {
    test.use({ papel: 'ADMIN' });
    test('grids e formulários de usuários e grupos', async ({ logado: page }) => {
      // One journey scans several screens with axe: three times the usual budget.
      test.slow();
      for (const url of ['/dashboard', '/usuarios', '/usuarios/novo', '/grupousuarios', '/usuarios/regras_acesso?id=4', '/mudar_senha']) {
        await page.goto(url);
        await semViolacoesGraves(page, url);
      }
    });
  });
});
