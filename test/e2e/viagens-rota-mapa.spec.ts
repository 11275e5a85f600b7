import type { Page } from '@playwright/test';
import { entrar, expect, semViolacoesGraves, sql, test } from './fixtures';

/**
 * The route-on-map page of a trip (issue 22; spec 03 §2 "Route-on-map screen for a trip"; spec 02
 * §6; decision 44): the operator opens it from the in-transit list's right-click menu, next to
 * 'Posição', and sees the route's line, origin, destination and stops over the offline basemap,
 * the trip's header and a link to edit the route; the client user (group 8) sees its trip's
 * stops without the line, and another client's trip is refused.
 */

interface ViagemDemo {
  id: number;
  placa: string;
  rota_id: number;
  rota: string;
  paradas: number;
}

/** A demo trip in transit of the CLIENTE user's client, on a route with a traced line and at least one stop. */
async function viagemComRota(): Promise<ViagemDemo> {
  const [v] = await sql<ViagemDemo>(
    `select m.id, m.placa, m.rota_id, r.descricao as rota, (select count(*)::int from pontos_rotas pr where pr.rota_id = r.id) as paradas
       from monitoramentos m join rotas r on r.id = m.rota_id
      where m.status = 2 and m.excluida_em is null and r.geojson is not null
        and m.cliente_id = (select cliente_id from usuarios where username = 'CLIENTE')
      order by (select count(*) from pontos_rotas pr where pr.rota_id = r.id) desc, m.id limit 1`,
  );
  expect(v, 'a demo tem uma SM em trânsito do cliente com rota traçada').toBeTruthy();
  return v!;
}

const mapa = (page: Page) => page.getByRole('region', { name: /^Rota da SM \d+ no mapa$/ });

test.describe('rota da SM no mapa', () => {
  test('o operador abre pelo menu da lista em viagem: linha, origem, paradas e destino, os dados da SM e o link para editar a rota', async ({ page }) => {
    const sm = await viagemComRota();
    await entrar(page, 'OPERADOR');
    await page.goto(`/emviagem?id=${sm.id}`);
    const linha = page.locator('.ag-row').filter({ has: page.locator('[col-id="id"]', { hasText: new RegExp(`^${sm.id}$`) }) });
    await linha.locator('[col-id="placa"]').click({ button: 'right' });
    await page.getByRole('menu', { name: 'Ações do registro' }).getByRole('menuitem', { name: 'Rota no mapa', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/monitoramento/rota/${sm.id}(\\?|$)`));

    const janela = page.getByRole('dialog', { name: `Rota da SM ${sm.id} · ${sm.placa}` });
    await expect(janela).toBeVisible();
    await expect(mapa(page)).toHaveAttribute('data-mapa-base', 'sim');
    expect(Number(await mapa(page).getAttribute('data-linha'))).toBeGreaterThan(1);
    await expect(mapa(page).locator('.mapa-marcador-origem')).toBeVisible();
    await expect(mapa(page).locator('.mapa-marcador-destino')).toBeVisible();
    await expect(mapa(page).locator('.mapa-marcador-veiculo')).toHaveCount(0);
    await expect(janela.getByText(sm.rota, { exact: true })).toBeVisible();
    await expect(janela.locator('dt:text-is("Corredor de desvio") + dd')).toHaveText(/^(1 km \(padrão\)|\d+(,\d+)? km)$/);
    await expect(janela.locator('dt:text-is("Extensão") + dd')).toHaveText(/^\d+(,\d+)? KM$/);
    // Origin, each stop with its type, destination.
    await expect(janela.getByRole('table').locator('tbody tr')).toHaveCount(sm.paradas + 2);
    // The desk reads routes (OPERACAO: index, show): 'Ver rota'; who may edit them reads 'Editar rota'.
    await expect(janela.getByRole('link', { name: 'Ver rota' })).toHaveAttribute('href', `/rota/${sm.rota_id}`);
    // The map frames the route 500 ms after it draws (spec 03 §9).
    await page.waitForTimeout(800);
    await page.screenshot({ path: 'test-results/rota-no-mapa-operador.png', fullPage: true });
    await semViolacoesGraves(page, 'rota da SM no mapa (operador)');

    await janela.getByRole('button', { name: 'Fechar janela' }).click();
    await expect(page).toHaveURL(new RegExp(`/emviagem\\?id=${sm.id}`));
  });

  test('o cliente (grupo 8) vê a origem, as paradas e o destino da sua SM, sem a linha nem o link de edição; a SM de outro cliente é recusada', async ({ page }) => {
    const sm = await viagemComRota();
    await entrar(page, 'CLIENTE');
    await page.goto(`/monitoramento/rota/${sm.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Rota da SM ${sm.id} · ${sm.placa}` })).toBeVisible();
    await expect(mapa(page)).toHaveAttribute('data-linha', '0');
    await expect(mapa(page)).toHaveAttribute('data-mapa-base', 'sim');
    await expect(mapa(page).locator('.mapa-marcador-origem')).toBeVisible();
    await expect(page.getByText('O traçado da rota não está disponível para o seu perfil', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: /^(Editar|Ver) rota$/ })).toHaveCount(0);
    await expect(page.getByText('Corredor de desvio')).toHaveCount(0);
    await page.waitForTimeout(800);
    await page.screenshot({ path: 'test-results/rota-no-mapa-cliente.png', fullPage: true });
    await semViolacoesGraves(page, 'rota da SM no mapa (cliente)');

    const [alheia] = await sql<{ id: number }>(
      `select id from monitoramentos where excluida_em is null and cliente_id <> (select cliente_id from usuarios where username = 'CLIENTE')
          and (embarcador_id is null or embarcador_id <> (select cliente_id from usuarios where username = 'CLIENTE')) order by id limit 1`,
    );
    await page.goto(`/monitoramento/rota/${alheia!.id}`);
    await expect(page.getByRole('alert').getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Não há permissão');
  });
});
