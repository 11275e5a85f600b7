import { Api, sufixo } from './cadastros.apoio';
import { aviso, expect, linhas, semViolacoesGraves, test, type Page } from './fixtures';

/**
 * Journeys of issue 5 (spec 03 §2 "Routes and points", §8, §9 "Map and route"): draw a route on
 * the map and reopen it, the update offer of a point at existing coordinates, a client user on a
 * route in use, bad coordinates, and the accessibility scan. The e2e server runs without map tiles
 * (MAP_TILES_URL=''), so everything is asserted on markers, lists and texts, never on tiles.
 */

/** Picks `opcao` in the autocomplete labelled `rotulo` after typing `termo`. */
async function escolher(page: Page, rotulo: string, termo: string, opcao: string): Promise<void> {
  const caixa = page.getByRole('combobox', { name: rotulo });
  await caixa.fill(termo);
  await page.getByRole('listbox', { name: rotulo }).getByRole('option', { name: opcao }).click();
}

/** The km shown under the map ('Distância: 123,4 km'), once no trace is running. */
async function distancia(page: Page): Promise<number> {
  const texto = page.locator('.rota-distancia');
  await expect(texto).toHaveText(/^Distância: [\d.]+,\d km$/);
  const m = /Distância: ([\d.]+,\d) km/.exec((await texto.textContent()) ?? '');
  return Number(m![1]!.replace(/\./g, '').replace(',', '.'));
}

/** Coordinates no seeded point uses: 6 random decimals around Campinas. */
const coordenadaUnica = () => ({
  latitude: Number((-22.5 - Math.random() * 0.4).toFixed(6)),
  longitude: Number((-47.5 - Math.random() * 0.4).toFixed(6)),
});

test.describe('rotas e pontos (ADMIN)', () => {
  test.use({ papel: 'ADMIN' });

  test('traça uma rota com paradas da lista e do mapa, salva e reabre com as mesmas paradas e distância', async ({ logado: page }) => {
    const descricao = `ROTA E2E ${sufixo()}`;
    await page.goto('/rota');
    await expect(page.getByRole('heading', { name: 'Nova rota', level: 1 })).toBeVisible();
    await page.getByLabel(/^Descrição/).fill(descricao);

    // A map click before the origin is refused (spec 03 §5: adding stops requires an origin).
    const mapa = page.getByRole('region', { name: 'Mapa da rota' });
    await expect(mapa.locator('.leaflet-container')).toBeVisible();
    // No tile server here: the offline basemap (Natural Earth outlines) is drawn instead of a blank
    // background, countries and the 27 federative units (issue 11).
    await expect(mapa).toHaveAttribute('data-mapa-base', 'sim');
    await expect.poll(() => mapa.locator('.leaflet-mapa-base-pane path').count()).toBeGreaterThan(27);
    await mapa.locator('.leaflet-container').click({ position: { x: 500, y: 150 } });
    await expect(aviso(page, 'Adicione a origem antes das paradas')).toBeVisible();

    await escolher(page, 'Origem', 'CD CAJAMAR', 'CD CAJAMAR - ANHANGUERA KM 35');
    await escolher(page, 'Destino', 'PORTO DE SANTOS', 'PORTO DE SANTOS - ALEMOA');
    const direta = await distancia(page);
    expect(direta).toBeGreaterThan(50);
    await expect(mapa).toHaveAttribute('data-marcadores', '2');

    // A stop from the point list (type 2 ENTREGA) and one clicked on the map (type 3 PASSAGEM).
    await escolher(page, 'Adicionar parada da lista de pontos', 'CEAGESP', 'CEAGESP - VILA LEOPOLDINA - SÃO PAULO/SP');
    const paradas = page.getByRole('list', { name: 'Paradas da rota' }).getByRole('listitem');
    await expect(paradas).toHaveCount(1);
    await page.waitForTimeout(700); // the map recentres 500 ms after a change
    await mapa.locator('.leaflet-container').click({ position: { x: 620, y: 60 } });
    await expect(paradas).toHaveCount(2);
    await expect(paradas.nth(0)).toContainText('CEAGESP - VILA LEOPOLDINA');
    await expect(page.getByLabel('Tipo da parada 1')).toHaveValue('2');
    await expect(page.getByLabel('Tipo da parada 2')).toHaveValue('3');
    await expect(mapa).toHaveAttribute('data-marcadores', '4');
    await expect.poll(() => distancia(page)).toBeGreaterThan(direta);
    const km = await distancia(page);

    // The deviation corridor (issue 22): blank is the 1 km default; out of 0,1–20 km the server refuses it on the field.
    const corredor = page.getByLabel('Corredor de desvio (km)');
    await expect(corredor).toHaveValue('');
    await expect(page.getByText('Em branco: 1 km.', { exact: false })).toBeVisible();
    await corredor.fill('25');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('deve ser um número entre 0,1 e 20 km (vazio: 1 km)').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/rota-corredor-erro.png', fullPage: true });
    await corredor.fill('2,5');

    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(aviso(page, 'Rota salva com sucesso')).toBeVisible();
    await expect(page).toHaveURL(/\/rotas$/);

    const filtro = page.getByRole('textbox', { name: 'Filtrar por Descrição' });
    await filtro.fill(descricao);
    await filtro.press('Enter');
    await expect(linhas(page)).toHaveCount(1);
    await expect(linhas(page).first()).toContainText('ATIVA');
    await linhas(page).first().dblclick();
    await expect(page).toHaveURL(/\/rota\/\d+(\?|$)/);
    await expect(page.getByRole('heading', { name: `Rota ${descricao}`, level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Origem' })).toHaveValue('CD CAJAMAR - ANHANGUERA KM 35');
    await expect(page.getByRole('combobox', { name: 'Destino' })).toHaveValue('PORTO DE SANTOS - ALEMOA');
    await expect(paradas).toHaveCount(2);
    await expect(paradas.nth(0)).toContainText('CEAGESP - VILA LEOPOLDINA');
    await expect(page.getByLabel('Tipo da parada 1')).toHaveValue('2');
    await expect(page.getByLabel('Tipo da parada 2')).toHaveValue('3');
    await expect(mapa).toHaveAttribute('data-marcadores', '4');
    expect(Math.abs((await distancia(page)) - km)).toBeLessThanOrEqual(0.1);
    await expect(page.getByLabel('Corredor de desvio (km)')).toHaveValue('2,5');
    await page.screenshot({ path: 'test-results/rota-corredor.png', fullPage: true });
  });

  test('parada que o roteador não alcança: a prévia e o salvar dão o erro do ponto e nada é gravado', async ({ logado: page, request, baseURL }) => {
    const api = await Api.entrar(request, baseURL!);
    // Valid coordinates outside the area the offline router covers (Lisbon): 'não foi encontrado para roteamento'.
    const fora = `PONTO FORA DA COBERTURA ${sufixo()}`;
    await api.post('/api/pontos', { ponto: { descricao: fora, latitude: Number((38.7 + Math.random() * 0.1).toFixed(6)), longitude: Number((-9.2 + Math.random() * 0.1).toFixed(6)) } });
    const descricao = `ROTA E2E INVALIDA ${sufixo()}`;
    await page.goto('/rota');
    await page.getByLabel(/^Descrição/).fill(descricao);
    await escolher(page, 'Origem', 'CD CAJAMAR', 'CD CAJAMAR - ANHANGUERA KM 35');
    await escolher(page, 'Destino', 'FORA DA COBERTURA', fora);
    const erro = `Erro no ponto ${fora} (ponto não foi encontrado para roteamento)`;
    await expect(page.locator('.rota-erro-tracado')).toHaveText(erro);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(aviso(page, erro)).toHaveCount(1);
    await expect(page).toHaveURL(/\/rota(\?|$)/);
    await expect(page.getByLabel(/^Descrição/)).toHaveValue(descricao);
    // Other journeys create routes at the same time: look for this one by its description.
    expect((await api.get<{ records: number }>(`/api/rotas?descricao=${encodeURIComponent(descricao)}`)).records).toBe(0);
    expect((await api.get<{ records: number }>(`/api/pontos?descricao=${encodeURIComponent(fora)}`)).records).toBe(1);
  });

  test('ponto nas coordenadas de outro: oferece atualizar e salva como atualização', async ({ logado: page, request, baseURL }) => {
    const api = await Api.entrar(request, baseURL!);
    const c = coordenadaUnica();
    const { ponto: existente } = await api.post<{ ponto: { id: number; descricao: string } }>('/api/pontos', {
      ponto: { descricao: `PONTO E2E ${sufixo()}`, ...c, tipo: 'CONTROLE', raio_ponto: 1 },
    });
    const novo = `PONTO E2E ATUALIZADO ${sufixo()}`;

    await page.goto('/ponto');
    await page.getByLabel(/^Descrição/).fill(novo.toLowerCase());
    await expect(page.getByLabel(/^Descrição/)).toHaveValue(novo);
    await page.getByLabel(/^Latitude/).fill(String(c.latitude));
    await page.getByLabel(/^Longitude/).fill(String(c.longitude));
    const oferta = page.getByRole('alertdialog', { name: 'Ponto já cadastrado' });
    await expect(oferta).toContainText(`Já existe o ponto ${existente.descricao} nestas coordenadas. Deseja atualizá-lo?`);
    await oferta.getByRole('button', { name: 'Atualizar ponto' }).click();

    await expect(page).toHaveURL(new RegExp(`/ponto/${existente.id}$`));
    await expect(page.getByLabel(/^Descrição/)).toHaveValue(novo);
    await expect(page.getByLabel(/^Latitude/)).toHaveValue(String(c.latitude));
    // Fields the user did not touch keep the existing point's values.
    await expect(page.getByLabel(/^Tipo/)).toHaveValue('CONTROLE');
    await expect(page.getByRole('region', { name: 'Mapa do ponto' })).toHaveAttribute('data-marcadores', '1');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(aviso(page, 'Ponto atualizado com sucesso')).toBeVisible();
    await expect(page).toHaveURL(/\/pontos$/);

    const salvo = await api.get<{ id: number; descricao: string; tipo: string }>(`/api/pontos/${existente.id}`);
    expect(salvo.descricao).toBe(novo);
    expect(salvo.tipo).toBe('CONTROLE');
  });

  test('menu das listas: atualizar rota (equipe) e exclusões recusadas de rota e ponto em uso', async ({ logado: page }) => {
    await page.goto(`/rotas?descricao=${encodeURIComponent('CAJAMAR x SANTOS')}`);
    await expect(linhas(page)).toHaveCount(1);
    await linhas(page).first().click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Atualizar rota' }).click();
    await expect(aviso(page, 'Dados enviados para processamento, rota estará disponível em alguns segundos')).toBeVisible();

    // A Rodovale route with demo trips is in use: the server refuses and the grid says why.
    await page.goto(`/rotas?descricao=${encodeURIComponent('RODOVALE - JUNDIAÍ x CURITIBA')}`);
    await expect(linhas(page)).toHaveCount(1);
    await linhas(page).first().click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Excluir' }).click();
    await page.getByRole('alertdialog', { name: 'Deseja excluir?' }).getByRole('button', { name: 'Deletar item' }).click();
    await expect(aviso(page, 'Rota utilizada em viagens não pode ser removida')).toBeVisible();

    // A point used by routes is not removed.
    await page.goto(`/pontos?descricao=${encodeURIComponent('CD CAJAMAR - ANHANGUERA')}`);
    await expect(linhas(page)).toHaveCount(1);
    await linhas(page).first().click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Excluir' }).click();
    await page.getByRole('alertdialog', { name: 'Deseja excluir?' }).getByRole('button', { name: 'Deletar item' }).click();
    await expect(aviso(page, 'Ponto indisponivel para remoção')).toBeVisible();
    await expect(linhas(page)).toHaveCount(1);
  });

  test('latitude 91: o erro do servidor aparece no campo', async ({ logado: page }) => {
    await page.goto('/ponto');
    await page.getByLabel(/^Descrição/).fill(`PONTO INVALIDO ${sufixo()}`);
    await page.getByLabel(/^Latitude/).fill('91');
    await page.getByLabel(/^Longitude/).fill('-46.5');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const latitude = page.getByLabel(/^Latitude/);
    await expect(latitude).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.campo-invalido').filter({ has: latitude }).locator('.campo-erros')).toHaveText('deve estar entre -90 e 90');
    // The danger alert lists it too, with the field's label (spec 03 §8).
    await expect(page.locator('.form-erro-geral')).toContainText('Latitude: deve estar entre -90 e 90');
    await expect(page).toHaveURL(/\/ponto(\?|$)/);
  });
});

test.describe('rotas e pontos (CLIENTE Rodovale)', () => {
  test.use({ papel: 'CLIENTE' });

  test('rota em uso abre somente para consulta e a lista não mostra rotas de outro cliente', async ({ logado: page, request, baseURL }) => {
    const api = await Api.entrar(request, baseURL!, 'CLIENTE');
    const { rows } = await api.get<{ rows: Array<{ id: number; descricao: string; rota_utilizada: boolean; cliente_razao: string | null }> }>(
      '/api/rotas?rows=100&sidx=id&sord=asc',
    );
    const emUso = rows.find((r) => r.rota_utilizada);
    expect(emUso, 'a demo tem rotas da Rodovale em uso').toBeTruthy();
    expect(rows.every((r) => r.cliente_razao === null || /RODOVALE/.test(r.cliente_razao))).toBe(true);

    await page.goto(`/rota/${emUso!.id}`);
    await expect(page.getByRole('heading', { name: `Rota ${emUso!.descricao}`, level: 1 })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Não é possível atualizar esta rota' })).toBeVisible();
    await expect(page.getByLabel(/^Descrição/)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Atualizar rota' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Paradas da rota' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.locator('.rota-distancia')).toHaveText(/^Distância: [\d.]+,\d km$/);

    await page.goto('/rotas');
    await expect(linhas(page).first()).toBeVisible();
    await expect(linhas(page).filter({ hasText: 'ANDRADE' })).toHaveCount(0);
    const filtro = page.getByRole('textbox', { name: 'Filtrar por Descrição' });
    await filtro.fill('ANDRADE');
    await filtro.press('Enter');
    await expect(page.locator('.ag-overlay').getByText('NENHUMA ROTA FOI ENCONTRADA NESTA PESQUISA...')).toBeVisible();
  });
});

test.describe('rotas e pontos (OPERADOR, só leitura)', () => {
  test.use({ papel: 'OPERADOR' });

  test('quem só pode consultar não vê botões de salvar nem de atualizar a rota', async ({ logado: page }) => {
    await page.goto('/rota/1');
    await expect(page.getByRole('heading', { level: 1, name: /^Rota / })).toBeVisible();
    await expect(page.getByLabel(/^Descrição/)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Atualizar rota' })).toHaveCount(0);
    await page.goto('/rotas');
    await linhas(page).first().click({ button: 'right' });
    await expect(page.getByRole('menuitem', { name: 'Copiar valor' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Atualizar rota' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Excluir' })).toHaveCount(0);
  });
});

test.describe('acessibilidade de rotas e pontos', () => {
  test.use({ papel: 'ADMIN' });

  test('rotas e pontos sem violações graves', async ({ logado: page }) => {
    // One journey scans several screens with axe: three times the usual budget.
    test.slow();
    for (const url of ['/rotas', '/rota/1', '/pontos', '/ponto']) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      if (url.startsWith('/rota/') || url === '/ponto') await expect(page.locator('.mapa .leaflet-container')).toBeVisible();
      await semViolacoesGraves(page, url);
    }
  });
});
