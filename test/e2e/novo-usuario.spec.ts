import { entrar, expect, linhas, test } from './fixtures';

/**
 * What a new user finds (issue 19): each screen tried as a newcomer would, by role, on the demo data.
 */

test.describe('checklists: itens de uma linha aberta', () => {
  for (const [papel, url] of [['CLIENTE', '/checklists'], ['OPERADOR', '/checklist_operador?status=TODOS']] as const) {
    test(`${papel} abre ${url.split('?')[0]} ▸ e vê os itens com um pedido só`, async ({ page }) => {
      const pedidos: string[] = [];
      const erros: string[] = [];
      page.on('request', (r) => r.url().includes('/recursos/checklist_itens/') && pedidos.push(r.url()));
      page.on('console', (m) => m.type() === 'error' && erros.push(m.text()));
      await entrar(page, papel);
      await page.goto(url);
      await expect(linhas(page).first()).toBeVisible();
      const abrir = page.getByRole('button', { name: /^Abrir itens de \d+$/ }).first();
      const id = (await abrir.getAttribute('aria-label'))!.replace(/\D/g, '');
      await abrir.click();
      await expect(page.getByRole('button', { name: `Fechar itens de ${id}` })).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('table', { name: `Itens do checklist ${id}` }).or(page.getByText('Este checklist não tem itens.'))).toBeVisible();
      await expect(page.getByText('Carregando itens...')).toHaveCount(0);
      // Left open for a while, the row asks the server once, not 15 to 27 times a second.
      await page.waitForTimeout(1500);
      expect(pedidos).toHaveLength(1);
      expect(erros.filter((e) => e.includes('AG Grid'))).toEqual([]);
    });
  }
});
