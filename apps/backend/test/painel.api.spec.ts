import { iniciarApp, type AppDeTeste } from './support/app.js';
import { auth, novaPlaca } from './support/masters.js';

/**
 * The dashboards and the desk's alerts (issue 23, decision 47): every figure an aggregate of the
 * stored trips, occurrences and checklists of the client asked for; a period over a year is 400, a
 * client user asking for another client's dashboard 403; pending alerts are the live monitoring's
 * own occurrences not concluded yet, grouped by type name, counted by level and age bucket;
 * concluding one records who and when, once.
 */
let t: AppDeTeste;
let admin: string;
let operador: string;
let cliente: string;
let clienteDemo: number;
/** A client of this file only, so the figures are exactly what it wrote. */
let novo: number;
const HORA = 3_600_000;

beforeAll(async () => {
  t = await iniciarApp();
  [admin, operador, cliente] = await Promise.all(['ADMIN', 'OPERADOR', 'CLIENTE'].map((u) => t.login(u)));
  [{ cliente_id: clienteDemo }] = await t.sql<{ cliente_id: number }>("select cliente_id from usuarios where username = 'CLIENTE'");
  const [c] = await t.sql<{ id: number }>(`insert into clientes (nome, razao_social, tipo) values ('PAINEL TESTE', 'PAINEL TESTE LTDA', 'TRANSPORTADOR') returning id`);
  novo = c!.id;
});
afterAll(async () => {
  await t?.fechar();
});

/** A trip of `clienteId` on a vehicle of its own (one trip in transit per vehicle). */
async function viagem(clienteId: number, campos: Record<string, unknown>): Promise<number> {
  const placa = novaPlaca();
  const [v] = await t.sql<{ id: number }>(`insert into veiculos (placa, tipo, tecnologia_id, terminal) values ($1, 'CAVALO', 2, $2) returning id`, [placa, `PN${placa}`]);
  const colunas: Record<string, unknown> = {
    cliente_id: clienteId, veiculo_id: v!.id, placa, status: 2, tipo_viagem_id: 1, vinculo: 'FROTA', valor_embarque: 1000, username_add: 'ADMIN',
    previsao_inicio: new Date(Date.now() - 2 * HORA), data_inicio: new Date(Date.now() - 2 * HORA), previsao_fim: new Date(Date.now() + 10 * HORA), ...campos,
  };
  const nomes = Object.keys(colunas);
  const [m] = await t.sql<{ id: number }>(`insert into monitoramentos (${nomes.join(', ')}) values (${nomes.map((_, i) => `$${i + 1}`).join(', ')}) returning id`, Object.values(colunas));
  return m!.id;
}

/** An occurrence on a trip: by the live monitoring (an alert) or by a person. */
async function ocorrencia(sm: number, codigo: number, opts: { minutosAtras?: number; pessoa?: boolean } = {}): Promise<number> {
  const [o] = await t.sql<{ id: number }>(
    `insert into monitoramento_ocorrencias (solicitacao_monitoramento_id, ocorrencia_id, cliente_id, placa, status_viagem, descricao, usuario_id, username_add, data_cadastro)
     select m.id, oc.id, m.cliente_id, m.placa, m.status, 'teste', ${opts.pessoa ? "(select id from usuarios where username = 'OPERADOR')" : 'null'}, $3, now() - make_interval(mins => $4)
       from monitoramentos m, ocorrencias oc where m.id = $1 and oc.codigo = $2 returning id`,
    [sm, codigo, opts.pessoa ? 'OPERADOR' : 'SISTEMA', opts.minutosAtras ?? 1],
  );
  return Number(o!.id);
}

describe('GET monitoramentos/dashboard', () => {
  let em: number;
  beforeAll(async () => {
    em = await viagem(novo, { valor_embarque: 10000 });
    const noPrazo = await viagem(novo, { status: 3, tipo_viagem_id: 2, vinculo: 'AGREGADO', valor_embarque: 5000, data_fim: new Date(), dentro_do_prazo: true });
    await viagem(novo, { status: 3, tipo_viagem_id: 2, vinculo: 'AGREGADO', valor_embarque: 3000, data_fim: new Date(), dentro_do_prazo: false });
    await viagem(novo, { status: 4, valor_embarque: 7000, data_inicio: null, data_cancelamento: new Date() });
    // Started over a year ago: outside any period this test asks for.
    await viagem(novo, { status: 3, previsao_inicio: new Date(Date.now() - 400 * 24 * HORA), data_inicio: new Date(Date.now() - 400 * 24 * HORA), previsao_fim: new Date(Date.now() - 399 * 24 * HORA), data_fim: new Date(Date.now() - 399 * 24 * HORA) });
    await ocorrencia(em, 103, { pessoa: true });
    await ocorrencia(em, 103, { pessoa: true });
    await ocorrencia(noPrazo, 110, { pessoa: true });
  });

  it('os números do mês do cliente: SMs por status, tipo, vínculo e prazo; ocorrências por grau com o valor de cada SM uma vez', async () => {
    const r = await t.http.get('/api/monitoramentos/dashboard').query({ cliente_id: novo }).set(auth(admin));
    expect(r.status).toBe(200);
    expect(r.body.resumo).toEqual({ viagens: 4, agendadas: 0, em_viagem: 1, finalizadas: 2, canceladas: 1, valor_embarcado: 18000, ocorrencias: 3, checklists: 0 });
    expect(r.body.viagens_por_tipo).toEqual([
      { tipo: 'TRANSFERÊNCIA', vinculo: 'FROTA', quantidade: 1 },
      { tipo: 'DISTRIBUIÇÃO', vinculo: 'AGREGADO', quantidade: 2 },
    ]);
    expect(r.body.viagens_estado_entrega_vinculo).toEqual([
      { tipo: 'AGREGADO', em_transito: 0, no_prazo: 1, em_atrasado: 1 },
      { tipo: 'FROTA', em_transito: 1, no_prazo: 0, em_atrasado: 0 },
    ]);
    expect(r.body.viagens_por_situacao_ag).toEqual([{ situacao_viagem: 'SEM SITUAÇÃO', quantidade: 3, valor: 18000 }]);
    expect(r.body.ocorrencias_por_nivel).toEqual([
      { grau_risco: 3, quantidade: 2, valores: 10000 },
      { grau_risco: 1, quantidade: 1, valores: 5000 },
    ]);
    expect(r.body.checklists).toEqual([]);
  });

  it('o período pedido vale; um ano inteiro passa, mais de um ano é 400; data inválida e final antes do início, 400', async () => {
    const hoje = new Date(Date.now() - 3 * HORA).toISOString().slice(0, 10);
    const haUmAno = new Date(Date.now() - 3 * HORA - 364 * 24 * HORA).toISOString().slice(0, 10);
    const ano = await t.http.get('/api/monitoramentos/dashboard').query({ cliente_id: novo, inicio_periodo: haUmAno, final_periodo: hoje }).set(auth(admin));
    expect(ano.status).toBe(200);
    expect(ano.body.resumo.viagens).toBeGreaterThanOrEqual(4);
    const longo = await t.http.get('/api/monitoramentos/dashboard').query({ inicio_periodo: '01/01/2025', final_periodo: '01/01/2026' }).set(auth(admin));
    expect(longo.status).toBe(400);
    expect(longo.body).toEqual({ errors: { final_periodo: ['o período deve ter no máximo um ano'] } });
    const invertido = await t.http.get('/api/monitoramentos/dashboard').query({ inicio_periodo: '10/11/2026', final_periodo: '01/11/2026' }).set(auth(admin));
    expect(invertido.status).toBe(400);
    expect((await t.http.get('/api/monitoramentos/dashboard').query({ inicio_periodo: '32/01/2026' }).set(auth(admin))).status).toBe(400);
    expect((await t.http.get('/api/check_lists/dashboard').query({ inicio_periodo: '01/01/2025', final_periodo: '02/01/2026' }).set(auth(admin))).status).toBe(400);
  });

  it('um usuário de cliente vê o seu dashboard; o de outro cliente é 403', async () => {
    const outro = await t.http.get('/api/monitoramentos/dashboard').query({ cliente_id: novo }).set(auth(cliente));
    expect(outro.status).toBe(403);
    const seu = await t.http.get('/api/monitoramentos/dashboard').query({ cliente_id: clienteDemo }).set(auth(cliente));
    expect(seu.status).toBe(200);
    expect(seu.body.resumo.viagens).toBeGreaterThan(0);
    // Without cliente_id: its own scope, the same figures.
    const padrao = await t.http.get('/api/monitoramentos/dashboard').set(auth(cliente));
    expect(padrao.body.resumo).toEqual(seu.body.resumo);
    expect((await t.http.get('/api/check_lists/dashboard').query({ cliente_id: novo }).set(auth(cliente))).status).toBe(403);
  });

  it('dashboard administrativo: o cliente entre os do período, para administradores; a mesa não tem a regra', async () => {
    const r = await t.http.get('/api/monitoramentos/dashboard_admin').query({ cliente_id: novo }).set(auth(admin));
    expect(r.status).toBe(200);
    expect(r.body.por_cliente).toEqual([{ cliente_id: novo, cliente: 'PAINEL TESTE', viagens: 4, em_viagem: 1, finalizadas: 2, canceladas: 1, valor_embarcado: 18000, ocorrencias: 3 }]);
    expect(r.body.viagens_por_dia.reduce((s: number, d: { quantidade: number }) => s + d.quantidade, 0)).toBe(4);
    expect((await t.http.get('/api/monitoramentos/dashboard_admin').set(auth(operador))).status).toBe(403);
  });

  it('checklist online: os checklists do período por status e operador, e a fila agora', async () => {
    const [v] = await t.sql<{ id: number; placa: string }>('select id, placa from veiculos where id = (select veiculo_id from monitoramentos where id = $1)', [em]);
    for (const [status, operador] of [['APROVADO', 'OPERADOR'], ['REPROVADO', 'OPERADOR'], ['VERIFICANDO', null]] as const) {
      await t.sql(`insert into check_lists (status, cliente_id, veiculo_id, placa, carroceria, protocolo, username_add, operador_username, vinculo, data_finalizado)
                   values ($1::varchar, $2, $3, $4, 'FECHADA', $5, 'ADMIN', $6, 'FROTA', case when $1::varchar = 'VERIFICANDO' then null else now() end)`,
      [status, novo, v!.id, v!.placa, `PN${Date.now()}${status.slice(0, 2)}`, operador]);
    }
    const r = await t.http.get('/api/check_lists/dashboard').query({ cliente_id: novo }).set(auth(operador));
    expect(r.status).toBe(200);
    expect(r.body.resumo).toMatchObject({ total: 3, aprovados: 1, reprovados: 1, aguardando: 1, em_teste: 0 });
    expect(r.body.por_operador).toEqual([{ operador: 'OPERADOR', quantidade: 2 }]);
    expect(r.body.por_status).toHaveLength(3);
    const d = await t.http.get('/api/monitoramentos/dashboard').query({ cliente_id: novo }).set(auth(admin));
    expect(d.body.checklists).toEqual([
      { vinculo: 'FROTA', status: 'APROVADO', quantidade: 1 },
      { vinculo: 'FROTA', status: 'REPROVADO', quantidade: 1 },
      { vinculo: 'FROTA', status: 'VERIFICANDO', quantidade: 1 },
    ]);
    expect((await t.http.get('/api/check_lists/dashboard').set(auth(cliente))).status).toBe(403);
  });
  it('o gestor do embarcador vê as cargas que os seus clientes embarcam com outras transportadoras; cliente fora do alcance, 403', async () => {
    const gestor = await t.login('GESTOR');
    const [{ id: gerenciado }] = await t.sql<{ id: number }>("select id from clientes where nome = 'ALIMENTOS SERRA GAÚCHA S.A.'");
    await viagem(novo, { embarcador_id: gerenciado, valor_embarque: 4321 });
    const r = await t.http.get('/api/monitoramentos/dashboard').query({ cliente_id: gerenciado }).set(auth(gestor));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ cliente_id: gerenciado, cliente: expect.any(String) });
    expect(r.body.resumo.viagens).toBeGreaterThanOrEqual(1);
    expect(r.body.viagens_por_tipo).toContainEqual({ tipo: 'TRANSFERÊNCIA', vinculo: 'FROTA', quantidade: expect.any(Number) });
    // The carrier's own (not shipped by a managed client) is no figure of the manager's: another client, 403.
    const todos = await t.http.get('/api/monitoramentos/dashboard').set(auth(gestor));
    expect(todos.body.resumo.valor_embarcado).toBeGreaterThanOrEqual(r.body.resumo.valor_embarcado);
    expect((await t.http.get('/api/monitoramentos/dashboard').query({ cliente_id: novo }).set(auth(gestor))).status).toBe(403);
  });
});

describe('alertas', () => {
  let sm: number;
  let desvio: number;
  let panico: number;
  let outros: number;
  let dePessoa: number;
  beforeAll(async () => {
    sm = await viagem(novo, {});
    desvio = await ocorrencia(sm, 103, { minutosAtras: 7 });
    panico = await ocorrencia(sm, 107, { minutosAtras: 100 });
    // A type without a name of type: grouped under OUTROS.
    await t.sql(`insert into ocorrencias (codigo, descricao, tipo, grau_risco, pontuacao_baixa, pontuacao_media, pontuacao_alta, em_viagem) values (9901, 'SEM TIPO TESTE', null, 2, 1, 2, 3, true) on conflict do nothing`);
    outros = await ocorrencia(sm, 9901, { minutosAtras: 0 });
    dePessoa = await ocorrencia(sm, 103, { pessoa: true });
  });

  it('pendentes: só as do acompanhamento, agrupadas pelo nome do tipo (OUTROS sem tipo), as mais graves primeiro', async () => {
    const r = await t.http.get('/api/monitoramentos/alertas_pendentes').query({ cliente_id: novo }).set(auth(operador));
    expect(r.status).toBe(200);
    expect(r.body.map((g: { nome: string; quantidade: number }) => [g.nome, g.quantidade])).toEqual([['RISCO', 2], ['OUTROS', 1]]);
    expect(r.body[0].alertas.map((a: { alerta_id: number }) => a.alerta_id)).toEqual([panico, desvio]);
    expect(r.body[0].alertas[0]).toMatchObject({
      alerta_id: panico, nivel: 0, nivel_descricao: 'Gravíssimo', tipo: { nome: 'RISCO', cor: expect.stringMatching(/^#/) }, titulo: expect.stringContaining('BOTÃO DE PÂNICO'),
      sm_id: sm, cliente_id: novo, cliente: 'PAINEL TESTE', minutos: 100,
    });
    expect(r.body[0].alertas[1]).toMatchObject({ nivel: 1, codigo: 103, minutos: 7 });
    expect(r.body[1].alertas[0]).toMatchObject({ alerta_id: outros, nivel: 2, tipo: { nome: 'OUTROS' } });
    expect(JSON.stringify(r.body)).not.toContain(`"alerta_id":${dePessoa},`);
  });

  it('agregados: por nível e pelas faixas de tempo de spec 02 §9', async () => {
    const r = await t.http.get('/api/monitoramentos/alertas_agregados_por_tempo').query({ cliente_id: novo }).set(auth(operador));
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(3);
    expect(r.body.niveis.map((n: { quantidade: number }) => n.quantidade)).toEqual([1, 1, 1, 0]);
    expect(r.body.tempos).toHaveLength(11);
    expect(r.body.tempos[0]).toMatchObject({ tempo: 'Menos de 5 min', quantidade: 1, nivel_2: 1 });
    expect(r.body.tempos[1]).toMatchObject({ tempo: '5 a 10 min', de_minutos: 5, ate_minutos: 10, quantidade: 1, nivel_1: 1 });
    expect(r.body.tempos[10]).toMatchObject({ tempo: '90 min ou mais', ate_minutos: null, quantidade: 1, nivel_0: 1 });
    expect((await t.http.get('/api/monitoramentos/alertas_agregados_por_tempo').query({ cliente_id: novo }).set(auth(cliente))).status).toBe(403);
  });

  it('conclui_alerta: quem e quando, uma vez; cliente 403; ocorrência de pessoa 404; sem alerta_id 400', async () => {
    expect((await t.http.post('/api/monitoramentos/conclui_alerta').send({ alerta_id: desvio }).set(auth(cliente))).status).toBe(403);
    expect((await t.http.post('/api/monitoramentos/conclui_alerta').send({ alerta_id: dePessoa }).set(auth(operador))).body).toEqual({ error: 'Alerta não encontrado' });
    expect((await t.http.post('/api/monitoramentos/conclui_alerta').send({}).set(auth(operador))).status).toBe(400);
    const r = await t.http.post('/api/monitoramentos/conclui_alerta').send({ alerta_id: desvio }).set(auth(operador));
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ msg: 'Alerta concluído com sucesso', alerta_id: desvio, username_conclusao: 'OPERADOR', data_conclusao: expect.any(String) });
    expect(Math.abs(Date.parse(r.body.data_conclusao) - Date.now())).toBeLessThan(60_000);
    const again = await t.http.post('/api/monitoramentos/conclui_alerta').send({ alerta_id: desvio }).set(auth(operador));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'Este alerta já foi concluído.' });
    const pendentes = await t.http.get('/api/monitoramentos/alertas_pendentes').query({ cliente_id: novo }).set(auth(operador));
    expect(pendentes.body.flatMap((g: { alertas: Array<{ alerta_id: number }> }) => g.alertas.map((a) => a.alerta_id)).sort()).toEqual([panico, outros].sort());
    // The trip's timeline has the conclusion like any conference.
    const [ev] = await t.sql<{ username: string }>("select username from monitoramento_eventos where solicitacao_monitoramento_id = $1 and acao = 'CONFERENCIA'", [sm]);
    expect(ev).toEqual({ username: 'OPERADOR' });
  });
});
