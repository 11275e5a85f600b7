import type { APIRequestContext, Page } from '@playwright/test';
import { novaPlaca } from './cadastros.apoio';
import { entrar, expect, SENHA_DEMO, sql, test } from './fixtures';
import { clienteDoCliente } from './viagens.apoio';

/**
 * The desk that updates itself (issue 22; docs/decisoes.md "mesa ao vivo"): a fix posted to the
 * telemetry door moves its trip's row on /emviagem — progress and last position — with no reload
 * of the page, the row the operator selected still selected; the client user's page moves for its
 * own trip. Each test makes its own trip, on a new vehicle, so nothing else moves it.
 */

interface ViagemAoVivo {
  id: number;
  terminal: string;
  coords: Array<[number, number]>;
}

async function viagemEmTransito(): Promise<ViagemAoVivo> {
  const { id: cliente } = await clienteDoCliente();
  const placa = novaPlaca();
  const terminal = `AOVIVO${Date.now() % 1_000_000_000}${Math.floor(Math.random() * 1000)}`;
  const [v] = await sql<{ id: number }>(`insert into veiculos (placa, tipo, tecnologia_id, terminal) values ($1, 'CAVALO', 2, $2) returning id`, [placa, terminal]);
  await sql(`insert into clientes_veiculos (cliente_id, veiculo_id, tipo) values ($1, $2, 'FROTA')`, [cliente, v!.id]);
  const [rota] = await sql<{ id: number; coords: Array<[number, number]> }>(
    `select id, geojson->'coordinates' as coords from rotas where cliente_id = $1 and ativa and geojson is not null and jsonb_array_length(geojson->'coordinates') > 20 order by id limit 1`,
    [cliente],
  );
  const [motorista] = await sql<{ id: number }>(
    `select f.id from funcionarios f join clientes_funcionarios cf on cf.funcionario_id = f.id and cf.ativo and cf.cliente_id = $1 order by f.id limit 1`,
    [cliente],
  );
  const [m] = await sql<{ id: number }>(
    `insert into monitoramentos (cliente_id, veiculo_id, placa, rota_id, funcionario_id, fone1, status, tipo_viagem_id, valor_embarque, username_add,
                                 previsao_inicio, data_inicio, previsao_fim)
     values ($1, $2, $3, $4, $5, '11987654321', 2, 1, 10000, 'OPERADOR', now() - interval '2 hours', now() - interval '2 hours', now() + interval '2 hours') returning id`,
    [cliente, v!.id, placa, rota!.id, motorista!.id],
  );
  return { id: m!.id, terminal, coords: rota!.coords };
}

/** Fixes of the trip's vehicle at fractions of its route, through the telemetry door. */
async function posicoes(request: APIRequestContext, v: ViagemAoVivo, fixes: Array<{ fracao: number; minutosAtras: number }>): Promise<void> {
  const login = await request.post('/api/sessions', { data: { session: { username: 'ADMIN', password: SENHA_DEMO } } });
  const { token } = (await login.json()) as { token: string };
  const r = await request.post('/api/telemetria/posicoes', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      posicoes: fixes.map((f) => {
        const [longitude, latitude] = v.coords[Math.floor(f.fracao * (v.coords.length - 1))]!;
        return { terminal: v.terminal, data_posicao: new Date(Date.now() - f.minutosAtras * 60_000).toISOString(), latitude, longitude, velocidade: 72, ignicao: true };
      }),
    },
  });
  expect(r.status()).toBe(200);
}

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
