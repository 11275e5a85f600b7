import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { iniciarApp, type AppDeTeste } from './support/app.js';
import { auth, prepararDemo, usarDemo, type Demo } from './support/masters.js';

let t: AppDeTeste;
let d: Demo;
usarDemo((app, demo) => ((t = app), (d = demo)));

type Linha = Record<string, any>;

async function contagens(): Promise<Record<string, number>> {
  const [r] = await t.sql<Record<string, number>>(
    `select (select count(*) from rotas)::int as rotas, (select count(*) from pontos)::int as pontos, (select count(*) from pontos_rotas)::int as pontos_rotas`,
  );
  return r!;
}
async function pontoPorDescricao(parte: string, clienteId: number | null = null): Promise<Linha> {
  const [p] = await t.sql<Linha>(
    `select id, descricao, latitude::float as latitude, longitude::float as longitude, cliente_id from pontos where descricao ilike $1 and ${clienteId === null ? 'cliente_id is null' : 'cliente_id = $2'} order by id limit 1`,
    clienteId === null ? [`%${parte}%`] : [`%${parte}%`, clienteId],
  );
  return p!;
}
async function pontoGlobal(n = 0): Promise<Linha> {
  const rows = await t.sql<Linha>('select id, descricao from pontos where cliente_id is null order by id');
  return rows[n]!;
}
const postPonto = (ponto: Linha, token = d.admin) => t.http.post('/api/pontos').set(auth(token)).send({ ponto });
const postRota = (rota: Linha, token = d.admin) => t.http.post('/api/rotas').set(auth(token)).send({ rota });

describe('dados de demonstração', () => {
  it('tem pontos reais e algumas dezenas de rotas traçadas; rotas Rodovale são usadas por viagens e ao menos uma ativa fica livre', async () => {
    const [n] = await t.sql<Linha>(`select (select count(*) from pontos)::int as pontos, (select count(*) from rotas)::int as rotas,
      (select count(*) from rotas where not geojson_disponivel or geojson is null)::int as sem_linha, (select count(*) from monitoramentos)::int as viagens,
      (select count(distinct rota_id) from monitoramentos m join rotas r on r.id = m.rota_id where r.cliente_id = $1)::int as usadas_rodovale,
      (select count(*) from rotas r where r.cliente_id = $1 and r.ativa and not exists (select 1 from monitoramentos m where m.rota_id = r.id))::int as livres_rodovale`, [d.rodovale]);
    expect(n!.pontos).toBeGreaterThan(50);
    expect(n!.rotas).toBeGreaterThanOrEqual(20);
    expect(n!.sem_linha).toBe(0);
    expect(n!.viagens).toBeGreaterThanOrEqual(3);
    expect(n!.usadas_rodovale).toBeGreaterThanOrEqual(2);
    expect(n!.livres_rodovale).toBeGreaterThanOrEqual(1);
    const tipos = await t.http.get('/api/rotas/tipos_paradas').set(auth(d.cliente));
    expect(tipos.body).toHaveLength(8);
    expect(tipos.body[2]).toEqual({ id: 3, descricao: 'PASSAGEM' });
  });
});

describe('pontos', () => {
  it('grid de 18 linhas; um usuário de cliente vê só os seus pontos e os globais', async () => {
    const r = await t.http.get('/api/pontos').set(auth(d.admin));
    expect(r.status).toBe(200);
    expect(r.body.rows).toHaveLength(18);
    expect(r.body.rows[0]).toEqual(expect.objectContaining({ latitude: expect.any(Number), raio_ponto: expect.any(Number), nivel: expect.any(Number) }));
    const controle = await t.http.get('/api/pontos?tipo=CONTROLE&rows=100').set(auth(d.admin));
    expect(controle.body.rows.length).toBeGreaterThan(0);
    expect(controle.body.rows.every((p: Linha) => p.tipo === 'CONTROLE' && p.nivel === 1)).toBe(true);
    const c = await t.http.get('/api/pontos?rows=1000').set(auth(d.cliente));
    expect(c.body.rows.every((p: Linha) => p.cliente_id === null || p.cliente_id === d.rodovale)).toBe(true);
    const [{ n }] = await t.sql<{ n: number }>('select count(*)::int as n from pontos where cliente_id is null or cliente_id = $1', [d.rodovale]);
    expect(c.body.records).toBe(n);
    expect((await t.http.get('/api/pontos?tipo=OUTRO').set(auth(d.admin))).status).toBe(400);
  });

  it('cria em maiúsculas com nível e raio padrão; coordenadas e raio ruins são 400 por campo', async () => {
    const r = await postPonto({ descricao: '  posto  teste rotas ', latitude: -23.1, longitude: '-46.55', tipo: 'controle' });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ message: 'Ponto salvo com sucesso', ponto: { descricao: 'POSTO TESTE ROTAS', latitude: -23.1, longitude: -46.55, tipo: 'CONTROLE', nivel: 1, raio_ponto: 2, cliente_id: null, username_add: 'ADMIN' } });
    const ruim = await postPonto({ descricao: 'X', latitude: 91, longitude: -181, raio_ponto: 0 });
    expect(ruim.status).toBe(400);
    expect(ruim.body).toEqual({
      errors: { descricao: ['deve ter no mínimo 3 caracteres'], latitude: ['deve estar entre -90 e 90'], longitude: ['deve estar entre -180 e 180'], raio_ponto: ['deve ser maior que 0 e no máximo 50 km'] },
    });
    const vazio = await postPonto({ descricao: 'SEM COORDENADAS' });
    expect(vazio.body.errors).toMatchObject({ latitude: ['não pode ficar em branco'], longitude: ['não pode ficar em branco'] });
    expect((await postPonto({ descricao: 'TEXTO', latitude: 'abc', longitude: 1 })).body.errors.latitude).toEqual(['deve ser um número']);
  });

  it('mesmas coordenadas no mesmo escopo → 422 nomeando o ponto; verificar_ponto o encontra', async () => {
    const p = await pontoPorDescricao('CD CAJAMAR');
    const r = await postPonto({ descricao: 'OUTRO NOME', latitude: p.latitude, longitude: p.longitude });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ error: `Já existe o ponto ${p.descricao} nestas coordenadas`, ponto_id: p.id });
    const v = await t.http.get(`/api/pontos/verificar_ponto?latitude=${p.latitude}&longitude=${p.longitude}`).set(auth(d.admin));
    expect(v.status).toBe(200);
    expect(v.body.ponto).toMatchObject({ id: p.id, descricao: p.descricao });
    const nada = await t.http.get('/api/pontos/verificar_ponto?latitude=-10.5&longitude=-50.5').set(auth(d.admin));
    expect(nada.body).toEqual({ ponto: null });
    const ruim = await t.http.get('/api/pontos/verificar_ponto?latitude=91&longitude=-181').set(auth(d.admin));
    expect(ruim.status).toBe(400);
    expect(ruim.body).toEqual({ errors: { latitude: ['deve estar entre -90 e 90'], longitude: ['deve estar entre -180 e 180'] } });
    // A client user is not offered a global point (it may not update it).
    expect((await t.http.get(`/api/pontos/verificar_ponto?latitude=${p.latitude}&longitude=${p.longitude}`).set(auth(d.cliente))).body).toEqual({ ponto: null });
  });

  it('edita com bloqueio otimista; remover um ponto que uma rota usa é recusado', async () => {
    const c = await postPonto({ descricao: 'PONTO EDITAVEL', latitude: -22.5, longitude: -47.5 });
    const e = await t.http.patch(`/api/pontos/${c.body.ponto.id}`).set(auth(d.admin)).send({ ponto: { raio_ponto: '3,5', updated_at: c.body.ponto.updated_at } });
    expect(e.status).toBe(200);
    expect(e.body).toMatchObject({ message: 'Ponto atualizado com sucesso', ponto: { raio_ponto: 3.5, username_update: 'ADMIN' } });
    const velho = await t.http.patch(`/api/pontos/${c.body.ponto.id}`).set(auth(d.admin)).send({ ponto: { raio_ponto: 4, updated_at: c.body.ponto.updated_at } });
    expect(velho.status).toBe(409);
    expect((await t.http.get(`/api/pontos/${c.body.ponto.id}`).set(auth(d.admin))).body.raio_ponto).toBe(3.5);
    const [usado] = await t.sql<{ id: number }>('select ponto_origem_id as id from rotas order by id limit 1');
    const antes = await contagens();
    const r = await t.http.delete(`/api/pontos/${usado!.id}`).set(auth(d.admin));
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ error: 'Ponto indisponivel para remoção' });
    expect(await contagens()).toEqual(antes);
    const ok = await t.http.delete(`/api/pontos/${c.body.ponto.id}`).set(auth(d.admin));
    expect(ok.body).toEqual({ message: 'Ponto removido com sucesso' });
    expect((await t.http.get(`/api/pontos/${c.body.ponto.id}`).set(auth(d.admin))).status).toBe(404);
  });

  it("um usuário de cliente grava só os próprios pontos: os globais e os de outros clientes são 403", async () => {
    const r = await postPonto({ descricao: 'BASE CLIENTE', latitude: -23.2, longitude: -46.9, cliente_id: null }, d.cliente);
    expect(r.status).toBe(201);
    expect(r.body.ponto.cliente_id).toBe(d.rodovale);
    expect((await postPonto({ descricao: 'BASE ALHEIA', latitude: -23.3, longitude: -46.9, cliente_id: d.andrade }, d.cliente)).status).toBe(403);
    const global = await pontoGlobal();
    const g = await t.http.patch(`/api/pontos/${global.id}`).set(auth(d.cliente)).send({ ponto: { raio_ponto: 5 } });
    expect(g.status).toBe(403);
    expect(g.body).toEqual({ error: 'Não há permissão' });
    expect((await t.http.get(`/api/pontos/${global.id}`).set(auth(d.cliente))).status).toBe(200);
    const alheio = await postPonto({ descricao: 'BASE ANDRADE', latitude: -25.4, longitude: -49.3, cliente_id: d.andrade });
    expect((await t.http.get(`/api/pontos/${alheio.body.ponto.id}`).set(auth(d.cliente))).status).toBe(403);
    expect((await t.http.delete(`/api/pontos/${alheio.body.ponto.id}`).set(auth(d.cliente))).status).toBe(403);
    // The same coordinates are free in another client's scope.
    expect((await postPonto({ descricao: 'BASE ANDRADE 2', latitude: -23.2, longitude: -46.9, cliente_id: d.andrade })).status).toBe(201);
  });

  it('geocodificar nomeia o ponto conhecido ou a cidade mais próxima', async () => {
    const p = await pontoPorDescricao('CD CAJAMAR');
    const r = await t.http.get(`/api/pontos/geocodificar?latitude=${p.latitude + 0.001}&longitude=${p.longitude}`).set(auth(d.admin));
    expect(r.status).toBe(200);
    expect(r.body.nome).toBe(p.descricao);
    const cidade = await t.http.get('/api/pontos/geocodificar?latitude=-24.49&longitude=-47.84').set(auth(d.admin));
    expect(cidade.body.nome).toMatch(/\/SP$/);
    expect((await t.http.get('/api/pontos/geocodificar?latitude=0&longitude=0').set(auth(d.admin))).body).toEqual({ nome: null });
    expect((await t.http.get('/api/pontos/geocodificar?latitude=x&longitude=0').set(auth(d.admin))).status).toBe(400);
  });
});

describe('rotas', () => {
  it('grid de 18 linhas com origem, destino, paradas, extensão e uso; filtra por situação', async () => {
    const r = await t.http.get('/api/rotas').set(auth(d.admin));
    expect(r.status).toBe(200);
    expect(r.body.rows).toHaveLength(18);
    expect(r.body.rows[0]).toEqual(expect.objectContaining({ origem: expect.any(String), destino: expect.any(String), paradas: expect.any(Number), geojson_disponivel: true, rota_utilizada: expect.any(Boolean) }));
    const todas = await t.http.get('/api/rotas?rows=100').set(auth(d.admin));
    const [{ usadas }] = await t.sql<{ usadas: number }>('select count(distinct rota_id)::int as usadas from monitoramentos');
    expect(todas.body.rows.filter((x: Linha) => x.rota_utilizada)).toHaveLength(usadas);
    expect(todas.body.rows.some((x: Linha) => !x.rota_utilizada)).toBe(true);
    expect(todas.body.rows.every((x: Linha) => x.distancia_km > 0)).toBe(true);
    const desativadas = await t.http.get('/api/rotas?ativa=DESATIVADA&rows=100').set(auth(d.admin));
    expect(desativadas.body.rows.every((x: Linha) => x.ativa === false)).toBe(true);
    const porOrigem = await t.http.get('/api/rotas?origem=cajamar&rows=100').set(auth(d.admin));
    expect(porOrigem.body.rows.length).toBeGreaterThan(0);
    expect(porOrigem.body.rows.every((x: Linha) => /CAJAMAR/.test(x.origem))).toBe(true);
    expect((await t.http.get('/api/rotas?ativa=TALVEZ').set(auth(d.admin))).status).toBe(400);
    const c = await t.http.get('/api/rotas?rows=100').set(auth(d.cliente));
    expect(c.body.rows.every((x: Linha) => x.cliente_id === null || x.cliente_id === d.rodovale)).toBe(true);
    expect(c.body.records).toBeLessThan(todas.body.records);
  });

  it('cria uma rota traçada por paradas da lista e do mapa; reabrir mostra as mesmas paradas e extensão', async () => {
    const origem = await pontoGlobal(0);
    const destino = await pontoGlobal(5);
    const parada = await pontoGlobal(2);
    const r = await postRota({
      descricao: 'ROTA DE TESTE', ponto_origem_id: origem.id, ponto_destino_id: destino.id,
      pontos_rotas: [{ ponto_id: parada.id }, { latitude: -23.4, longitude: -46.7 }, { latitude: -23.45, longitude: -46.75, descricao: 'parada nomeada', tipo_parada_id: 5 }],
    });
    expect(r.status).toBe(201);
    expect(r.body.message).toBe('Rota salva com sucesso');
    const rota = r.body.rota;
    expect(rota).toMatchObject({ descricao: 'ROTA DE TESTE', ativa: true, cliente: null, ponto_origem: { id: origem.id }, ponto_destino: { id: destino.id }, geojson_disponivel: true, processamento: 'PRONTA', rota_utilizada: false });
    expect(rota.pontos_rotas.map((p: Linha) => [p.ordem, p.tipo_parada_id])).toEqual([[1, 2], [2, 3], [3, 5]]);
    expect(rota.pontos_rotas[2].descricao).toBe('PARADA NOMEADA');
    expect(rota.pontos_rotas[1].descricao.length).toBeGreaterThan(2);
    expect(rota.geojson.type).toBe('LineString');
    expect(rota.distancia_km).toBeGreaterThan(0);
    expect(JSON.parse(rota.route)).toMatchObject({ motor: 'offline' });
    const [novo] = await t.sql<Linha>('select tipo, nivel, cliente_id from pontos where id = $1', [rota.pontos_rotas[1].ponto_id]);
    expect(novo).toEqual({ tipo: 'MANUAL', nivel: 0, cliente_id: null });
    const de = await t.http.get(`/api/rotas/${rota.id}`).set(auth(d.admin));
    expect(de.body.pontos_rotas).toEqual(rota.pontos_rotas);
    expect(de.body.distancia_km).toBe(rota.distancia_km);
    // The same clicked coordinates again reuse the point made the first time.
    const outra = await postRota({ descricao: 'ROTA DE TESTE 2', ponto_origem_id: origem.id, ponto_destino_id: destino.id, pontos_rotas: [{ latitude: -23.4, longitude: -46.7 }] });
    expect(outra.body.rota.pontos_rotas[0].ponto_id).toBe(rota.pontos_rotas[1].ponto_id);
    const geo = await t.http.get(`/api/rotas/${rota.id}/geojson`).set(auth(d.admin));
    expect(geo.status).toBe(200);
    expect(geo.body).toMatchObject({ type: 'Feature', properties: { id: rota.id, descricao: 'ROTA DE TESTE', distancia_km: rota.distancia_km }, geometry: { type: 'LineString' } });
  });

  it('recusa uma rota sem origem ou destino (400) e uma parada sem rota possível (422), sem gravar nada', async () => {
    const antes = await contagens();
    const destino = await pontoGlobal(1);
    const sem = await postRota({ descricao: 'SEM ORIGEM', ponto_destino_id: destino.id });
    expect(sem.status).toBe(400);
    expect(sem.body).toEqual({ errors: { ponto_origem_id: ['não pode ficar em branco'] } });
    const semParadas = await postRota({ descricao: 'SEM ORIGEM', pontos_rotas: [{ ponto_id: destino.id }] });
    expect(semParadas.body).toEqual({ errors: { ponto_origem_id: ['Adicione a origem antes das paradas'], ponto_destino_id: ['não pode ficar em branco'] } });
    const coordenadaRuim = await postRota({ descricao: 'X', ponto_origem_id: destino.id, ponto_destino_id: destino.id, pontos_rotas: [{ latitude: 95, longitude: 10 }] });
    expect(coordenadaRuim.status).toBe(400);
    expect(coordenadaRuim.body.errors).toEqual({ 'pontos_rotas.0.latitude': ['deve estar entre -90 e 90'] });
    const origem = await pontoGlobal(0);
    const r = await postRota({ descricao: 'PELO OCEANO', ponto_origem_id: origem.id, ponto_destino_id: destino.id, pontos_rotas: [{ latitude: 0, longitude: 0, descricao: 'ALTO MAR' }] });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ error: 'Erro no ponto ALTO MAR (ponto não foi encontrado para roteamento)', indice: 1 });
    expect(await contagens()).toEqual(antes);
    const tr = await t.http.post('/api/rotas/tracar').set(auth(d.admin)).send({ rota: { paradas: [{ ponto_id: origem.id }, { latitude: 0, longitude: 0, descricao: 'ALTO MAR' }, { ponto_id: destino.id }] } });
    expect(tr.status).toBe(422);
    expect(tr.body.error).toBe('Erro no ponto ALTO MAR (ponto não foi encontrado para roteamento)');
    expect(await contagens()).toEqual(antes);
  });

  it('corredor de desvio: vazio é o padrão (null), vai e volta pela API, a alteração sem ele o mantém; fora de 0,1 a 20 km é 400', async () => {
    const [origem, destino] = [await pontoGlobal(0), await pontoGlobal(4)];
    const r = await postRota({ descricao: 'ROTA CORREDOR', ponto_origem_id: origem.id, ponto_destino_id: destino.id });
    expect(r.status).toBe(201);
    expect(r.body.rota.corredor_km).toBeNull();
    const id = r.body.rota.id;
    const patch = (rota: Linha) => t.http.patch(`/api/rotas/${id}`).set(auth(d.admin)).send({ rota });
    expect((await patch({ corredor_km: '2,5' })).body.rota.corredor_km).toBe(2.5);
    expect((await t.http.get(`/api/rotas/${id}`).set(auth(d.admin))).body.corredor_km).toBe(2.5);
    expect((await patch({ descricao: 'ROTA CORREDOR 2' })).body.rota).toMatchObject({ descricao: 'ROTA CORREDOR 2', corredor_km: 2.5 });
    const [{ corredor_km }] = await t.sql<Linha>('select corredor_km::float as corredor_km from rotas where id = $1', [id]);
    expect(corredor_km).toBe(2.5);
    const esperado = { errors: { corredor_km: ['deve ser um número entre 0,1 e 20 km (vazio: 1 km)'] } };
    for (const ruim of [0, 0.05, 20.5, -1, 'abc', '1e9']) {
      const p = await patch({ corredor_km: ruim });
      expect([ruim, p.status, p.body]).toEqual([ruim, 400, esperado]);
    }
    expect((await patch({ corredor_km: true })).status).toBe(400);
    expect((await postRota({ descricao: 'ROTA CORREDOR RUIM', ponto_origem_id: origem.id, ponto_destino_id: destino.id, corredor_km: 25 })).body).toEqual(esperado);
    expect((await patch({ corredor_km: 20 })).body.rota.corredor_km).toBe(20);
    expect((await patch({ corredor_km: '' })).body.rota.corredor_km).toBeNull();
    expect((await patch({ corredor_km: 0.1 })).body.rota.corredor_km).toBe(0.1);
    expect((await patch({ corredor_km: null })).body.rota.corredor_km).toBeNull();
  });

  it('tracar mostra a linha sem gravar', async () => {
    const antes = await contagens();
    const [a, b] = [await pontoGlobal(0), await pontoGlobal(3)];
    const r = await t.http.post('/api/rotas/tracar').set(auth(d.cliente)).send({ rota: { paradas: [{ ponto_id: a.id }, { latitude: -23.3, longitude: -46.6 }, { ponto_id: b.id }] } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ geojson: { type: 'LineString', coordinates: expect.any(Array) }, distancia_km: expect.any(Number), duracao_s: expect.any(Number), trechos_km: [expect.any(Number), expect.any(Number)] });
    expect(await contagens()).toEqual(antes);
    expect((await t.http.post('/api/rotas/tracar').set(auth(d.admin)).send({ rota: { paradas: [{ ponto_id: a.id }] } })).status).toBe(400);
  });

  it("um usuário de cliente não pode editar uma rota em uso, nem a rota de outro cliente; edições desatualizadas são 409", async () => {
    const [usada] = await t.sql<Linha>('select r.id, r.descricao, r.updated_at from rotas r where r.cliente_id = $1 and exists (select 1 from monitoramentos m where m.rota_id = r.id) order by r.id limit 1', [d.rodovale]);
    const lida = await t.http.get(`/api/rotas/${usada!.id}`).set(auth(d.cliente));
    expect(lida.body.rota_utilizada).toBe(true);
    const r = await t.http.patch(`/api/rotas/${usada!.id}`).set(auth(d.cliente)).send({ rota: { descricao: 'MUDOU', updated_at: lida.body.updated_at } });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ error: 'Não é possível atualizar esta rota' });
    expect((await t.http.get(`/api/rotas/${usada!.id}`).set(auth(d.cliente))).body).toEqual(lida.body);
    const uso = await t.http.get(`/api/rotas/${usada!.id}/rota_utilizada`).set(auth(d.cliente));
    expect(uso.body).toEqual({ rota_utilizada: true, viagens: expect.any(Number) });
    expect(uso.body.viagens).toBeGreaterThan(0);

    const [livre] = await t.sql<Linha>('select r.id from rotas r where r.cliente_id = $1 and not exists (select 1 from monitoramentos m where m.rota_id = r.id) order by r.id limit 1', [d.rodovale]);
    const antes = await t.http.get(`/api/rotas/${livre!.id}`).set(auth(d.cliente));
    const ok = await t.http.patch(`/api/rotas/${livre!.id}`).set(auth(d.cliente)).send({ rota: { descricao: 'RODOVALE EDITADA', ativa: false, updated_at: antes.body.updated_at } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ message: 'Rota atualizada com sucesso', rota: { descricao: 'RODOVALE EDITADA', ativa: false, username_update: 'CLIENTE', cliente_id: d.rodovale } });
    const velho = await t.http.patch(`/api/rotas/${livre!.id}`).set(auth(d.cliente)).send({ rota: { descricao: 'DE NOVO', updated_at: antes.body.updated_at } });
    expect(velho.status).toBe(409);

    const [alheia] = await t.sql<Linha>('select id from rotas where cliente_id = $1 order by id limit 1', [d.andrade]);
    expect((await t.http.get(`/api/rotas/${alheia!.id}`).set(auth(d.cliente))).status).toBe(403);
    const p = await t.http.patch(`/api/rotas/${alheia!.id}`).set(auth(d.cliente)).send({ rota: { descricao: 'MINHA' } });
    expect(p.status).toBe(403);
    expect(p.body).toEqual({ error: 'Não há permissão' });
    const [global] = await t.sql<Linha>('select id from rotas where cliente_id is null order by id limit 1');
    expect((await t.http.get(`/api/rotas/${global!.id}`).set(auth(d.cliente))).status).toBe(200);
    expect((await t.http.patch(`/api/rotas/${global!.id}`).set(auth(d.cliente)).send({ rota: { descricao: 'MINHA' } })).status).toBe(403);
    // Staff may edit a route in use.
    const staff = await t.http.patch(`/api/rotas/${usada!.id}`).set(auth(d.admin)).send({ rota: { descricao: usada!.descricao } });
    expect(staff.status).toBe(200);
  });

  it("a rota de um usuário de cliente pertence ao seu cliente; pontos de outro cliente são recusados", async () => {
    const andrade = await postPonto({ descricao: 'PATIO ANDRADE', latitude: -25.5, longitude: -49.2, cliente_id: d.andrade });
    const origem = await pontoGlobal(0);
    const r = await postRota({ descricao: 'ROTA DO CLIENTE', ponto_origem_id: origem.id, ponto_destino_id: andrade.body.ponto.id }, d.cliente);
    expect(r.status).toBe(400);
    expect(r.body.errors.ponto_destino_id).toEqual(['ponto de outro cliente']);
    const destino = await pontoGlobal(4);
    const ok = await postRota({ descricao: 'ROTA DO CLIENTE', ponto_origem_id: origem.id, ponto_destino_id: destino.id, pontos_rotas: [{ latitude: -23.6, longitude: -46.6 }] }, d.cliente);
    expect(ok.status).toBe(201);
    expect(ok.body.rota).toMatchObject({ cliente_id: d.rodovale, cliente: { id: d.rodovale } });
    const [p] = await t.sql<Linha>('select cliente_id from pontos where id = $1', [ok.body.rota.pontos_rotas[0].ponto_id]);
    expect(p!.cliente_id).toBe(d.rodovale);
  });

  it('atualiza_rota: 202 e depois a linha volta; geojson é 202 enquanto processa; só a equipe', async () => {
    const [rota] = await t.sql<Linha>('select id from rotas where cliente_id = $1 order by id limit 1', [d.rodovale]);
    const negado = await t.http.post(`/api/rotas/${rota!.id}/atualiza_rota`).set(auth(d.cliente)).send({});
    expect(negado.status).toBe(403);
    const r = await t.http.post(`/api/rotas/${rota!.id}/atualiza_rota`).set(auth(d.admin)).send({});
    expect(r.status).toBe(202);
    expect(r.body).toEqual({ message: 'Dados enviados para processamento, rota estará disponível em alguns segundos' });
    let geo = await t.http.get(`/api/rotas/${rota!.id}/geojson`).set(auth(d.admin));
    for (let i = 0; i < 50 && geo.status === 202; i++) {
      await new Promise((ok) => setTimeout(ok, 50));
      geo = await t.http.get(`/api/rotas/${rota!.id}/geojson`).set(auth(d.admin));
    }
    expect(geo.status).toBe(200);
    expect(geo.body.geometry.type).toBe('LineString');
    expect((await t.http.get(`/api/rotas/${rota!.id}/geojson_disponivel`).set(auth(d.admin))).body).toEqual({ geojson_disponivel: true, processamento: 'PRONTA', erro_processamento: null });

    await t.sql(`update rotas set processamento = 'PROCESSANDO', geojson_disponivel = false where id = $1`, [rota!.id]);
    const processando = await t.http.get(`/api/rotas/${rota!.id}/geojson`).set(auth(d.cliente));
    expect(processando.status).toBe(202);
    expect(processando.body).toEqual({ message: 'A rota está sendo processada, aguarde...' });
    await t.sql(`update rotas set processamento = 'ERRO', erro_processamento = 'verifique os dados da rota' where id = $1`, [rota!.id]);
    const erro = await t.http.get(`/api/rotas/${rota!.id}/geojson`).set(auth(d.admin));
    expect(erro.status).toBe(422);
    expect(erro.body).toEqual({ error: 'verifique os dados da rota' });

    const linha = { type: 'LineString', coordinates: [[-46.6, -23.5], [-46.7, -23.6], [-46.8, -23.7]] };
    const gravada = await t.http.post(`/api/rotas/${rota!.id}/atualiza_rota`).set(auth(d.admin)).send({ geojson: linha });
    expect(gravada.status).toBe(200);
    expect(gravada.body).toEqual({ message: 'Rota atualizada com sucesso' });
    const depois = await t.http.get(`/api/rotas/${rota!.id}`).set(auth(d.admin));
    expect(depois.body).toMatchObject({ geojson: linha, geojson_disponivel: true, processamento: 'PRONTA', erro_processamento: null });
    expect(depois.body.distancia_km).toBeGreaterThan(20);
    expect((await t.http.post(`/api/rotas/${rota!.id}/atualiza_rota`).set(auth(d.admin)).send({ geojson: { type: 'Point', coordinates: [1, 2] } })).status).toBe(400);
  });

  it('remove uma rota livre; uma rota usada por viagens é mantida', async () => {
    const [usada] = await t.sql<Linha>('select rota_id as id from monitoramentos order by id limit 1');
    const r = await t.http.delete(`/api/rotas/${usada!.id}`).set(auth(d.admin));
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ error: 'Rota utilizada em viagens não pode ser removida' });
    const [a, b] = [await pontoGlobal(0), await pontoGlobal(1)];
    const nova = await postRota({ descricao: 'PARA REMOVER', ponto_origem_id: a.id, ponto_destino_id: b.id, pontos_rotas: [{ latitude: -23.1, longitude: -46.1 }] });
    const ok = await t.http.delete(`/api/rotas/${nova.body.rota.id}`).set(auth(d.admin));
    expect(ok.body).toEqual({ message: 'Rota removida com sucesso' });
    expect(await t.sql('select 1 from pontos_rotas where rota_id = $1', [nova.body.rota.id])).toEqual([]);
    expect((await t.http.get(`/api/rotas/${nova.body.rota.id}`).set(auth(d.admin))).status).toBe(404);
  });

  it('find_rotas e find_pontos buscam pela descrição dentro do escopo', async () => {
    const r = await t.http.get('/api/rotas/find_rotas?term=curitiba').set(auth(d.admin));
    expect(r.status).toBe(200);
    expect(r.body.length).toBeGreaterThan(0);
    expect(r.body.length).toBeLessThanOrEqual(20);
    expect(r.body.every((x: Linha) => /CURITIBA/i.test(x.descricao))).toBe(true);
    const c = await t.http.get('/api/rotas/find_rotas').set(auth(d.cliente));
    expect(c.body.every((x: Linha) => x.cliente_id === null || x.cliente_id === d.rodovale)).toBe(true);
    expect((await t.http.get(`/api/rotas/find_rotas?cliente_id=${d.andrade}`).set(auth(d.cliente))).status).toBe(403);
    const p = await t.http.get('/api/rotas/find_pontos?term=posto').set(auth(d.cliente));
    expect(p.body.length).toBeGreaterThan(0);
    expect(p.body[0]).toEqual({ id: expect.any(Number), descricao: expect.stringMatching(/POSTO/), latitude: expect.any(Number), longitude: expect.any(Number), tipo: expect.any(String), raio_ponto: expect.any(Number), cliente_id: null });
  });
});

describe('o roteador configurado é usado (ROUTING_URL → adaptador OSRM)', () => {
  let servidor: Server;
  let outra: AppDeTeste;
  const pedidos: string[] = [];
  beforeAll(async () => {
    servidor = createServer((req, res) => {
      pedidos.push(req.url ?? '');
      const m = /\/route\/v1\/driving\/([^?]+)/.exec(req.url ?? '');
      const pares = (m?.[1] ?? '').split(';').map((p) => p.split(',').map(Number) as [number, number]);
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({
        code: 'Ok',
        routes: [{ geometry: { type: 'LineString', coordinates: pares }, distance: 123_400, duration: 5400, legs: pares.slice(1).map(() => ({ distance: 123_400 / (pares.length - 1), duration: 5400 / (pares.length - 1) })) }],
        waypoints: pares.map((p) => ({ location: p, distance: 1 })),
      }));
    });
    await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
    outra = await iniciarApp({ routingUrl: `http://127.0.0.1:${(servidor.address() as AddressInfo).port}` });
  });
  afterAll(async () => {
    await outra?.fechar();
    await new Promise((ok) => servidor.close(ok));
  });

  it('traça pelo servidor OSRM', async () => {
    const demo = await prepararDemo(outra);
    const [a, b] = (await outra.sql<Linha>('select id from pontos where cliente_id is null order by id limit 2'));
    const r = await outra.http.post('/api/rotas').set(auth(demo.admin)).send({ rota: { descricao: 'VIA OSRM', ponto_origem_id: a!.id, ponto_destino_id: b!.id } });
    expect(r.status).toBe(201);
    expect(r.body.rota.distancia_km).toBe(123.4);
    expect(JSON.parse(r.body.rota.route)).toMatchObject({ motor: 'osrm' });
    expect(pedidos.some((u) => u.startsWith('/route/v1/driving/') && u.includes('overview=full'))).toBe(true);
  });
});
