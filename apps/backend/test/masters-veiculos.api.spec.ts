import { campos, placaValida } from '@gr/domain';
import type { AppDeTeste } from './support/app.js';
import { auth, novaPlaca, usarDemo, renavamValido, veiculoSoDe, type Demo } from './support/masters.js';

let t: AppDeTeste;
let d: Demo;
usarDemo((app, demo) => ((t = app), (d = demo)));

async function criar(veiculo: Record<string, unknown>, token = d.admin) {
  return t.http.post('/api/veiculos/create').set(auth(token)).send({ veiculo });
}

describe('grid de veículos GET /api/veiculos', () => {
  it('pagina 15 linhas sobre milhares de veículos de demonstração (placas antigas e Mercosul), filtra por tipo e placa', async () => {
    const r = await t.http.get('/api/veiculos').set(auth(d.admin));
    expect(r.status).toBe(200);
    expect(r.body.rows).toHaveLength(15);
    expect(r.body.records).toBeGreaterThanOrEqual(3000);
    const placas = await t.sql<{ antigas: number; mercosul: number }>(
      `select count(*) filter (where placa ~ '^[A-Z]{3}[0-9]{4}$')::int as antigas, count(*) filter (where placa ~ '^[A-Z]{3}[0-9][A-Z][0-9]{2}$')::int as mercosul from veiculos`,
    );
    expect(placas[0]!.antigas).toBeGreaterThan(1000);
    expect(placas[0]!.mercosul).toBeGreaterThan(1000);
    const todos = await t.sql<{ placa: string; renavan: string }>('select placa, renavan from veiculos');
    expect(todos.filter((v) => !placaValida(v.placa) || !campos.renavamValido(v.renavan))).toEqual([]);
    const carretas = await t.http.get('/api/veiculos?tipo=CARRETA&rows=50').set(auth(d.admin));
    expect(carretas.body.rows.every((v: { tipo: string }) => v.tipo === 'CARRETA')).toBe(true);
    const uma = r.body.rows[0];
    const porPlaca = await t.http.get(`/api/veiculos?placa=${uma.placa.slice(0, 5).toLowerCase()}`).set(auth(d.admin));
    expect(porPlaca.body.rows.map((v: { id: number }) => v.id)).toContain(uma.id);
    expect(uma).toEqual(expect.objectContaining({ fabricante_descricao: expect.any(String), modelo_descricao: expect.any(String), cliente: expect.any(String), vinculo: expect.any(String) }));
    expect((await t.http.get('/api/veiculos?cor=ROSA').set(auth(d.admin))).status).toBe(400);
    expect((await t.http.get('/api/veiculos?cliente_id=abc').set(auth(d.admin))).status).toBe(400);
  });

  it('um usuário de cliente vê só os veículos vinculados ao seu cliente, nunca os da outra transportadora', async () => {
    const r = await t.http.get('/api/veiculos?rows=1000').set(auth(d.cliente));
    expect(r.status).toBe(200);
    const [{ n }] = await t.sql<{ n: number }>('select count(distinct veiculo_id)::int as n from clientes_veiculos where cliente_id = $1 and ativo', [d.rodovale]);
    expect(r.body.records).toBe(n);
    expect(n).toBeGreaterThan(500);
    expect(r.body.rows.every((v: { cliente: string }) => v.cliente === 'TRANSPORTADORA RODOVALE LOGÍSTICA LTDA')).toBe(true);
    const alheio = await veiculoSoDe(t, d.andrade);
    expect((await t.http.get(`/api/veiculos?placa=${alheio.placa}`).set(auth(d.cliente))).body.records).toBe(0);
    const forca = await t.http.get(`/api/veiculos?cliente_id=${d.andrade}`).set(auth(d.cliente));
    expect(forca.status).toBe(403);
    expect(forca.body).toEqual({ error: 'Não há permissão' });
  });
});

describe('formulário de veículo', () => {
  it('mostra um veículo com seus vínculos; o veículo de outro cliente é "Não há permissão" para um usuário de cliente', async () => {
    const v = await veiculoSoDe(t, d.andrade);
    const r = await t.http.get(`/api/veiculos/${v.id}`).set(auth(d.admin));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: v.id, placa: v.placa, cliente: 'TRANSPORTES IRMÃOS ANDRADE LTDA', clientes_veiculos: [expect.objectContaining({ cliente_id: d.andrade })] });
    for (const url of [`/api/veiculos/${v.id}`, `/api/veiculos/${v.id}/por_cliente/${d.andrade}`, `/api/veiculos/${v.id}/por_cliente/${d.rodovale}`]) {
      const negado = await t.http.get(url).set(auth(d.cliente));
      expect(negado.status).toBe(403);
      expect(negado.body).toEqual({ error: 'Não há permissão' });
    }
    expect((await t.http.get('/api/veiculos/99999999').set(auth(d.admin))).status).toBe(404);
  });

  it('vincula o novo veículo de um usuário de cliente ao próprio cliente e exige o tipo de vínculo', async () => {
    const placa = novaPlaca();
    const sem = await criar({ placa, tipo: 'CAVALO' }, d.cliente);
    expect(sem.status).toBe(400);
    expect(sem.body).toEqual({ errors: { vinculo: ['Tipo vínculo: não pode ser vazio'] } });
    const outro = await criar({ placa, tipo: 'CAVALO', cliente_id: d.andrade, vinculo: { tipo: 'FROTA' } }, d.cliente);
    expect(outro.status).toBe(403);
    const r = await criar({ placa: `${placa.slice(0, 3)}-${placa.slice(3)}`.toLowerCase(), tipo: 'cavalo', cor: 'prata', vinculo: { tipo: 'FROTA' }, renavan: renavamValido(), tecnologia_id: 2, numero: '123456' }, d.cliente);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ placa, tipo: 'CAVALO', cor: 'PRATA', tecnologia_descricao: 'ONIXSAT', numero: '123456', cliente: 'TRANSPORTADORA RODOVALE LOGÍSTICA LTDA', vinculo: { tipo: 'FROTA', cliente_id: d.rodovale } });
    const por = await t.http.get(`/api/veiculos/${r.body.id}/por_cliente/${d.rodovale}`).set(auth(d.cliente));
    expect(por.body.vinculo).toMatchObject({ tipo: 'FROTA', idade: { faixa: 'ATE_30' } });
  });

  it('responde 400 por campo: placa, RENAVAM, tipo, cor, anos, modelo de outro fabricante; placa já usada', async () => {
    const [{ scania }] = await t.sql<{ scania: number }>(`select id as scania from fabricantes where nome = 'SCANIA'`);
    const [{ volvo }] = await t.sql<{ volvo: number }>(`select m.id as volvo from modelos m join fabricantes f on f.id = m.fabricante_id where f.nome = 'VOLVO' limit 1`);
    const r = await criar({ placa: 'ZZ-12345', tipo: 'MOTO', cor: 'ROSA', renavan: '12345678901', ano_fabricacao: 2020, ano_modelo: 2024, fabricante_id: scania, modelo_id: volvo });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({
      placa: ['Placa inválida'],
      tipo: ['deve ser um de: CARRETA, CAVALO, TRUCK, PASSEIO, VAN, TOCO'],
      cor: ['deve ser um de: VERMELHO, AMARELO, AZUL, VERDE, BRANCO, PRETO, PRATA, CINZA, BEGE, LARANJA, MARROM, DOURADO'],
      renavan: ['RENAVAM inválido'],
      ano_modelo: ['deve ser o ano de fabricação ou o seguinte'],
      modelo_id: ['não pertence ao fabricante informado'],
    });
    const [existente] = await t.sql<{ placa: string }>('select placa from veiculos limit 1');
    const repetida = await criar({ placa: existente!.placa, tipo: 'TRUCK' });
    expect(repetida.body).toEqual({ errors: { placa: ['placa já cadastrada'] } });
    expect((await criar({ placa: novaPlaca(), tipo: 'TRUCK', ano_fabricacao: '2020' })).body.errors.ano_fabricacao).toEqual(['deve ser um número inteiro']);
  });

  it('verifica a disponibilidade da placa pelos 7 primeiros caracteres', async () => {
    const [existente] = await t.sql<{ placa: string }>('select placa from veiculos where placa ~ $1 limit 1', ['^[A-Z]{3}[0-9]{4}$']);
    const p = existente!.placa;
    const usada = await t.http.get(`/api/veiculos/verifica_placa/${p.slice(0, 3)}-${p.slice(3)}/${d.rodovale}`).set(auth(d.admin));
    expect(usada.status).toBe(200);
    expect(usada.body).toMatchObject({ message: 'placa já cadastrada', disponivel: false, veiculo_id: expect.any(Number) });
    const livre = await t.http.get(`/api/veiculos/verifica_placa/${novaPlaca()}X/${d.rodovale}`).set(auth(d.cliente));
    expect(livre.body).toEqual({ message: 'placa disponivel', disponivel: true, veiculo_id: null, vinculado: false });
    expect((await t.http.get(`/api/veiculos/verifica_placa/AB1/${d.rodovale}`).set(auth(d.admin))).status).toBe(400);
    expect((await t.http.get(`/api/veiculos/verifica_placa/${p}/${d.andrade}`).set(auth(d.cliente))).status).toBe(403);
  });

  it('edita com bloqueio otimista e nunca muda o tipo de vínculo', async () => {
    const criado = (await criar({ placa: novaPlaca(false), tipo: 'TRUCK', cliente_id: d.andrade, vinculo: { tipo: 'AGREGADO' } })).body;
    const ok = await t.http.patch(`/api/veiculos/${criado.id}`).set(auth(d.admin)).send({ veiculo: { cor: 'AZUL', updated_at: criado.updated_at } });
    expect(ok.status).toBe(200);
    expect(ok.body.cor).toBe('AZUL');
    const velho = await t.http.patch(`/api/veiculos/${criado.id}`).set(auth(d.admin)).send({ veiculo: { cor: 'PRETO', updated_at: criado.updated_at } });
    expect(velho.status).toBe(409);
    const troca = await t.http.patch(`/api/veiculos/${criado.id}`).set(auth(d.admin)).send({ veiculo: { cliente_id: d.andrade, vinculo: { tipo: 'FROTA' } } });
    expect(troca.status).toBe(422);
    expect(troca.body.error).toBe('PARA ALTERAR O VÍNCULO DESSE VEÍCULO, REMOVA O REGISTRO DO MESMO E CADASTRE NOVAMENTE');
    expect((await t.http.get(`/api/veiculos/${criado.id}`).set(auth(d.admin))).body.cor).toBe('AZUL');
  });

  it('remover um veículo vinculado responde 422 e não remove nada; desvinculado, ele sai', async () => {
    const criado = (await criar({ placa: novaPlaca(), tipo: 'VAN', cliente_id: d.andrade, vinculo: { tipo: 'FROTA' } })).body;
    const r = await t.http.delete(`/api/veiculos/${criado.id}`).set(auth(d.admin));
    expect(r.status).toBe(422);
    expect(r.body.error).toBe('Não é possível excluir o veículo: existem vínculos ativos com clientes ligados a este registro. Nada foi removido.');
    expect((await t.http.get(`/api/veiculos/${criado.id}`).set(auth(d.admin))).status).toBe(200);
    await t.http.patch('/api/clientes/desvincular_veiculo').set(auth(d.admin)).send({ id: criado.vinculo.id }).expect(200);
    const ok = await t.http.delete(`/api/veiculos/${criado.id}`).set(auth(d.admin));
    expect(ok.body).toEqual({ message: 'Veículo removido com sucesso' });
    expect((await t.http.get(`/api/veiculos/${criado.id}`).set(auth(d.admin))).status).toBe(404);
    expect((await t.http.delete(`/api/veiculos/${criado.id}`).set(auth(d.cliente))).status).toBe(403);
  });
});

describe('aba de carretas', () => {
  it('engata carretas só num cavalo ("Este veiculo não é do tipo CAVALO!"), as lista e as remove', async () => {
    const cavalo = (await criar({ placa: novaPlaca(), tipo: 'CAVALO', cliente_id: d.rodovale, vinculo: { tipo: 'FROTA' } })).body;
    const truck = (await criar({ placa: novaPlaca(), tipo: 'TRUCK', cliente_id: d.rodovale, vinculo: { tipo: 'FROTA' } })).body;
    const carreta = (await criar({ placa: novaPlaca(), tipo: 'CARRETA', cliente_id: d.rodovale, vinculo: { tipo: 'FROTA' } })).body;
    expect(carreta.vinculo.tipo).toBe('AUTONOMO');
    const errado = await t.http.post('/api/veiculos/adicionar_carreta').set(auth(d.cliente)).send({ cavalo_id: truck.id, carreta_id: carreta.id });
    expect(errado.status).toBe(422);
    expect(errado.body).toEqual({ error: 'Este veiculo não é do tipo CAVALO!' });
    const lista = await t.http.get(`/api/veiculos/${truck.id}/listar_carretas`).set(auth(d.cliente));
    expect(lista.status).toBe(422);
    expect(lista.body).toEqual({ error: 'Este veiculo não é do tipo CAVALO!' });
    const ok = await t.http.post('/api/veiculos/adicionar_carreta').set(auth(d.cliente)).send({ cavalo_id: cavalo.id, carreta_id: carreta.id });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ message: 'Carreta adicionada com sucesso', carreta: { cavalo_id: cavalo.id, carreta_id: carreta.id, placa: carreta.placa } });
    expect((await t.http.post('/api/veiculos/adicionar_carreta').set(auth(d.cliente)).send({ cavalo_id: cavalo.id, carreta_id: carreta.id })).status).toBe(422);
    const carretas = await t.http.get(`/api/veiculos/${cavalo.id}/listar_carretas`).set(auth(d.cliente));
    expect(carretas.body).toEqual([expect.objectContaining({ id: ok.body.carreta.id, placa: carreta.placa })]);
    expect((await t.http.delete(`/api/veiculos/${carreta.id}`).set(auth(d.admin))).status).toBe(422);
    const fora = await t.http.post(`/api/veiculos/${ok.body.carreta.id}/remover_carreta`).set(auth(d.cliente));
    expect(fora.body).toEqual({ message: 'Carreta removida com sucesso' });
    expect((await t.http.get(`/api/veiculos/${cavalo.id}/listar_carretas`).set(auth(d.cliente))).body).toEqual([]);
  });
  it('um usuário de cliente não pode engatar a carreta de outra transportadora', async () => {
    const cavalo = await veiculoSoDe(t, d.rodovale, 'CAVALO');
    const alheia = await veiculoSoDe(t, d.andrade, 'CARRETA');
    const r = await t.http.post('/api/veiculos/adicionar_carreta').set(auth(d.cliente)).send({ cavalo_id: cavalo.id, carreta_id: alheia.id });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ error: 'Não há permissão' });
  });
});

describe('seletores de veículo e tecnologias', () => {
  it('find_* devolvem os tipos certos dentro do alcance do usuário', async () => {
    const carretas = await t.http.get('/api/veiculos/find_carretas').set(auth(d.admin));
    expect(carretas.body).toHaveLength(30);
    expect(carretas.body.every((v: { tipo: string }) => v.tipo === 'CARRETA')).toBe(true);
    const naoCarreta = await t.http.get(`/api/veiculos/find_veiculos_nao_carreta?cliente_id=${d.andrade}`).set(auth(d.admin));
    expect(naoCarreta.body.length).toBeGreaterThan(0);
    expect(naoCarreta.body.some((v: { tipo: string }) => v.tipo === 'CARRETA')).toBe(false);
    const alheio = await veiculoSoDe(t, d.andrade);
    expect((await t.http.get(`/api/veiculos/find_todos_veiculos?term=${alheio.placa}`).set(auth(d.admin))).body.map((v: { id: number }) => v.id)).toEqual([alheio.id]);
    expect((await t.http.get(`/api/veiculos/find_todos_veiculos?term=${alheio.placa}`).set(auth(d.cliente))).body).toEqual([]);
    expect((await t.http.get(`/api/veiculos/find_veiculos?cliente_id=${d.andrade}`).set(auth(d.cliente))).status).toBe(403);
    const proprio = await veiculoSoDe(t, d.rodovale);
    expect((await t.http.get(`/api/veiculos/find_veiculos?term=${proprio.placa.slice(0, 3)}-${proprio.placa.slice(3)}`).set(auth(d.cliente))).body[0].id).toBe(proprio.id);
  });

  it('consultas de tecnologia: por veículo (checklist online para 2 e 4, 13 telemonitorado), por cliente, busca, lista', async () => {
    const v = (await criar({ placa: novaPlaca(), tipo: 'CAVALO', cliente_id: d.rodovale, vinculo: { tipo: 'AGREGADO' }, tecnologia_id: 4, numero: '998877' })).body;
    const r = await t.http.get(`/api/tecnologias/get_tecnologia_by_veiculo/${v.id}`).set(auth(d.cliente));
    expect(r.body).toEqual({ veiculo_id: v.id, placa: v.placa, tecnologia_id: 4, descricao: 'OMNILINK', numero: '998877', checklist_online: true, telemonitorado: false });
    const tele = (await criar({ placa: novaPlaca(), tipo: 'TRUCK', cliente_id: d.rodovale, vinculo: { tipo: 'AGREGADO' }, tecnologia_id: 13 })).body;
    expect((await t.http.get(`/api/tecnologias/get_tecnologia_by_veiculo/${tele.id}`).set(auth(d.cliente))).body).toMatchObject({ checklist_online: false, telemonitorado: true });
    const alheio = await veiculoSoDe(t, d.andrade);
    expect((await t.http.get(`/api/tecnologias/get_tecnologia_by_veiculo/${alheio.id}`).set(auth(d.cliente))).status).toBe(403);
    const porCliente = await t.http.get('/api/tecnologias/tecnologias_por_cliente').set(auth(d.cliente));
    const [{ n }] = await t.sql<{ n: number }>(
      'select count(*)::int as n from veiculos v join clientes_veiculos cv on cv.veiculo_id = v.id and cv.ativo and cv.cliente_id = $1 where v.tecnologia_id is not null',
      [d.rodovale],
    );
    expect(porCliente.body.reduce((s: number, x: { veiculos: number }) => s + x.veiculos, 0)).toBe(n);
    expect((await t.http.get(`/api/tecnologias/tecnologias_por_cliente?cliente_id=${d.andrade}`).set(auth(d.cliente))).status).toBe(403);
    expect((await t.http.get('/api/tecnologias/find_tecnologia?term=sat').set(auth(d.cliente))).body.map((x: { descricao: string }) => x.descricao)).toEqual(
      expect.arrayContaining(['ONIXSAT', 'JABURSAT', 'GLOBALSAT']),
    );
    const todas = await t.http.get('/api/tecnologias/get_tecnologias').set(auth(d.cliente));
    expect(todas.body.find((x: { id: number }) => x.id === 13)).toMatchObject({ descricao: 'TELEMONITORADO' });
  });
});
