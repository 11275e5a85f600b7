import { MENSAGENS_VIAGEM } from '@gr/domain';
import { iniciarApp, type AppDeTeste } from './support/app.js';
import { auth, idCliente } from './support/masters.js';
import { viagemDe, type ViagemDeTeste } from './support/viagens.js';

/**
 * The shipper manager reads the trips its managed clients ship (spec 02 §2 "/a/*" lists and trip
 * pages, §6; the domain's exigirLeituraViagem): the detail, print page, PDF, occurrences,
 * observations and history of a trip carried by ANOTHER carrier open for it (200), read-only
 * (every write 403, nothing changed), and never a trip whose shipper it does not manage. A
 * carrier's client user (group 8) still reads only its own client's trips, even the ones its
 * client ships with another carrier.
 */
let t: AppDeTeste;
let admin: string;
let cliente: string;
let embarcador: string;
let gestor: string;
let andrade: number;
let rodovale: number;
let serra: number;
/** Carried by Andrade, shipped by Serra Gaúcha (managed by GESTOR, the EMBARCADOR user's client). */
let embarcada: ViagemDeTeste;
/** Carried by Andrade, shipped by a shipper nobody here manages. */
let alheia: ViagemDeTeste;
/** Carried by Andrade, shipped by Rodovale: the CLIENTE user's client (group 8) as the shipper. */
let deRodovale: ViagemDeTeste;
let tipoAgendada: number;

const leituras = (id: number) => [
  `/api/monitoramentos/${id}`,
  `/api/monitoramentos/${id}/impressao`,
  `/api/monitoramentos/${id}/ocorrencias`,
  `/api/monitoramentos/${id}/observacoes`,
  `/api/monitoramentos/${id}/eventos`,
];

beforeAll(async () => {
  t = await iniciarApp();
  [admin, cliente, embarcador, gestor] = await Promise.all(['ADMIN', 'CLIENTE', 'EMBARCADOR', 'GESTOR'].map((u) => t.login(u)));
  andrade = await idCliente(t, 'IRMÃOS ANDRADE');
  rodovale = await idCliente(t, 'RODOVALE');
  serra = await idCliente(t, 'SERRA GAÚCHA');
  const [outro] = await t.sql<{ id: number }>(
    `select id from clientes where tipo = 'EMBARCADOR' and id not in (
       select g.cliente_id from usuarios_clientes_gerenciados g join usuarios u on u.id = g.usuario_id where u.username = 'GESTOR') order by id limit 1`);
  embarcada = await viagemDe(t, andrade, 1, { embarcador_id: serra, observacao: 'CARGA DA SERRA' });
  alheia = await viagemDe(t, andrade, 1, { embarcador_id: outro!.id });
  deRodovale = await viagemDe(t, andrade, 1, { embarcador_id: rodovale });
  [{ id: tipoAgendada }] = await t.sql<{ id: number }>(`insert into ocorrencias (codigo, descricao, agendada) values (99301, 'TESTE EMBARCADOR', true) returning id`);
  for (const v of [embarcada, alheia]) {
    await t.sql(`insert into monitoramento_ocorrencias (solicitacao_monitoramento_id, ocorrencia_id, cliente_id, descricao, username_add) values ($1, $2, $3, 'Atraso na doca', 'OPERADOR')`, [v.id, tipoAgendada, andrade]);
    await t.sql(`insert into monitoramento_observacoes (solicitacao_monitoramento_id, observacao, username_add) values ($1, 'Motorista avisado', 'OPERADOR')`, [v.id]);
  }
});
afterAll(async () => {
  await t?.fechar();
});

describe('o gestor do embarcador lê a viagem que outra transportadora leva', () => {
  it.each(['gestor', 'embarcador'] as const)('%s: detalhe, impressão, ocorrências, observações e histórico: 200', async (quem) => {
    const token = quem === 'gestor' ? gestor : embarcador;
    const d = await t.http.get(`/api/monitoramentos/${embarcada.id}`).set(auth(token));
    expect(d.status).toBe(200);
    expect(d.body.monitoramento).toMatchObject({ id: embarcada.id, cliente_id: andrade, embarcador_id: serra, observacao: 'CARGA DA SERRA' });
    const p = await t.http.get(`/api/monitoramentos/${embarcada.id}/impressao`).set(auth(token));
    expect(p.status).toBe(200);
    expect(p.text).toContain(`Solicitação de monitoramento nº ${embarcada.id}`);
    expect(p.text).toContain('Atraso na doca');
    const o = await t.http.get(`/api/monitoramentos/${embarcada.id}/ocorrencias`).set(auth(token));
    expect(o.status).toBe(200);
    expect(o.body.rows).toEqual([expect.objectContaining({ ocorrencia_id: tipoAgendada, observacao: 'Atraso na doca' })]);
    const ob = await t.http.get(`/api/monitoramentos/${embarcada.id}/observacoes`).set(auth(token));
    expect(ob.status).toBe(200);
    expect(ob.body.rows).toEqual([expect.objectContaining({ observacao: 'Motorista avisado' })]);
    expect((await t.http.get(`/api/monitoramentos/${embarcada.id}/eventos`).set(auth(token))).status).toBe(200);
  });

  it('o PDF da viagem embarcada também', async () => {
    const r = await t.http.get(`/api/monitoramentos/${embarcada.id}/pdf`).set(auth(gestor)).buffer(true);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
  }, 60_000);

  it('a viagem cujo embarcador ele não gerencia: 403 em toda leitura (e 404 a inexistente)', async () => {
    for (const url of [...leituras(alheia.id), `/api/monitoramentos/${alheia.id}/pdf`]) {
      const r = await t.http.get(url).set(auth(gestor));
      expect([url, r.status, r.body.error]).toEqual([url, 403, 'Não há permissão']);
    }
    expect((await t.http.get('/api/monitoramentos/999999').set(auth(gestor))).status).toBe(404);
  });

  it('as listas do embarcador mostram a embarcada e as suas ocorrências, nunca a alheia', async () => {
    const a = await t.http.get('/api/embarcador/agendadas').query({ rows: 200 }).set(auth(gestor));
    expect(a.status).toBe(200);
    const ids = a.body.rows.map((r: { id: number }) => r.id);
    expect(ids).toContain(embarcada.id);
    expect(ids).not.toContain(alheia.id);
    const oc = await t.http.get('/api/embarcador/ocorrencias').query({ rows: 100 }).set(auth(gestor));
    const das = oc.body.rows.map((r: { solicitacao_monitoramento_id: number }) => r.solicitacao_monitoramento_id);
    expect(das).toContain(embarcada.id);
    expect(das).not.toContain(alheia.id);
    // Narrowed to the managed shipper: its loads, whoever carries them.
    const so = await t.http.get('/api/embarcador/agendadas').query({ rows: 200, cliente_id: serra }).set(auth(gestor));
    expect(so.status).toBe(200);
    expect(so.body.rows.map((r: { id: number }) => r.id)).toContain(embarcada.id);
    expect(so.body.rows.map((r: { id: number }) => r.id)).not.toContain(alheia.id);
  });
});

describe('só leitura: toda escrita do gestor é recusada e nada muda', () => {
  it('iniciar, finalizar, cancelar, recuperar, excluir, ocorrência, observação, situação, vincular e editar: 403', async () => {
    const id = embarcada.id;
    const antes = await t.sql<Record<string, unknown>>('select status, updated_at, situacao_viagem_id from monitoramentos where id = $1', [id]);
    const tentativas: Array<[string, () => Promise<{ status: number; body: { error?: string } }>]> = [
      ['iniciar', () => t.http.patch(`/api/monitoramentos/${id}/iniciarviagem`).set(auth(gestor)).send({ monitoramento: {} })],
      ['finalizar', () => t.http.patch(`/api/monitoramentos/${id}/finalizarviagem`).set(auth(gestor)).send({ monitoramento: {} })],
      ['cancelar', () => t.http.patch(`/api/monitoramentos/${id}/cancelarviagem`).set(auth(gestor)).send({ monitoramento: { motivos: 'OUTROS' } })],
      ['motivos do cancelamento', () => t.http.get(`/api/monitoramentos/${id}/motivos`).set(auth(gestor))],
      ['recuperar', () => t.http.patch(`/api/monitoramentos/${id}/recuperar_sm`).set(auth(gestor)).send({ id })],
      ['excluir', () => t.http.delete(`/api/monitoramentos/${id}`).set(auth(gestor))],
      ['ocorrência', () => t.http.post(`/api/monitoramentos/${id}/nova_ocorrencia`).set(auth(gestor)).send({ ocorrencia: { ocorrencia_id: tipoAgendada, descricao: 'x' } })],
      ['observação', () => t.http.post('/api/monitoramentos/nova_observacao').set(auth(gestor)).send({ observacao: { solicitacao_monitoramento_id: id, observacao: 'x' } })],
      ['situação', () => t.http.post('/api/situacao_viagem/altera_situacao_viagem').set(auth(gestor)).send({ id, situacao_viagem_id: 2 })],
      ['vincular', () => t.http.post(`/api/monitoramentos/${id}/vincular`).set(auth(gestor))],
      ['editar', () => t.http.patch(`/api/monitoramentos/${id}`).set(auth(gestor)).send({ monitoramento: { observacao: 'x' } })],
    ];
    for (const [acao, tentar] of tentativas) {
      const r = await tentar();
      expect([acao, r.status]).toEqual([acao, 403]);
    }
    expect(await t.sql('select status, updated_at, situacao_viagem_id from monitoramentos where id = $1', [id])).toEqual(antes);
    expect(await t.sql('select count(*)::int as n from monitoramento_ocorrencias where solicitacao_monitoramento_id = $1', [id])).toEqual([{ n: 1 }]);
    expect(await t.sql('select count(*)::int as n from monitoramento_observacoes where solicitacao_monitoramento_id = $1', [id])).toEqual([{ n: 1 }]);
  });

  it("a viagem do próprio cliente do embarcador (como transportadora): lê, mas não age ('permissão negada')", async () => {
    // A request of Serra's own (it has no fleet in the demo: no vehicle, driver or route).
    const [propria] = await t.sql<{ id: number }>(
      `insert into monitoramentos (cliente_id, status, tipo_viagem_id, username_add, previsao_inicio, previsao_fim) values ($1, 1, 1, 'ADMIN', now(), now() + interval '1 day') returning id`, [serra]);
    expect((await t.http.get(`/api/monitoramentos/${propria!.id}`).set(auth(embarcador))).status).toBe(200);
    const r = await t.http.patch(`/api/monitoramentos/${propria!.id}/cancelarviagem`).set(auth(embarcador)).send({ monitoramento: { motivos: 'OUTROS' } });
    expect(r.status).toBe(403);
    expect(r.body.error).toBe(MENSAGENS_VIAGEM.permissaoNegada);
  });
});

describe('o usuário de cliente (grupo 8) continua só com as viagens do seu cliente', () => {
  it('não lê a viagem de outra transportadora, nem quando o seu cliente é o embarcador', async () => {
    for (const v of [embarcada, deRodovale]) {
      for (const url of leituras(v.id)) {
        const r = await t.http.get(url).set(auth(cliente));
        expect([url, r.status]).toEqual([url, 403]);
      }
    }
    for (const url of ['/api/embarcador/agendadas', '/api/monitoramentos/index_agendada']) {
      const r = await t.http.get(url).query({ rows: 200 }).set(auth(cliente));
      expect(r.status).toBe(200);
      expect(r.body.rows.map((l: { id: number }) => l.id)).not.toContain(deRodovale.id);
      for (const l of r.body.rows) expect(l.cliente_id).toBe(rodovale);
    }
    const oc = await t.http.get('/api/embarcador/ocorrencias').query({ rows: 100 }).set(auth(cliente));
    for (const l of oc.body.rows) expect([embarcada.id, alheia.id]).not.toContain(l.solicitacao_monitoramento_id);
  });

  it('a equipe lê todas', async () => {
    for (const v of [embarcada, alheia, deRodovale]) expect((await t.http.get(`/api/monitoramentos/${v.id}`).set(auth(admin))).status).toBe(200);
  });
});
