import { cpfValido, formatarCpf } from '@gr/domain';
import type { AppDeTeste } from './support/app.js';
import { auth, motoristaSoDe, novoCpf, usarDemo, type Demo } from './support/masters.js';

let t: AppDeTeste;
let d: Demo;
usarDemo((app, demo) => ((t = app), (d = demo)));

const motorista = (extra: Record<string, unknown> = {}) => ({
  nome: 'José Pereira da Silva', cpf: novoCpf(), fone1: '(11) 98765-4321', registro_cnh: '02650306461', cnh: 'E', cnh_validade: '31/05/2029', ...extra,
});
async function criar(body: Record<string, unknown>, token = d.admin) {
  return t.http.post('/api/funcionarios').set(auth(token)).send(body);
}

describe('grid de funcionários GET /api/funcionarios', () => {
  it('pagina 15 linhas sobre milhares de motoristas, todos com CPF válido, e filtra', async () => {
    const r = await t.http.get('/api/funcionarios').set(auth(d.admin));
    expect(r.status).toBe(200);
    expect(r.body.rows).toHaveLength(15);
    expect(r.body.records).toBeGreaterThanOrEqual(2000);
    expect((await t.http.get('/api/funcionarios?rows=1000').set(auth(d.admin))).body.rows).toHaveLength(1000);
    const motoristas = await t.http.get('/api/funcionarios?tipo=MOTORISTA&rows=50').set(auth(d.admin));
    expect(motoristas.body.rows.every((f: { tipo: string; funcao_descricao: string }) => f.tipo === 'MOTORISTA' && f.funcao_descricao === 'MOTORISTA')).toBe(true);
    const cpfs = await t.sql<{ cpf: string }>('select cpf from funcionarios');
    expect(cpfs.filter((f) => !cpfValido(f.cpf))).toEqual([]);
    const um = r.body.rows[0];
    expect((await t.http.get(`/api/funcionarios?cpf=${um.cpf}`).set(auth(d.admin))).body.rows.map((f: { id: number }) => f.id)).toEqual([um.id]);
  });
  it('um usuário de cliente vê só os funcionários vinculados ao seu cliente; um usuário sem a regra recebe 403', async () => {
    const r = await t.http.get('/api/funcionarios?rows=1000').set(auth(d.cliente));
    const [{ n }] = await t.sql<{ n: number }>('select count(distinct funcionario_id)::int as n from clientes_funcionarios where cliente_id = $1 and ativo', [d.rodovale]);
    expect(r.body.records).toBe(n);
    expect(n).toBeGreaterThan(300);
    expect(r.body.rows.every((f: { cliente: string }) => f.cliente === 'TRANSPORTADORA RODOVALE LOGÍSTICA LTDA')).toBe(true);
    const negado = await t.http.get('/api/funcionarios').set(auth(await t.login('EMBARCADOR')));
    expect(negado.status).toBe(403);
    expect(negado.body).toEqual({ error: 'Acesso não autorizado' });
  });
});

describe('consulta de CPF GET /api/funcionarios/consultar_cpf/{cpf}', () => {
  it('diz "CPF NÃO PODE SER NULO" para um CPF vazio e "CPF inválido" para um errado', async () => {
    for (const url of ['/api/funcionarios/consultar_cpf', '/api/funcionarios/consultar_cpf/%20', '/api/funcionarios/consultar_cpf/...-']) {
      const r = await t.http.get(url).set(auth(d.cliente));
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ errors: { cpf: ['CPF NÃO PODE SER NULO'] } });
    }
    for (const cpf of ['529.982.247-24', '111.111.111-11', '1234']) {
      const r = await t.http.get(`/api/funcionarios/consultar_cpf/${encodeURIComponent(cpf)}`).set(auth(d.cliente));
      expect(r.body).toEqual({ errors: { cpf: ['CPF inválido'] } });
    }
  });
  it('responde livre, cadastrado com outro cliente (oferecendo o vínculo, nada sobre a pessoa) ou já vinculado', async () => {
    const livre = await t.http.get(`/api/funcionarios/consultar_cpf/${formatarCpf(novoCpf())}`).set(auth(d.cliente));
    expect(livre.body).toEqual({ status: 'DISPONIVEL', message: 'CPF DISPONÍVEL PARA CADASTRO' });
    const alheio = await motoristaSoDe(t, d.andrade, 'AGREGADO');
    const cadastrado = await t.http.get(`/api/funcionarios/consultar_cpf/${alheio.cpf}`).set(auth(d.cliente));
    expect(cadastrado.body).toEqual({ status: 'CADASTRADO', message: 'FUNCIONÁRIO JÁ CADASTRADO. DESEJA CRIAR UM VÍNCULO COM ESTE CLIENTE?' });
    // Staff see whom the CPF belongs to.
    const equipe = await t.http.get(`/api/funcionarios/consultar_cpf/${alheio.cpf}?cliente_id=${d.rodovale}`).set(auth(d.admin));
    expect(equipe.body).toEqual({ status: 'CADASTRADO', message: 'FUNCIONÁRIO JÁ CADASTRADO. DESEJA CRIAR UM VÍNCULO COM ESTE CLIENTE?', funcionario: { id: alheio.id, nome: alheio.nome } });
    const proprio = await motoristaSoDe(t, d.rodovale, 'FROTA');
    expect((await t.http.get(`/api/funcionarios/consultar_cpf/${proprio.cpf}`).set(auth(d.cliente))).body).toMatchObject({ status: 'VINCULADO', vinculo: { tipo: 'FROTA' } });
    expect((await t.http.get(`/api/funcionarios/consultar_cpf/${proprio.cpf}?cliente_id=${d.andrade}`).set(auth(d.cliente))).status).toBe(403);
  });
});

describe('formulário de funcionário', () => {
  it('responde 400 por campo: CPF inválido, fone1 com menos de 11 dígitos, telefones, CEP, UF, CNH, tipo de vínculo', async () => {
    const r = await criar({ funcionario: { nome: 'Jo', cpf: '123.456.789-00', fone1: '(11) 3456-7890', fone2: '(11) 345', cep: '123', uf: 'ZZ', cnh: 'X', cnh_validade: '31/02/2029' } }, d.cliente);
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({
      nome: ['deve ter no mínimo 3 caracteres'],
      cpf: ['CPF inválido'],
      registro_cnh: ['não pode ficar em branco'],
      cnh: ['deve ser um de: A, B, C, D, E, AB, AC, AD, AE'],
      cnh_validade: ['data inválida'],
      fone1: ['deve ter no mínimo 11 dígitos'],
      fone2: ['Telefone inválido'],
      cep: ['CEP inválido'],
      uf: ['UF inválida'],
      vinculo: ['Tipo vínculo: não pode ser vazio'],
    });
    const repetido = await criar({ funcionario: motorista({ cpf: (await motoristaSoDe(t, d.andrade)).cpf }) });
    expect(repetido.body.errors).toEqual({ cpf: ['CPF já cadastrado'] });
    expect((await criar({ funcionario: { ...motorista(), funcao_id: 'motorista' } })).body.errors.funcao_id).toEqual(['deve ser um número inteiro']);
  });

  it('um usuário de cliente cadastra um motorista vinculado ao próprio cliente; outro cliente é recusado', async () => {
    const cpf = novoCpf();
    const alheio = await criar({ funcionario: motorista({ cpf }), vinculo: { cliente_id: d.andrade, vinculo: 'FROTA' } }, d.cliente);
    expect(alheio.status).toBe(403);
    const r = await criar({ funcionario: motorista({ cpf: formatarCpf(cpf), cep: '13201-000', uf: 'sp', fone2: '(11) 3456-7890' }), vinculo: { vinculo: 'frota' } }, d.cliente);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      nome: 'JOSÉ PEREIRA DA SILVA', cpf, fone1: '11987654321', fone2: '1134567890', cep: '13201000', uf: 'SP', estado: 'São Paulo', cnh_validade: '2029-05-31', tipo: 'MOTORISTA',
      cliente_id: d.rodovale, vinculo: 'FROTA', vinculos: [expect.objectContaining({ cliente_id: d.rodovale, tipo: 'FROTA' })],
    });
    const porCliente = await t.http.get(`/api/funcionarios/${r.body.id}/${d.rodovale}`).set(auth(d.cliente));
    expect(porCliente.body).toMatchObject({ cliente_id: d.rodovale, vinculo: 'FROTA' });
  });

  it('o motorista de outro cliente é "Não há permissão" para ler, editar ou buscar', async () => {
    const m = await motoristaSoDe(t, d.andrade);
    for (const url of [`/api/funcionarios/${m.id}`, `/api/funcionarios/${m.id}/${d.andrade}`]) {
      const r = await t.http.get(url).set(auth(d.cliente));
      expect(r.status).toBe(403);
      expect(r.body).toEqual({ error: 'Não há permissão' });
    }
    expect((await t.http.patch(`/api/funcionarios/${m.id}`).set(auth(d.cliente)).send({ funcionario: { rg: '1' } })).status).toBe(403);
    expect((await t.http.get(`/api/funcionarios/find_funcionario?funcionario=${m.cpf}`).set(auth(d.cliente))).body).toEqual([]);
    expect((await t.http.get(`/api/funcionarios/find_funcionario?funcionario=${m.cpf}`).set(auth(d.admin))).body.map((f: { id: number }) => f.id)).toEqual([m.id]);
    expect((await t.http.get(`/api/funcionarios/find_funcionario?cliente_id=${d.andrade}`).set(auth(d.cliente))).status).toBe(403);
  });

  it('busca por telefone e nome dentro do cliente', async () => {
    const m = await motoristaSoDe(t, d.rodovale);
    const [{ fone1 }] = await t.sql<{ fone1: string }>('select fone1 from funcionarios where id = $1', [m.id]);
    const r = await t.http.get(`/api/funcionarios/find_funcionario?cliente_id=${d.rodovale}&fone1=${encodeURIComponent(`(${fone1.slice(0, 2)}) ${fone1.slice(2, 7)}-${fone1.slice(7)}`)}`).set(auth(d.cliente));
    expect(r.body.map((f: { id: number }) => f.id)).toContain(m.id);
  });

  it('edita com bloqueio otimista (409 numa leitura desatualizada) e troca o tipo de vínculo do motorista', async () => {
    const criado = (await criar({ funcionario: motorista(), vinculo: { cliente_id: d.andrade, vinculo: 'AGREGADO' } })).body;
    const ok = await t.http.patch(`/api/funcionarios/${criado.id}`).set(auth(d.admin)).send({ funcionario: { rg: 'mg-12.345.678', updated_at: criado.updated_at }, vinculo: { cliente_id: d.andrade, vinculo: 'AUTONOMO' } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ rg: 'MG-12.345.678', vinculo: 'AUTONOMO' });
    const velho = await t.http.patch(`/api/funcionarios/${criado.id}`).set(auth(d.admin)).send({ funcionario: { rg: 'outro', updated_at: criado.updated_at } });
    expect(velho.status).toBe(409);
    expect((await t.http.get(`/api/funcionarios/${criado.id}`).set(auth(d.admin))).body.rg).toBe('MG-12.345.678');
  });

  it('atualiza perfis (cliente, protocolo, validade) dentro dos clientes do usuário', async () => {
    const m = await motoristaSoDe(t, d.rodovale);
    const r = await t.http.post(`/api/funcionarios/${m.id}/update_perfis`).set(auth(d.cliente)).send({ perfis: [{ cliente_id: d.rodovale, protocolo: 'gr123456', validade_protocolo: '30/06/2027' }] });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ message: 'Perfis atualizados com sucesso' });
    expect((await t.http.get(`/api/funcionarios/${m.id}`).set(auth(d.cliente))).body.perfis).toEqual([{ cliente_id: d.rodovale, cliente: 'TRANSPORTADORA RODOVALE LOGÍSTICA LTDA', protocolo: 'GR123456', validade_protocolo: '2027-06-30', registro_id: null, registro_hash: null }]);
    expect((await t.http.post(`/api/funcionarios/${m.id}/update_perfis`).set(auth(d.cliente)).send({ perfis: [{ cliente_id: d.andrade }] })).status).toBe(403);
    const ruim = await t.http.post(`/api/funcionarios/${m.id}/update_perfis`).set(auth(d.admin)).send({ perfis: [{ cliente_id: d.rodovale, validade_protocolo: '99/99/2027' }, { cliente_id: d.rodovale }] });
    expect(ruim.body.errors).toEqual({ 'perfis.0.validade_protocolo': ['data inválida'], 'perfis.1.cliente_id': ['cliente repetido'] });
    expect((await t.http.post(`/api/funcionarios/${m.id}/update_perfis`).set(auth(d.admin)).send({ perfis: [{ cliente_id: 99999999 }] })).body.errors).toEqual({ perfis: ['cliente não encontrado'] });
  });

  it('remover um funcionário vinculado responde 422 e não remove nada; desvinculado, ele sai', async () => {
    const criado = (await criar({ funcionario: motorista(), vinculo: { cliente_id: d.andrade, vinculo: 'AUTONOMO' } })).body;
    const r = await t.http.delete(`/api/funcionarios/${criado.id}`).set(auth(d.admin));
    expect(r.status).toBe(422);
    expect(r.body.error).toBe('Não é possível excluir o funcionário: existem vínculos ativos com clientes ligados a este registro. Nada foi removido.');
    expect((await t.http.get(`/api/funcionarios/${criado.id}`).set(auth(d.admin))).status).toBe(200);
    await t.http.post('/api/clientes/desvincular_motorista').set(auth(d.admin)).send({ cliente_id: d.andrade, funcionario_id: criado.id }).expect(200);
    expect((await t.http.delete(`/api/funcionarios/${criado.id}`).set(auth(d.admin))).body).toEqual({ message: 'Funcionário removido com sucesso' });
  });
});
