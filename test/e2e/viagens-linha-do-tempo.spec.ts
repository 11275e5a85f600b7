import type { APIRequestContext, Page } from '@playwright/test';
import { novaPlaca } from './cadastros.apoio';
import { entrar, expect, semViolacoesGraves, SENHA_DEMO, sql, test } from './fixtures';

/**
 * The trip's timeline (issue 22): a trip in transit whose vehicle left its route for a while
 * (fixes posted through the telemetry door, so the live monitoring wrote the deviation). The
 * operator opens its timeline from the in-transit list's right-click menu: the map has its
 * offline basemap, the route and the track; the list shows the deviation, which a click shows on
 * the map; the replay runs a marker along the track. The client user (group 8) gets the page
 * without the route line and the deviation event.
 */

interface Viagem {
  id: number;
  placa: string;
  terminal: string;
  coords: Array<[number, number]>;
}

/** A trip in transit of the CLIENTE user's client, started 2 h ago on a route with a traced line, on a new vehicle with a terminal. */
async function viagemNova(): Promise<Viagem> {
  const [r] = await sql<{ id: number; cliente_id: number; coords: Array<[number, number]> }>(
    `select r.id, r.cliente_id, r.geojson->'coordinates' as coords from rotas r
      where r.cliente_id = (select cliente_id from usuarios where username = 'CLIENTE') and r.ativa and r.geojson is not null
        and jsonb_array_length(r.geojson->'coordinates') > 20 order by r.id limit 1`,
  );
  expect(r, 'a demo tem uma rota traçada do cliente').toBeTruthy();
  const placa = novaPlaca();
  const terminal = `LT${Date.now() % 1_000_000_000}${Math.floor(Math.random() * 100)}`;
  const [v] = await sql<{ id: number }>(`insert into veiculos (placa, tipo, tecnologia_id, terminal) values ($1, 'CAVALO', 2, $2) returning id`, [placa, terminal]);
  await sql(`insert into clientes_veiculos (cliente_id, veiculo_id, tipo) values ($1, $2, 'FROTA')`, [r!.cliente_id, v!.id]);
  const [m] = await sql<{ id: number }>(
    `insert into monitoramentos (cliente_id, veiculo_id, placa, terminal, rota_id, status, tipo_viagem_id, valor_embarque, username_add, previsao_inicio, previsao_fim, data_inicio)
     values ($1, $2, $3, $4, $5, 2, 1, 10000, 'ADMIN', now() - interval '2 hours', now() + interval '3 hours', now() - interval '2 hours') returning id`,
    [r!.cliente_id, v!.id, placa, terminal, r!.id],
  );
  return { id: m!.id, placa, terminal, coords: r!.coords };
}

/** Fixes along the route, then 0.05° east of it for 10 minutes (a deviation), then back on it. */
async function trajetoComDesvio(request: APIRequestContext, sm: Viagem): Promise<void> {
  const login = await request.post('/api/sessions', { data: { session: { username: 'ADMIN', password: SENHA_DEMO } } });
  const { token } = (await login.json()) as { token: string };
  const ponto = (fracao: number, graus = 0) => {
    const [lng, lat] = sm.coords[Math.floor(fracao * (sm.coords.length - 1))]!;
    return { latitude: lat, longitude: lng + graus };
  };
  const fixes: Array<[number, number, number]> = [
    [100, 0.05, 0], [90, 0.1, 0], [80, 0.15, 0], [70, 0.2, 0], [60, 0.25, 0],
    [50, 0.3, 0.05], [46, 0.31, 0.05], [42, 0.32, 0.05], [38, 0.33, 0.05],
    [30, 0.36, 0], [20, 0.4, 0], [10, 0.45, 0],
  ];
  const r = await request.post('/api/telemetria/posicoes', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      posicoes: fixes.map(([minutos, fracao, graus]) => ({
        terminal: sm.terminal, data_posicao: new Date(Date.now() - minutos * 60_000).toISOString(), ...ponto(fracao, graus), velocidade: 70, ignicao: true,
      })),
    },
  });
  expect(r.status()).toBe(200);
}

const mapa = (page: Page) => page.getByRole('region', { name: /^Mapa da linha do tempo da SM/ });
const lista = (page: Page) => page.getByRole('list', { name: 'Linha do tempo da SM' });

test.describe('linha do tempo da SM', () => {
  test('o operador abre a linha do tempo de uma SM com desvio: mapa-base, rota e trilha; a lista mostra o desvio; a reprodução anda', async ({ page, request }) => {
    const sm = await viagemNova();
    await trajetoComDesvio(request, sm);
    await entrar(page, 'OPERADOR');
    await page.goto(`/emviagem?id=${sm.id}`);
    const linha = page.locator('.ag-row').filter({ has: page.locator('[col-id="id"]', { hasText: new RegExp(`^${sm.id}$`) }) });
    await linha.locator('[col-id="placa"]').click({ button: 'right' });
    await page.getByRole('menu', { name: 'Ações do registro' }).getByRole('menuitem', { name: 'Linha do tempo', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/monitoramento/linha_do_tempo/${sm.id}\\?voltar=`));
    await expect(page.getByRole('heading', { level: 1, name: `Linha do tempo da SM ${sm.id} · ${sm.placa}` })).toBeVisible();

    // The offline basemap (the suite runs without tiles), the route line and the track.
    await expect(mapa(page)).toHaveAttribute('data-mapa-base', 'sim');
    await expect(page.locator('.leaflet-mapa-base-pane path').first()).toBeAttached();
    expect(Number(await mapa(page).getAttribute('data-linha'))).toBeGreaterThan(1);
    await expect(mapa(page)).toHaveAttribute('data-linhas', '1');
    await expect(page.getByText('Trilha com 12 posições.')).toBeVisible();
    await expect(mapa(page).locator('.mapa-marcador-desvio')).toBeVisible();

    // The list, oldest first, with the deviation the live monitoring wrote and its return.
    const itemDoDesvio = /Desvio de rota: veículo a \d+,\d{2} km da rota\./;
    // The event and the occurrence it raised (code 103), with the same words.
    await expect(lista(page).getByRole('listitem').filter({ hasText: itemDoDesvio })).toHaveCount(2);
    const desvio = lista(page).getByRole('listitem').filter({ hasText: itemDoDesvio }).filter({ has: page.getByRole('button', { name: 'Evento Desvio de rota', exact: true }) });
    await expect(desvio).toHaveCount(1);
    await expect(desvio).toContainText('Por SISTEMA');
    await expect(lista(page).getByRole('listitem').filter({ hasText: 'Retorno à rota' })).toHaveCount(1);
    await expect(lista(page).getByRole('listitem').filter({ hasText: 'Ocorrência 103' })).toHaveCount(1);
    // Clicking it shows it on the map.
    await desvio.getByRole('button', { name: /Desvio de rota/ }).click();
    await expect(desvio.getByRole('button', { name: /Desvio de rota/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(mapa(page).locator('.mapa-marcador-selecionado')).toBeVisible();

    // Replay: the vehicle appears and moves along the track at the chosen speed; pause stops it.
    const reproducao = page.getByRole('group', { name: 'Reproduzir trajeto' });
    const instante = reproducao.locator('output');
    const antes = await instante.textContent();
    await reproducao.getByLabel('Velocidade').selectOption('600');
    await reproducao.getByRole('button', { name: 'Reproduzir' }).click();
    await expect(mapa(page).locator('.mapa-marcador-veiculo')).toBeVisible();
    await expect(instante).not.toHaveText(antes ?? '');
    await expect(reproducao.getByRole('button', { name: 'Pausar' })).toBeVisible();
    await reproducao.getByRole('button', { name: 'Pausar' }).click();
    const parado = await instante.textContent();
    await page.waitForTimeout(400);
    await expect(instante).toHaveText(parado ?? '');
    // The slider goes to any instant of the trip.
    const slider = reproducao.getByRole('slider', { name: 'Instante' });
    await slider.fill(await slider.getAttribute('max') as string);
    await expect(lista(page).locator('li[aria-current="step"]')).toHaveCount(1);
    await semViolacoesGraves(page, 'linha do tempo (operador)');

    // 'Voltar' goes back to the list, on the trip's row.
    await page.getByRole('link', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(new RegExp(`/emviagem\\?id=${sm.id}`));
  });

  test('o cliente (grupo 8) vê a linha do tempo da sua SM sem a rota e sem o evento de desvio', async ({ page, request }) => {
    const sm = await viagemNova();
    await trajetoComDesvio(request, sm);
    await entrar(page, 'CLIENTE');
    await page.goto(`/monitoramento/linha_do_tempo/${sm.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Linha do tempo da SM ${sm.id} · ${sm.placa}` })).toBeVisible();
    await expect(mapa(page)).toHaveAttribute('data-mapa-base', 'sim');
    await expect(mapa(page)).toHaveAttribute('data-linha', '0');
    await expect(mapa(page).locator('.mapa-marcador-desvio')).toHaveCount(0);
    await expect(lista(page).getByRole('listitem').filter({ hasText: /Desvio de rota: veículo a/ }).filter({ hasText: 'Evento' })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Reproduzir trajeto' })).toBeVisible();
    await semViolacoesGraves(page, 'linha do tempo (cliente)');
  });
});
