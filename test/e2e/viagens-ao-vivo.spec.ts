import type { Page } from '@playwright/test';
import { entrar, expect, test } from './fixtures';
import { posicoesNaRota as posicoes, viagemAoVivo as viagemEmTransito } from './viagens.apoio';

/**
 * The desk that updates itself (issue 22; docs/decisoes.md "mesa ao vivo"): a fix posted to the
 * telemetry door moves its trip's row on /emviagem — progress and last position — with no reload
 * of the page, the row the operator selected still selected; the client user's page moves for its
 * own trip. Each test makes its own trip, on a new vehicle, so nothing else moves it.
 */

/** The console's errors and whether the document was loaded again, from now on. */
async function vigiar(page: Page): Promise<{ erros: string[]; recarregou: () => Promise<boolean> }> {
  const erros: string[] = [];
  page.on('console', (m) => m.type() === 'error' && erros.push(m.text()));
  page.on('pageerror', (e) => erros.push(e.message));
  await page.evaluate(() => ((window as unknown as { __mesaAoVivo: boolean }).__mesaAoVivo = true));
  return { erros, recarregou: async () => !(await page.evaluate(() => (window as unknown as { __mesaAoVivo?: boolean }).__mesaAoVivo === true)) };
}

const progresso = (page: Page, id: number) => page.locator(`.ag-row[row-id="${id}"] [col-id="percentual"] [role="progressbar"]`);
const dataPosicao = (page: Page, id: number) => page.locator(`.ag-row[row-id="${id}"] [col-id="data_posicao"]`);

test.describe('mesa ao vivo (issue 22)', () => {
  test.use({ papel: 'OPERADOR' });

  test('sem sessão, o fluxo do navegador é 401 e não abre', async ({ request }) => {
    const r = await request.get('/recursos/atualizacoes', { headers: { Accept: 'text/event-stream' } });
    expect(r.status()).toBe(401);
    expect(r.headers()['content-type']).toMatch(/^application\/json/);
    expect(await r.json()).toEqual({ error: expect.any(String) });
  });

  test('uma posição postada na API move a linha da SM em /emviagem sem recarregar a página, com a linha ainda selecionada', async ({ logado: page, request }) => {
    const v = await viagemEmTransito();
    await posicoes(request, v, [{ fracao: 0.15, minutosAtras: 20 }, { fracao: 0.2, minutosAtras: 15 }]);
    // The page waits on its stream being open before the fix is posted.
    const aberto = page.waitForResponse((r) => r.url().includes('/recursos/atualizacoes') && r.status() === 200);
    await page.goto(`/emviagem?id=${v.id}`);
    await aberto;
    const antes = Number(await progresso(page, v.id).getAttribute('aria-valuenow'));
    const dataAntes = (await dataPosicao(page, v.id).innerText()).trim();
    expect(antes).toBeLessThan(35);
    await dataPosicao(page, v.id).click();
    await expect(page.locator(`.ag-row[row-id="${v.id}"]`)).toHaveClass(/ag-row-selected/);
    const url = page.url();
    const { erros, recarregou } = await vigiar(page);

    await posicoes(request, v, [{ fracao: 0.6, minutosAtras: 0 }]);

    await expect.poll(async () => Number(await progresso(page, v.id).getAttribute('aria-valuenow')), { timeout: 10_000 }).toBeGreaterThan(antes + 20);
    await expect(dataPosicao(page, v.id)).not.toHaveText(dataAntes);
    expect(await recarregou()).toBe(false);
    expect(page.url()).toBe(url);
    await expect(page.locator(`.ag-row[row-id="${v.id}"]`)).toHaveClass(/ag-row-selected/);
    expect(erros).toEqual([]);
  });

  test('o mapa de posição da SM mostra a nova posição sem recarregar', async ({ logado: page, request }) => {
    const v = await viagemEmTransito();
    await posicoes(request, v, [{ fracao: 0.2, minutosAtras: 30 }]);
    const aberto = page.waitForResponse((r) => r.url().includes('/recursos/atualizacoes') && r.status() === 200);
    await page.goto(`/monitoramento/posicionamento/${v.id}`);
    await aberto;
    const ultima = page.locator('.posicao-resumo dt', { hasText: 'Última posição' }).locator('xpath=following-sibling::dd[1]');
    const antes = (await ultima.innerText()).trim();
    const { erros, recarregou } = await vigiar(page);
    await posicoes(request, v, [{ fracao: 0.3, minutosAtras: 0 }]);
    await expect(ultima).not.toHaveText(antes, { timeout: 10_000 });
    expect(await recarregou()).toBe(false);
    expect(erros).toEqual([]);
  });

  test('o usuário de cliente vê a sua SM andar em /emviagem sem recarregar', async ({ browser, request }) => {
    const v = await viagemEmTransito();
    await posicoes(request, v, [{ fracao: 0.1, minutosAtras: 20 }, { fracao: 0.15, minutosAtras: 15 }]);
    const contexto = await browser.newContext();
    const page = await contexto.newPage();
    try {
      await entrar(page, 'CLIENTE');
      const aberto = page.waitForResponse((r) => r.url().includes('/recursos/atualizacoes') && r.status() === 200);
      await page.goto(`/emviagem?id=${v.id}`);
      await aberto;
      const antes = Number(await progresso(page, v.id).getAttribute('aria-valuenow'));
      const { erros, recarregou } = await vigiar(page);
      await posicoes(request, v, [{ fracao: 0.7, minutosAtras: 0 }]);
      await expect.poll(async () => Number(await progresso(page, v.id).getAttribute('aria-valuenow')), { timeout: 10_000 }).toBeGreaterThan(antes + 20);
      expect(await recarregou()).toBe(false);
      expect(erros).toEqual([]);
    } finally {
      await contexto.close();
    }
  });
});
