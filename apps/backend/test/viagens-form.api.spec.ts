import { MENSAGENS_SALVAR, MENSAGENS_VIAGEM } from '@gr/domain';
import { iniciarApp, type AppDeTeste } from './support/app.js';
import { auth, idCliente, novaPlaca, novoCpf } from './support/masters.js';
import { viagemDe } from './support/viagens.js';

/**
 * The trip (SM) form on the server (issue 21; spec 02 §3, §4 "Trip form vehicle check", §5, §7):
 * create with every save rule refused with the spec's message and nothing saved, the risk score
 * and history stored, the vehicle check and the special release by an authoriser, telemonitored
 * trips on technology 13, tenant scope, edits of finished trips and stale edits.
 */
let t: AppDeTeste;
let admin: string;
let cliente: string;
let clienteId: number;
let outroCliente: number;
let pgrId: number;
let rotaId: number;
let rotaDeOutro: number;
const de = (ip: string) => ({ 'X-GR-Cliente-Ip': ip, 'X-GR-Proxy-Chave': t.cfg.proxySecret });
const hora = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

async function novoVeiculo(opcoes: { checklist?: 'APROVADO' | 'EM_TESTE' | null; posicao?: boolean; tipo?: string } = {}): Promise<{ id: number; placa: string }> {
  const placa = novaPlaca();
  const [v] = await t.sql<{ id: number }>(`insert into veiculos (placa, tipo, tecnologia_id, terminal) values ($1, $2, 2, $3) returning id`, [placa, opcoes.tipo ?? 'CAVALO', `SMT${placa}`]);
  await t.sql(`insert into clientes_veiculos (cliente_id, veiculo_id, tipo) values ($1, $2, 'FROTA')`, [clienteId, v!.id]);
  const checklist = opcoes.checklist === undefined ? 'APROVADO' : opcoes.checklist;
  if (checklist) {
    await t.sql(
      `insert into check_lists (status, cliente_id, veiculo_id, placa, carroceria, protocolo, username_add, data_validade) values ($1, $2, $3, $4, 'FECHADA', $5, 'TESTE', now() + interval '10 days')`,
      [checklist, clienteId, v!.id, placa, `CKT${placa}`],
    );
  }
  if (opcoes.posicao !== false) {
    await t.sql(`insert into ultimas_posicoes (veiculo_id, terminal, data_posicao, data_recebida, latitude, longitude) values ($1, $2, now(), now(), -23.5, -46.6)`, [v!.id, `SMT${placa}`]);
  }
  return { id: v!.id, placa };
}

async function novoMotorista(opcoes: { fone1?: string | null; protocolo?: boolean } = {}): Promise<{ id: number; nome: string }> {
  const nome = `MOTORISTA SM ${novoCpf().slice(0, 5)}`;
  const [f] = await t.sql<{ id: number }>(`insert into funcionarios (nome, cpf, tipo, fone1) values ($1, $2, 'MOTORISTA', $3) returning id`, [nome, novoCpf(), opcoes.fone1 === undefined ? '11987654321' : opcoes.fone1]);
  await t.sql(`insert into clientes_funcionarios (cliente_id, funcionario_id, vinculo, ativo) values ($1, $2, 'FROTA', true)`, [clienteId, f!.id]);
  if (opcoes.protocolo !== false) {
    await t.sql(`insert into funcionarios_perfis (funcionario_id, cliente_id, validade_protocolo, protocolo) values ($1, $2, current_date + 60, 'CCTESTE')`, [f!.id, clienteId]);
  }
  return { id: f!.id, nome };
}

let motoristaOk: { id: number; nome: string };
async function corpo(extra: Record<string, unknown> = {}, veiculo?: { id: number }) {
  const v = veiculo ?? (await novoVeiculo());
  return {
    monitoramento: {
      cliente_id: clienteId, veiculo_id: v.id, funcionario_id: motoristaOk.id, rota_id: rotaId, pgr_cliente_id: pgrId, tipo_viagem_id: 1,
      previsao_inicio: hora(1), previsao_fim: hora(25), valor_embarque: '10.000,00', ...extra,
    },
  };
}
const contar = async () => Number((await t.sql<{ n: string }>('select count(*) as n from monitoramentos'))[0]!.n);

/** Sends the trip and expects the refusal `mensagem` with nothing saved. */
async function recusada(body: object, mensagem: string | RegExp, token = cliente) {
  const antes = await contar();
  const r = await t.http.post('/api/monitoramentos').set(auth(token)).send(body);
  expect(r.status).toBe(422);
  if (typeof mensagem === 'string') expect(r.body.error).toBe(mensagem);
  else expect(r.body.error).toMatch(mensagem);
  expect(await contar()).toBe(antes);
}

beforeAll(async () => {
  t = await iniciarApp();
  [admin, cliente] = await Promise.all(['ADMIN', 'CLIENTE'].map((u) => t.login(u)));
  [{ cliente_id: clienteId }] = await t.sql<{ cliente_id: number }>("select cliente_id from usuarios where username = 'CLIENTE'");
  outroCliente = await idCliente(t, 'IRMÃOS ANDRADE');
  [{ id: pgrId }] = await t.sql<{ id: number }>('select id from pgr_clientes where cliente_id = $1 order by pgr_padrao desc, id limit 1', [clienteId]);
  // Limits of this suite's PGR: minimum responsibility 50k, mobile locator 100k, policy 400k; valid, no profile block.
  await t.sql(`update pgr_clientes set validade = current_date + 365, valor_minimo_responsabilidade = 50000, valor_limite_localizador_movel = 100000,
    valor_limite_maximo_resposabilidade = 400000, bloqueio_analise_perfil = false where id = $1`, [pgrId]);
  [{ id: rotaId }] = await t.sql<{ id: number }>('select id from rotas where cliente_id = $1 and ativa order by id limit 1', [clienteId]);
  [{ id: rotaDeOutro }] = await t.sql<{ id: number }>('select id from rotas where cliente_id = $1 order by id limit 1', [outroCliente]);
  await t.sql(`delete from regras_risco where cliente_id = $1`, [clienteId]);
  await t.sql(`insert into regras_risco (cliente_id, descricao, definicao, pontos) values ($1, 'transferência', 'tipo_viagem_id = 1', 7), ($1, 'telemonitorada', 'telemonitorado = verdadeiro', 20)`, [clienteId]);
  motoristaOk = await novoMotorista();
});
afterAll(async () => {
  await t?.fechar();
});

describe('criar SM (POST /api/monitoramentos)', () => {
  it('grava a SM agendada com a pontuação de risco, o código e o histórico (usuário, IP, hora)', async () => {
    const v = await novoVeiculo();
    const r = await t.http.post('/api/monitoramentos').set(auth(cliente)).set(de('203.0.113.7')).send(await corpo({}, v));
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ id: expect.any(Number), msg: 'SM cadastrada com sucesso!', pontuacao_risco: 7 });
    const [m] = await t.sql<Record<string, unknown>>('select * from monitoramentos where id = $1', [r.body.id]);
    expect(m).toMatchObject({ status: 1, cliente_id: clienteId, veiculo_id: v.id, placa: v.placa, pontuacao_risco: 7, valor_embarque: '10000.00', username_add: 'CLIENTE', vinculo: 'FROTA', tecnologia_id: 2, fone1: '11987654321' });
    expect(m!.trafegus_id).toMatch(/^TG\d{8}\d{7}$/);
    const eventos = await t.sql<Record<string, unknown>>('select acao, username, ip, status_depois from monitoramento_eventos where solicitacao_monitoramento_id = $1', [r.body.id]);
    expect(eventos).toEqual([{ acao: 'CRIAR', username: 'CLIENTE', ip: '203.0.113.7', status_depois: 1 }]);

    const g = await t.http.get(`/api/monitoramentos/${r.body.id}`).set(auth(cliente));
    expect(g.status).toBe(200);
    expect(g.body.monitoramento).toMatchObject({ id: r.body.id, status: 1, status_nome: 'AGENDADA', placa: v.placa, motorista: { id: motoristaOk.id, nome: motoristaOk.nome }, rota: { id: rotaId }, valor_embarque: 10000, pontuacao_risco: 7, liberacao: false });
  });

  it('veículo sem carga grava valor 0; datas no formato do formulário (-0300) são aceitas', async () => {
    const fmt = (d: Date) => {
      const b = new Date(d.getTime() - 3 * 3_600_000).toISOString();
      return `${b.slice(0, 10)} ${b.slice(11, 16)}:00.000-0300`;
    };
    const r = await t.http.post('/api/monitoramentos').set(auth(admin)).send(await corpo({ veiculo_sem_carga: true, valor_embarque: '999.999,00', previsao_inicio: fmt(new Date(Date.now() + 3_600_000)), previsao_fim: fmt(new Date(Date.now() + 7_200_000)) }));
    expect(r.status).toBe(201);
    expect((await t.sql<{ valor_embarque: string }>('select valor_embarque from monitoramentos where id = $1', [r.body.id]))[0]!.valor_embarque).toBe('0.00');
  });

  it('telemonitorada: tecnologia 13, sem checklist nem liberação', async () => {
    const v = await novoVeiculo({ checklist: null, posicao: false });
    const r = await t.http.post('/api/monitoramentos').set(auth(cliente)).send(await corpo({ telemonitorado: true, tecnologia_id: 2, valor_embarque: 20000 }, v));
    expect(r.status).toBe(201);
    expect(r.body.pontuacao_risco).toBe(27);
    expect((await t.sql<{ tecnologia_id: number }>('select tecnologia_id from monitoramentos where id = $1', [r.body.id]))[0]!.tecnologia_id).toBe(13);
  });

  it('campos ruins: 400 por campo, nada gravado', async () => {
    const antes = await contar();
    const r = await t.http.post('/api/monitoramentos').set(auth(cliente)).send({ monitoramento: { cliente_id: clienteId, veiculo_id: null, valor_embarque: '-5', previsao_inicio: 'amanhã' } });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.errors)).toEqual(expect.arrayContaining(['veiculo_id', 'funcionario_id', 'tipo_viagem_id', 'valor_embarque', 'previsao_inicio', 'previsao_fim']));
    const tipo = await t.http.post('/api/monitoramentos').set(auth(cliente)).send({ monitoramento: { veiculo_id: 'x' } });
    expect(tipo.status).toBe(400);
    expect(tipo.body.errors.veiculo_id).toBeDefined();
    expect(await contar()).toBe(antes);
  });
});

describe('regras do §5: recusadas com a mensagem da spec e nada gravado', () => {
  it('datas: início mais de 10 min no passado, fim antes do início', async () => {
    await recusada(await corpo({ previsao_inicio: hora(-0.5) }), 'Previsão de inicio, ou fim de viagem, inválida');
    await recusada(await corpo({ previsao_inicio: hora(2), previsao_fim: hora(1) }), 'Previsão de inicio, ou fim de viagem, inválida');
  });
  it('rota de outro cliente ou ausente', async () => {
    await recusada(await corpo({ rota_id: rotaDeOutro }), MENSAGENS_SALVAR.rota);
    await recusada(await corpo({ rota_id: null }), MENSAGENS_SALVAR.rota);
  });
  it('telefone do motorista: sem o primeiro no cadastro; todos os dígitos iguais', async () => {
    const semFone = await novoMotorista({ fone1: null });
    await recusada(await corpo({ funcionario_id: semFone.id }), 'Atualize o cadastro desse motorista, não foi possivel encontrar o primeiro telefone no cadastro.');
    await recusada(await corpo({ fone1: '(11) 11111-1111' }), 'telefone incorreto');
  });
  it('motorista sem protocolo de pesquisa válido', async () => {
    const sem = await novoMotorista({ protocolo: false });
    await recusada(await corpo({ funcionario_id: sem.id }), 'PROTOCOLO DE PESQUISA VENCIDO OU SEM CONSULTA.');
  });
  it('PGR com bloqueio de análise de perfil: análise do motorista não válida', async () => {
    const sem = await novoMotorista({ protocolo: false });
    await t.sql('update pgr_clientes set bloqueio_analise_perfil = true where id = $1', [pgrId]);
    try {
      await recusada(await corpo({ funcionario_id: sem.id }), `Análise de perfil de ${sem.nome} não está válida`);
    } finally {
      await t.sql('update pgr_clientes set bloqueio_analise_perfil = false where id = $1', [pgrId]);
    }
  });
  it('blacklist da placa', async () => {
    const v = await novoVeiculo();
    await t.sql(`insert into blacklist (tipo_documento, tipo_registro, documento, nome, placa, motivo, usuario_que_cadastrou) values ('PJ', 'VEÍCULO', '11222333000181', 'TESTE', $1, 'ROUBO', 'ADMIN')`, [v.placa]);
    await recusada(await corpo({}, v), `PLACA ${v.placa} CONSTA NA BLACKLIST: ROUBO`);
  });
  it('PGR vencido', async () => {
    await t.sql(`update pgr_clientes set validade = current_date - 2 where id = $1`, [pgrId]);
    const [{ d }] = await t.sql<{ d: string }>(`select to_char(validade, 'DD/MM/YYYY') as d from pgr_clientes where id = $1`, [pgrId]);
    try {
      await recusada(await corpo(), `PGR vencido: ${d}`);
    } finally {
      await t.sql(`update pgr_clientes set validade = current_date + 365 where id = $1`, [pgrId]);
    }
  });
  it('limites de valor do PGR: ISCA, apólice, telemonitorada', async () => {
    await recusada(await corpo({ valor_embarque: 150_000 }), 'Este valor de embarque exige que preencha os dados de ISCA (NÚMERO e TECNOLOGIA).');
    await recusada(await corpo({ valor_embarque: 450_000, numero_spy: '123', tecnologia_spy: 'ISCA X' }), 'Valor informado superior ao permitido em apólice de seguro.');
    await recusada(await corpo({ valor_embarque: 60_000, telemonitorado: true }), 'Valor informado superior ao permitido para viagem telemonitorada.');
    const r = await t.http.post('/api/monitoramentos').set(auth(cliente)).send(await corpo({ valor_embarque: 150_000, numero_spy: '123', tecnologia_spy: 'ISCA X' }));
    expect(r.status).toBe(201);
  });
  it('veículo sem espelhamento precisa do aceite', async () => {
    const v = await novoVeiculo({ posicao: false });
    await recusada(await corpo({}, v), /^Veiculo com retardo de comunicação, sem sinal/);
    const r = await t.http.post('/api/monitoramentos').set(auth(cliente)).send(await corpo({ aceite_sem_espelhamento: true }, v));
    expect(r.status).toBe(201);
  });
  it('checklist em andamento sem liberação', async () => {
    const v = await novoVeiculo({ checklist: 'EM_TESTE' });
    const c = await t.http.post(`/api/monitoramentos/${v.id}/checklist_veiculo`).set(auth(cliente)).send({ monitoramento: { cliente_id: clienteId } });
    expect(c.status).toBe(200);
    expect(c.body.status).toBe('ANDAMENTO');
    await recusada(await corpo({}, v), 'A SM não foi liberada');
  });
  it('veículo já em viagem', async () => {
    const v = await novoVeiculo();
    await viagemDe(t, clienteId, 2, { veiculo_id: v.id, placa: v.placa });
    await recusada(await corpo({}, v), MENSAGENS_VIAGEM.veiculoEmViagem);
  });
});

describe('liberação especial (checklist_veiculo → autenticacao_liberacao)', () => {
  it('ERRO → recusa → senha errada 422 → senha certa → salva, token usado uma vez, log de liberações com usuário e IP', async () => {
    const v = await novoVeiculo({ checklist: null });
    const c = await t.http.post(`/api/monitoramentos/${v.id}/checklist_veiculo`).set(auth(cliente)).send({ monitoramento: { cliente_id: clienteId } });
    expect(c.status).toBe(200);
    expect(c.body).toEqual({ status: 'ERRO', msg: expect.any(String) });
    await recusada(await corpo({}, v), 'A SM não foi liberada');

    const liberar = (password: string) => t.http.post('/api/monitoramentos/autenticacao_liberacao').set(auth(cliente)).set(de('198.51.100.9'))
      .send({ liberacao: { username: 'SUPERVISOR', password, _cliente_id: clienteId, _pgr_cliente_id: pgrId, _veiculo_id: v.id } });
    const errada = await liberar('senha-errada');
    expect(errada.status).toBe(422);
    expect(errada.body).toEqual({ error: 'Usuário ou senha do autorizador inválidos', mensagem: 'Usuário ou senha do autorizador inválidos' });
    const semPermissao = await t.http.post('/api/monitoramentos/autenticacao_liberacao').set(auth(cliente))
      .send({ liberacao: { username: 'CLIENTE', password: 'demo1234', _cliente_id: clienteId, _veiculo_id: v.id } });
    expect(semPermissao.status).toBe(422);
    expect(semPermissao.body.error).toBe('Usuário sem permissão para liberar a SM');

    const certa = await liberar('demo1234');
    expect(certa.status).toBe(200);
    expect(certa.body).toEqual({ liberacao: expect.stringMatching(/^[0-9a-f]{48}$/), mensagem: 'SM liberada por SUPERVISOR', msg: 'Liberação autorizada' });
    const [token] = await t.sql<Record<string, unknown>>('select usuario_liberacao, usuario_logado, ip, usada_em from liberacoes_viagem where token = $1', [certa.body.liberacao]);
    expect(token).toEqual({ usuario_liberacao: 'SUPERVISOR', usuario_logado: 'CLIENTE', ip: '198.51.100.9', usada_em: null });

    const r = await t.http.post('/api/monitoramentos').set(auth(cliente)).send(await corpo({ liberacao: certa.body.liberacao }, v));
    expect(r.status).toBe(201);
    const [m] = await t.sql<Record<string, unknown>>('select liberacao, usuario_liberacao from monitoramentos where id = $1', [r.body.id]);
    expect(m).toEqual({ liberacao: true, usuario_liberacao: 'SUPERVISOR' });
    const log = await t.sql<Record<string, unknown>>('select tipo, usuario_liberacao, usuario_logado, ip, placa from liberacoes where solicitacao_monitoramento_id = $1', [r.body.id]);
    expect(log).toEqual([{ tipo: 'VIAGEM', usuario_liberacao: 'SUPERVISOR', usuario_logado: 'CLIENTE', ip: '198.51.100.9', placa: v.placa }]);
    // The token is good once.
    await recusada(await corpo({ liberacao: certa.body.liberacao }, v), 'A SM não foi liberada');
  });
  it('liberação para veículo de outro cliente: 403 para o usuário de cliente', async () => {
    const r = await t.http.post('/api/monitoramentos/autenticacao_liberacao').set(auth(cliente))
      .send({ liberacao: { username: 'SUPERVISOR', password: 'demo1234', _cliente_id: outroCliente, _veiculo_id: 1 } });
    expect(r.status).toBe(403);
  });
});

describe('escopo e edição', () => {
  it('usuário de cliente não cria SM para outro cliente nem lê a SM de outro', async () => {
    await recusadaEscopo();
    const outra = await viagemDe(t, outroCliente, 1);
    const g = await t.http.get(`/api/monitoramentos/${outra.id}`).set(auth(cliente));
    expect([403, 404]).toContain(g.status);
    expect(JSON.stringify(g.body)).not.toContain(outra.placa);
    const p = await t.http.patch(`/api/monitoramentos/${outra.id}`).set(auth(cliente)).send(await corpo());
    expect([403, 404]).toContain(p.status);
  });
  async function recusadaEscopo() {
    const antes = await contar();
    const r = await t.http.post('/api/monitoramentos').set(auth(cliente)).send(await corpo({ cliente_id: outroCliente }));
    expect(r.status).toBe(403);
    expect(await contar()).toBe(antes);
  }

  it('edição: finalizada recusada; versão antiga 409; a atual grava; o cliente altera a sua agendada, não a que já está em viagem', async () => {
    const finalizada = await viagemDe(t, clienteId, 3);
    const f = await t.http.patch(`/api/monitoramentos/${finalizada.id}`).set(auth(admin)).send(await corpo());
    expect(f.status).toBe(422);
    expect(f.body.error).toBe(MENSAGENS_VIAGEM.recusas.EDITAR);

    const v = await novoVeiculo();
    const criada = await t.http.post('/api/monitoramentos').set(auth(cliente)).send(await corpo({}, v));
    const lida = (await t.http.get(`/api/monitoramentos/${criada.body.id}`).set(auth(cliente))).body.monitoramento;
    const velha = new Date(new Date(lida.updated_at).getTime() - 1000).toISOString();
    const stale = await t.http.patch(`/api/monitoramentos/${criada.body.id}`).set(auth(admin)).send(await corpo({ updated_at: velha, observacao: 'x' }, v));
    expect(stale.status).toBe(409);
    // An edit keeps past dates (the windows are skipped) and records its history.
    const ok = await t.http.patch(`/api/monitoramentos/${criada.body.id}`).set(auth(admin)).send(await corpo({ updated_at: lida.updated_at, observacao: 'carga conferida', previsao_inicio: hora(-3), previsao_fim: hora(5), tipo_viagem_id: 2 }, v));
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ id: criada.body.id, msg: 'SM alterada com sucesso!', pontuacao_risco: 0 });
    const [m] = await t.sql<Record<string, unknown>>('select observacao, tipo_viagem_id, pontuacao_risco from monitoramentos where id = $1', [criada.body.id]);
    expect(m).toEqual({ observacao: 'carga conferida', tipo_viagem_id: 2, pontuacao_risco: 0 });
    const eventos = await t.sql<{ acao: string; username: string }>('select acao, username from monitoramento_eventos where solicitacao_monitoramento_id = $1 order by id', [criada.body.id]);
    expect(eventos).toEqual([{ acao: 'CRIAR', username: 'CLIENTE' }, { acao: 'EDITAR', username: 'ADMIN' }]);
    // Group 8 edits its own request while it is scheduled (spec 02 §2: /monitoramento/{id} as a page)...
    const doCliente = await t.http.patch(`/api/monitoramentos/${criada.body.id}`).set(auth(cliente)).send(await corpo({ observacao: 'doca 3' }, v));
    expect(doCliente.status).toBe(200);
    // ...and not once the desk has started it: the trip on the road is the desk's.
    await t.sql('update monitoramentos set status = 2 where id = $1', [criada.body.id]);
    const emViagem = await t.http.patch(`/api/monitoramentos/${criada.body.id}`).set(auth(cliente)).send(await corpo({ observacao: 'y' }, v));
    expect(emViagem.status).toBe(422);
    expect(emViagem.body.error).toBe(MENSAGENS_VIAGEM.edicaoDoCliente);
    const [depois] = await t.sql<{ observacao: string }>('select observacao from monitoramentos where id = $1', [criada.body.id]);
    expect(depois!.observacao).toBe('doca 3');
  });

  it('id não numérico ou inexistente: 400 / 404', async () => {
    expect((await t.http.get('/api/monitoramentos/abc').set(auth(admin))).status).toBe(400);
    expect((await t.http.get('/api/monitoramentos/999999').set(auth(admin))).status).toBe(404);
  });
});

describe('consultas do formulário', () => {
  it('placas, carretas, rotas e embarcadores do cliente; cliente de outro: 403', async () => {
    const v = await novoVeiculo();
    const carreta = await novoVeiculo({ tipo: 'CARRETA', checklist: null });
    const placas = await t.http.get('/api/monitoramentos/lookups/veiculos').query({ cliente_id: clienteId, q: v.placa }).set(auth(cliente));
    expect(placas.status).toBe(200);
    expect(placas.body.rows).toEqual([expect.objectContaining({ id: v.id, placa: v.placa, vinculo: 'FROTA' })]);
    const carretas = await t.http.get('/api/monitoramentos/lookups/carretas').query({ q: carreta.placa }).set(auth(cliente));
    expect(carretas.body.rows.map((r: { id: number }) => r.id)).toEqual([carreta.id]);
    const rotas = await t.http.get('/api/monitoramentos/lookups/rotas').query({ cliente_id: clienteId }).set(auth(cliente));
    expect(rotas.body.rows.map((r: { id: number }) => r.id)).toContain(rotaId);
    expect((await t.http.get('/api/monitoramentos/lookups/embarcadores').query({ cliente_id: clienteId }).set(auth(admin))).status).toBe(200);
    expect((await t.http.get('/api/monitoramentos/lookups/rotas').query({ cliente_id: outroCliente }).set(auth(cliente))).status).toBe(403);
    expect((await t.http.get('/api/monitoramentos/lookups/rotas').set(auth(admin))).status).toBe(400);
  });
  it('tipos de viagem e de carga', async () => {
    const tipos = await t.http.get('/api/tipo_viagens/find_tipo_viagens').set(auth(cliente));
    expect(tipos.body).toHaveLength(6);
    expect(tipos.body[0]).toEqual({ id: 1, descricao: 'TRANSFERÊNCIA' });
    expect((await t.http.get('/api/tipo_cargas/todos').set(auth(cliente))).body.length).toBeGreaterThan(3);
  });
});
