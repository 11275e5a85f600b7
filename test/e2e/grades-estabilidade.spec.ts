import type { Page } from '@playwright/test';
import { expect, linhas, test } from './fixtures';

/**
 * A grid page on a phone settles without moving (issue 19 item 10): the toolbar is in the first
 * paint, its buttons disabled until it is built about a second after load (spec 01 §2.2), and the
 * rows, drawn once AG Grid has loaded, appear in the room the first paint already gave them.
 * Measured as the browser does for Lighthouse's CLS and LCP: the layout-shift entries, without
 * those that follow the user's input, and the last largest-contentful-paint entry. On a phone the
 * rows are first the server's plain table; AG Grid comes with the first touch.
 */
declare global {
  interface Window {
    __deslocamentos: { valor: number; origem: string }[];
    __maiorPintura: { elemento: string; quando: number } | null;
    __maiorElemento: Element | null;
    __doServidor: (el: Element) => boolean;
  }
}

const barra = (page: Page) => page.getByRole('toolbar', { name: 'Ações da lista' });

test.describe('grid: a primeira pintura', () => {
  test.use({ papel: 'ADMIN' });

  test('a barra vem do servidor no seu lugar, com os botões desativados até ser construída', async ({ logado: page, browser }) => {
    // What the server sends, as painted before any script runs.
    const semScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    try {
      const antes = await semScript.newPage();
      await antes.goto('/checklist_manage');
      await expect(barra(antes).getByRole('button', { name: 'Atualizar' })).toBeVisible();
      await expect(barra(antes).getByRole('button', { name: 'Atualizar' })).toBeDisabled();
      await expect(barra(antes).getByRole('button', { name: 'Colunas' })).toBeDisabled();
      await expect(barra(antes).getByRole('link', { name: 'Exportar Excel' })).not.toHaveAttribute('href', /.*/);
    } finally {
      await semScript.close();
    }
    // With its script, the same toolbar is built: its buttons work and the export has its address.
    await page.goto('/checklist_manage');
    await expect(barra(page).getByRole('button', { name: 'Atualizar' })).toBeEnabled();
    await expect(barra(page).getByRole('link', { name: 'Exportar Excel' })).toHaveAttribute('href', /^\/recursos\/exportar\?/);
  });
});

test.describe('grid num celular', () => {
  test.use({ papel: 'ADMIN', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  // A trip list too: the heaviest page, whose plain table draws its first rows only.
  for (const url of ['/checklist_manage', '/veiculos', '/agendada']) {
    test(`${url}: a barra e as linhas aparecem sem empurrar a página`, async ({ logado: page }) => {
      await page.addInitScript(() => {
        window.__deslocamentos = [];
        window.__maiorPintura = null;
        // Every element the parser made from the server's page (hydration keeps them).
        const doServidor = new WeakSet<Element>();
        document.addEventListener('DOMContentLoaded', () => document.querySelectorAll('*').forEach((el) => doServidor.add(el)));
        window.__doServidor = (el) => doServidor.has(el);
        new PerformanceObserver((lista) => {
          for (const e of lista.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
            window.__maiorPintura = {
              elemento: e.element ? `${e.element.tagName}.${e.element.className} ${e.element.textContent?.slice(0, 30)}` : '?',
              quando: e.startTime,
            };
            window.__maiorElemento = e.element ?? null;
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
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
      await expect(barra(page).getByRole('button', { name: 'Atualizar' })).toBeEnabled();
      await expect(page.locator('.grid-leve-linha').first()).toBeVisible();
      // On a phone AG Grid's script is not even asked for until the user touches the list.
      await page.waitForTimeout(1500);
      expect(await page.evaluate(() => performance.getEntriesByType('resource').some((r) => r.name.includes('grid-ag')))).toBe(false);
      // Two frames more, so a shift of the last change is reported.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const deslocamentos = await page.evaluate(() => window.__deslocamentos);
      const total = deslocamentos.reduce((s, d) => s + d.valor, 0);
      expect(total, `deslocamentos: ${JSON.stringify(deslocamentos)}`).toBeLessThan(0.01);
      // The page's largest paint is an element of the server's page, not one the browser built
      // after load (the toolbar was, a second later). Structural, not a time: how soon it paints
      // depends on the machine (CI's loaded one painted the title a frame after the breadcrumb, 324 ms).
      const maior = await page.evaluate(() => window.__maiorPintura);
      expect(maior, `maior pintura: ${JSON.stringify(maior)}`).not.toBeNull();
      expect(await page.evaluate(() => !!window.__maiorElemento && window.__doServidor(window.__maiorElemento)), `maior pintura: ${JSON.stringify(maior)}`).toBe(true);
      // A touch on the list brings AG Grid, with its header filters, in the same room.
      const antes = await page.locator('.grid-area').boundingBox();
      await page.locator('.grid-leve-linha').first().tap();
      await expect(linhas(page).first()).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('.grid-leve')).toHaveCount(0);
      expect(await page.locator('.grid-area').boundingBox()).toEqual(antes);
    });
  }
});
