import type { AppDeTeste } from './support/app.js';
import { auth, usarDemo, type Demo } from './support/masters.js';

let t: AppDeTeste;
let d: Demo;
usarDemo((app, demo) => ((t = app), (d = demo)));

describe('regras de risco', () => {
  it('dá ao construtor suas opções, comparadores e pontuações (inicial 10, reinício 0)', async () => {
    const r = await t.http.get('/api/monitoramentos/carrega_regra_risco_itens').set(auth(d.admin));
    expect(r.status).toBe(200);
    expect(r.body.opcoes.map((o: { nome: string }) => o.nome)).toEqual(['telemonitorado', 'distancia', 'tipo_viagem_id']);
    expect(r.body.operadores.map((o: { nome: string }) => o.nome)).toEqual(['igual', 'maior', 'menor']);
    expect(r.body).toMatchObject({ logicos: ['E', 'OU'], pontuacao_inicial: 10, pontuacao_reset: 0 });
  });

  it('salva uma expressão, a recarrega com as linhas do construtor e a altera pelo id', async () => {
    const criada = await t.http.post('/api/monitoramentos/create_regras_risco').set(auth(d.admin)).send({
      regras_risco: { cliente_id: d.andrade, descricao: 'noturna longa', definicao: 'distancia>300 e  telemonitorado = 1' },
    });
    expect(criada.status).toBe(201);
    expect(criada.body).toMatchObject({
      cliente_id: d.andrade, descricao: 'NOTURNA LONGA', definicao: 'distancia > 300 E telemonitorado = 1', pontos: 10, ativo: true, referencias: [1, 2],
      parametros: [{ nome: 'distancia', valor: 300 }, { nome: 'telemonitorado', valor: 1 }],
      condicoes: [{ logico: null, opcao: 'distancia', operador: 'maior', valor: 300 }, { logico: 'E', opcao: 'telemonitorado', operador: 'igual', valor: 1 }],
    });
    const linhas = await t.http.post('/api/monitoramentos/create_regras_risco').set(auth(d.admin)).send({
      regras_risco: { id: criada.body.id, cliente_id: d.andrade, condicoes: [{ opcao: 'tipo_viagem_id', operador: 'igual', valor: 2 }, { logico: 'OU', opcao: 'distancia', operador: 'menor', valor: 50 }], pontos: 0 },
    });
    expect(linhas.body).toMatchObject({ id: criada.body.id, definicao: 'tipo_viagem_id = 2 OU distancia < 50', pontos: 0, descricao: 'NOTURNA LONGA' });
    const todas = await t.http.get(`/api/monitoramentos/carrega_regra_risco?cliente_id=${d.andrade}`).set(auth(d.admin));
    expect(todas.body.map((r: { definicao: string }) => r.definicao)).toEqual([
      'distancia > 800', 'telemonitorado = 1 E distancia > 500', '(tipo_viagem_id = 2 OU tipo_viagem_id = 3) E distancia < 100', 'tipo_viagem_id = 2 OU distancia < 50',
    ]);
    expect(todas.body[2].condicoes).toBeNull();
    const grid = await t.http.get(`/api/regras_risco?_search=true&cliente_id=${d.andrade}`).set(auth(d.admin));
    expect(grid.body.records).toBe(4);
    expect((await t.http.delete(`/api/regras_risco/${criada.body.id}`).set(auth(d.admin))).body).toEqual({ message: 'Regra de risco removida com sucesso' });
  });

  it('responde 400 nomeando o termo ruim', async () => {
    const envia = (regra: Record<string, unknown>) => t.http.post('/api/monitoramentos/create_regras_risco').set(auth(d.admin)).send({ regras_risco: { cliente_id: d.andrade, ...regra } });
    expect((await envia({ definicao: '(distancia > 100' })).body).toEqual({ errors: { definicao: ["parêntese sem fechamento: '('"] } });
    expect((await envia({ definicao: 'velocidade > 100' })).body).toEqual({ errors: { definicao: ["termo desconhecido: 'velocidade'"] } });
    expect((await envia({ definicao: 'distancia > 1', pontos: -1 })).body).toEqual({ errors: { pontos: ['deve ser um número inteiro de 0 a 1000'] } });
    expect((await envia({})).body).toEqual({ errors: { definicao: ['não pode ficar em branco'] } });
    expect((await envia({ condicoes: [{ opcao: 'peso', operador: 'igual', valor: 1 }] })).body).toEqual({ errors: { condicoes: ["condição 1: termo desconhecido: 'peso'"] } });
  });

  it('pontua uma viagem contra as regras ativas do cliente', async () => {
    const r = await t.http.post('/api/regras_risco/pontuar').set(auth(d.admin)).send({ cliente_id: d.rodovale, viagem: { distancia: 900, telemonitorado: true, tipo_viagem_id: 1 } });
    expect(r.status).toBe(201);
    expect(r.body.pontos).toBe(13);
    expect(r.body.regras).toHaveLength(2);
  });

  it('reserva as regras à equipe com a regra regras_risco', async () => {
    expect((await t.http.get(`/api/monitoramentos/carrega_regra_risco?cliente_id=${d.rodovale}`).set(auth(d.cliente))).status).toBe(403);
    const operador = await t.login('OPERADOR');
    expect((await t.http.get(`/api/monitoramentos/carrega_regra_risco?cliente_id=${d.rodovale}`).set(auth(operador))).status).toBe(200);
    expect((await t.http.post('/api/monitoramentos/create_regras_risco').set(auth(operador)).send({ regras_risco: { cliente_id: d.rodovale, definicao: 'distancia > 1' } })).status).toBe(403);
  });
});
