import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';

/** ARCHITECTURE.md "Frontend": the master-data screens pass an accessibility scan with no serious violation. */
async function semViolacoesGraves(page: Page, tela: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const graves = r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${tela}: ${v.id} (${v.impact}) em ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  expect(graves).toEqual([]);
}

const TELAS: Record<string, string[]> = {
  'clientes e contatos': ['/clientes', '/cliente/novo', '/cliente/1', '/cliente/1/veiculos', '/cliente/1/veiculos/vincular', '/contatos/novo', '/grupo/1'],
  'funcionários, veículos e listas': ['/funcionarios', '/funcionario', '/veiculos', '/veiculo', '/tecnologias/novo', '/modelo'],
};

test.describe('acessibilidade dos cadastros', () => {
  test.use({ papel: 'ADMIN' });
  for (const [nome, urls] of Object.entries(TELAS)) {
    test(nome, async ({ logado: page }) => {
      for (const url of urls) {
        await page.goto(url);
        await semViolacoesGraves(page, url);
      }
    });
  }
});
