import type { APIRequestContext, Page } from '@playwright/test';
import { novaPlaca } from './cadastros.apoio';
import { expect, linhas, SENHA_DEMO, sql } from './fixtures';

/**
 * Helpers of the trip journeys (viagens-*.spec.ts): the rows a journey needs that no screen gives
 * (a vehicle whose checklist failed, with a position), and the gestures the trip screens share
 * (a picker's option, a list's row and toolbar).
 */

export interface VeiculoDoCliente {
  id: number;
  placa: string;
  terminal: string;
  cliente_id: number;
}

/** The CLIENTE demo user's client. */
export async function clienteDoCliente(): Promise<{ id: number; nome: string }> {
  const [c] = await sql<{ id: number; nome: string }>(
    `select c.id, coalesce(c.razao_social, c.nome_fantasia) as nome from usuarios u join clientes c on c.id = u.cliente_id where u.username = 'CLIENTE'`,
  );
  return c!;
}

/**
 * A new FROTA vehicle of the CLIENTE user's client whose last checklist failed (the trip form's
 * check answers ERRO: a special release is needed) and with a fresh position in Jundiaí (mirrored;
 * far from the end of a route to Curitiba).
 */
export async function veiculoReprovado(): Promise<VeiculoDoCliente> {
  const placa = novaPlaca();
  const terminal = `E2E${Date.now() % 1_000_000_000}${Math.floor(Math.random() * 1000)}`;
  const { id: cliente_id } = await clienteDoCliente();
  const [v] = await sql<{ id: number }>(`insert into veiculos (placa, tipo, tecnologia_id, terminal) values ($1, 'CAVALO', 2, $2) returning id`, [placa, terminal]);
  await sql(`insert into clientes_veiculos (cliente_id, veiculo_id, tipo) values ($1, $2, 'FROTA')`, [cliente_id, v!.id]);
  const [pgr] = await sql<{ id: number }>('select id from pgr_clientes where cliente_id = $1 order by pgr_padrao desc, id limit 1', [cliente_id]);
  await sql(
    `insert into check_lists (cliente_id, pgr_cliente_id, veiculo_id, placa, carroceria, protocolo, username_add, status, data_finalizado)
     values ($1, $2, $3, $4, 'FECHADA', $5, 'OPERADOR', 'REPROVADO', now())`,
    [cliente_id, pgr?.id ?? null, v!.id, placa, `E2E${placa}`],
  );
  await sql(
    `insert into ultimas_posicoes (veiculo_id, tecnologia_id, terminal, data_posicao, data_recebida, latitude, longitude, ignicao)
     values ($1, 2, $2, now(), now(), -23.1857, -46.8978, true)`,
    [v!.id, terminal],
  );
  return { id: v!.id, placa, terminal, cliente_id };
}

/** One of the client's drivers with a usable first phone, and one of its active routes (by name). */
export async function motoristaERota(clienteId: number, rotaContem = 'JUNDIAÍ x CURITIBA'): Promise<{ motorista: { id: number; nome: string; fone1: string }; rota: { id: number; descricao: string } }> {
  const [motorista] = await sql<{ id: number; nome: string; fone1: string }>(
    `select f.id, f.nome, f.fone1 from funcionarios f join clientes_funcionarios cf on cf.funcionario_id = f.id and cf.ativo and cf.cliente_id = $1
     where f.tipo = 'MOTORISTA' and f.fone1 is not null and f.fone1 !~ '^(.)\\1*$' order by f.id limit 1`,
    [clienteId],
  );
  const [rota] = await sql<{ id: number; descricao: string }>(
    `select id, descricao from rotas where cliente_id = $1 and ativa and descricao like $2 order by id limit 1`,
    [clienteId, `%${rotaContem}%`],
  );
  expect(motorista, 'um motorista do cliente com telefone').toBeTruthy();
  expect(rota, `uma rota do cliente com "${rotaContem}"`).toBeTruthy();
  return { motorista: motorista!, rota: rota! };
}

/**
 * A trip of the CLIENTE user's client written into the table, on a vehicle of its own (no
 * position, so the finish asks about the distance) with one of the client's drivers and routes.
 */
export async function viagemDoCliente(status: 1 | 2): Promise<{ id: number; placa: string }> {
  const placa = novaPlaca();
  const { id: cliente_id } = await clienteDoCliente();
  const [v] = await sql<{ id: number }>(`insert into veiculos (placa, tipo, tecnologia_id, terminal) values ($1, 'CAVALO', 2, $2) returning id`, [placa, `V2E${placa}`]);
  await sql(`insert into clientes_veiculos (cliente_id, veiculo_id, tipo) values ($1, $2, 'FROTA')`, [cliente_id, v!.id]);
  const [f] = await sql<{ id: number }>(
    `select f.id from funcionarios f join clientes_funcionarios cf on cf.funcionario_id = f.id and cf.ativo where cf.cliente_id = $1 and f.tipo = 'MOTORISTA' order by f.id limit 1`,
    [cliente_id],
  );
  const [r] = await sql<{ id: number }>(`select id from rotas where cliente_id = $1 and ativa order by id limit 1`, [cliente_id]);
  const [t] = await sql<{ id: number }>(
    `insert into monitoramentos (cliente_id, veiculo_id, placa, rota_id, funcionario_id, fone1, status, tipo_viagem_id, valor_embarque, username_add,
       previsao_inicio, previsao_fim, data_inicio)
     values ($1, $2, $3, $4, $5, '11987654321', $6, 1, 10000, 'ADMIN', now() + interval '10 minutes', now() + interval '1 day', $7) returning id`,
    [cliente_id, v!.id, placa, r?.id ?? null, f?.id ?? null, status, status === 2 ? new Date() : null],
  );
  return { id: t!.id, placa };
}

/** 'dd/mm/aaaa HH:mm' in Brasília, `minutos` from now. */
export function daquiA(minutos: number): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(Date.now() + minutos * 60_000))
      .map((x) => [x.type, x.value]),
  );
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** Types in one of the kit's pickers and takes the first option that holds `texto`. */
export async function escolher(page: Page, rotulo: string, busca: string, texto: string | RegExp = busca): Promise<void> {
  const caixa = page.getByRole('combobox', { name: rotulo, exact: true });
  await caixa.fill(busca);
  const opcao = page.getByRole('option').filter({ hasText: texto }).first();
  await expect(opcao).toBeVisible({ timeout: 15_000 });
  // The list floats under the box and may fall below a short window: the picker takes the press.
  await opcao.dispatchEvent('mousedown');
}

/** The row of SM `id` (its id cell, exactly). */
export const linhaDa = (page: Page, id: number) => linhas(page).filter({ has: page.locator('[col-id="id"]', { hasText: new RegExp(`^${id}$`) }) });

/** Clicks the row of SM `id` (its id cell), which selects it. */
export async function selecionar(page: Page, id: number) {
  const linha = linhaDa(page, id);
  await expect(linha).toBeVisible();
  await linha.locator('[col-id="id"]').click();
  await expect(linha).toHaveClass(/ag-row-selected/);
  return linha;
}

/** A toolbar button (built about 1 s after load, spec 02 §9). */
export const botao = (page: Page, nome: string) => page.getByRole('toolbar', { name: 'Ações da lista' }).getByRole('button', { name: nome, exact: true });

/** The stored status and situation of SM `id`. */
export const estadoDa = async (id: number) =>
  (await sql<{ status: number; situacao_viagem_id: number | null }>('select status, situacao_viagem_id from monitoramentos where id = $1', [id]))[0]!;

/** A trip in transit of the CLIENTE user's client, on a new vehicle with a terminal, along a traced route (the live desk's journeys). */
export interface ViagemAoVivo {
  id: number;
  placa: string;
  terminal: string;
  coords: Array<[number, number]>;
}

export async function viagemAoVivo(): Promise<ViagemAoVivo> {
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
  return { id: m!.id, placa, terminal, coords: rota!.coords };
}

/** Fixes of the trip's vehicle at fractions of its route, `graus` east of it (0.05° is ~5 km: a deviation), through the telemetry door. */
export async function posicoesNaRota(request: APIRequestContext, v: ViagemAoVivo, fixes: Array<{ fracao: number; minutosAtras: number; graus?: number }>): Promise<void> {
  const login = await request.post('/api/sessions', { data: { session: { username: 'ADMIN', password: SENHA_DEMO } } });
  const { token } = (await login.json()) as { token: string };
  const r = await request.post('/api/telemetria/posicoes', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      posicoes: fixes.map((f) => {
        const [longitude, latitude] = v.coords[Math.floor(f.fracao * (v.coords.length - 1))]!;
        return { terminal: v.terminal, data_posicao: new Date(Date.now() - f.minutosAtras * 60_000).toISOString(), latitude, longitude: longitude + (f.graus ?? 0), velocidade: 72, ignicao: true };
      }),
    },
  });
  expect(r.status()).toBe(200);
}
