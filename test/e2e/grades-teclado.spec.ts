import type { Locator, Page } from '@playwright/test';
import { Api, novaPlaca } from './cadastros.apoio';
import { aviso, entrar, expect, linhas, test } from './fixtures';

/**
 * Issue 10, the screen kits fit for a desk that runs all day: keyboard focus never falls to the
 * page body, moving the focus never changes the row the toolbar acts on, a grid keeps its view
 * across a record's round trip, and every column can be reached.
 */
test.use({ papel: 'ADMIN' });

const titulo = (page: Page) => page.getByRole('heading', { level: 1 });
const selecionada = (page: Page) => page.locator('.ag-row-selected');
/** The grid row holding the keyboard focus. */
const focada = (page: Page) => linhas(page).filter({ has: page.locator(':focus') });
const celula = (page: Page, placa: string, coluna = 'tipo') => linhas(page).filter({ hasText: placa }).locator(`[col-id="${coluna}"]`);
const barra = (page: Page) => page.getByRole('toolbar', { name: 'Ações da lista' });

/** Three vehicles whose plates share a prefix no other vehicle has (ZAB1C11, ZAB1C22, ZAB1C33). */
async function tresVeiculos(api: Api) {
  const prefixo = novaPlaca().slice(0, 5);
  const placas = ['11', '22', '33'].map((n) => `${prefixo}${n}`);
  const criados = [];
  for (const placa of placas) criados.push({ ...(await api.criarVeiculo({ placa, tipo: 'VAN' })), placa });
  return { prefixo, veiculos: criados };
}

/** The query of a URL as a sorted list, to compare views whatever the parameters' order. */
const consulta = (url: string) => [...new URL(url).searchParams].map(([k, v]) => `${k}=${v}`).sort();

test.describe('grades: teclado, estado e colunas', () => {
  test('jornada de teclado: o foco nunca cai no corpo da página e a barra age na linha escolhida', async ({ page, request, baseURL }) => {
    test.slow();
    const api = await Api.entrar(request, baseURL!);
    const { prefixo, veiculos } = await tresVeiculos(api);
    const [a, b] = veiculos as [(typeof veiculos)[number], (typeof veiculos)[number]];

    // Login: the landing page's heading has the focus.
    await entrar(page, 'ADMIN');
    await expect(titulo(page)).toBeFocused();

    await page.goto(`/veiculos?placa=${prefixo}&sidx=placa&sord=asc`);
    await expect(linhas(page)).toHaveCount(3);
    await expect(barra(page).getByRole('button', { name: 'Excluir' })).toBeEnabled();

    // Only an explicit choice selects: click B, then walk the rows with Tab and the arrows.
    await celula(page, b.placa).click();
    await expect(selecionada(page)).toContainText(b.placa);
    await barra(page).getByRole('button', { name: 'Adicionar' }).focus();
    await page.keyboard.press('Tab'); // the column headers: one stop
    await expect(page.locator('.ag-header-cell').first()).toBeFocused();
    await page.keyboard.press('Tab'); // the rows
    await expect(page.locator(':focus')).toHaveAttribute('col-id', /.+/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(linhas(page).nth(2).locator(':focus')).toHaveCount(1);
    // Shift+Tab back to the toolbar (it used to land on a row and select it).
    await page.keyboard.press('Shift+Tab');
    await expect(barra(page).getByRole('button', { name: 'Adicionar' })).toBeFocused();
    await expect(selecionada(page)).toHaveCount(1);
    await expect(selecionada(page)).toContainText(b.placa);

    // The toolbar is one stop; the arrows reach 'Excluir'. Its dialog names B; closing it gives the focus back.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const excluir = barra(page).getByRole('button', { name: 'Excluir' });
    await expect(excluir).toBeFocused();
    await page.keyboard.press('Enter');
    const dialogo = page.getByRole('alertdialog', { name: 'Deseja excluir?' });
    await expect(dialogo).toContainText(`nº ${b.id} (${b.placa})`);
    await page.keyboard.press('Escape');
    await expect(dialogo).toHaveCount(0);
    await expect(excluir).toBeFocused();
    await page.keyboard.press('Enter');
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
    await expect(excluir).toBeFocused();

    // The context menu (Shift+F10) and Escape: back on the cell it was opened from.
    const celulaA = celula(page, a.placa, 'placa');
    await celulaA.focus();
    await page.keyboard.press('Shift+F10');
    await expect(page.getByRole('menu', { name: 'Ações do registro' })).toBeVisible();
    await expect(page.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(celulaA).toBeFocused();
    // Its 'Excluir' names the row of the menu; closing that dialog goes back to the same cell.
    await page.keyboard.press('Shift+F10');
    await page.getByRole('menuitem', { name: 'Excluir' }).click();
    await expect(dialogo).toContainText(`nº ${a.id} (${a.placa})`);
    await page.keyboard.press('Escape');
    await expect(dialogo).toHaveCount(0);
    await expect(celulaA).toBeFocused();
    // The menu selected A (the row it acts on, in sight); select B again with Space.
    await expect(selecionada(page)).toContainText(a.placa);
    await celula(page, b.placa).focus();
    await page.keyboard.press(' ');
    await expect(selecionada(page)).toContainText(b.placa);

    // The column chooser: it takes the focus, and Escape gives it back to 'Colunas'.
    const colunas = barra(page).getByRole('button', { name: 'Colunas' });
    await colunas.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('group', { name: 'Colunas visíveis' }).getByRole('checkbox').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('group', { name: 'Colunas visíveis' })).toHaveCount(0);
    await expect(colunas).toBeFocused();

    // Open A from the keyboard: the record's heading has the focus.
    const grade = page.url();
    await celula(page, a.placa).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/veiculo/${a.id}\\?voltar=`));
    await expect(titulo(page)).toHaveText(/^Veículo/);
    await expect(titulo(page)).toBeFocused();
    // Save: back to the grid as it was, A selected and focused (issue 19: not the page's heading).
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(aviso(page, 'Veículo atualizado com sucesso')).toBeVisible();
    await expect(page).toHaveURL(/\/veiculos\?/);
    expect(consulta(page.url())).toEqual(consulta(`${grade}&sel=${a.id}`));
    await expect(titulo(page)).toHaveText('Veículos');
    await expect(selecionada(page)).toContainText(a.placa);
    await expect(focada(page)).toContainText(a.placa);
    await expect(page.getByRole('textbox', { name: 'Filtrar por Placa' })).toHaveValue(prefixo);

    // Select B and delete it from the toolbar: exactly B goes, and the focus stays on 'Excluir'.
    await celula(page, b.placa).click();
    await excluir.click();
    await expect(dialogo).toContainText(`nº ${b.id} (${b.placa})`);
    await dialogo.getByRole('button', { name: 'Deletar item' }).click();
    await expect(aviso(page, 'Veículo removido com sucesso')).toBeVisible();
    await expect(linhas(page)).toHaveCount(2);
    await expect(linhas(page).filter({ hasText: b.placa })).toHaveCount(0);
    await expect(excluir).toBeFocused();
  });

  test('do título à primeira linha da grade em poucas paradas de Tab', async ({ logado: page }) => {
    // A navigation from the menu: the heading has the focus, then Tab walks toolbar, headers, rows.
    await page.getByRole('navigation', { name: 'Menu principal' }).getByText('Cadastros', { exact: true }).click();
    await page.getByRole('link', { name: 'Veículos', exact: true }).click();
    await expect(titulo(page)).toHaveText('Veículos');
    await expect(titulo(page)).toBeFocused();
    await expect(barra(page).getByRole('button', { name: 'Excluir' })).toBeEnabled();
    let paradas = 0;
    while (paradas < 30) {
      await page.keyboard.press('Tab');
      paradas++;
      if (await linhas(page).first().locator(':focus').count()) break;
    }
    expect(paradas).toBeLessThanOrEqual(4);
    // Moving through the rows selects nothing.
    await expect(selecionada(page)).toHaveCount(0);

    // The headers keep their filters and sorting from the keyboard: ↓ to a filter, Tab to the next.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const cabecalho = page.locator('.ag-header-cell[col-id="placa"]');
    await page.locator('.ag-header-cell').first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(cabecalho).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sidx=placa&sord=asc/);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('textbox', { name: 'Filtrar por Placa' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Filtrar por Tipo' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('.ag-header-cell[col-id="tipo"]')).toBeFocused();
  });

  test('a grade volta como estava de um registro: Cancelar, voltar do navegador e Salvar', async ({ logado: page }) => {
    test.slow();
    await page.goto('/veiculos');
    await page.getByRole('combobox', { name: 'Filtrar por Tipo' }).selectOption('TRUCK');
    await expect(page).toHaveURL(/tipo=TRUCK/);
    await page.getByRole('button', { name: /^Placa: .*ordenar$/ }).click();
    await expect(page).toHaveURL(/sidx=placa&sord=asc/);
    await page.getByRole('button', { name: 'Próxima página' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator('.grid-kit')).toHaveAttribute('aria-busy', 'false');
    const segunda = page.locator('.ag-row[row-index="3"]');
    const placa = (await segunda.locator('[col-id="placa"]').innerText()).trim();
    await segunda.locator('[col-id="tipo"]').click();
    await expect(selecionada(page)).toContainText(placa);
    const grade = page.url();

    const conferir = async (como: string) => {
      await expect(page, como).toHaveURL(/\/veiculos\?/);
      expect(consulta(page.url()), como).toEqual(expect.arrayContaining(consulta(grade)));
      await expect(page.getByRole('combobox', { name: 'Filtrar por Tipo' }), como).toHaveValue('TRUCK');
      await expect(page.getByRole('button', { name: 'Placa: ordem crescente; ordenar' }), como).toBeVisible();
      await expect(page.getByLabel('Número da página'), como).toHaveValue('2');
      await expect(selecionada(page), como).toHaveCount(1);
      await expect(selecionada(page), como).toContainText(placa);
      await expect(focada(page), como).toContainText(placa);
    };
    const abrirPelaBarra = async () => {
      await barra(page).getByRole('button', { name: 'Editar' }).click();
      await expect(page).toHaveURL(/\/veiculo\/\d+\?voltar=/);
      await expect(page.getByRole('textbox', { name: 'Placa', exact: true })).toHaveValue(placa);
    };

    await abrirPelaBarra();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await conferir('Cancelar');

    await abrirPelaBarra();
    await page.getByRole('link', { name: 'Voltar para veículos' }).click();
    await conferir('Voltar para veículos');

    await abrirPelaBarra();
    await page.goBack();
    await conferir('voltar do navegador');

    await selecionada(page).locator('[col-id="tipo"]').dblclick();
    await expect(page.getByRole('textbox', { name: 'Placa', exact: true })).toHaveValue(placa);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(aviso(page, 'Veículo atualizado com sucesso')).toBeVisible();
    await conferir('Salvar');
  });

  test('o caminho de volta só aceita endereços deste site', async ({ logado: page, request, baseURL }) => {
    const api = await Api.entrar(request, baseURL!);
    const v = await api.criarVeiculo({ tipo: 'VAN' });
    await page.goto(`/veiculo/${v.id}?voltar=${encodeURIComponent('//exemplo.invalid/veiculos')}`);
    await expect(page.getByRole('link', { name: 'Voltar para veículos' })).toHaveAttribute('href', '/veiculos');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(/\/veiculos$/);
  });

  for (const [largura, altura] of [
    [1366, 768],
    [1920, 1080],
  ] as const) {
    test(`em ${largura}×${altura} todas as colunas de /veiculos se alcançam e os botões do cabeçalho têm 24 px`, async ({ logado: page }) => {
      await page.setViewportSize({ width: largura, height: altura });
      await page.goto('/veiculos');
      await expect(linhas(page).first()).toBeVisible();
      const area = page.locator('.grid-area');
      const caixa = (await area.boundingBox())!;
      const cabecalhos = page.locator('.ag-header-cell');
      const ids = await cabecalhos.evaluateAll((els) => els.map((e) => e.getAttribute('col-id')!));
      expect(ids.length).toBeGreaterThanOrEqual(12);

      const inteira = async (c: Locator) => {
        const r = await c.boundingBox();
        return !!r && r.x >= caixa.x - 1 && r.x + r.width <= caixa.x + caixa.width + 1;
      };
      const vistas = new Set<string>();
      const mais = page.getByRole('button', { name: 'Rolar para mais colunas à direita' });
      for (let i = 0; i < 20; i++) {
        for (const id of ids) if (await inteira(cabecalhos.and(page.locator(`[col-id="${id}"]`)))) vistas.add(id);
        if (!(await mais.isVisible())) break;
        // Columns out of sight are announced by the shaded edge and the arrow.
        await expect(area).toHaveClass(/mais-colunas-direita/);
        await mais.click();
      }
      expect([...vistas].sort()).toEqual([...ids].sort());
      await expect(area).not.toHaveClass(/mais-colunas-direita/);

      for (const botao of await page.locator('.ag-header-cell button.gh-titulo').all()) {
        const r = (await botao.boundingBox())!;
        expect(r.width, await botao.getAttribute('aria-label')).toBeGreaterThanOrEqual(24);
        expect(r.height, await botao.getAttribute('aria-label')).toBeGreaterThanOrEqual(24);
      }
    });
  }
});
