import { MENSAGENS_VIAGEM, MOTIVOS_CANCELAMENTO } from '@gr/domain';
import { iniciarApp, type AppDeTeste } from './support/app.js';
import { auth, novaPlaca } from './support/masters.js';
import { viagemDe } from './support/viagens.js';

/**
 * The trip lifecycle on the server (issue 21 "Lifecycle", "Occurrences and observations", "Bad
 * input must get"): each transition recorded with user and IP, the refusals with the state
 * unchanged, two finishes at once (one 200, one 409), group 8 and other clients refused,
 * occurrences by the type's status flags, the technology link and the situation's clipboard text.
 */
let t: AppDeTeste;
let operador: string;
let cliente: string;
let clienteId: number;
let outroClienteId: number;
let rotaSemTracado: number;
let tipoEmViagem: number;
let tipoAgendada: number;
const de = (ip: string) => ({ 'X-GR-Cliente-Ip': ip, 'X-GR-Proxy-Chave': t.cfg.proxySecret });

/** A trip on a vehicle of its own (one trip in transit per vehicle), with a last position near São Paulo. */
async function viagem(status: 1 | 2 | 3 | 4, extra: Record<string, unknown> = {}, dono = clienteId) {
  const placa = novaPlaca();
  const [v] = await t.sql<{ id: number }>(`insert into veiculos (placa, tipo, tecnologia_id, terminal) values ($1, 'CAVALO', 2, $2) returning id`, [placa, `CV${placa}`]);
  await t.sql(`insert into clientes_veiculos (cliente_id, veiculo_id, tipo) values ($1, $2, 'FROTA')`, [dono, v!.id]);
  await t.sql(`insert into ultimas_posicoes (veiculo_id, terminal, tecnologia_id, data_posicao, data_recebida, latitude, longitude) values ($1, $2, 2, now(), now(), -23.55, -46.63)`, [v!.id, `CV${placa}`]);
  const criada = await viagemDe(t, dono, status, { veiculo_id: v!.id, placa, ...extra });
  return { ...criada, veiculo_id: v!.id, placa };
}
const linha = async (id: number) => (await t.sql<Record<string, unknown>>('select * from monitoramentos where id = $1', [id]))[0]!;
const eventos = (id: number) => t.sql<Record<string, unknown>>('select acao, status_antes, status_depois, username, ip from monitoramento_eventos where solicitacao_monitoramento_id = $1 order by id', [id]);

beforeAll(async () => {
  t = await iniciarApp();
  [operador, cliente] = await Promise.all(['OPERADOR', 'CLIENTE'].map((u) => t.login(u)));
  [{ cliente_id: clienteId }] = await t.sql<{ cliente_id: number }>("select cliente_id from usuarios where username = 'CLIENTE'");
  [{ id: outroClienteId }] = await t.sql<{ id: number }>('select id from clientes where id <> $1 and exists (select 1 from rotas r where r.cliente_id = clientes.id and r.ativa) order by id limit 1', [clienteId]);
  await t.sql('update rotas set geojson_disponivel = true where cliente_id = $1', [clienteId]);
  const [r] = await t.sql<{ id: number }>('select id from rotas where cliente_id = $1 and ativa order by id offset 1 limit 1', [clienteId]);
  rotaSemTracado = r!.id;
  await t.sql('update rotas set geojson_disponivel = false where id = $1', [rotaSemTracado]);
  const tipo = async (codigo: number, agendada: boolean, emViagem: boolean) =>
    (await t.sql<{ id: number }>('insert into ocorrencias (codigo, descricao, agendada, em_viagem) values ($1, $2, $3, $4) returning id', [codigo, `TESTE ${codigo}`, agendada, emViagem]))[0]!.id;
  tipoEmViagem = await tipo(99101, false, true);
  tipoAgendada = await tipo(99102, true, false);
});
afterAll(async () => {
  await t?.fechar();
});

describe('transições', () => {
  it('iniciar, finalizar, recuperar, cancelar: cada uma grava o status, quem e o evento com usuário e IP', async () => {
    const v = await viagem(1);
    const ini = await t.http.patch(`/api/monitoramentos/${v.id}/iniciarviagem`).set({ ...auth(operador), ...de('10.1.2.3') }).send({ monitoramento: { previsao_inicio: '2026-11-26 10:30:00.000-0300' } });
    expect(ini.status).toBe(200);
    expect(ini.body).toEqual({ msg: `SM iniciada com sucesso! placa: ${v.placa}`, id: v.id, status: 2 });
    expect(await linha(v.id)).toMatchObject({ status: 2, username_add_status: 'OPERADOR', previsao_inicio: new Date('2026-11-26T13:30:00Z') });
    expect((await linha(v.id)).data_inicio).toBeInstanceOf(Date);

    const verif = await t.http.get(`/api/monitoramentos/${v.id}/verifica_fim`).set(auth(operador));
    expect(verif.status).toBe(200);
    expect(verif.body).toMatchObject({ tipo_viagem_id: 1, dentro_do_prazo: true, aviso_prazo: null });
    expect(typeof verif.body.informativo).toBe('string');

    const fim = await t.http.patch(`/api/monitoramentos/${v.id}/finalizarviagem`).set({ ...auth(operador), ...de('10.1.2.4') }).send({ monitoramento: {} });
    expect(fim.status).toBe(200);
    expect(fim.body).toEqual({ msg: `SM finalizada com sucesso! placa: ${v.placa}`, id: v.id, status: 3 });
    expect((await linha(v.id)).data_fim).toBeInstanceOf(Date);

    const rec = await t.http.patch(`/api/monitoramentos/${v.id}/recuperar_sm`).set({ ...auth(operador), ...de('10.1.2.5') }).send({ id: v.id });
    expect(rec.status).toBe(200);
    expect(rec.body.status).toBe(2);
    expect(await linha(v.id)).toMatchObject({ status: 2, data_fim: null });

    const motivos = await t.http.get(`/api/monitoramentos/${v.id}/motivos`).set(auth(operador));
    expect(motivos.body).toEqual({ motivos: [...MOTIVOS_CANCELAMENTO] });
    const can = await t.http.patch(`/api/monitoramentos/${v.id}/cancelarviagem`).set({ ...auth(operador), ...de('10.1.2.6') })
      .send({ monitoramento: { motivos: [MOTIVOS_CANCELAMENTO[0]], observacao: 'desistiu', data_cancelamento: '2026-11-26T15:00:00Z' } });
    expect(can.status).toBe(200);
    expect(can.body).toEqual({ msg: 'Viagem cancelada com sucesso!', id: v.id, status: 4 });
    expect(await linha(v.id)).toMatchObject({ status: 4, motivos: MOTIVOS_CANCELAMENTO[0], observacao_cancelamento: 'desistiu', data_cancelamento: new Date('2026-11-26T15:00:00Z') });

    expect(await eventos(v.id)).toEqual([
      { acao: 'INICIAR', status_antes: 1, status_depois: 2, username: 'OPERADOR', ip: '10.1.2.3' },
      { acao: 'FINALIZAR', status_antes: 2, status_depois: 3, username: 'OPERADOR', ip: '10.1.2.4' },
      { acao: 'RECUPERAR', status_antes: 3, status_depois: 2, username: 'OPERADOR', ip: '10.1.2.5' },
      { acao: 'CANCELAR', status_antes: 2, status_depois: 4, username: 'OPERADOR', ip: '10.1.2.6' },
    ]);
    const hist = await t.http.get(`/api/monitoramentos/${v.id}/eventos`).set(auth(cliente));
    expect(hist.status).toBe(200);
    expect(hist.body.map((e: { acao: string }) => e.acao)).toEqual(['INICIAR', 'FINALIZAR', 'RECUPERAR', 'CANCELAR']);
  });

  it('iniciar uma SM cancelada é recusado (422) e o status não muda', async () => {
    const v = await viagem(4);
    const r = await t.http.patch(`/api/monitoramentos/${v.id}/iniciarviagem`).set(auth(operador)).send({});
    expect(r.status).toBe(422);
    expect(r.body.error).toBe(MENSAGENS_VIAGEM.recusas.INICIAR);
    expect((await linha(v.id)).status).toBe(4);
    expect(await eventos(v.id)).toEqual([]);
  });

  it('finalizar uma SM agendada é recusado (422) e o status não muda', async () => {
    const v = await viagem(1);
    const r = await t.http.patch(`/api/monitoramentos/${v.id}/finalizarviagem`).set(auth(operador)).send({ monitoramento: {} });
    expect(r.status).toBe(422);
    expect(r.body.error).toBe(MENSAGENS_VIAGEM.recusas.FINALIZAR);
    expect((await linha(v.id)).status).toBe(1);
  });

  it('recuperar pelo grupo 8 é recusado com 403 Operação não autorizada!', async () => {
    const v = await viagem(3);
    const r = await t.http.patch(`/api/monitoramentos/${v.id}/recuperar_sm`).set(auth(cliente)).send({ id: v.id });
    expect(r.status).toBe(403);
    expect(r.body.error).toBe(MENSAGENS_VIAGEM.operacaoNaoAutorizada);
    expect((await linha(v.id)).status).toBe(3);
  });

  it('dois operadores finalizando a mesma SM ao mesmo tempo: um 200, o outro 409', async () => {
    const v = await viagem(2);
    const supervisor = await t.login('SUPERVISOR');
    const respostas = await Promise.all([operador, supervisor].map((tk) => t.http.patch(`/api/monitoramentos/${v.id}/finalizarviagem`).set(auth(tk)).send({ monitoramento: {} })));
    expect(respostas.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(respostas.find((r) => r.status === 409)!.body.error).toBe(MENSAGENS_VIAGEM.concorrente);
    expect((await eventos(v.id)).filter((e) => e.acao === 'FINALIZAR')).toHaveLength(1);
  });

  it('updated_at antigo: 409', async () => {
    const v = await viagem(2);
    const r = await t.http.patch(`/api/monitoramentos/${v.id}/finalizarviagem`).set(auth(operador)).send({ monitoramento: { updated_at: '2020-01-01T00:00:00.000Z' } });
    expect(r.status).toBe(409);
    expect((await linha(v.id)).status).toBe(2);
  });

  it('iniciar com o veículo já em outra viagem: 422 com a mensagem', async () => {
    const emViagem = await viagem(2);
    const outra = await viagemDe(t, clienteId, 1, { veiculo_id: emViagem.veiculo_id, placa: emViagem.placa });
    const r = await t.http.patch(`/api/monitoramentos/${outra.id}/iniciarviagem`).set(auth(operador)).send({});
    expect(r.status).toBe(422);
    expect(r.body.error).toBe(MENSAGENS_VIAGEM.veiculoEmViagem);
  });

  it('cancelar sem motivo: 400; datas inválidas: 400; excluir só a agendada', async () => {
    const v = await viagem(1);
    const sem = await t.http.patch(`/api/monitoramentos/${v.id}/cancelarviagem`).set(auth(operador)).send({ monitoramento: { motivos: ' ' } });
    expect(sem.status).toBe(400);
    expect(sem.body.errors.motivos).toEqual(['Informe o motivo do cancelamento']);
    const data = await t.http.patch(`/api/monitoramentos/${v.id}/iniciarviagem`).set(auth(operador)).send({ monitoramento: { previsao_inicio: '31/12/2026' } });
    expect(data.status).toBe(400);
    expect(data.body.errors.previsao_inicio).toBeDefined();
    expect((await linha(v.id)).status).toBe(1);

    const emViagem = await viagem(2);
    expect((await t.http.delete(`/api/monitoramentos/${emViagem.id}`).set(auth(operador))).status).toBe(422);
    const del = await t.http.delete(`/api/monitoramentos/${v.id}`).set(auth(operador));
    expect(del.status).toBe(200);
    expect(await linha(v.id)).toMatchObject({ username_exclusao: 'OPERADOR' });
    expect((await linha(v.id)).excluida_em).toBeInstanceOf(Date);
    expect((await t.http.get(`/api/monitoramentos/${v.id}/eventos`).set(auth(operador))).status).toBe(404);
  });

  it('o usuário cliente não age na SM de outro cliente (403) e não a lê', async () => {
    const v = await viagem(2, {}, outroClienteId);
    for (const r of [
      await t.http.patch(`/api/monitoramentos/${v.id}/finalizarviagem`).set(auth(cliente)).send({ monitoramento: {} }),
      await t.http.patch(`/api/monitoramentos/${v.id}/cancelarviagem`).set(auth(cliente)).send({ monitoramento: { motivos: 'OUTROS' } }),
      await t.http.get(`/api/monitoramentos/${v.id}/verifica_fim`).set(auth(cliente)),
      await t.http.get(`/api/monitoramentos/${v.id}/ocorrencias`).set(auth(cliente)),
      await t.http.get(`/api/monitoramentos/${v.id}/observacoes`).set(auth(cliente)),
      await t.http.post('/api/situacao_viagem/altera_situacao_viagem').set(auth(cliente)).send({ id: v.id, situacao_viagem_id: 2 }),
    ]) {
      expect(r.status).toBe(403);
    }
    expect((await linha(v.id)).status).toBe(2);
    const busca = await t.http.get('/api/situacao_viagem/pesquisa_placa').query({ placa: v.placa }).set(auth(cliente));
    expect(busca.status).toBe(200);
    expect(busca.body).toEqual([]);
  });

  it('o próprio cliente (grupo 8) não inicia: permissão negada', async () => {
    const v = await viagem(1);
    const r = await t.http.patch(`/api/monitoramentos/${v.id}/iniciarviagem`).set(auth(cliente)).send({});
    expect(r.status).toBe(403);
    expect(r.body.error).toBe(MENSAGENS_VIAGEM.permissaoNegada);
  });
});

describe('ocorrências e observações', () => {
  it('registra a ocorrência permitida no status, lista no grid de 18 e confere', async () => {
    const v = await viagem(2);
    const r = await t.http.post(`/api/monitoramentos/${v.id}/nova_ocorrencia`).set(auth(operador)).send({ ocorrencia: { ocorrencia_id: tipoEmViagem, descricao: 'Parada longa' } });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ msg: 'Ocorrência registrada com sucesso', id: expect.any(Number) });
    const grid = await t.http.get(`/api/monitoramentos/${v.id}/ocorrencias`).set(auth(cliente));
    expect(grid.status).toBe(200);
    expect(grid.body).toMatchObject({ page: 1, records: 1, rows: [{ id: r.body.id, ocorrencia_id: tipoEmViagem, codigo: 99101, observacao: 'Parada longa', conferida: false, lat_lng: '-23.55,-46.63', username_add: 'OPERADOR' }] });

    const conf = await t.http.patch(`/api/monitoramentos/ocorrencias/${r.body.id}/conferir`).set(auth(operador)).send({ conferencia: { observacao: 'Motorista contatado' } });
    expect(conf.status).toBe(200);
    const depois = await t.http.get(`/api/monitoramentos/${v.id}/ocorrencias`).set(auth(operador));
    expect(depois.body.rows[0]).toMatchObject({ conferida: true, username_conferencia: 'OPERADOR', observacao_conferencia: 'Motorista contatado' });
    expect((await t.http.patch(`/api/monitoramentos/ocorrencias/${r.body.id}/conferir`).set(auth(operador)).send({})).status).toBe(409);
  });

  it('tipo de ocorrência que não vale no status da SM: 422, nada gravado', async () => {
    const v = await viagem(1);
    const r = await t.http.post(`/api/monitoramentos/${v.id}/nova_ocorrencia`).set(auth(operador)).send({ ocorrencia: { ocorrencia_id: tipoEmViagem } });
    expect(r.status).toBe(422);
    expect(r.body.error).toMatch(/^A Ocorrencia não foi registrada!/);
    expect(await t.sql('select id from monitoramento_ocorrencias where solicitacao_monitoramento_id = $1', [v.id])).toEqual([]);
    expect((await t.http.post(`/api/monitoramentos/${v.id}/nova_ocorrencia`).set(auth(operador)).send({ ocorrencia: { ocorrencia_id: tipoAgendada } })).status).toBe(201);
  });

  it('get_ocorrencias?status= oferece só os tipos que valem no status; status fora de 1–4: 400', async () => {
    const agendada = await t.http.get('/api/ocorrencias/get_ocorrencias').query({ status: 1 }).set(auth(operador));
    expect(agendada.status).toBe(200);
    const ids = agendada.body.map((o: { id: number }) => o.id);
    expect(ids).toContain(tipoAgendada);
    expect(ids).not.toContain(tipoEmViagem);
    const todos = await t.http.get('/api/ocorrencias/get_ocorrencias').set(auth(operador));
    expect(todos.body.map((o: { id: number }) => o.id)).toEqual(expect.arrayContaining([tipoAgendada, tipoEmViagem]));
    const ruim = await t.http.get('/api/ocorrencias/get_ocorrencias').query({ status: 7 }).set(auth(operador));
    expect(ruim.status).toBe(400);
    expect(ruim.body.errors.status).toBeDefined();
  });

  it("sem ocorrência escolhida: 'A Ocorrencia não foi selecionada!'", async () => {
    const v = await viagem(2);
    const r = await t.http.post(`/api/monitoramentos/${v.id}/nova_ocorrencia`).set(auth(operador)).send({ ocorrencia: {} });
    expect(r.status).toBe(400);
    expect(r.body.errors.ocorrencia_id).toEqual([MENSAGENS_VIAGEM.ocorrenciaNaoSelecionada]);
  });

  it('ocorrência avulsa pela placa, sem SM; o grupo 8 não registra', async () => {
    const v = await viagem(1);
    const r = await t.http.post('/api/monitoramentos/nova_ocorrencia_avulsa').set(auth(operador)).send({ ocorrencia: { ocorrencia_id: tipoEmViagem, placa: v.placa } });
    expect(r.status).toBe(201);
    expect(await t.sql('select avulsa, solicitacao_monitoramento_id, cliente_id, placa from monitoramento_ocorrencias where id = $1', [r.body.id])).toEqual([
      { avulsa: true, solicitacao_monitoramento_id: null, cliente_id: clienteId, placa: v.placa },
    ]);
    const cli = await t.http.post('/api/monitoramentos/nova_ocorrencia_avulsa').set(auth(cliente)).send({ ocorrencia: { ocorrencia_id: tipoEmViagem, placa: v.placa } });
    expect(cli.status).toBe(403);
  });

  it('observação com a última posição do veículo, no grid da SM', async () => {
    const v = await viagem(2);
    const r = await t.http.post('/api/monitoramentos/nova_observacao').set({ ...auth(operador), ...de('10.9.9.9') }).send({ observacao: { solicitacao_monitoramento_id: v.id, observacao: 'Motorista em pausa' } });
    expect(r.status).toBe(201);
    const grid = await t.http.get(`/api/monitoramentos/${v.id}/observacoes`).set(auth(operador));
    expect(grid.body.rows).toEqual([expect.objectContaining({ observacao: 'Motorista em pausa', lat_lng: '-23.55,-46.63', username_add: 'OPERADOR' })]);
    expect(await eventos(v.id)).toEqual([{ acao: 'OBSERVACAO', status_antes: 2, status_depois: 2, username: 'OPERADOR', ip: '10.9.9.9' }]);
    const vazia = await t.http.post('/api/monitoramentos/nova_observacao').set(auth(operador)).send({ observacao: { solicitacao_monitoramento_id: v.id, observacao: '' } });
    expect(vazia.status).toBe(400);
  });
});

describe('vínculo e situação', () => {
  it('vincular com rota sem traçado: 400 com rota_id; com traçado: resultado true', async () => {
    const sem = await viagem(2, { rota_id: rotaSemTracado });
    const r = await t.http.post(`/api/monitoramentos/${sem.id}/vincular`).set(auth(operador));
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ error: expect.stringMatching(/não está disponível para desvio de rota/), rota_id: rotaSemTracado });
    expect((await linha(sem.id)).vinculado_tecnologia).toBe(false);

    const com = await viagem(2);
    const ok = await t.http.post(`/api/monitoramentos/${com.id}/vincular`).set(auth(operador));
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ resultado: true });
    expect((await linha(com.id)).vinculado_tecnologia).toBe(true);
  });

  it('alterar a situação responde o texto e a hora para a área de transferência', async () => {
    const v = await viagem(2);
    const r = await t.http.post('/api/situacao_viagem/altera_situacao_viagem').set(auth(operador)).send({ id: v.id, situacao_viagem_id: 2 });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ msg: 'Situação alterada com sucesso', situacao_viagem: 'EM VIAGEM', data: expect.stringMatching(/^\d{2}:\d{2} \d{2}-\d{2}$/), acoes: expect.any(Array) });
    expect((await linha(v.id)).situacao_viagem_id).toBe(2);
    const inexistente = await t.http.post('/api/situacao_viagem/altera_situacao_viagem').set(auth(operador)).send({ id: v.id, situacao_viagem_id: 9999 });
    expect(inexistente.status).toBe(400);
    const busca = await t.http.get('/api/situacao_viagem/pesquisa_placa').query({ placa: v.placa }).set(auth(operador));
    expect(busca.body).toEqual([expect.objectContaining({ id: v.id, situacao_viagem: 'EM VIAGEM', status_nome: 'EM_VIAGEM' })]);
  });
});
