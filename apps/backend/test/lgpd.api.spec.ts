import { formatarCnpj, formatarCpf } from '@gr/domain';
import { iniciarApp, type AppDeTeste } from './support/app.js';
import { auth, novoCnpj, novoCpf } from './support/masters.js';
import { chamadasValidadas } from './support/openapi.js';

/**
 * LGPD, the data subject's service (issue 13): the processing history of a CPF/CNPJ newest first,
 * the export of everything held on it (employee, links, profiles, company, registrations with the
 * exports' laudo and masked validity, blacklist, history) recorded as an EXPORTACAO itself; a
 * bad document is 400; the desk's administrators and the registration group only.
 */
let t: AppDeTeste;
let admin: string;
let cadastro: string;
const contrato = chamadasValidadas(() => t, () => admin);

beforeAll(async () => {
  t = await iniciarApp();
  [admin, cadastro] = await Promise.all(['ADMIN', 'CADASTRO'].map((u) => t.login(u)));
});
afterAll(async () => {
  await t?.fechar();
  expect(contrato.falhas).toEqual([]);
});

const historico = (doc: string, query = '', token = admin) =>
  contrato.chamar('get', '/api/lgpd/titular/{documento}/tratamentos', `/api/lgpd/titular/${encodeURIComponent(doc)}/tratamentos${query}`, undefined, token);
const exportar = (doc: string, token = admin) => contrato.chamar('get', '/api/lgpd/titular/{documento}/exportar', `/api/lgpd/titular/${encodeURIComponent(doc)}/exportar`, undefined, token);

/** A registration item of `documento` under the client, as the registration service writes it. */
async function consultaDe(documento: string, laudo: string): Promise<number> {
  const [{ id: clienteId }] = await t.sql<{ id: number }>("select id from clientes where nome ilike '%RODOVALE%'");
  const n = Math.floor(Math.random() * 1e9);
  const [r] = await t.sql<{ id: number }>(
    `insert into registros (cliente_id, usuario, politica, criterio, status, protocolo, validade, hash, finalidade, base_legal)
     values ($1, 'CADASTRO', 5, 'INDIVIDUAL', 'REQUER ATENÇÃO', $2, now() + interval '90 days', $3, 'Análise de perfil de risco', 'EXECUÇÃO DE CONTRATO') returning id`,
    [clienteId, `CCTESTE${n}`, `h${n}`]);
  await t.sql(
    `insert into registros_itens (registro_id, hash, tipo_registro, documento, nome, politica, laudo, data_vencimento, dados)
     values ($1, $2, 'MOTORISTA', $3, 'TITULAR DE TESTE', 5, $4, '2027-03-10T15:00:00Z', '{"rg":"123456789","fone1":"11987654321"}')`,
    [r!.id, `i${n}`, documento, laudo]);
  await t.sql(`insert into lgpd_tratamentos (documento, operacao, finalidade, base_legal, registro_id, cliente_id, usuario, data)
     values ($1, 'CONSULTA', 'Análise de perfil de risco', 'EXECUÇÃO DE CONTRATO', $2, $3, 'CADASTRO', now() - interval '1 day')`, [documento, r!.id, clienteId]);
  return r!.id;
}

describe('histórico de tratamento', () => {
  it('lista as operações do documento, a mais recente primeiro, com finalidade, base legal e cliente', async () => {
    const cpf = novoCpf();
    const registro = await consultaDe(cpf, 'ACORDO');
    expect((await t.http.post('/api/blacklist/create').set(auth(cadastro))
      .send({ blacklist: { tipo_documento: 'PF', tipo_registro: 'MOTORISTA_EMPRESA', documento: cpf, nome: 'Titular', motivo: 'Fraude' } })).status).toBe(201);
    const r = await historico(formatarCpf(cpf));
    expect(r.status).toBe(200);
    expect(r.body.records).toBe(2);
    expect(r.body.rows).toEqual([
      expect.objectContaining({ operacao: 'BLACKLIST_INCLUSAO', base_legal: 'LEGÍTIMO INTERESSE', usuario: 'CADASTRO', registro_id: null, cliente: null }),
      expect.objectContaining({ operacao: 'CONSULTA', base_legal: 'EXECUÇÃO DE CONTRATO', registro_id: registro, cliente: expect.stringMatching(/RODOVALE/i) }),
    ]);
    const filtrado = await historico(cpf, '?operacao=CONSULTA');
    expect(filtrado.body.rows.map((x: { operacao: string }) => x.operacao)).toEqual(['CONSULTA']);
    expect((await historico(novoCpf())).body).toMatchObject({ records: 0, rows: [] });
  });
});

describe('exportação', () => {
  it('CPF de funcionário: cadastro, vínculos, perfis e consultas; laudo e validade como nas exportações; registra EXPORTACAO', async () => {
    const [f] = await t.sql<{ id: number; cpf: string; nome: string }>(
      'select f.id, f.cpf, f.nome from funcionarios f where exists (select 1 from clientes_funcionarios v where v.funcionario_id = f.id) order by f.id limit 1');
    await consultaDe(f!.cpf, 'REQUER ATENÇÃO');
    const r = await exportar(f!.cpf);
    expect(r.status).toBe(200);
    expect(r.headers['content-disposition']).toBe(`attachment; filename="titular-${f!.cpf}.json"`);
    expect(r.body.titular).toEqual({ documento: f!.cpf, tipo: 'CPF' });
    expect(r.body.gerado_por).toBe('ADMIN');
    expect(r.body.funcionario).toMatchObject({ id: f!.id, cpf: f!.cpf, nome: f!.nome });
    expect(r.body.vinculos.length).toBeGreaterThan(0);
    expect(r.body.vinculos[0]).toEqual(expect.objectContaining({ cliente: expect.any(String), vinculo: expect.any(String), ativo: expect.any(Boolean) }));
    expect(Array.isArray(r.body.perfis)).toBe(true);
    expect(r.body.empresa).toBeNull();
    expect(r.body.consultas).toEqual([expect.objectContaining({ laudo: 'DESACORDO', validade: '**/**/****', tipo_registro: 'MOTORISTA', dados: { rg: '123456789', fone1: '11987654321' } })]);
    expect(r.body.tratamentos[0]).toMatchObject({ operacao: 'EXPORTACAO', base_legal: 'OBRIGAÇÃO LEGAL', usuario: 'ADMIN' });
    const depois = await historico(f!.cpf);
    expect(depois.body.rows[0]).toMatchObject({ operacao: 'EXPORTACAO' });
  });

  it('laudo favorável mostra a validade; CNPJ traz a empresa e a blacklist', async () => {
    const cpf = novoCpf();
    await consultaDe(cpf, 'ACORDO');
    expect((await exportar(cpf)).body.consultas[0]).toMatchObject({ laudo: 'ACORDO', validade: '10/03/2027' });

    const [cliente] = await t.sql<{ cnpj: string }>("select cnpj from clientes where nome ilike '%RODOVALE%'");
    const empresa = await exportar(formatarCnpj(cliente!.cnpj), cadastro);
    expect(empresa.status).toBe(200);
    expect(empresa.body).toMatchObject({ titular: { documento: cliente!.cnpj, tipo: 'CNPJ' }, funcionario: null, vinculos: [], perfis: [] });
    expect(empresa.body.empresa).toMatchObject({ cnpj: cliente!.cnpj });

    const cnpj = novoCnpj();
    await t.http.post('/api/blacklist/create').set(auth(cadastro)).send({ blacklist: { tipo_documento: 'PJ', tipo_registro: 'MOTORISTA_EMPRESA', documento: cnpj, nome: 'Fachada', motivo: 'Fraude' } });
    const bloqueada = await exportar(cnpj);
    expect(bloqueada.body.blacklist).toEqual([expect.objectContaining({ documento: cnpj, motivo: 'Fraude' })]);
    expect(bloqueada.body.empresa).toBeNull();
  });
});

describe('entrada ruim e acesso', () => {
  it.each(['123', '11111111111', '52998224726', '1122233300018', 'abc', '00000000000000'])('documento %s é 400 nas duas chamadas, nada registrado', async (doc) => {
    const [{ n: antes }] = await t.sql<{ n: string }>('select count(*) as n from lgpd_tratamentos');
    for (const r of [await historico(doc), await exportar(doc)]) {
      expect(r.status).toBe(400);
      expect(r.body.errors).toEqual({ documento: ['CPF ou CNPJ inválido'] });
    }
    expect((await t.sql<{ n: string }>('select count(*) as n from lgpd_tratamentos'))[0]!.n).toBe(antes);
  });

  it('grupos de cliente e a operação recebem 403; o grupo cadastro exporta', async () => {
    const cpf = novoCpf();
    for (const u of ['CLIENTE', 'EMBARCADOR', 'GESTOR', 'OPERADOR', 'CENTRAL']) {
      const token = await t.login(u);
      expect([u, (await historico(cpf, '', token)).status]).toEqual([u, 403]);
      expect([u, (await exportar(cpf, token)).status]).toEqual([u, 403]);
    }
    expect((await t.sql('select id from lgpd_tratamentos where documento = $1', [cpf])).length).toBe(0);
    expect((await exportar(cpf, cadastro)).status).toBe(200);
    expect((await historico(cpf, '', cadastro)).body.rows).toEqual([expect.objectContaining({ operacao: 'EXPORTACAO', usuario: 'CADASTRO' })]);
  });
});
