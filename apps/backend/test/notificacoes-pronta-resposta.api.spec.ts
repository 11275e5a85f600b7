import { MENSAGENS_PRONTA_RESPOSTA, OCORRENCIA_LIBERACAO_PRONTA_RESPOSTA, ultimoDiaDoMes } from '@gr/domain';
import { iniciarApp, type AppDeTeste } from './support/app.js';
import { auth, novaPlaca } from './support/masters.js';
import { viagemDe as viagemDaTabela } from './support/viagens.js';

/**
 * Issue 23 (notifications, rapid response, situations): the notification list and viewer within
 * the reader's reach (another client's: 403), the month's last day as the range's end, the
 * profile-review count; the desk's rapid-response release for groups 3, 5, 6 (occurrence 249 and
 * the trip's release list) and the signed single-use link (two uses at once: one 200, one 422;
 * expired or forged: 422; nothing authorised twice); the situation change answering its actions.
 */
let t: AppDeTeste;
let admin: string;
let central: string;
let operador: string;
let supervisor: string;
let cliente: string;
let clienteId: number;
let outroClienteId: number;
/** A trip on a vehicle of its own (one trip in transit per vehicle). */
async function viagemDe(_t: AppDeTeste, dono: number, status: 1 | 2 | 3 | 4) {
  const placa = novaPlaca();
  const [v] = await t.sql<{ id: number }>(`insert into veiculos (placa, tipo, tecnologia_id, terminal) values ($1, 'CAVALO', 2, $2) returning id`, [placa, `PR${placa}`]);
  await t.sql(`insert into clientes_veiculos (cliente_id, veiculo_id, tipo) values ($1, $2, 'FROTA')`, [dono, v!.id]);
  const criada = await viagemDaTabela(t, dono, status, { veiculo_id: v!.id, placa });
  return { ...criada, veiculo_id: v!.id, placa };
}
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

async function ocorrencia(viagemId: number, donoId: number, username = 'OPERADOR') {
  const [o] = await t.sql<{ id: string }>(
    `insert into monitoramento_ocorrencias (solicitacao_monitoramento_id, ocorrencia_id, cliente_id, placa, username_add, descricao)
     select $1, o.id, $2, m.placa, $3, 'teste' from ocorrencias o, monitoramentos m where m.id = $1 order by o.id limit 1 returning id`,
    [viagemId, donoId, username],
  );
  return Number(o!.id);
}
const liberacoes = (smId: number) => t.sql<{ tipo: string; usuario_liberacao: string; usuario_logado: string }>(
  'select tipo, usuario_liberacao, usuario_logado from liberacoes where solicitacao_monitoramento_id = $1 order by id', [smId]);
const ocorrencias249 = (smId: number) => t.sql<{ username_add: string }>(
  'select mo.username_add from monitoramento_ocorrencias mo join ocorrencias o on o.id = mo.ocorrencia_id where mo.solicitacao_monitoramento_id = $1 and o.codigo = $2', [smId, OCORRENCIA_LIBERACAO_PRONTA_RESPOSTA]);

beforeAll(async () => {
  t = await iniciarApp();
  [admin, central, operador, supervisor, cliente] = await Promise.all(['ADMIN', 'CENTRAL', 'OPERADOR', 'SUPERVISOR', 'CLIENTE'].map((u) => t.login(u)));
  [{ cliente_id: clienteId }] = await t.sql<{ cliente_id: number }>("select cliente_id from usuarios where username = 'CLIENTE'");
  [{ id: outroClienteId }] = await t.sql<{ id: number }>(
    'select c.id from clientes c where c.id <> $1 and exists (select 1 from clientes_veiculos cv where cv.cliente_id = c.id) and exists (select 1 from rotas r where r.cliente_id = c.id and r.ativa) order by c.id limit 1', [clienteId]);
});
afterAll(async () => {
  await t?.fechar();
});

describe('notificações', () => {
  it('lista 18 por página, id decrescente; o cliente vê só as suas e sem tecnologia nem operador', async () => {
    const minha = await viagemDe(t, clienteId, 2);
    const outra = await viagemDe(t, outroClienteId, 2);
    const idMinha = await ocorrencia(minha.id, clienteId);
    const idOutra = await ocorrencia(outra.id, outroClienteId);

    const equipe = await t.http.get('/api/notificacoes').set(auth(admin));
    expect(equipe.status).toBe(200);
    expect(equipe.body.rows.length).toBeLessThanOrEqual(18);
    const ids = equipe.body.rows.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids).toEqual(expect.arrayContaining([idMinha, idOutra]));
    expect(equipe.body.rows.find((r: { id: number }) => r.id === idMinha)).toMatchObject({ sm_id: minha.id, placa: minha.placa, operador: 'OPERADOR' });

    const doCliente = await t.http.get('/api/notificacoes').query({ rows: 100 }).set(auth(cliente));
    expect(doCliente.status).toBe(200);
    const linhas = doCliente.body.rows as Array<{ id: number; cliente_id: number; operador: string | null; tecnologia: string | null }>;
    expect(linhas.map((r) => r.id)).toContain(idMinha);
    expect(linhas.map((r) => r.id)).not.toContain(idOutra);
    expect(linhas.every((r) => r.operador === null && r.tecnologia === null)).toBe(true);
  });

  it('cliente pedindo as notificações de outro cliente: 403 (lista e janela)', async () => {
    const outra = await viagemDe(t, outroClienteId, 2);
    const id = await ocorrencia(outra.id, outroClienteId);
    const lista = await t.http.get('/api/notificacoes').query({ cliente_id: outroClienteId }).set(auth(cliente));
    expect(lista.status).toBe(403);
    const uma = await t.http.get(`/api/notificacoes/${id}`).set(auth(cliente));
    expect(uma.status).toBe(403);
    const equipe = await t.http.get(`/api/notificacoes/${id}`).set(auth(operador));
    expect(equipe.status).toBe(200);
    expect(equipe.body).toMatchObject({ id, placa: outra.placa, sm_id: outra.id, observacao: 'teste', conferida: false });
    expect((await t.http.get('/api/notificacoes/999999999').set(auth(operador))).status).toBe(404);
  });

  it('período até o último dia do mês; depois dele: 400', async () => {
    const ultimo = ultimoDiaDoMes(new Date());
    const inicio = `01/${ultimo.slice(5, 7)}/${ultimo.slice(0, 4)}`;
    const ok = await t.http.get('/api/notificacoes').query({ data_cadastro: `${inicio} - ${ddmmyyyy(ultimo)}` }).set(auth(operador));
    expect(ok.status).toBe(200);
    const depois = new Date(Date.parse(`${ultimo}T12:00:00Z`) + 86_400_000).toISOString();
    const ruim = await t.http.get('/api/notificacoes').query({ data_cadastro: `${inicio} - ${ddmmyyyy(depois)}` }).set(auth(operador));
    expect(ruim.status).toBe(400);
    expect(ruim.body.errors.data_cadastro[0]).toMatch(/último dia do mês/);
  });

  it('revisão de perfil: quantidade para os grupos 3, 4, 6, 7; cliente: 403', async () => {
    const r = await t.http.get('/api/v3/profileReview/availables').set(auth(supervisor));
    expect(r.status).toBe(200);
    expect(typeof r.body.quantidade).toBe('number');
    expect((await t.http.get('/api/v3/profileReview/availables').set(auth(cliente))).status).toBe(403);
    expect((await t.http.get('/api/v3/profileReview/availables').set(auth(central))).status).toBe(403);
  });
});

describe('pronta resposta', () => {
  it('a mesa (grupos 3, 5, 6) libera: ocorrência 249 e a lista de liberações da SM; grupo 4 e cliente: 403', async () => {
    const v = await viagemDe(t, clienteId, 2);
    for (const [token, esperado] of [[supervisor, 403], [cliente, 403]] as const) {
      const r = await t.http.post('/api/monitoramentos/cria_liberacao_pronta_resposta').set(auth(token)).send({ sm_id: v.id });
      expect(r.status).toBe(esperado);
    }
    const r = await t.http.post('/api/monitoramentos/cria_liberacao_pronta_resposta').set(auth(central)).send({ sm_id: v.id, observacao: 'roubo em andamento' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ msg: MENSAGENS_PRONTA_RESPOSTA.liberada, sm_id: v.id, usuario_liberacao: 'CENTRAL' });
    expect(await ocorrencias249(v.id)).toEqual([{ username_add: 'CENTRAL' }]);
    const lista = await t.http.get('/api/liberacoes').query({ _search: 'true', tipo: 'PRONTA_RESPOSTA', solicitacao_monitoramento_id: v.id, rows: 18, page: 1, sidx: 'id', sord: 'asc' }).set(auth(admin));
    expect(lista.status).toBe(200);
    expect(lista.body.rows).toEqual([expect.objectContaining({ tipo: 'PRONTA_RESPOSTA', usuario_liberacao: 'CENTRAL', solicitacao_monitoramento_id: v.id, placa: v.placa })]);

    const fim = await viagemDe(t, clienteId, 3);
    const recusa = await t.http.post('/api/monitoramentos/cria_liberacao_pronta_resposta').set(auth(admin)).send({ sm_id: fim.id });
    expect(recusa.status).toBe(422);
    expect(recusa.body.error).toBe(MENSAGENS_PRONTA_RESPOSTA.status);
    expect((await t.http.post('/api/monitoramentos/cria_liberacao_pronta_resposta').set(auth(admin)).send({})).status).toBe(400);
  });

  it('link assinado: a página o lê sem sessão; dois usos ao mesmo tempo: um 200, o outro 422, uma liberação só', async () => {
    const v = await viagemDe(t, clienteId, 2);
    const l = await t.http.post(`/api/monitoramentos/${v.id}/link_pronta_resposta`).set(auth(operador));
    expect(l.status).toBe(200);
    expect(l.body.url).toContain('/monitoramento/autorizacao/pronta_resposta?token=');
    expect(Date.parse(l.body.valida_ate) - Date.now()).toBeGreaterThan(50 * 60_000);
    expect((await t.http.post(`/api/monitoramentos/${v.id}/link_pronta_resposta`).set(auth(cliente))).status).toBe(403);

    const resumo = await t.http.get('/api/monitoramentos/autorizacao_pronta_resposta').query({ token: l.body.token });
    expect(resumo.status).toBe(200);
    expect(resumo.body).toMatchObject({ sm_id: v.id, placa: v.placa, status: 'EM_VIAGEM' });

    const usar = () => t.http.post('/api/monitoramentos/autoriza_pronta_resposta').send({ token: l.body.token, nome: 'Joana Cliente' });
    const [a, b] = await Promise.all([usar(), usar()]);
    expect([a.status, b.status].sort()).toEqual([200, 422]);
    const ok = a.status === 200 ? a : b;
    const recusado = a.status === 200 ? b : a;
    expect(ok.body).toMatchObject({ msg: 'Autorizado', sm_id: v.id, usuario_liberacao: 'Joana Cliente' });
    expect(recusado.body.error).toBe(MENSAGENS_PRONTA_RESPOSTA.linkUsado);
    expect(await liberacoes(v.id)).toEqual([{ tipo: 'PRONTA_RESPOSTA', usuario_liberacao: 'Joana Cliente', usuario_logado: 'LINK' }]);
    expect(await ocorrencias249(v.id)).toHaveLength(1);

    // Used: the page no longer opens, a later use is refused too.
    expect((await t.http.get('/api/monitoramentos/autorizacao_pronta_resposta').query({ token: l.body.token })).status).toBe(422);
    expect((await usar()).status).toBe(422);
    expect(await liberacoes(v.id)).toHaveLength(1);
  });

  it('o link vai por e-mail aos contatos do cliente quando pedido (o que seria enviado fica registrado)', async () => {
    const v = await viagemDe(t, clienteId, 2);
    await t.sql(`insert into contatos (cliente_id, nome, email) values ($1, 'Contato PR', 'pronta.resposta@cliente.com.br')`, [clienteId]);
    const esperados = (await t.sql<{ email: string }>(
      `select email from contatos where cliente_id = $1 and coalesce(email, '') <> '' order by prioridade, id`, [clienteId])).map((c) => c.email);
    const l = await t.http.post(`/api/monitoramentos/${v.id}/link_pronta_resposta`).set(auth(central)).send({ enviar_email: true });
    expect(l.status).toBe(200);
    expect(l.body.emails).toEqual([...new Set(esperados)].slice(0, 5));
    const [m] = await t.sql<{ assunto: string; corpo: string }>(
      `select assunto, corpo from mensagens_enviadas where canal = 'email' and destinatario = $1 order by id desc limit 1`, [l.body.emails[0]]);
    expect(m!.assunto).toBe(`Autorização de pronta resposta — SM ${v.id} (placa ${v.placa})`);
    expect(m!.corpo).toContain(l.body.url);
    expect((await t.http.post(`/api/monitoramentos/${v.id}/link_pronta_resposta`).set(auth(central)).send({ enviar_email: 'sim' })).status).toBe(400);
  });

  it('link expirado ou adulterado: recusado, nada liberado', async () => {
    const v = await viagemDe(t, clienteId, 1);
    const l = await t.http.post(`/api/monitoramentos/${v.id}/link_pronta_resposta`).set(auth(admin));
    expect(l.status).toBe(200);
    const [id, exp, sig] = (l.body.token as string).split('.');
    const adulterado = `${id}.${Number(exp) + 3600}.${sig}`;
    const r1 = await t.http.post('/api/monitoramentos/autoriza_pronta_resposta').send({ token: adulterado, nome: 'Joana Cliente' });
    expect(r1.status).toBe(422);
    expect(r1.body.error).toBe(MENSAGENS_PRONTA_RESPOSTA.linkInvalido);
    // The row says it expired (the database's clock decides at use): refused even with a valid signature.
    await t.sql('update pronta_resposta_links set valida_ate = now() - interval \'1 minute\' where id = $1', [Number(id)]);
    const r2 = await t.http.post('/api/monitoramentos/autoriza_pronta_resposta').send({ token: l.body.token, nome: 'Joana Cliente' });
    expect(r2.status).toBe(422);
    expect(r2.body.error).toBe(MENSAGENS_PRONTA_RESPOSTA.linkUsado);
    const r3 = await t.http.post('/api/monitoramentos/autoriza_pronta_resposta').send({ token: 'nada', nome: 'Joana Cliente' });
    expect(r3.status).toBe(422);
    expect(await liberacoes(v.id)).toEqual([]);
  });
});

describe('situações', () => {
  it('alterar a situação responde as ações PGR dela com prazo e limite', async () => {
    const v = await viagemDe(t, clienteId, 2);
    const [acao] = await t.sql<{ situacao_viagem_id: number; tempo_execucao: string }>(
      'select situacao_viagem_id, tempo_execucao from situacao_viagem_acoes_pgr where ativo order by id limit 1');
    expect(acao).toBeDefined();
    const antes = Date.now();
    const r = await t.http.post('/api/situacao_viagem/altera_situacao_viagem').set(auth(operador)).send({ id: v.id, situacao_viagem_id: acao!.situacao_viagem_id });
    expect(r.status).toBe(200);
    expect(r.body.acoes.length).toBeGreaterThan(0);
    const a = r.body.acoes.find((x: { tempo_execucao: string }) => x.tempo_execucao === acao!.tempo_execucao);
    const [h, m, s] = acao!.tempo_execucao.split(':').map(Number) as [number, number, number];
    expect(Date.parse(a.prazo) - antes).toBeGreaterThanOrEqual((h * 3600 + m * 60 + s) * 1000 - 2000);
    expect(Date.parse(a.limite)).toBeGreaterThanOrEqual(Date.parse(a.prazo));
  });
});
