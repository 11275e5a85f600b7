import type { AppDeTeste } from './support/app.js';
import { auth, usarDemo, type Demo } from './support/masters.js';

let t: AppDeTeste;
let d: Demo;
usarDemo((app, demo) => ((t = app), (d = demo)));

const umAnoDepois = () => {
  const h = new Date();
  const a = new Date(Date.UTC(h.getUTCFullYear() + 1, h.getUTCMonth(), Math.min(h.getUTCDate(), 28)));
  return h.getUTCDate() > 28 ? null : a.toISOString().slice(0, 10);
};

describe('pronta resposta /api/pronta_resposta', () => {
  it('lista 15 por página, as mais novas primeiro, com valores em R$ como números', async () => {
    const r = await t.http.get('/api/pronta_resposta').set(auth(d.admin));
    expect(r.status).toBe(200);
    expect(r.body.records).toBe(4);
    const ids = r.body.rows.map((x: { id: number }) => x.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(r.body.rows.find((x: { nome: string }) => x.nome === 'ÁGUIA PRONTA RESPOSTA')).toMatchObject({ valor_acionamento: 450, valor_distancia: 2.8, valor_permanencia: 95, clientes: 2 });
    await t.sql(`insert into pronta_resposta (nome) select 'EQUIPE ' || g from generate_series(1, 20) g`);
    const cheia = await t.http.get('/api/pronta_resposta').set(auth(d.admin));
    expect(cheia.body.rows).toHaveLength(15);
    expect(cheia.body.rows[0].nome).toBe('EQUIPE 20');
    await t.sql(`delete from pronta_resposta where nome like 'EQUIPE %'`);
  });

  it('cria a partir de dinheiro pt-BR, edita, recusa dinheiro ruim e remove com a mensagem da especificação', async () => {
    const criada = await t.http.post('/api/pronta_resposta').set(auth(d.admin))
      .send({ pronta_resposta: { nome: 'Tático Sul', valor_acionamento: '1.234,56', valor_distancia: 3.5, valor_permanencia: 'R$ 99,9' } });
    expect(criada.status).toBe(201);
    expect(criada.body).toMatchObject({ nome: 'TÁTICO SUL', valor_acionamento: 1234.56, valor_distancia: 3.5, valor_permanencia: 99.9 });
    const negativo = await t.http.post('/api/pronta_resposta').set(auth(d.admin)).send({ pronta_resposta: { nome: 'X', valor_acionamento: '-10,00' } });
    expect(negativo.status).toBe(400);
    expect(negativo.body).toEqual({ errors: { valor_acionamento: ['não pode ser negativo'] } });
    const torto = await t.http.post('/api/pronta_resposta').set(auth(d.admin)).send({ pronta_resposta: { nome: 'X', valor_distancia: '12,3,4', valor_permanencia: 'abc' } });
    expect(torto.body).toEqual({ errors: { valor_distancia: ['valor inválido (use 1.234,56)'], valor_permanencia: ['valor inválido (use 1.234,56)'] } });
    expect((await t.http.post('/api/pronta_resposta').set(auth(d.admin)).send({ pronta_resposta: { nome: 'X', valor_distancia: true } })).status).toBe(400);
    const editada = await t.http.patch(`/api/pronta_resposta/${criada.body.id}`).set(auth(d.admin)).send({ pronta_resposta: { valor_acionamento: '2.000,00' } });
    expect(editada.body).toMatchObject({ nome: 'TÁTICO SUL', valor_acionamento: 2000, valor_distancia: 3.5 });
    expect((await t.http.get(`/api/pronta_resposta/${criada.body.id}`).set(auth(d.admin))).body.valor_acionamento).toBe(2000);
    const ok = await t.http.delete(`/api/pronta_resposta/${criada.body.id}`).set(auth(d.admin));
    expect(ok.body).toEqual({ message: 'Pronta resposta removida com sucesso' });
  });

  it('vincula equipes a um cliente por pronta_resposta_ids; uma equipe vinculada não é removida (422)', async () => {
    const [equipe] = await t.sql<{ id: number }>(`select id from pronta_resposta where nome = 'GUARDIÃO RODOVIÁRIO'`);
    const antes = await t.http.get(`/api/clientes/${d.andrade}`).set(auth(d.admin));
    expect(antes.body.pronta_resposta_ids).toHaveLength(2);
    const r = await t.http.patch(`/api/clientes/${d.andrade}`).set(auth(d.admin)).send({ cliente: { pronta_resposta_ids: [equipe!.id], updated_at: antes.body.updated_at } });
    expect(r.status).toBe(200);
    expect(r.body.pronta_resposta_ids).toEqual([equipe!.id]);
    const ruim = await t.http.patch(`/api/clientes/${d.andrade}`).set(auth(d.admin)).send({ cliente: { pronta_resposta_ids: [99999], updated_at: r.body.updated_at } });
    expect(ruim.body).toEqual({ errors: { pronta_resposta_ids: ['pronta resposta não encontrada'] } });
    expect((await t.http.patch(`/api/clientes/${d.andrade}`).set(auth(d.admin)).send({ cliente: { pronta_resposta_ids: 'x' } })).status).toBe(400);
    const usada = await t.http.delete(`/api/pronta_resposta/${equipe!.id}`).set(auth(d.admin));
    expect(usada.status).toBe(422);
    expect(usada.body.error).toBe('Não é possível excluir a pronta resposta: existem clientes vinculados ligados a este registro. Nada foi removido.');
    const picker = await t.http.get('/api/pronta_resposta/get_pronta_respostas').set(auth(d.cliente));
    expect(picker.status).toBe(200);
    expect(picker.body.length).toBeGreaterThanOrEqual(4);
  });

  it('segue as regras de acesso: um usuário de cliente não pode gerenciar pronta resposta', async () => {
    expect((await t.http.get('/api/pronta_resposta').set(auth(d.cliente))).status).toBe(403);
    const operador = await t.login('OPERADOR');
    expect((await t.http.get('/api/pronta_resposta').set(auth(operador))).status).toBe(200);
    expect((await t.http.delete('/api/pronta_resposta/1').set(auth(operador))).status).toBe(403);
  });
});

describe('catálogo de PGR /api/pgrs e itens /api/itens_pgr', () => {
  it('lista, cria, recusa uma descrição em branco, protege um PGR em uso e remove um livre', async () => {
    const r = await t.http.get('/api/pgrs').set(auth(d.admin));
    expect(r.body.rows.map((p: { descricao: string }) => p.descricao)).toEqual(['PGR PADRÃO', 'PGR CARGA GERAL', 'PGR ALTO VALOR']);
    expect(r.body.rows[0]).toMatchObject({ status: true });
    expect((await t.http.post('/api/pgrs').set(auth(d.admin)).send({ pgr: { descricao: '' } })).body).toEqual({ errors: { descricao: ['não pode ficar em branco'] } });
    const novo = await t.http.post('/api/pgrs').set(auth(d.admin)).send({ pgr: { descricao: 'pgr combustíveis', status: false } });
    expect(novo.body).toMatchObject({ descricao: 'PGR COMBUSTÍVEIS', status: false, pgrs_clientes: 0 });
    const usado = await t.http.delete(`/api/pgrs/${r.body.rows[0].id}`).set(auth(d.admin));
    expect(usado.status).toBe(422);
    expect(usado.body.error).toMatch(/^Não é possível excluir o PGR: existem PGRs de clientes/);
    expect((await t.http.delete(`/api/pgrs/${novo.body.id}`).set(auth(d.admin))).body).toEqual({ message: 'PGR removido com sucesso' });
    const lista = await t.http.get('/api/pgrs/get_pgrs').set(auth(d.cliente));
    expect(lista.body).toHaveLength(3);
  });

  it('tem um item por periférico 1–28 e 44; outros ids de periférico são recusados', async () => {
    const r = await t.http.get('/api/itens_pgr?rows=50').set(auth(d.admin));
    expect(r.body.records).toBe(29);
    expect(r.body.rows.map((i: { periferico_id: number }) => i.periferico_id).sort((a: number, b: number) => a - b)).toEqual([...Array.from({ length: 28 }, (_, i) => i + 1), 44]);
    const per = await t.http.get('/api/perifericos/get_periferico').set(auth(d.cliente));
    expect(per.body).toHaveLength(29);
    expect(per.body[28]).toEqual({ id: 44, icone: 'periferico_44', descricao: 'Detector de jammer', negativo: true });
    expect((await t.http.post('/api/itens_pgr').set(auth(d.admin)).send({ item_pgr: { descricao: 'X', periferico_id: 30 } })).body).toEqual({ errors: { periferico_id: ['não está na lista'] } });
    const item = await t.http.post('/api/itens_pgr').set(auth(d.admin)).send({ item_pgr: { descricao: 'Sensor extra', periferico_id: 44, padrao: true } });
    expect(item.body).toMatchObject({ descricao: 'SENSOR EXTRA', periferico_id: 44, padrao: true, status: true });
    expect((await t.http.delete(`/api/itens_pgr/${item.body.id}`).set(auth(d.admin))).status).toBe(200);
  });
});

describe('PGR do cliente /api/pgr_cliente', () => {
  const base = async () => {
    const [p] = await t.sql<{ id: number }>(`select id from pgrs where descricao = 'PGR CARGA GERAL'`);
    return p!.id;
  };

  it('cria com validade de um ano a partir de hoje, lê o horário de rodagem e dinheiro pt-BR', async () => {
    const pgr_id = await base();
    const r = await t.http.post(`/api/pgr_cliente/${d.andrade}/create`).set(auth(d.admin)).send({
      pgr_cliente: { pgr_id, descricao: 'pgr noturno', horario_rodagem: '22:00 - 05:00', valor_limite_escolta: '1.500.000,00', valor_minimo_responsabilidade: 1000, grau_risco: 'ALTO' },
    });
    expect(r.status).toBe(201);
    const esperado = umAnoDepois();
    if (esperado) expect(r.body.validade).toBe(esperado);
    expect(r.body).toMatchObject({
      cliente_id: d.andrade, pgr_id, pgr: 'PGR CARGA GERAL', descricao: 'PGR NOTURNO', grau_risco: 3, grau_risco_descricao: 'ALTO',
      horario_rodagem: '22:00 - 05:00', horario_rodagem_inicio: '22:00', horario_rodagem_termino: '05:00', horario_rodagem_vira_dia: true,
      valor_limite_escolta: 1500000, valor_minimo_responsabilidade: 1000, aviso_validade: false, embarcador: null,
      config_temperatura: { alerta: false, ocorrencia: false, temperatura_minima: null, temperatura_maxima: null },
    });
    const show = await t.http.get(`/api/pgr_cliente/${r.body.id}/show`).set(auth(d.admin));
    expect(show.body).toEqual(r.body);
  });

  it('responde 400 com cada campo para entrada ruim (rótulos Pgr, Validade)', async () => {
    const vazio = await t.http.post(`/api/pgr_cliente/${d.andrade}/create`).set(auth(d.admin)).send({ pgr_cliente: { validade: '' } });
    expect(vazio.status).toBe(400);
    expect(vazio.body.errors).toEqual({ pgr_id: ['não pode ficar em branco'], descricao: ['não pode ficar em branco'], validade: ['não pode ficar em branco'] });
    const pgr_id = await base();
    const ruim = await t.http.post(`/api/pgr_cliente/${d.andrade}/create`).set(auth(d.admin)).send({
      pgr_cliente: { pgr_id, descricao: 'X', horario_rodagem: '25:00 - 07:00', validade: '31/02/2027', valor_limite_escolta: '-1', valor_limite_localizador_movel: '1,2,3' },
    });
    expect(ruim.status).toBe(400);
    expect(ruim.body.errors).toEqual({
      horario_rodagem: ["horário inválido (use 'HH:mm - HH:mm')"],
      validade: ['data inválida'],
      valor_limite_escolta: ['não pode ser negativo'],
      valor_limite_localizador_movel: ['valor inválido (use 1.234,56)'],
    });
    const tipos = await t.http.post(`/api/pgr_cliente/${d.andrade}/create`).set(auth(d.admin)).send({ pgr_cliente: { pgr_id: 99999, descricao: 'X', seguradora_id: d.rodovale } });
    expect(tipos.body.errors).toEqual({ pgr_id: ['não encontrado'], seguradora_id: ['deve ser um cliente do tipo SEGURADOR'] });
  });

  it('guarda toda alteração em diff_history: quem, quando, campo, antes e depois', async () => {
    const pgr_id = await base();
    const criado = (await t.http.post(`/api/pgr_cliente/${d.andrade}/create`).set(auth(d.admin)).send({
      pgr_cliente: { pgr_id, descricao: 'histórico', validade: '31/12/2027', valor_limite_escolta: '100.000,00' },
    })).body;
    const supervisor = await t.login('SUPERVISOR');
    const r = await t.http.patch(`/api/pgr_cliente/${d.andrade}/update`).set(auth(supervisor)).send({
      pgr_cliente: { id: criado.id, valor_limite_escolta: '250.000,50', horario_rodagem: '06:00 - 18:00', updated_at: criado.updated_at },
    });
    expect(r.status).toBe(200);
    const velho = await t.http.patch(`/api/pgr_cliente/${d.andrade}/update`).set(auth(d.admin)).send({ pgr_cliente: { id: criado.id, descricao: 'outro', updated_at: criado.updated_at } });
    expect(velho.status).toBe(409);
    await t.http.patch(`/api/pgr_cliente/${d.andrade}/update`).set(auth(d.admin)).send({ pgr_cliente: { id: criado.id, grau_risco: 2 } });
    const h = await t.http.get(`/api/pgr_cliente/${criado.id}/diff_history`).set(auth(d.admin));
    expect(h.status).toBe(200);
    const alteracoes = h.body.filter((x: { acao: string }) => x.acao === 'ALTERACAO');
    expect(alteracoes.map((x: Record<string, unknown>) => [x.usuario, x.campo, x.antes, x.depois])).toEqual([
      ['ADMIN', 'grau_risco', '1', '2'],
      ['SUPERVISOR', 'horario_rodagem_inicio', null, '06:00'],
      ['SUPERVISOR', 'horario_rodagem_termino', null, '18:00'],
      ['SUPERVISOR', 'valor_limite_escolta', '100000.00', '250000.50'],
    ]);
    expect(h.body.filter((x: { acao: string }) => x.acao === 'CRIACAO').map((x: { campo: string }) => x.campo)).toEqual(expect.arrayContaining(['pgr_id', 'descricao', 'validade', 'valor_limite_escolta']));
    expect(new Date(h.body[0].data).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const semMudanca = await t.http.patch(`/api/pgr_cliente/${d.andrade}/update`).set(auth(d.admin)).send({ pgr_cliente: { id: criado.id, grau_risco: 2 } });
    expect(semMudanca.status).toBe(200);
    expect((await t.http.get(`/api/pgr_cliente/${criado.id}/diff_history`).set(auth(d.admin))).body).toHaveLength(h.body.length);
    expect((await t.http.patch(`/api/pgr_cliente/${d.rodovale}/update`).set(auth(d.admin)).send({ pgr_cliente: { id: criado.id, grau_risco: 3 } })).status).toBe(404);
    expect((await t.http.patch(`/api/pgr_cliente/${d.andrade}/update`).set(auth(d.admin)).send({ pgr_cliente: { grau_risco: 3 } })).body).toEqual({ errors: { id: ['PGR não selecionado'] } });
  });

  it('lista os PGRs de um cliente e mantém o usuário de cliente no próprio cliente', async () => {
    const r = await t.http.get(`/api/pgr_cliente/${d.rodovale}/index`).set(auth(d.cliente));
    expect(r.status).toBe(200);
    expect(r.body.records).toBe(2);
    expect(r.body.rows[0]).toMatchObject({ cliente_id: d.rodovale, pgr: expect.any(String), validade: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect((await t.http.get(`/api/pgr_cliente/${d.andrade}/index`).set(auth(d.cliente))).status).toBe(403);
    const [outro] = await t.sql<{ id: number }>('select id from pgr_clientes where cliente_id = $1 limit 1', [d.andrade]);
    expect((await t.http.get(`/api/pgr_cliente/${outro!.id}/show`).set(auth(d.cliente))).body).toEqual({ error: 'Não há permissão' });
    expect((await t.http.get(`/api/pgr_cliente/${outro!.id}/diff_history`).set(auth(d.cliente))).status).toBe(403);
    // The client user reads but does not write (pgrs: index, show).
    expect((await t.http.post(`/api/pgr_cliente/${d.rodovale}/create`).set(auth(d.cliente)).send({ pgr_cliente: { descricao: 'x' } })).status).toBe(403);
    const filtrado = await t.http.get(`/api/pgr_cliente/${d.rodovale}/index?_search=true&descricao=ELETR`).set(auth(d.cliente));
    expect(filtrado.body.records).toBe(1);
  });

  it('avisa um usuário de cliente dos PGRs que vencem em até 15 dias ou já vencidos, só os seus', async () => {
    const r = await t.http.get('/api/pgr_cliente/avisos_validade').set(auth(d.cliente));
    expect(r.status).toBe(200);
    expect(r.body).toEqual([expect.objectContaining({ cliente_id: d.rodovale, descricao: 'PGR ELETRÔNICOS - ALTO VALOR', dias_para_vencer: 10, vencido: false })]);
    expect(r.body[0].mensagem).toMatch(/^O PGR ELETRÔNICOS - ALTO VALOR vence em 10 dias \(\d{2}\/\d{2}\/\d{4}\)$/);
    await t.sql(`update pgr_clientes set validade = current_date - 3 where cliente_id = $1 and not pgr_padrao`, [d.rodovale]);
    const vencido = await t.http.get('/api/pgr_cliente/avisos_validade').set(auth(d.cliente));
    expect(vencido.body[0]).toMatchObject({ vencido: true, dias_para_vencer: -3 });
    expect(vencido.body[0].mensagem).toMatch(/^PGR vencido: \d{2}\/\d{2}\/\d{4} \(PGR ELETRÔNICOS - ALTO VALOR\)$/);
    const show = await t.http.get(`/api/pgr_cliente/${vencido.body[0].id}/show`).set(auth(d.cliente));
    expect(show.body).toMatchObject({ aviso_validade: true, dias_para_vencer: -3 });
  });

  it('dá as anotações do PGR para as telas do operador (anotacoes)', async () => {
    const r = await t.http.get(`/api/pgr_cliente/anotacoes?clienteid=${d.rodovale}`).set(auth(d.admin));
    expect(r.status).toBe(200);
    expect(r.body.anotacoes).toEqual(expect.arrayContaining([expect.stringMatching(/^Horário de rodagem: 05:00 - 22:00$/), expect.stringMatching(/^Acima de R\$ 1\.000\.000,00: escolta obrigatória$/)]));
    expect((await t.http.get('/api/pgr_cliente/anotacoes').set(auth(d.admin))).body).toEqual({ errors: { clienteid: ['Cliente não selecionado'] } });
    expect((await t.http.get(`/api/pgr_cliente/anotacoes?clienteid=${d.andrade}`).set(auth(d.cliente))).status).toBe(403);
  });
});
