import { completarCpf, MENSAGENS_CADASTRO } from '@gr/domain';
import { iniciarApp, type AppDeTeste } from './support/app.js';
import { motoristaSoDe, novaPlaca, novoCnpj, novoCpf, veiculoSoDe } from './support/masters.js';

/**
 * Registration and consultation (issue 13): the wizard's consultation under a policy (validity by
 * policy or the client's configuration, the current search kept unless a new one is asked for,
 * the joint search's limits, every §5 message), the blacklist blocking items, the analysis
 * (APROVADO → RETIFICADO), attachments refused whole, the protocol PDF, removal by groups 3 and 4
 * only, external protocols, renewals, tenant scope, LGPD records and the read trips make.
 */
let t: AppDeTeste;
let admin: string;
let supervisor: string;
let operador: string;
let cliente: string;
let clienteId: number;
let outroId: number;
let motorista: { id: number; cpf: string; nome: string };
let veiculo: { id: number; placa: string };
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const DIA = 86_400_000;
const LGPD = { finalidade: 'Análise de perfil de risco exigida pela apólice de seguro da carga', base_legal: 'LEGÍTIMO INTERESSE' };

beforeAll(async () => {
  t = await iniciarApp();
  [admin, supervisor, operador, cliente] = await Promise.all(['ADMIN', 'SUPERVISOR', 'OPERADOR', 'CLIENTE'].map((u) => t.login(u)));
  [{ cliente_id: clienteId }] = await t.sql<{ cliente_id: number }>("select cliente_id from usuarios where username = 'CLIENTE'");
  [{ id: outroId }] = await t.sql<{ id: number }>('select id from clientes where id <> $1 order by id limit 1', [clienteId]);
  motorista = await motoristaSoDe(t, clienteId);
  veiculo = await veiculoSoDe(t, clienteId);
});
afterAll(async () => {
  await t?.fechar();
});

const criar = (token: string, registro: Record<string, unknown>, nova?: boolean) =>
  t.http.post(`/api/registro/create${nova === undefined ? '' : `?is_nova_pesquisa=${nova}`}`).set(auth(token)).send({ registro: { ...LGPD, ...registro } });
const individual = (cpf: string, extra: Record<string, unknown> = {}) => ({ cliente_id: clienteId, politica: 5, motorista: { cpf, nome: 'MOTORISTA DE TESTE' }, ...extra });
const detalhe = (token: string, r: { id: number; hash: string }) => t.http.get(`/api/registro/get_registro/${r.id}/${r.hash}`).set(auth(token));
const png = () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]).toString('base64');

describe('políticas e consulta de documentos', () => {
  it('lista as políticas 1, 2, 3, 5, 6, 7 (nunca a 4) com o modelo e a validade', async () => {
    const r = await t.http.get('/api/registro/get_politicas').set(auth(cliente));
    expect(r.status).toBe(200);
    expect(r.body.map((p: { id: number }) => p.id)).toEqual([1, 2, 3, 5, 6, 7]);
    expect(r.body.find((p: { id: number }) => p.id === 6)).toMatchObject({ criterio: 'EMPRESA', template: 'empresa', validade_dias: 180 });
  });

  it('a consulta devolve o que sabemos do motorista e um erro por documento da blacklist; documento inválido é 400', async () => {
    const bloqueado = novoCpf();
    await t.sql(`insert into blacklist (tipo_documento, tipo_registro, documento, nome, motivo, usuario_que_cadastrou) values ('PF', 'MOTORISTA_EMPRESA', $1, 'FULANO', 'FRAUDE EM 2025', 'ADMIN')`, [bloqueado]);
    const r = await t.http.get('/api/registro/consultar_documentos').query({ cliente_id: clienteId, politica: 5, cpf: [motorista.cpf, bloqueado] }).set(auth(cliente));
    expect(r.status).toBe(200);
    expect(r.body.pessoas.find((p: { cpf: string }) => p.cpf === motorista.cpf)).toMatchObject({ nome: motorista.nome, funcionario_id: motorista.id });
    expect(r.body.errors).toEqual([expect.stringContaining('CONSTA NA BLACKLIST: FRAUDE EM 2025')]);
    const ruim = await t.http.get('/api/registro/consultar_documentos').query({ cliente_id: clienteId, politica: 5, cpf: '11111111111' }).set(auth(cliente));
    expect(ruim.status).toBe(400);
    expect(ruim.body.errors.cpf).toContain('CPF inválido');
    const alheio = await t.http.get('/api/registro/consultar_documentos').query({ cliente_id: outroId, politica: 5, cpf: motorista.cpf }).set(auth(cliente));
    expect(alheio.status).toBe(403);
  });
});

describe('nova consulta', () => {
  it('individual: ACORDO, validade de 90 dias, perfil do motorista gravado e tratamento LGPD registrado', async () => {
    const r = await criar(cliente, individual(motorista.cpf, { cliente_id: undefined }), true);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ status: 'ACORDO', reaproveitado: false, message: 'Registrado com sucesso' });
    expect(r.body.protocolo).toMatch(/^CC\d{14}$/);
    const dias = (Date.parse(r.body.validade) - Date.now()) / DIA;
    expect(dias).toBeGreaterThan(89.9);
    expect(dias).toBeLessThan(90.1);
    const [perfil] = await t.sql<{ protocolo: string; registro_item_id: number | null }>('select protocolo, registro_item_id from funcionarios_perfis where funcionario_id = $1 and cliente_id = $2', [motorista.id, clienteId]);
    expect(perfil).toMatchObject({ protocolo: r.body.protocolo, registro_item_id: expect.any(Number) });
    // The employee's profiles tab shows the same row, naming the registration; saved unchanged it keeps the link.
    const ficha = await t.http.get(`/api/funcionarios/${motorista.id}`).set(auth(cliente));
    const doCliente = ficha.body.perfis.find((p: { cliente_id: number }) => p.cliente_id === clienteId);
    expect(doCliente).toMatchObject({ protocolo: r.body.protocolo, registro_id: r.body.id, registro_hash: r.body.hash });
    const salvo = await t.http.post(`/api/funcionarios/${motorista.id}/update_perfis`).set(auth(cliente))
      .send({ perfis: ficha.body.perfis.map((p: Record<string, unknown>) => ({ cliente_id: p.cliente_id, protocolo: p.protocolo, validade_protocolo: p.validade_protocolo })) });
    expect(salvo.status).toBe(200);
    const [depois] = await t.sql<{ registro_item_id: number | null }>('select registro_item_id from funcionarios_perfis where funcionario_id = $1 and cliente_id = $2', [motorista.id, clienteId]);
    expect(depois!.registro_item_id).toBe(perfil!.registro_item_id);
    const lgpd = await t.sql<{ operacao: string; finalidade: string; base_legal: string }>('select operacao, finalidade, base_legal from lgpd_tratamentos where registro_id = $1', [r.body.id]);
    expect(lgpd).toEqual([{ operacao: 'CONSULTA', ...LGPD }]);
  });

  it('com consulta válida: sem nova pesquisa mantém a vigente (200); is_nova_pesquisa=true faz outra (201)', async () => {
    const cpf = novoCpf();
    const primeira = await criar(admin, individual(cpf), true);
    expect(primeira.status).toBe(201);
    const mantida = await criar(admin, individual(cpf), false);
    expect(mantida.status).toBe(200);
    expect(mantida.body).toMatchObject({ id: primeira.body.id, reaproveitado: true, message: 'Consulta vigente mantida' });
    const nova = await criar(admin, individual(cpf), true);
    expect(nova.status).toBe(201);
    expect(nova.body.id).not.toBe(primeira.body.id);
    const vig = await t.http.get('/api/registro/verificar_cadastro_registro').query({ cliente_id: clienteId, filtro: cpf }).set(auth(admin));
    expect(vig.body).toMatchObject({ existe: true });
  });

  it('a configuração do cliente define a validade do critério', async () => {
    await t.sql(`insert into configuracoes_cadastro (cliente_id, criterio, validade_em_dias) values ($1, 'INDIVIDUAL', 180)`, [outroId]);
    const r = await criar(admin, individual(novoCpf(), { cliente_id: outroId }), true);
    expect(r.status).toBe(201);
    expect(Math.round((Date.parse(r.body.validade) - Date.now()) / DIA)).toBe(180);
  });

  it('pesquisa conjunta (frota): motorista, dois veículos e um proprietário, cada item com seu hash', async () => {
    const r = await criar(admin, {
      cliente_id: clienteId, politica: 2, is_pesquisa_conjunto: true, motorista: { cpf: novoCpf(), nome: 'JOSE CONJUNTO', cnh: '12345678901' },
      veiculos: [
        { placa: veiculo.placa, tipo_proprietario: 'PJ', documento_proprietario: novoCnpj() },
        { placa: novaPlaca(), tipo_proprietario: 'PF', documento_proprietario: novoCpf(), renavan: '12345678901' },
      ],
      proprietarios: [{ documento: novoCpf(), tipo_proprietario: 'PF', nome: 'DONO EXTRA', data_nascimento: '1970-05-01' }],
    }, true);
    expect(r.status).toBe(201);
    const d = await detalhe(admin, r.body);
    expect(d.status).toBe(200);
    expect(d.body.itens_registros.map((i: { tipo_registro: string }) => i.tipo_registro)).toEqual(['MOTORISTA', 'VEICULO', 'VEICULO', 'PROPRIETARIO']);
    expect(d.body.itens_registros[1]).toMatchObject({ placa: veiculo.placa, veiculo_id: veiculo.id, laudo: 'ACORDO' });
    expect(Math.round((Date.parse(d.body.registro.validade) - Date.now()) / DIA)).toBe(180); // the demo's configuration: Rodovale FROTA 180 days (the policy's own is 365)
    expect(d.body).toMatchObject({ pode_analisar: true, pode_alterar: true });
  });

  it('recusa o sexto veículo e o sexto proprietário (o do veículo principal conta), e mais de um veículo fora da pesquisa conjunta', async () => {
    const veiculos = Array.from({ length: 6 }, () => ({ placa: novaPlaca(), tipo_proprietario: 'PF', documento_proprietario: novoCpf() }));
    const proprietarios = Array.from({ length: 5 }, () => ({ documento: novoCpf(), tipo_proprietario: 'PF' }));
    const r = await criar(admin, { cliente_id: clienteId, politica: 7, is_pesquisa_conjunto: true, veiculos, proprietarios }, true);
    expect(r.status).toBe(400);
    expect(r.body.errors.veiculos).toContain(MENSAGENS_CADASTRO.muitosVeiculos);
    expect(r.body.errors.proprietarios).toContain(MENSAGENS_CADASTRO.muitosProprietarios);
    // Five vehicles and five extra owners: six owners with the main vehicle's.
    const seisDonos = await criar(admin, { cliente_id: clienteId, politica: 7, is_pesquisa_conjunto: true, veiculos: veiculos.slice(0, 5), proprietarios }, true);
    expect([seisDonos.status, seisDonos.body]).toEqual([400, { errors: { proprietarios: ['No máximo 5 proprietários por pesquisa conjunta, o do veículo principal incluído'] } }]);
    expect(await t.sql('select 1 from registros_itens where documento = $1', [proprietarios[4]!.documento])).toHaveLength(0);
    const cinco = await criar(admin, { cliente_id: clienteId, politica: 7, is_pesquisa_conjunto: true, veiculos: veiculos.slice(0, 5), proprietarios: proprietarios.slice(0, 4) }, true);
    expect(cinco.status).toBe(201);
    const fora = await criar(admin, { cliente_id: clienteId, politica: 7, veiculos: veiculos.slice(0, 2) }, true);
    expect(fora.status).toBe(400);
    expect(await t.sql('select 1 from registros_itens where placa = $1', [veiculos[5]!.placa])).toHaveLength(0);
  });

  it('dá as mensagens da §5 no envio', async () => {
    const cpfRuim = await criar(admin, { cliente_id: clienteId, politica: 7, veiculos: [{ placa: novaPlaca(), tipo_proprietario: 'PF', documento_proprietario: '12345678900' }] }, true);
    expect(cpfRuim.status).toBe(400);
    expect(cpfRuim.body.errors['veiculos.0.documento_proprietario']).toEqual(['CPF DO PROPRIETÁRIO INVÁLIDO']);
    const cnpjRuim = await criar(admin, { cliente_id: clienteId, politica: 7, veiculos: [{ placa: novaPlaca(), tipo_proprietario: 'PJ', documento_proprietario: '11222333000100' }] }, true);
    expect(cnpjRuim.body.errors['veiculos.0.documento_proprietario']).toEqual(['CNPJ DO PROPRIETÁRIO INVÁLIDO']);
    const empresa = await criar(admin, { cliente_id: clienteId, politica: 6, empresa: { cnpj: '11.111.111/1111-11', razao_social: 'X' } }, true);
    expect(empresa.body.errors['empresa.cnpj']).toEqual(['CNPJ INFORMADO INVÁLIDO']);
    const vazio = await criar(admin, { cliente_id: clienteId, politica: 1 }, true);
    expect(vazio.status).toBe(400);
    expect(vazio.body.errors.motorista).toEqual(['PREENCHA TODOS OS CAMPOS OBRIGATÓRIOS']);
    expect(vazio.body.errors.veiculos).toEqual(['PREENCHA TODOS OS CAMPOS OBRIGATÓRIOS']);
    const semBase = await t.http.post('/api/registro/create?is_nova_pesquisa=true').set(auth(admin)).send({ registro: individual(novoCpf()) });
    expect(semBase.status).toBe(400);
    expect(Object.keys(semBase.body.errors).sort()).toEqual(['base_legal', 'finalidade']);
    const nova = await t.http.post('/api/registro/create?is_nova_pesquisa=talvez').set(auth(admin)).send({ registro: { ...LGPD, ...individual(novoCpf()) } });
    expect(nova.status).toBe(400);
  });

  it('a blacklist bloqueia o item: REQUER ATENÇÃO, e a leitura da viagem diz bloqueado', async () => {
    const placa = novaPlaca();
    const [v] = await t.sql<{ id: number }>(`insert into veiculos (placa, tipo) values ($1, 'CAVALO') returning id`, [placa]);
    await t.sql(`insert into blacklist (tipo_documento, tipo_registro, documento, nome, placa, motivo, usuario_que_cadastrou) values ('PJ', 'VEÍCULO', $1, 'TRANSP X', $2, 'ROUBO DE CARGA', 'ADMIN')`, [novoCnpj(), placa]);
    const r = await criar(admin, { cliente_id: clienteId, politica: 7, veiculos: [{ placa, tipo_proprietario: 'PF', documento_proprietario: novoCpf() }] }, true);
    expect(r.status).toBe(201);
    expect(r.body.status).toBe('REQUER ATENÇÃO');
    const d = await detalhe(admin, r.body);
    expect(d.body.itens_registros[0]).toMatchObject({ laudo: 'REQUER ATENÇÃO', bloqueado: true, motivo: 'CONSTA NA BLACKLIST: ROUBO DE CARGA' });
    const s = await t.http.get('/api/registro/situacao').query({ cliente_id: clienteId, veiculo_id: v!.id }).set(auth(cliente));
    expect(s.status).toBe(200);
    expect(s.body.veiculo).toMatchObject({ valido: false, bloqueado: true, motivo: 'CONSTA NA BLACKLIST: ROUBO DE CARGA' });
  });
});

describe('análise, anexos e PDF', () => {
  let reg: { id: number; hash: string; protocolo: string };
  let item: string;
  beforeAll(async () => {
    const r = await criar(admin, individual(motorista.cpf), true);
    reg = r.body;
    item = (await detalhe(admin, reg)).body.itens_registros[0].hash;
  });

  it('reprovar bloqueia (REQUER ATENÇÃO) e tira o protocolo da viagem; aprovar deixa RETIFICADO', async () => {
    const reprovar = await t.http.post(`/api/registro/upload/${reg.id}`).set(auth(admin)).send({ item_hash: item, observacao: { descricao: 'CNH com restrição judicial', status_analise: 'REPROVADO' } });
    expect(reprovar.status).toBe(200);
    expect(reprovar.body).toEqual({ message: 'REGISTRO ATUALIZADO COM SUCESSO', status: 'REQUER ATENÇÃO' });
    let s = await t.http.get('/api/registro/situacao').query({ cliente_id: clienteId, motorista_id: motorista.id }).set(auth(cliente));
    expect(s.body.motorista).toMatchObject({ valido: false, bloqueado: true, motivo: 'BLOQUEADO NA ANÁLISE DE PERFIL: CNH com restrição judicial' });
    const aprovar = await t.http.post(`/api/registro/upload/${reg.id}`).set(auth(admin)).send({ item_hash: item, observacao: { descricao: 'Restrição baixada', status_analise: 'APROVADO' } });
    expect(aprovar.body.status).toBe('RETIFICADO');
    s = await t.http.get('/api/registro/situacao').query({ cliente_id: clienteId, motorista_id: motorista.id }).set(auth(cliente));
    expect(s.body.motorista).toMatchObject({ valido: true, bloqueado: false, protocolo: expect.stringMatching(/^CC/) });
    const d = await detalhe(cliente, reg);
    expect(d.body.itens_registros[0]).toMatchObject({ laudo: 'RETIFICADO', bloqueado: false });
    expect(d.body.itens_registros[0].observacoes.map((o: { status_analise: string }) => o.status_analise)).toEqual(['REPROVADO', 'APROVADO']);
    expect(d.body).toMatchObject({ pode_analisar: false, pode_alterar: false });
  });

  it('usuário de cliente não analisa (403); cancelar só registra', async () => {
    const r = await t.http.post(`/api/registro/upload/${reg.id}`).set(auth(cliente)).send({ item_hash: item, observacao: { descricao: 'ok', status_analise: 'APROVADO' } });
    expect(r.status).toBe(403);
    const c = await t.http.post(`/api/registro/upload/${reg.id}`).set(auth(admin)).send({ item_hash: item, observacao: { descricao: 'engano', status_analise: 'CANCELADO' } });
    expect(c.body.status).toBe('RETIFICADO');
  });

  it('anexo PNG é guardado com tipo e tamanho e volta igual; acima do limite, de outro tipo ou com conteúdo falso: 400 e nada guardado', async () => {
    const ok = await t.http.post(`/api/registro/upload/${reg.id}`).set(auth(admin)).send({ item_hash: item, anexos: [{ nome: 'cnh.png', tipo: 'image/png', conteudo: png() }] });
    expect(ok.status).toBe(200);
    const d = await detalhe(admin, reg);
    const anexo = d.body.itens_registros[0].anexos[0];
    expect(anexo).toMatchObject({ nome: 'cnh.png', tipo: 'image/png', tamanho: 72 });
    const arquivo = await t.http.get(anexo.url).set(auth(cliente)).buffer(true);
    expect(arquivo.status).toBe(200);
    expect(arquivo.headers['content-type']).toBe('image/png');
    expect(Buffer.from(arquivo.body).toString('base64')).toBe(png());
    const antes = (await t.sql('select id from registros_anexos')).length;
    const grande = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024 + 1, 32)]).toString('base64');
    const casos = [
      [{ nome: 'grande.pdf', tipo: 'application/pdf', conteudo: grande }],
      [{ nome: 'foto.gif', tipo: 'image/gif', conteudo: Buffer.from('GIF89a').toString('base64') }],
      [{ nome: 'falso.pdf', tipo: 'application/pdf', conteudo: png() }],
      [{ nome: 'ok.png', tipo: 'image/png', conteudo: png() }, { nome: 'x.exe', tipo: 'application/x-msdownload', conteudo: 'TVqQ' }],
    ];
    for (const anexos of casos) {
      const r = await t.http.post(`/api/registro/upload/${reg.id}`).set(auth(admin)).send({ item_hash: item, anexos });
      expect(r.status).toBe(400);
      expect(Object.keys(r.body.errors)[0]).toMatch(/^anexos\.\d$/);
    }
    expect(await t.sql('select id from registros_anexos')).toHaveLength(antes);
  });

  it('corrige parâmetros (equipe); CNH com menos de 11 dígitos é 400; cliente 403', async () => {
    const ok = await t.http.post(`/api/registro/corrigir_erros_parametros/${item}`).set(auth(admin)).send({ item_registro: { nome: 'nome corrigido', rg_uf: 'sp', cnh: '123.456.789-01' } });
    expect(ok.status).toBe(200);
    const d = await detalhe(admin, reg);
    expect(d.body.itens_registros[0]).toMatchObject({ nome: 'NOME CORRIGIDO', is_correcao_parametro: true, dados: expect.objectContaining({ rg_uf: 'SP', cnh: '12345678901' }) });
    const ruim = await t.http.post(`/api/registro/corrigir_erros_parametros/${item}`).set(auth(admin)).send({ item_registro: { cnh: '123' } });
    expect(ruim.status).toBe(400);
    const cli = await t.http.post(`/api/registro/corrigir_erros_parametros/${item}`).set(auth(cliente)).send({ item_registro: { nome: 'X' } });
    expect(cli.status).toBe(403);
  });

  it('gera o protocolo em PDF pelo Chromium', async () => {
    const r = await t.http.get(`/api/registro/pdf/${reg.id}/${reg.hash}`).set(auth(cliente)).buffer(true).parse((res, cb) => {
      const partes: Buffer[] = [];
      res.on('data', (c: Buffer) => partes.push(c));
      res.on('end', () => cb(null, Buffer.concat(partes)));
    });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect((r.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const errado = await t.http.get(`/api/registro/pdf/${reg.id}/${'0'.repeat(32)}`).set(auth(cliente));
    expect(errado.status).toBe(404);
  }, 60_000);
});

describe('escopo e remoção', () => {
  it('usuário de cliente não lê nem remove registro de outro cliente (403) e só vê os seus no grid', async () => {
    const alheio = await criar(admin, individual(novoCpf(), { cliente_id: outroId }), true);
    expect((await detalhe(cliente, alheio.body)).status).toBe(403);
    expect((await t.http.get(`/api/registro/protocolo/${alheio.body.id}`).set(auth(cliente))).status).toBe(403);
    expect((await t.http.get(`/api/registro/get_registro/${alheio.body.id}`).set(auth(cliente))).status).toBe(403);
    const grid = await t.http.get('/api/registro').query({ rows: 200 }).set(auth(cliente));
    expect(grid.status).toBe(200);
    expect(grid.body.user_cliente_id).toBe(clienteId);
    expect(grid.body.rows.every((r: { cliente_id: number }) => r.cliente_id === clienteId)).toBe(true);
    expect(grid.body.rows.every((r: { pode_remover: boolean }) => !r.pode_remover)).toBe(true);
    const criarAlheio = await criar(cliente, individual(novoCpf(), { cliente_id: outroId }), true);
    expect(criarAlheio.status).toBe(403);
  });

  it('remover protocolo: grupo 6 e cliente 403; supervisor (4) cancela e o perfil do motorista sai', async () => {
    const [m] = await t.sql<{ id: number; cpf: string }>(`insert into funcionarios (nome, cpf) values ('REMOVIDO', $1) returning id, cpf`, [novoCpf()]);
    const r = await criar(admin, individual(m!.cpf, { cliente_id: outroId }), true);
    expect((await t.http.delete(`/api/registro/${r.body.id}`).set(auth(operador))).status).toBe(403);
    expect((await t.http.delete(`/api/registro/${r.body.id}`).set(auth(cliente))).status).toBe(403);
    const ok = await t.http.delete(`/api/registro/${r.body.id}`).set(auth(supervisor));
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Protocolo removido com sucesso');
    expect((await t.sql<{ status: string }>('select status from registros where id = $1', [r.body.id]))[0]!.status).toBe('CANCELADO');
    expect(await t.sql('select 1 from funcionarios_perfis where funcionario_id = $1 and cliente_id = $2 and registro_item_id is not null', [m!.id, outroId])).toHaveLength(0);
    expect((await t.http.delete(`/api/registro/${r.body.id}`).set(auth(supervisor))).status).toBe(422);
  });
});

describe('protocolo externo', () => {
  const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const daqui = (dias: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + dias * DIA));

  it('sem motorista nem veículo, política 6 ou validade passada: 400 com a mensagem', async () => {
    const r = await t.http.post('/api/registro/protocolo').set(auth(cliente)).send({ registro: { fonte: 'BUONNY', protocolo: 'B-1', validade: daqui(30), politica: 6 } });
    expect(r.status).toBe(400);
    expect(r.body.errors.motorista_id).toEqual(['Adicione um veiculo ou motorista para vincular ao protocolo']);
    expect(r.body.errors.politica).toBeDefined();
    const ontem = await t.http.post('/api/registro/protocolo').set(auth(cliente)).send({ registro: { fonte: 'BUONNY', protocolo: 'B-1', validade: daqui(-1), politica: 1, motorista_id: motorista.id } });
    expect(ontem.body.errors.validade).toEqual(['A validade começa hoje']);
  });

  it('registra com status ACORDO para o motorista do cliente e vale para a viagem até o dia escolhido', async () => {
    const m = motorista;
    const placa = novaPlaca();
    const [v] = await t.sql<{ id: number }>(`insert into veiculos (placa, tipo) values ($1, 'CAVALO') returning id`, [placa]);
    await t.sql(`insert into clientes_veiculos (cliente_id, veiculo_id, tipo) values ($1, $2, 'FROTA')`, [clienteId, v!.id]);
    const veiculo = { id: v!.id, placa };
    const r = await t.http.post('/api/registro/protocolo').set(auth(cliente)).send({ registro: { fonte: 'PAMCARY', protocolo: `PAM-${Date.now()}`, validade: hoje, politica: 3, motorista_id: m.id, veiculo_id: veiculo.id, status: 'ACORDO' } });
    expect(r.status).toBe(201);
    const p = await t.http.get(`/api/registro/protocolo/${r.body.id}`).set(auth(cliente));
    expect(p.body).toMatchObject({ fonte: 'PAMCARY', status: 'ACORDO', criterio: 'AGREGADO', motorista: { id: m.id }, veiculo: { id: veiculo.id, placa: veiculo.placa } });
    const hojeValido = await t.http.get('/api/registro/situacao').query({ cliente_id: clienteId, veiculo_id: veiculo.id, data: hoje }).set(auth(cliente));
    expect(hojeValido.body.veiculo).toMatchObject({ valido: true, protocolo: p.body.protocolo });
    const s = await t.http.get('/api/registro/situacao').query({ cliente_id: clienteId, veiculo_id: veiculo.id, data: daqui(1) }).set(auth(cliente));
    expect(s.body.veiculo.valido).toBe(false);
    const repetido = await t.http.post('/api/registro/protocolo').set(auth(cliente)).send({ registro: { fonte: 'PAMCARY', protocolo: p.body.protocolo, validade: hoje, politica: 3, veiculo_id: veiculo.id } });
    expect(repetido.status).toBe(422);
    const [alheio] = await t.sql<{ id: number }>(`insert into veiculos (placa, tipo) values ($1, 'CAVALO') returning id`, [novaPlaca()]);
    const proibido = await t.http.post('/api/registro/protocolo').set(auth(cliente)).send({ registro: { fonte: 'GUEP', protocolo: 'G-1', validade: hoje, politica: 7, veiculo_id: alheio!.id } });
    expect(proibido.status).toBe(403);
  });
});

describe('renovação', () => {
  it('lista o que vence em 30 dias; renova num registro RENOVAÇÃO; sem seleção dá a mensagem da spec', async () => {
    const cpf = completarCpf('987654321');
    const r = await criar(admin, individual(cpf), true);
    await t.sql(`update registros_itens set data_vencimento = now() + interval '10 days' where registro_id = $1`, [r.body.id]);
    const lista = await t.http.get('/api/registro/get_registros_renovacao').query({ rows: 500 }).set(auth(cliente));
    const linha = lista.body.rows.find((x: { registro_id: number }) => x.registro_id === r.body.id);
    expect(linha).toMatchObject({ documento: cpf, dias_restantes: 9 });
    const vazio = await t.http.post('/api/registro/renovar_registros').set(auth(cliente)).send({ itens_renovacao: '[]' });
    expect(vazio.status).toBe(422);
    expect(vazio.body.error).toBe('NÃO HÁ REGISTROS SELECIONADOS, À SEREM RENOVADOS');
    const ok = await t.http.post('/api/registro/renovar_registros').set(auth(cliente)).send({ itens_renovacao: JSON.stringify([{ registro_id: r.body.id, item: linha.item }]) });
    expect(ok.body).toMatchObject({ message: 'ENVIO REALIZADO COM SUCESSO' });
    expect(ok.status).toBe(200);
    const [novo] = await t.sql<{ status: string; renovado_de: number }>('select status, renovado_de from registros where id = $1', [ok.body.registros[0]]);
    expect(novo).toEqual({ status: 'RENOVAÇÃO', renovado_de: r.body.id });
    const depois = await t.http.get('/api/registro/get_registros_renovacao').query({ rows: 500 }).set(auth(cliente));
    expect(depois.body.rows.some((x: { registro_id: number }) => x.registro_id === r.body.id)).toBe(false);
    const outraVez = await t.http.post('/api/registro/renovar_registros').set(auth(cliente)).send({ itens_renovacao: JSON.stringify([{ registro_id: r.body.id, item: linha.item }]) });
    expect(outraVez.status).toBe(422);
  });
});

describe('leitura da viagem', () => {
  it('motorista sem protocolo: inválido; perfil digitado conta como protocolo; blacklist bloqueia', async () => {
    const [f] = await t.sql<{ id: number; cpf: string }>(`insert into funcionarios (nome, cpf) values ('SEM PROTOCOLO', $1) returning id, cpf`, [novoCpf()]);
    const ler = () => t.http.get('/api/registro/situacao').query({ cliente_id: clienteId, motorista_id: f!.id }).set(auth(admin));
    expect((await ler()).body.motorista).toMatchObject({ valido: false, motivo: 'SEM PROTOCOLO VÁLIDO PARA O CLIENTE' });
    await t.sql(`insert into funcionarios_perfis (funcionario_id, cliente_id, protocolo, validade_protocolo) values ($1, $2, 'MANUAL-1', current_date + 5)`, [f!.id, clienteId]);
    expect((await ler()).body.motorista).toMatchObject({ valido: true, protocolo: 'MANUAL-1' });
    await t.sql(`insert into blacklist (tipo_documento, tipo_registro, documento, nome, motivo, usuario_que_cadastrou) values ('PF', 'MOTORISTA_EMPRESA', $1, 'SEM PROTOCOLO', 'DOCUMENTO FALSO', 'ADMIN')`, [f!.cpf]);
    expect((await ler()).body.motorista).toMatchObject({ valido: false, bloqueado: true, motivo: 'CONSTA NA BLACKLIST: DOCUMENTO FALSO' });
    const ruim = await t.http.get('/api/registro/situacao').query({ cliente_id: clienteId }).set(auth(admin));
    expect(ruim.status).toBe(400);
  });
});
