import {
  colunasPadrao, GRID_CONTROLE, GRID_EMBARCADOR_AGENDADAS, GRID_EMBARCADOR_EM_VIAGEM, GRID_EMBARCADOR_FINALIZADAS, GRID_SM_SIMPLIFICADAS, GRID_VIAGENS_AGENDADAS,
  GRID_VIAGENS_CANCELADAS, GRID_VIAGENS_EM_VIAGEM, GRID_VIAGENS_FINALIZADAS, GRID_VIAGENS_POR_PLACA, type GridSpec,
} from '@gr/domain';
import { idCliente, novaPlaca } from './support/masters.js';
import { baixarPlanilha } from './support/planilha.js';
import { iniciarApp, type AppDeTeste } from './support/app.js';
import { viagemDe, type ViagemDeTeste } from './support/viagens.js';

/**
 * Every trip list (issue 21; spec 02 §2, §3, §6, §7, §9): each list shows only its status, pages,
 * sorts and filters by the grid's whitelist (400 otherwise), the finished list's period, the last
 * position and reference point from telemetry, the control list's status, and the tenant scope:
 * a client user never sees another client's trip, by any list or filter.
 */
let t: AppDeTeste;
let admin: string;
let cliente: string;
let embarcador: string;
let rodovale: number;
let andrade: number;
let serra: number;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const v: Record<'agendada' | 'emViagem' | 'finalizada' | 'cancelada' | 'alheia' | 'embarcada', ViagemDeTeste> = {} as never;

/** A vehicle of `cliente` (only its) with no trip in transit, the `n`-th one. */
async function veiculoLivre(cliente: number, n: number) {
  const rows = await t.sql<{ id: number; placa: string }>(
    `select v.id, v.placa from veiculos v join clientes_veiculos cv on cv.veiculo_id = v.id and cv.ativo and cv.cliente_id = $1
      where not exists (select 1 from clientes_veiculos o where o.veiculo_id = v.id and o.ativo and o.cliente_id <> $1)
        and not exists (select 1 from monitoramentos m where m.veiculo_id = v.id and m.status = 2)
      order by v.id offset $2 limit 1`, [cliente, n]);
  return rows[0]!;
}

const listas = {
  agendada: '/api/monitoramentos/index_agendada',
  emViagem: '/api/monitoramentos/index_emviagens',
  finalizada: '/api/monitoramentos/index_finalizadas',
  cancelada: '/api/monitoramentos/index_canceladas',
} as const;
const todas = [
  '/api/monitoramentos/index_agendada', '/api/monitoramentos/index_emviagens', '/api/monitoramentos/index_finalizadas', '/api/monitoramentos/index_canceladas',
  '/api/monitoramentos/viagens', '/api/embarcador/agendadas', '/api/embarcador/viagens', '/api/embarcador/finalizadas',
  '/api/sm_simplificadas/index_viagem', '/api/sm_simplificadas/index_cancelada', '/api/sm_simplificadas/index_finalizada',
];

beforeAll(async () => {
  t = await iniciarApp();
  [admin, cliente, embarcador] = await Promise.all(['ADMIN', 'CLIENTE', 'EMBARCADOR'].map((u) => t.login(u)));
  rodovale = await idCliente(t, 'RODOVALE');
  andrade = await idCliente(t, 'IRMÃOS ANDRADE');
  [{ cliente_id: serra }] = await t.sql<{ cliente_id: number }>("select cliente_id from usuarios where username = 'EMBARCADOR'");
  v.agendada = await viagemDe(t, rodovale, 1, { trafegus_id: 'TRGAGEND01' });
  const livre = await veiculoLivre(rodovale, 1);
  v.emViagem = await viagemDe(t, rodovale, 2, { veiculo_id: livre.id, placa: livre.placa, observacao: 'EM TESTE DE LISTA' });
  v.emViagem = { ...v.emViagem, veiculo_id: livre.id, placa: livre.placa };
  v.finalizada = await viagemDe(t, rodovale, 3, { username_aceitou: 'SUPERVISOR', username_add_status: 'OPERADOR' });
  v.cancelada = await viagemDe(t, rodovale, 4, { motivos: 'OUTROS', username_add_status: 'OPERADOR', data_status: new Date() });
  const livreAndrade = await veiculoLivre(andrade, 0);
  v.alheia = await viagemDe(t, andrade, 2, { veiculo_id: livreAndrade.id, placa: livreAndrade.placa });
  v.alheia = { ...v.alheia, veiculo_id: livreAndrade.id, placa: livreAndrade.placa };
  // Andrade's load shipped by Serra Gaúcha (the EMBARCADOR user's client).
  const outroAndrade = await veiculoLivre(andrade, 1);
  v.embarcada = await viagemDe(t, andrade, 2, { veiculo_id: outroAndrade.id, placa: outroAndrade.placa, embarcador_id: serra });
});
afterAll(async () => {
  await t?.fechar();
});

const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);

describe('cada lista, o seu status (spec 02 §2)', () => {
  it.each([
    ['agendada', 1], ['emViagem', 2], ['finalizada', 3], ['cancelada', 4],
  ] as const)('%s mostra só o status %s e inclui a viagem criada', async (lista, status) => {
    const r = await t.http.get(listas[lista]).query({ rows: 200 }).set(auth(admin));
    expect(r.status).toBe(200);
    expect(r.body.rows.length).toBeGreaterThan(0);
    for (const row of r.body.rows) expect(row.status).toBe(status);
    expect(ids(r.body.rows)).toContain(v[lista].id);
    for (const outra of Object.keys(listas).filter((l) => l !== lista)) expect(ids(r.body.rows)).not.toContain(v[outra as keyof typeof listas].id);
  });

  it('a finalizada traz início, fim, quem finalizou e quem aceitou; a cancelada, quem cancelou e os motivos', async () => {
    const f = await t.http.get(listas.finalizada).query({ id: v.finalizada.id }).set(auth(admin));
    expect(f.body.rows).toEqual([expect.objectContaining({ id: v.finalizada.id, username_aceitou: 'SUPERVISOR', username_add_status: 'OPERADOR', data_fim: expect.any(String), data_inicio: expect.any(String) })]);
    const c = await t.http.get(listas.cancelada).query({ id: v.cancelada.id }).set(auth(admin));
    expect(c.body.rows).toEqual([expect.objectContaining({ id: v.cancelada.id, motivos: 'OUTROS', username_add_status: 'OPERADOR', data_status: expect.any(String) })]);
  });

  it('as simplificadas e a busca por placa (todos os status)', async () => {
    const s = await t.http.get('/api/sm_simplificadas/index_viagem').set(auth(admin));
    expect(s.status).toBe(200);
    expect(ids(s.body.rows)).toContain(v.emViagem.id);
    for (const row of s.body.rows) expect(row.status).toBe(2);
    expect((await t.http.get('/api/sm_simplificadas/index_cancelada').set(auth(admin))).body.rows.map((r: { status: number }) => r.status)).toContain(4);
    const p = await t.http.get('/api/monitoramentos/viagens').query({ placa: v.agendada.placa }).set(auth(admin));
    expect(p.status).toBe(200);
    const statusVistos = new Set(p.body.rows.map((r: { status: number }) => r.status));
    expect([...statusVistos].sort()).toEqual(expect.arrayContaining([1, 3, 4]));
    for (const row of p.body.rows) expect(row.placa).toBe(v.agendada.placa);
  });

  it('os progressos ficam nulos até o cálculo da issue 22', async () => {
    const r = await t.http.get(listas.emViagem).query({ id: v.emViagem.id }).set(auth(admin));
    expect(r.body.rows[0]).toMatchObject({ percentual: null, previsao_de_chegada: null, distancia_percorrida: null, distancia_percorrida_estimada: null, observacao: 'EM TESTE DE LISTA' });
  });
});

describe('paginação, ordem e filtros (spec 02 §9)', () => {
  it('tamanhos padrão e máximos de cada lista', async () => {
    const casos: Array<[string, number]> = [
      [listas.agendada, 200], [listas.emViagem, 500], [listas.finalizada, 200], [listas.cancelada, 200], ['/api/monitoramentos/index_controle', 200],
      ['/api/sm_simplificadas/index_viagem', 1000],
    ];
    for (const [url, maximo] of casos) {
      expect((await t.http.get(url).query({ rows: maximo }).set(auth(admin))).status).toBe(200);
      const r = await t.http.get(url).query({ rows: maximo + 1 }).set(auth(admin));
      expect(r.status).toBe(400);
      expect(r.body.errors.rows).toEqual([`deve ser um número inteiro entre 1 e ${maximo}`]);
    }
    const controle = await t.http.get('/api/monitoramentos/index_controle').set(auth(admin));
    expect(controle.body.rows.length).toBe(30);
  });

  it('pagina e ordena; coluna de ordem desconhecida ou calculada é 400', async () => {
    const p1 = await t.http.get(listas.agendada).query({ rows: 1, page: 1, sidx: 'id', sord: 'asc' }).set(auth(admin));
    const p2 = await t.http.get(listas.agendada).query({ rows: 1, page: 2, sidx: 'id', sord: 'asc' }).set(auth(admin));
    expect(p1.body.rows).toHaveLength(1);
    expect(p1.body.records).toBeGreaterThanOrEqual(2);
    expect(p1.body.total).toBe(p1.body.records);
    expect(p2.body.rows[0].id).toBeGreaterThan(p1.body.rows[0].id);
    for (const sidx of ['nao_existe', 'ponto_referencia', 'id;drop table monitoramentos']) {
      const r = await t.http.get(listas.emViagem).query({ sidx }).set(auth(admin));
      expect(r.status).toBe(400);
      expect(r.body.errors.sidx).toBeDefined();
    }
    expect((await t.http.get(listas.emViagem).query({ sord: 'lado' }).set(auth(admin))).status).toBe(400);
    expect((await t.http.get(listas.emViagem).query({ coluna_nova: 'x' }).set(auth(admin))).status).toBe(400);
  });

  it('filtra por placa, código da viagem, vínculo e período', async () => {
    const r = await t.http.get(listas.agendada).query({ trafegus_id: 'TRGAGEND01' }).set(auth(admin));
    expect(ids(r.body.rows)).toEqual([v.agendada.id]);
    const placa = await t.http.get(listas.emViagem).query({ placa: v.emViagem.placa }).set(auth(admin));
    expect(ids(placa.body.rows)).toEqual([v.emViagem.id]);
    expect((await t.http.get(listas.emViagem).query({ vinculo: 'OUTRO' }).set(auth(admin))).status).toBe(400);
    expect((await t.http.get(listas.emViagem).query({ previsao_inicio: '31/02/2026 - 01/03/2026' }).set(auth(admin))).status).toBe(400);
  });
});

describe('período das finalizadas (spec 02 §2)', () => {
  const hoje = () => {
    const sp = new Date(Date.now() - 3 * 3_600_000);
    return `${String(sp.getUTCDate()).padStart(2, '0')}/${String(sp.getUTCMonth() + 1).padStart(2, '0')}/${sp.getUTCFullYear()}`;
  };
  it('sem período, do primeiro dia do mês até hoje; fora do período não aparece', async () => {
    const antiga = await viagemDe(t, rodovale, 3, { data_fim: new Date('2020-01-15T12:00:00Z'), data_cadastro: new Date('2020-01-10T12:00:00Z') });
    const padrao = await t.http.get(listas.finalizada).query({ rows: 200 }).set(auth(admin));
    expect(ids(padrao.body.rows)).toContain(v.finalizada.id);
    expect(ids(padrao.body.rows)).not.toContain(antiga.id);
    const em2020 = await t.http.get(listas.finalizada).query({ data_fim: '01/01/2020 - 31/01/2020' }).set(auth(admin));
    expect(ids(em2020.body.rows)).toEqual([antiga.id]);
    const cadastro = await t.http.get(listas.finalizada).query({ data_cadastro: '01/01/2020 - 31/01/2020' }).set(auth(admin));
    expect(ids(cadastro.body.rows)).toEqual([antiga.id]);
    const json = await t.http.get('/api/embarcador/finalizadas').query({ data_cadastro: '{"inicio":"01/01/2020","fim":"31/01/2020"}' }).set(auth(admin));
    expect(json.status).toBe(200);
    expect(ids(json.body.rows)).toEqual([antiga.id]);
    expect(json.body.rows[0]).not.toHaveProperty('pgr_cliente_id');
    const hojeSo = await t.http.get(listas.finalizada).query({ data_fim: `${hoje()} - ${hoje()}` }).set(auth(admin));
    expect(ids(hojeSo.body.rows)).toContain(v.finalizada.id);
  });

  it('data máxima hoje e formato dd/mm/aaaa: senão 400', async () => {
    const amanha = new Date(Date.now() - 3 * 3_600_000 + 86_400_000);
    const d = `${String(amanha.getUTCDate()).padStart(2, '0')}/${String(amanha.getUTCMonth() + 1).padStart(2, '0')}/${amanha.getUTCFullYear()}`;
    const r = await t.http.get(listas.finalizada).query({ data_fim: `${d} - ${d}` }).set(auth(admin));
    expect(r.status).toBe(400);
    expect(r.body.errors.data_fim).toEqual(['a data máxima é hoje']);
    for (const data_fim of ['2026-01-01', '01/13/2026 - 02/13/2026', '{"inicio":1}']) {
      expect((await t.http.get(listas.finalizada).query({ data_fim }).set(auth(admin))).status).toBe(400);
    }
  });
});

describe('posição, ponto de referência, ocorrências e controle (spec 02 §3)', () => {
  it('última posição, ignição, ponto mais próximo e distância à origem vêm da telemetria', async () => {
    const [origem] = await t.sql<{ latitude: string; longitude: string }>(
      'select p.latitude, p.longitude from rotas r join pontos p on p.id = r.ponto_origem_id where r.id = $1', [v.emViagem.rota_id]);
    const lat = Number(origem!.latitude) + 0.3;
    const lng = Number(origem!.longitude);
    await t.sql(
      `insert into ultimas_posicoes (veiculo_id, terminal, data_posicao, data_recebida, latitude, longitude, ignicao)
       values ($1, 'T1', now() - interval '2 minutes', now() - interval '1 minute', $2, $3, true)
       on conflict (veiculo_id) do update set latitude = excluded.latitude, longitude = excluded.longitude, ignicao = true, data_posicao = excluded.data_posicao, data_recebida = excluded.data_recebida`,
      [v.emViagem.veiculo_id, lat, lng]);
    await t.sql(`insert into pontos (cliente_id, descricao, latitude, longitude, tipo, raio_ponto) values (null, 'POSTO DE TESTE DA LISTA', $1, $2, 'MANUAL', 1)
                 on conflict do nothing`, [(lat + 0.001).toFixed(6), lng.toFixed(6)]);
    await t.sql(`insert into monitoramento_ocorrencias (solicitacao_monitoramento_id, ocorrencia_id, cliente_id, username_add)
                 select $1, id, $2, 'OPERADOR' from ocorrencias order by id limit 2`, [v.emViagem.id, rodovale]);
    const r = await t.http.get(listas.emViagem).query({ id: v.emViagem.id }).set(auth(admin));
    const row = r.body.rows[0];
    expect(row).toMatchObject({ ignicao: true, ponto_referencia: 'POSTO DE TESTE DA LISTA', latitude: lat, total_ocorrencias: 2 });
    expect(new Date(row.data_tecnologia).getTime()).toBeLessThan(new Date(row.data_posicao).getTime());
    // 0.3° of latitude is about 33 km.
    expect(row.distancia_origem_km).toBeGreaterThan(32);
    expect(row.distancia_origem_km).toBeLessThan(35);
    const sem = await t.http.get(listas.agendada).query({ id: v.agendada.id }).set(auth(admin));
    expect(sem.body.rows[0]).toMatchObject({ distancia_origem_km: null, ponto_referencia: null, ignicao: null, data_posicao: null });
  });

  it('o controle lista o veículo em viagem como EM_VIAGEM, com a última SM e a última posição', async () => {
    const r = await t.http.get('/api/monitoramentos/index_controle').query({ placa: v.emViagem.placa }).set(auth(admin));
    expect(r.status).toBe(200);
    expect(r.body.rows).toEqual([expect.objectContaining({ id: v.emViagem.veiculo_id, status: 'EM_VIAGEM', ignicao: true, data_ultima_sm: expect.any(String) })]);
    const emViagem = await t.http.get('/api/monitoramentos/index_controle').query({ status: 'EM_VIAGEM', rows: 200 }).set(auth(admin));
    for (const row of emViagem.body.rows) expect(row.status).toBe('EM_VIAGEM');
    expect(ids(emViagem.body.rows)).toContain(v.emViagem.veiculo_id);
    expect((await t.http.get('/api/monitoramentos/index_controle').query({ status: 'PARADO' }).set(auth(admin))).status).toBe(400);
  });

  it('o controle do usuário de cliente não conta nem mostra a viagem de outro cliente no veículo que compartilham', async () => {
    // A vehicle Andrade runs as its fleet and Rodovale as an aggregate, in transit for Andrade.
    const placa = novaPlaca();
    const [veiculo] = await t.sql<{ id: number }>(`insert into veiculos (placa, tipo) values ($1, 'CAVALO') returning id`, [placa]);
    await t.sql(`insert into clientes_veiculos (cliente_id, veiculo_id, tipo) values ($1, $3, 'FROTA'), ($2, $3, 'AGREGADO')`, [andrade, rodovale, veiculo!.id]);
    await viagemDe(t, andrade, 2, { veiculo_id: veiculo!.id, placa });
    const equipe = await t.http.get('/api/monitoramentos/index_controle').query({ placa }).set(auth(admin));
    expect(equipe.body.rows).toEqual([expect.objectContaining({ id: veiculo!.id, status: 'EM_VIAGEM', vinculo: 'FROTA', data_ultima_sm: expect.any(String) })]);
    const doCliente = await t.http.get('/api/monitoramentos/index_controle').query({ placa }).set(auth(cliente));
    expect(doCliente.body.rows).toEqual([expect.objectContaining({ id: veiculo!.id, status: 'SEM_VIAGEM', vinculo: 'AGREGADO', data_ultima_sm: null })]);
    const emViagem = await t.http.get('/api/monitoramentos/index_controle').query({ placa, status: 'EM_VIAGEM' }).set(auth(cliente));
    expect(emViagem.body).toMatchObject({ records: 0, rows: [] });
    // Staff narrowed to Rodovale read it as Rodovale does.
    const narrowed = await t.http.get('/api/monitoramentos/index_controle').query({ placa, cliente_id: rodovale }).set(auth(admin));
    expect(narrowed.body.rows).toEqual([expect.objectContaining({ status: 'SEM_VIAGEM', vinculo: 'AGREGADO' })]);
  });

  it('a solicitação simplificada traz o bloqueio do rastreador e a última observação como atualização', async () => {
    await t.sql(`insert into ultimas_leituras (veiculo_id, periferico_id, valor, data_posicao) values ($1, 7, 1, now())
                 on conflict (veiculo_id, periferico_id) do update set valor = 1`, [v.emViagem.veiculo_id]);
    await t.sql(`insert into monitoramento_observacoes (solicitacao_monitoramento_id, observacao, username_add, data_cadastro)
                 values ($1, 'PRIMEIRA NOTA', 'OPERADOR', now() - interval '1 hour'), ($1, 'MOTORISTA EM PAUSA', 'MONITOR', now())`, [v.emViagem.id]);
    const r = await t.http.get('/api/sm_simplificadas/index_viagem').query({ id: v.emViagem.id }).set(auth(admin));
    expect(r.body.rows).toEqual([expect.objectContaining({
      id: v.emViagem.id, bloqueio: true, atualizacao: 'MOTORISTA EM PAUSA', username_add_atualizacao: 'MONITOR', data_atualizacao: expect.any(String),
    })]);
    const sem = await t.http.get('/api/sm_simplificadas/index_viagem').query({ id: v.alheia.id }).set(auth(admin));
    expect(sem.body.rows[0]).toMatchObject({ bloqueio: null, atualizacao: null, username_add_atualizacao: null, data_atualizacao: null });
  });

  it.each([
    ['/api/monitoramentos/index_agendada', GRID_VIAGENS_AGENDADAS], ['/api/monitoramentos/index_emviagens', GRID_VIAGENS_EM_VIAGEM],
    ['/api/monitoramentos/index_finalizadas', GRID_VIAGENS_FINALIZADAS], ['/api/monitoramentos/index_canceladas', GRID_VIAGENS_CANCELADAS],
    ['/api/monitoramentos/index_controle', GRID_CONTROLE], ['/api/monitoramentos/viagens', GRID_VIAGENS_POR_PLACA],
    ['/api/embarcador/agendadas', GRID_EMBARCADOR_AGENDADAS], ['/api/embarcador/viagens', GRID_EMBARCADOR_EM_VIAGEM],
    ['/api/embarcador/finalizadas', GRID_EMBARCADOR_FINALIZADAS], ['/api/sm_simplificadas/index_viagem', GRID_SM_SIMPLIFICADAS],
  ] as Array<[string, GridSpec]>)('%s exporta, sem colunas pedidas, a visão padrão da sua grid (a da tela)', async (url, spec) => {
    const x = await baixarPlanilha(t, `${url}?formato=xlsx&id=0`, admin);
    expect(x.status).toBe(200);
    expect(x.cabecalho).toEqual(colunasPadrao(spec).map((c) => c.titulo));
    expect(x.linhas).toEqual([]);
  });

  it('a finalizada exporta as colunas da "Finished trip" do §3; as colunas pedidas vêm na ordem pedida, com os filtros da consulta', async () => {
    const fin = await baixarPlanilha(t, `${listas.finalizada}?formato=xlsx&id=${v.finalizada.id}`, admin);
    expect(fin.cabecalho).toEqual([
      'SM', 'Placa', 'Carreta', 'Vínculo', 'Transportadora', 'PGR do cliente', 'Código da viagem', 'Terminal', 'Tecnologia', 'Rota', 'Data da posição',
      'Data do computador de bordo', 'Ignição', 'Ponto de referência', 'Origem', 'Destino', 'Início', 'Fim', 'Finalizada por', 'Aceita por', 'Observação',
      'Data de cadastro', 'Cadastrada por',
    ]);
    expect(fin.linhas.map((l) => [l[0], l[1], l[18], l[19]])).toEqual([[v.finalizada.id, expect.any(String), 'OPERADOR', 'SUPERVISOR']]);
    const pedidas = await baixarPlanilha(t, `${listas.emViagem}?formato=xlsx&placa=${v.emViagem.placa}&colunas=observacao,id,status`, admin);
    expect(pedidas.cabecalho).toEqual(['Observação', 'SM', 'Status']);
    expect(pedidas.linhas).toEqual([['EM TESTE DE LISTA', v.emViagem.id, 2]]);
  });

  it('exportação para Excel só para a equipe', async () => {
    const x = await t.http.get(listas.emViagem).query({ formato: 'xlsx' }).set(auth(admin));
    expect(x.status).toBe(200);
    expect(x.headers['content-type']).toContain('spreadsheetml');
    expect((await t.http.get(listas.emViagem).query({ formato: 'xlsx' }).set(auth(cliente))).status).toBe(403);
  });
});

describe('alcance do cliente (spec 02 §6)', () => {
  it('o usuário do cliente vê só as viagens do seu cliente em todas as listas', async () => {
    for (const url of todas) {
      const r = await t.http.get(url).query({ rows: 200 }).set(auth(cliente));
      expect([url, r.status]).toEqual([url, 200]);
      for (const row of r.body.rows) expect([url, row.id, row.cliente_id ?? rodovale]).toEqual([url, row.id, rodovale]);
      expect(ids(r.body.rows)).not.toContain(v.alheia.id);
      expect(ids(r.body.rows)).not.toContain(v.embarcada.id);
    }
    const controle = await t.http.get('/api/monitoramentos/index_controle').query({ placa: v.alheia.placa }).set(auth(cliente));
    expect(controle.body.rows).toEqual([]);
    const oc = await t.http.get('/api/embarcador/ocorrencias').query({ rows: 100 }).set(auth(cliente));
    expect(oc.status).toBe(200);
    for (const row of oc.body.rows) expect(row.solicitacao_monitoramento_id).not.toBe(v.alheia.id);
  });

  it('nenhum filtro alcança a viagem de outro cliente: cliente_id alheio é 403, placa e id alheios não trazem nada', async () => {
    for (const url of [...todas, '/api/monitoramentos/index_controle', '/api/embarcador/ocorrencias']) {
      const r = await t.http.get(url).query({ cliente_id: andrade }).set(auth(cliente));
      expect([url, r.status]).toEqual([url, 403]);
    }
    for (const url of todas) {
      expect((await t.http.get(url).query({ placa: v.alheia.placa }).set(auth(cliente))).body.rows).toEqual([]);
      expect((await t.http.get(url).query({ id: v.alheia.id }).set(auth(cliente))).body.rows).toEqual([]);
    }
    const proprio = await t.http.get(listas.emViagem).query({ cliente_id: rodovale }).set(auth(cliente));
    expect(ids(proprio.body.rows)).toContain(v.emViagem.id);
  });

  it('o embarcador acompanha as cargas que embarca só nas listas do embarcador', async () => {
    const a = await t.http.get('/api/embarcador/viagens').set(auth(embarcador));
    expect(a.status).toBe(200);
    expect(ids(a.body.rows)).toContain(v.embarcada.id);
    expect(ids(a.body.rows)).not.toContain(v.alheia.id);
    const staff = await t.http.get(listas.emViagem).set(auth(embarcador));
    expect(ids(staff.body.rows)).not.toContain(v.embarcada.id);
  });
});
