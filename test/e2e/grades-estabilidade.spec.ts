import { expect, linhas, test } from './fixtures';

/**
 * A grid page on a phone settles without moving (issue 19 item 10): the toolbar, built about a
 * second after load (spec 01 §2.2), and the rows, drawn once AG Grid has loaded, appear in the
 * room the first paint already gave them. Measured as the browser does for Lighthouse's CLS:
 * the layout-shift entries, without those that follow the user's input. On a phone the rows are
 * first the server's plain table; AG Grid comes with the first touch.
 */
declare global {
  interface Window {
    __deslocamentos: { valor: number; origem: string }[];
  }
}

test.describe('grid num celular', () => {
  test.use({ papel: 'ADMIN', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  for (const url of ['/checklist_manage', '/veiculos']) {
    test(`${url}: a barra e as linhas aparecem sem empurrar a página`, async ({ logado: page }) => {
      await page.addInitScript(() => {
        window.__deslocamentos = [];
        new PerformanceObserver((lista) => {
          for (const e of lista.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
            if (e.hadRecentInput) continue;
            const origem = (e.sources ?? []).map((s) => (s.node instanceof Element ? s.node.className : String(s.node?.nodeName))).join(', ');
            window.__deslocamentos.push({ valor: e.value, origem });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(url);
      // The toolbar is built after about a second; the rows are the server's plain table.
      await expect(page.getByRole('toolbar', { name: 'Ações da lista' }).getByRole('button', { name: 'Atualizar' })).toBeVisible();
      await expect(page.locator('.grid-leve-linha').first()).toBeVisible();
      // On a phone AG Grid's script is not even asked for until the user touches the list.
      await page.waitForTimeout(1500);
      expect(await page.evaluate(() => performance.getEntriesByType('resource').some((r) => r.name.includes('grid-ag')))).toBe(false);
      // Two frames more, so a shift of the last change is reported.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const deslocamentos = await page.evaluate(() => window.__deslocamentos);
      const total = deslocamentos.reduce((s, d) => s + d.valor, 0);
      expect(total, `deslocamentos: ${JSON.stringify(deslocamentos)}`).toBeLessThan(0.01);
      // A touch on the list brings AG Grid, with its header filters, in the same room.
      const antes = await page.locator('.grid-area').boundingBox();
      await page.locator('.grid-leve-linha').first().tap();
      await expect(linhas(page).first()).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('.grid-leve')).toHaveCount(0);
      expect(await page.locator('.grid-area').boundingBox()).toEqual(antes);
    });
  }
});
