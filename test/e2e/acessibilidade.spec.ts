import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';

/** ARCHITECTURE.md "Frontend": an accessibility scan of the main screens finds no serious violation. */
async function semViolacoesGraves(page: Page, tela: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const graves = r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${tela}: ${v.id} (${v.impact}) em ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  expect(graves).toEqual([]);
}

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
      for (const url of ['/dashboard', '/usuarios', '/usuarios/novo', '/grupousuarios', '/usuarios/regras_acesso?id=4', '/mudar_senha']) {
        await page.goto(url);
        await semViolacoesGraves(page, url);
      }
    });
  });
});
