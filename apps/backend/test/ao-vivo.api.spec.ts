import { PerdaSinalJob } from '../src/modules/monitoring/viagens/perda-sinal.job.js';
import { iniciarApp, type AppDeTeste } from './support/app.js';
import { abrirFluxo, enderecoDe, type EventoSse, type FluxoSse } from './support/fluxo.js';
import { auth, novaPlaca } from './support/masters.js';
import { validadorOpenApi } from './support/openapi.js';
import { viagemDe } from './support/viagens.js';

/**
 * The live desk (issue 22; docs/decisoes.md "mesa ao vivo"): GET /api/monitoramentos/atualizacoes
 * streams, as Server-Sent Events, the ids of the trips that changed — a fix through the real
 * telemetry door, a lifecycle action — to each session only for the trips it may read; 401 without
 * a session; a reconnection with Last-Event-ID gets what it missed; a revoked session's stream ends.
 */
const CAMINHO = '/api/monitoramentos/atualizacoes';
let t: AppDeTeste;
let base: string;
let admin: string;
let cliente: string;
let clienteId: number;
let outroClienteId: number;
const abertos: FluxoSse[] = [];
const checar = validadorOpenApi();

beforeAll(async () => {
  t = await iniciarApp({ batidaAoVivoSegundos: 1 });
  base = await enderecoDe(t);
  admin = await t.login('ADMIN');
  cliente = await t.login('CLIENTE');
  [{ cliente_id: clienteId }] = await t.sql<{ cliente_id: number }>("select cliente_id from usuarios where username = 'CLIENTE'");
  [{ id: outroClienteId }] = await t.sql<{ id: number }>("select id from clientes where id <> $1 and nome ilike '%IRMÃOS ANDRADE%'", [clienteId]);
});
afterAll(async () => {
  for (const f of abertos) f.fechar();
  await t?.fechar();
});

async function fluxo(token: string | undefined, cabecalhos: Record<string, string> = {}): Promise<FluxoSse> {
  const f = await abrirFluxo(base, CAMINHO, { ...(token ? auth(token) : {}), ...cabecalhos });
  abertos.push(f);
  return f;
}

/** A trip of `cliente` in `status` on a vehicle of its own with a terminal (the telemetry door finds it). */
async function viagemComTerminal(clienteDaViagem: number, status: 1 | 2 = 2) {
  const placa = novaPlaca();
  const terminal = `AV${placa}`;
  const [v] = await t.sql<{ id: number }>(`insert into veiculos (placa, tipo, tecnologia_id, terminal) values ($1, 'CAVALO', 2, $2) returning id`, [placa, terminal]);
  await t.sql(`insert into clientes_veiculos (cliente_id, veiculo_id, tipo) values ($1, $2, 'FROTA')`, [clienteDaViagem, v!.id]);
  const viagem = await viagemDe(t, clienteDaViagem, status, { veiculo_id: v!.id, placa });
  return { ...viagem, terminal };
}

const posicao = (terminal: string, segundosAtras = 0) => ({
  terminal, data_posicao: new Date(Date.now() - segundosAtras * 1000).toISOString(), latitude: -23.55, longitude: -46.63, velocidade: 60, ignicao: true,
});
async function enviarFixes(...terminais: string[]): Promise<void> {
  const r = await t.http.post('/api/telemetria/posicoes').set(auth(admin)).send({ posicoes: terminais.map((x) => posicao(x)) });
  expect(r.status).toBe(200);
  expect(r.body.gravadas).toBe(terminais.length);
}

const idsDe = (e: EventoSse) => (e.data as { ids: number[] }).ids;
const comId = (id: number) => (e: EventoSse) => e.event === 'viagens' && idsDe(e).includes(id);
const idsRecebidos = (f: FluxoSse) => f.eventos.filter((e) => e.event === 'viagens').flatMap(idsDe);

describe('GET /api/monitoramentos/atualizacoes', () => {
  it('sem sessão válida: 401 com o corpo de erro, e nenhum fluxo', async () => {
    for (const f of [await fluxo(undefined), await fluxo('token-invalido')]) {
      expect(f.status).toBe(401);
      expect(f.tipo).toMatch(/^application\/json/);
      await f.terminou;
      expect(checar('get', CAMINHO, 401, JSON.parse(f.corpo()))).toBeNull();
    }
    const revogado = await t.login('CLIENTE');
    await t.http.delete(`/api/sessions/${revogado}`).set(auth(revogado)).expect(204);
    expect((await fluxo(revogado)).status).toBe(401);
  });

  it('um parâmetro na query é 400 (a chamada não tem parâmetros)', async () => {
    const r = await t.http.get(`${CAMINHO}?page=1`).set(auth(admin));
    expect(r.status).toBe(400);
    expect(r.body.errors.page).toBeDefined();
  });

  it('abre como text/event-stream, diz o intervalo de reconexão e o id atual', async () => {
    const f = await fluxo(cliente);
    expect(f.status).toBe(200);
    expect(f.tipo).toMatch(/^text\/event-stream/);
    expect(checar('get', CAMINHO, 200, undefined, f.tipo)).toBeNull();
    const pronto = await f.esperar((e) => e.event === 'pronto');
    expect(pronto.id).toMatch(/^[0-9a-f]+\.\d+$/);
    expect(f.corpo().startsWith('retry: ')).toBe(true);
  });

  it('o usuário de cliente recebe o id da sua viagem depois de uma posição, e nunca o de outro cliente; a equipe recebe os dois', async () => {
    const minha = await viagemComTerminal(clienteId);
    const agendada = await viagemComTerminal(clienteId, 1);
    const alheia = await viagemComTerminal(outroClienteId);
    const doCliente = await fluxo(cliente);
    const daEquipe = await fluxo(admin);
    await Promise.all([doCliente.esperar((e) => e.event === 'pronto'), daEquipe.esperar((e) => e.event === 'pronto')]);

    // Another client's fix alone, then both in one batch, then the scheduled trip's vehicle.
    await enviarFixes(alheia.terminal);
    await daEquipe.esperar(comId(alheia.id));
    await enviarFixes(alheia.terminal, minha.terminal);
    const evento = await doCliente.esperar(comId(minha.id));
    expect(evento.id).toMatch(/^[0-9a-f]+\.\d+$/);
    expect(evento.data).toEqual({ ids: [minha.id], lista: false });
    await enviarFixes(agendada.terminal);
    await doCliente.esperar(comId(agendada.id));
    await daEquipe.esperar(comId(minha.id));
    await daEquipe.esperar(comId(agendada.id));

    expect(idsRecebidos(doCliente)).not.toContain(alheia.id);
    expect(doCliente.corpo()).not.toContain(String(alheia.id));
  });

  it('uma ação do ciclo de vida chega com lista verdadeira (a SM saiu de uma lista)', async () => {
    const v = await viagemComTerminal(clienteId);
    const f = await fluxo(cliente);
    await f.esperar((e) => e.event === 'pronto');
    const operador = await t.login('OPERADOR');
    expect((await t.http.patch(`/api/monitoramentos/${v.id}/finalizarviagem`).set(auth(operador)).send({ monitoramento: {} })).status).toBe(200);
    expect((await f.esperar(comId(v.id))).data).toEqual({ ids: [v.id], lista: true });

    // An observation changes the row where it is.
    const outra = await viagemComTerminal(clienteId);
    const r = await t.http.post('/api/monitoramentos/nova_observacao').set(auth(operador)).send({ observacao: { solicitacao_monitoramento_id: outra.id, observacao: 'Motorista em pausa' } });
    expect(r.status).toBe(201);
    expect((await f.esperar(comId(outra.id))).data).toEqual({ ids: [outra.id], lista: false });
  });

  it('uma perda de sinal registrada pelo job chega à mesa do cliente', async () => {
    const [pgr] = await t.sql<{ id: number }>(
      `insert into pgr_clientes (cliente_id, pgr_id, descricao, validade, tempo_perda_sinal_agendamento)
       values ($1, (select id from pgrs order by id limit 1), 'PGR MESA AO VIVO', current_date + 30, 30) returning id`, [clienteId]);
    const v = await viagemComTerminal(clienteId);
    await t.sql('update monitoramentos set pgr_cliente_id = $1 where id = $2', [pgr!.id, v.id]);
    const f = await fluxo(cliente);
    await f.esperar((e) => e.event === 'pronto');
    const r = await t.http.post('/api/telemetria/posicoes').set(auth(admin)).send({ posicoes: [posicao(v.terminal, 45 * 60)] });
    expect(r.body.gravadas).toBe(1);
    const daPosicao = await f.esperar(comId(v.id));
    expect(await t.app.get(PerdaSinalJob).rodar()).toBeGreaterThanOrEqual(1);
    const daPerda = await f.esperar((e) => comId(v.id)(e) && e !== daPosicao);
    // The same run may record the client's demo trucks that stopped talking too (the simulator is
    // off here): they can share the event with this trip, and are the client's own trips.
    expect(daPerda.data.lista).toBe(false);
    expect(daPerda.data.ids).toContain(v.id);
    const doCliente = await t.sql<{ n: number }>('select count(*)::int as n from monitoramentos where id = any($1::int[]) and cliente_id <> $2 and coalesce(embarcador_id, 0) <> $2', [daPerda.data.ids, clienteId]);
    expect(doCliente[0]!.n).toBe(0);
  });

  it('quem reconecta com Last-Event-ID recebe o que perdeu; um id que não serve pede recarregar', async () => {
    const v = await viagemComTerminal(clienteId);
    const primeiro = await fluxo(cliente);
    const { id: ultimo } = await primeiro.esperar((e) => e.event === 'pronto');
    primeiro.fechar();
    await enviarFixes(v.terminal);
    // Seen by a live stream: the change has gone through the desk before the reconnection.
    const daEquipe = await fluxo(admin);
    await enviarFixes(v.terminal);
    await daEquipe.esperar(comId(v.id));

    const volta = await fluxo(cliente, { 'Last-Event-ID': ultimo! });
    const perdido = await volta.esperar(comId(v.id));
    const pronto = await volta.esperar((e) => e.event === 'pronto');
    expect(volta.eventos.indexOf(perdido)).toBeLessThan(volta.eventos.indexOf(pronto));
    expect(volta.eventos.some((e) => e.event === 'recarregar')).toBe(false);

    const estranho = await fluxo(cliente, { 'Last-Event-ID': 'ffffffff.1' });
    await estranho.esperar((e) => e.event === 'recarregar');
  });

  it('a batida (comentário) chega e relê a sessão: revogada, o fluxo diz encerrada e fecha', async () => {
    const token = await t.login('CLIENTE');
    const f = await fluxo(token);
    await f.esperar((e) => e.comentario === 'batida', 5_000);
    await t.http.delete(`/api/sessions/${token}`).set(auth(token)).expect(204);
    await f.esperar((e) => e.event === 'encerrada', 5_000);
    await f.terminou;
  });
});
