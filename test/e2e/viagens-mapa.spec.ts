import type { APIRequestContext, Page } from '@playwright/test';
import { entrar, expect, semViolacoesGraves, SENHA_DEMO, sql, test } from './fixtures';

/**
 * The trip's position map (issue 22; spec 02 §2 "position page", "Clicking a position reference
 * opens a map window", the in-transit menu's 'position'; §6 group 8; §9): a demo trip in transit
 * whose vehicle just reported on its route. The operator opens it from the list's right-click
 * menu and sees the offline basemap, the route line and the vehicle, and changes the history
 * window; the client user (group 8) sees its trip's page with the vehicle but no route line.
 */

interface ViagemDemo {
  id: number;
  placa: string;
  terminal: string;
  ponto: { latitude: number; longitude: number };
}

/** A demo trip in transit of the CLIENTE user's client, on a route with a traced line and a vehicle with a terminal. */
async function viagemEmTransito(): Promise<ViagemDemo> {
  const [v] = await sql<{ id: number; placa: string; terminal: string; coords: Array<[number, number]> }>(
    `select m.id, m.placa, coalesce(m.terminal, ve.terminal) as terminal, r.geojson->'coordinates' as coords
       from monitoramentos m join rotas r on r.id = m.rota_id join veiculos ve on ve.id = m.veiculo_id
      where m.status = 2 and m.excluida_em is null and r.geojson is not null and coalesce(m.terminal, ve.terminal) is not null
        and m.cliente_id = (select cliente_id from usuarios where username = 'CLIENTE')
      order by m.id limit 1`,
  );
  expect(v, 'a demo tem uma SM em trânsito do cliente com rota traçada').toBeTruthy();
  const [longitude, latitude] = v!.coords[Math.floor(v!.coords.length / 2)]!;
  return { id: v!.id, placa: v!.placa, terminal: v!.terminal, ponto: { latitude, longitude } };
}

/** A fix of the trip's vehicle now, on its route, through the telemetry door (the suite's server may run without the simulator). */
async function posicaoAgora(request: APIRequestContext, sm: ViagemDemo): Promise<void> {
  const login = await request.post('/api/sessions', { data: { session: { username: 'ADMIN', password: SENHA_DEMO } } });
  const { token } = (await login.json()) as { token: string };
  const r = await request.post('/api/telemetria/posicoes', {
    headers: { Authorization: `Bearer ${token}` },
    data: { posicoes: [{ terminal: sm.terminal, data_posicao: new Date().toISOString(), ...sm.ponto, velocidade: 64, ignicao: true }] },
  });
  expect(r.status()).toBe(200);
}

const mapa = (page: Page) => page.getByRole('region', { name: /^Mapa de posição da SM/ });

/** The map drew its offline basemap (the suite runs without tiles) and the vehicle on it. */
async function mapaComBaseEVeiculo(page: Page) {
  await expect(mapa(page)).toHaveAttribute('data-mapa-base', 'sim');
  await expect(page.locator('.leaflet-mapa-base-pane path').first()).toBeAttached();
  await expect(mapa(page).locator('.mapa-marcador-veiculo')).toBeVisible();
}

test.describe('mapa de posição da SM', () => {
  test('o operador abre a posição pelo menu da lista em viagem: mapa-base, rota e veículo; troca a janela do histórico', async ({ page, request }) => {
    const sm = await viagemEmTransito();
    await posicaoAgora(request, sm);
    await entrar(page, 'OPERADOR');
    await page.goto(`/emviagem?id=${sm.id}`);
    const linha = page.locator('.ag-row').filter({ has: page.locator('[col-id="id"]', { hasText: new RegExp(`^${sm.id}$`) }) });
    await linha.locator('[col-id="placa"]').click({ button: 'right' });
    await page.getByRole('menu', { name: 'Ações do registro' }).getByRole('menuitem', { name: 'Posição', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/monitoramento/posicionamento/${sm.id}\\?placa=${sm.placa}(&|$)`));

    const janela = page.getByRole('dialog', { name: `Posição da SM ${sm.id} · ${sm.placa}` });
    await expect(janela).toBeVisible();
    await mapaComBaseEVeiculo(page);
    // The route's line (with its vertices) and its origin and destination.
    expect(Number(await mapa(page).getAttribute('data-linha'))).toBeGreaterThan(1);
    await expect(mapa(page).locator('path.leaflet-interactive, .leaflet-overlay-pane path').first()).toBeAttached();
    await expect(mapa(page).locator('.mapa-marcador-origem')).toBeVisible();
    await expect(mapa(page).locator('.mapa-marcador-destino')).toBeVisible();
    await expect(mapa(page).locator('.mapa-marcador-veiculo')).toHaveAttribute('title', new RegExp(`^Veículo ${sm.placa} em \\d{2}/\\d{2}/\\d{4}`));
    await expect(janela.getByRole('heading', { name: 'Desvios de rota' })).toBeVisible();
    await expect(janela.getByRole('heading', { name: 'Pontos próximos' })).toBeVisible();

    // History window: 1 h by default, 24 h on a click (in the URL), each fix a 100 m circle on the track.
    const barra = janela.getByRole('navigation', { name: 'Janela do histórico' });
    await expect(barra.getByRole('link', { name: '1 h' })).toHaveAttribute('aria-current', 'true');
    await barra.getByRole('link', { name: '24 h' }).click();
    await expect(page).toHaveURL(/horas=24/);
    await expect(barra.getByRole('link', { name: '24 h' })).toHaveAttribute('aria-current', 'true');
    await expect(barra.getByRole('status')).toHaveText(/^\d+ posições?$/);
    expect(Number(await mapa(page).getAttribute('data-circulos'))).toBeGreaterThanOrEqual(1);
    await semViolacoesGraves(page, 'mapa de posição (operador)');

    // Closing goes back to the list, on the trip's row.
    await janela.getByRole('button', { name: 'Fechar janela' }).click();
    await expect(page).toHaveURL(new RegExp(`/emviagem\\?id=${sm.id}`));
  });

  test('o cliente (grupo 8) vê a página da posição da sua SM com o veículo, sem a linha da rota, os pontos próximos e os desvios', async ({ page, request }) => {
    const sm = await viagemEmTransito();
    await posicaoAgora(request, sm);
    await entrar(page, 'CLIENTE');
    await page.goto(`/monitoramento/posicionamento/${sm.id}?placa=${sm.placa}`);
    await expect(page.getByRole('heading', { level: 1, name: `Posição da SM ${sm.id} · ${sm.placa}` })).toBeVisible();
    await mapaComBaseEVeiculo(page);
    await expect(mapa(page)).toHaveAttribute('data-linha', '0');
    await expect(mapa(page).locator('.mapa-marcador-origem')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Desvios de rota' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Pontos próximos' })).toHaveCount(0);
    await expect(mapa(page).locator('.mapa-marcador-proximo, .mapa-marcador-desvio')).toHaveCount(0);
    await semViolacoesGraves(page, 'mapa de posição (cliente)');
  });
});
