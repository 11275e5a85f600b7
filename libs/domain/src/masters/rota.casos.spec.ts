import { BusinessRuleError, ConflictError, ForbiddenError, ValidationError } from '../shared/errors.js';
import type { EscopoTenant } from '../identity/escopo.js';
import {
  AtualizarRota, ExcluirPonto, ExcluirRota, RetracarRota, SalvarPonto, SalvarRota, TracadorRotas, TracarRota,
} from './rota.casos.js';
import type { Geocodificador, ParadaRoteamento, ResultadoRoteamento, Roteador } from './rota.ports.js';
import type { CamposPonto, CamposRota, GeometriaGravar, ParadaGravar, Ponto, PontoRepository, Rota, RotaRepository } from './rota.repository.ports.js';

const STAFF: EscopoTenant = { tipo: 'todos' };
const CLIENTE: EscopoTenant = { tipo: 'clientes', ids: [10] };
const AUTOR = { username: 'TESTE' };

/** In-memory points and routes sharing one store, like the two tables. */
class Memoria implements PontoRepository, RotaRepository {
  pontos: Ponto[] = [];
  rotas: Rota[] = [];
  paradasDe = new Map<number, Array<{ ordem: number; ponto_id: number; tipo_parada_id: number }>>();
  viagensDe = new Map<number, number>();
  escritas = 0;
  private seq = 100;
  private t = 1_000_000;

  ponto(p: Partial<Ponto> & Pick<Ponto, 'descricao' | 'latitude' | 'longitude'>): Ponto {
    const novo: Ponto = {
      id: ++this.seq, cliente_id: null, tipo: 'MANUAL', nivel: 0, raio_ponto: 2, username_add: null, data_cadastro: new Date(0), username_update: null,
      data_alteracao: null, updated_at: new Date(++this.t), ...p,
    };
    this.pontos.push(novo);
    return novo;
  }

  // PontoRepository
  async findById(id: number): Promise<any> {
    return this.pontos.find((p) => p.id === id) ?? this.rotas.find((r) => r.id === id) ?? null;
  }
  async findByIds(ids: number[]) {
    return this.pontos.filter((p) => ids.includes(p.id));
  }
  async naCoordenada(clienteId: number | null, latitude: number, longitude: number) {
    return this.pontos.find((p) => p.cliente_id === clienteId && p.latitude === latitude && p.longitude === longitude) ?? null;
  }
  async criar(dados: CamposPonto, autor: string) {
    this.escritas++;
    return this.ponto({ ...dados, username_add: autor });
  }
  async atualizar(id: number, lido: Date | null, dados: CamposPonto, autor: string): Promise<any> {
    const p = this.pontos.find((x) => x.id === id)!;
    if (lido && lido.getTime() !== p.updated_at.getTime()) throw new ConflictError();
    this.escritas++;
    Object.assign(p, dados, { username_update: autor, updated_at: new Date(++this.t) });
    return p;
  }
  async emUso(id: number) {
    return this.rotas.some((r) => r.ponto_origem_id === id || r.ponto_destino_id === id) || [...this.paradasDe.values()].some((l) => l.some((p) => p.ponto_id === id));
  }
  async excluir(id: number) {
    this.escritas++;
    this.pontos = this.pontos.filter((p) => p.id !== id);
    this.rotas = this.rotas.filter((r) => r.id !== id);
  }

  // RotaRepository
  async paradas(rotaId: number) {
    return this.paradasDe.get(rotaId) ?? [];
  }
  async viagens(rotaId: number) {
    return this.viagensDe.get(rotaId) ?? 0;
  }
  async gravar(dados: CamposRota, paradas: ParadaGravar[], _autor: string, alvo?: { id: number; lido: Date | null }) {
    this.escritas++;
    let rota: Rota;
    if (alvo) {
      rota = this.rotas.find((r) => r.id === alvo.id)!;
      if (alvo.lido && alvo.lido.getTime() !== rota.updated_at.getTime()) throw new ConflictError();
      Object.assign(rota, dados, { updated_at: new Date(++this.t), geojson_disponivel: true, processamento: 'PRONTA' });
    } else {
      rota = { id: ++this.seq, ...dados, geojson_disponivel: true, processamento: 'PRONTA', erro_processamento: null, updated_at: new Date(++this.t) };
      this.rotas.push(rota);
    }
    const lista = [];
    for (const [i, p] of paradas.entries()) {
      const id = 'id' in p.ponto ? p.ponto.id : ((await this.naCoordenada(p.ponto.novo.cliente_id, p.ponto.novo.latitude, p.ponto.novo.longitude)) ?? this.ponto(p.ponto.novo)).id;
      lista.push({ ordem: i + 1, ponto_id: id, tipo_parada_id: p.tipo_parada_id });
    }
    this.paradasDe.set(rota.id, lista);
    return rota;
  }
  async gravarGeometria(id: number, g: GeometriaGravar) {
    const r = this.rotas.find((x) => x.id === id)!;
    Object.assign(r, g, { geojson_disponivel: true, processamento: 'PRONTA', erro_processamento: null });
    return r;
  }
  async marcarProcessando(id: number) {
    Object.assign(this.rotas.find((x) => x.id === id)!, { processamento: 'PROCESSANDO', geojson_disponivel: false });
  }
  async concluirProcessamento(id: number, resultado: { geometria: GeometriaGravar } | { erro: string }) {
    const r = this.rotas.find((x) => x.id === id);
    if (!r || r.processamento !== 'PROCESSANDO') return false;
    if ('geometria' in resultado) Object.assign(r, resultado.geometria, { geojson_disponivel: true, processamento: 'PRONTA', erro_processamento: null });
    else Object.assign(r, { processamento: 'ERRO', geojson_disponivel: false, erro_processamento: resultado.erro });
    return true;
  }
}

/** A straight-line router that fails on a stop at (0, 0) or when told to be down. */
class RoteadorFalso implements Roteador {
  chamadas: ParadaRoteamento[][] = [];
  fora = false;
  async tracar(paradas: ParadaRoteamento[]): Promise<ResultadoRoteamento> {
    this.chamadas.push(paradas);
    if (this.fora) return { ok: false, indice: null, motivo: 'indisponivel', detalhe: 'ECONNREFUSED' };
    const i = paradas.findIndex((p) => p.latitude === 0 && p.longitude === 0);
    if (i >= 0) return { ok: false, indice: i, motivo: 'nao_encontrado' };
    return {
      ok: true,
      rota: { geometria: { type: 'LineString', coordinates: paradas.map((p) => [p.longitude, p.latitude]) }, distancia_km: 100, duracao_s: 6000, trechos_km: paradas.slice(1).map(() => 1), motor: 'falso' },
    };
  }
}
const geocodificador: Geocodificador = { nomear: async (c) => (c.latitude < -20 ? 'Registro/SP' : null) };

function montar() {
  const db = new Memoria();
  const roteador = new RoteadorFalso();
  const clientes = { clienteExiste: async (id: number) => id === 10 || id === 20 };
  const tracador = new TracadorRotas(db, roteador, geocodificador);
  return { db, roteador, tracador, salvarPonto: new SalvarPonto(db, clientes), salvarRota: new SalvarRota(db, db, tracador, clientes) };
}

async function erroDe(p: Promise<unknown>): Promise<any> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error('esperava um erro');
}

describe('SalvarPonto', () => {
  it('uppercases, rounds to 6 decimals, derives the level and defaults the radius', async () => {
    const { salvarPonto } = montar();
    const p = await salvarPonto.executar({ descricao: ' posto  graal ', latitude: '-23,1234567', longitude: -46.5, tipo: 'controle' }, STAFF, AUTOR);
    expect(p).toMatchObject({ descricao: 'POSTO GRAAL', latitude: -23.123457, longitude: -46.5, tipo: 'CONTROLE', nivel: 1, raio_ponto: 2, cliente_id: null });
  });

  it('lists every field error at once', async () => {
    const { salvarPonto, db } = montar();
    const e = await erroDe(salvarPonto.executar({ descricao: 'ab', latitude: 91, longitude: -181, tipo: 'X', raio_ponto: 51 }, STAFF, AUTOR));
    expect(e).toBeInstanceOf(ValidationError);
    expect(e.errors).toEqual({
      descricao: ['deve ter no mínimo 3 caracteres'], latitude: ['deve estar entre -90 e 90'], longitude: ['deve estar entre -180 e 180'],
      tipo: ['deve ser um de: MANUAL, CONTROLE'], raio_ponto: ['deve ser maior que 0 e no máximo 50 km'],
    });
    expect(db.escritas).toBe(0);
  });

  it('refuses the same coordinates in the same scope, naming the existing point', async () => {
    const { salvarPonto, db } = montar();
    const existente = db.ponto({ descricao: 'CD CAJAMAR', latitude: -23.3642, longitude: -46.8435 });
    const e = await erroDe(salvarPonto.executar({ descricao: 'OUTRO', latitude: -23.3642, longitude: -46.8435 }, STAFF, AUTOR));
    expect(e).toBeInstanceOf(BusinessRuleError);
    expect(e.message).toBe('Já existe o ponto CD CAJAMAR nestas coordenadas');
    expect(e.dados).toEqual({ ponto_id: existente.id });
    // Another client's scope is free.
    await expect(salvarPonto.executar({ descricao: 'DO CLIENTE', latitude: -23.3642, longitude: -46.8435 }, CLIENTE, AUTOR)).resolves.toMatchObject({ cliente_id: 10 });
  });

  it("forces a client user's own client; global or other clients' points are 403; stale edits 409", async () => {
    const { salvarPonto, db } = montar();
    const global = db.ponto({ descricao: 'GLOBAL', latitude: 1, longitude: 1 });
    await expect(salvarPonto.executar({ raio_ponto: 3 }, CLIENTE, AUTOR, global.id)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(salvarPonto.executar({ descricao: 'X X X', latitude: 1, longitude: 2, cliente_id: 20 }, CLIENTE, AUTOR)).rejects.toBeInstanceOf(ForbiddenError);
    const meu = await salvarPonto.executar({ descricao: 'MEU', latitude: 1, longitude: 2 }, CLIENTE, AUTOR);
    await expect(salvarPonto.executar({ raio_ponto: 3, updated_at: new Date(1).toISOString() }, CLIENTE, AUTOR, meu.id)).rejects.toBeInstanceOf(ConflictError);
    await expect(salvarPonto.executar({ raio_ponto: 3, updated_at: meu.updated_at.toISOString() }, CLIENTE, AUTOR, meu.id)).resolves.toMatchObject({ raio_ponto: 3 });
  });

  it('does not delete a point a route uses', async () => {
    const { db, salvarRota } = montar();
    const a = db.ponto({ descricao: 'A', latitude: -23, longitude: -46 });
    const b = db.ponto({ descricao: 'B', latitude: -24, longitude: -47 });
    await salvarRota.executar({ descricao: 'R', ponto_origem_id: a.id, ponto_destino_id: b.id }, STAFF, AUTOR);
    await expect(new ExcluirPonto(db).executar(a.id, STAFF)).rejects.toThrow('Ponto indisponivel para remoção');
  });
});

describe('SalvarRota', () => {
  function base() {
    const m = montar();
    const a = m.db.ponto({ descricao: 'ORIGEM', latitude: -23.5, longitude: -46.6 });
    const b = m.db.ponto({ descricao: 'DESTINO', latitude: -25.4, longitude: -49.3 });
    const c = m.db.ponto({ descricao: 'PARADA', latitude: -24.5, longitude: -47.8 });
    return { ...m, a, b, c };
  }

  it('traces origin → stops → destination and makes map stops MANUAL points named by the geocoder', async () => {
    const { salvarRota, roteador, db, a, b, c } = base();
    const r = await salvarRota.executar({ descricao: 'SP x CWB', ponto_origem_id: a.id, ponto_destino_id: b.id, pontos_rotas: [{ ponto_id: c.id }, { latitude: -24.7, longitude: -48 }, { latitude: -5, longitude: -40 }] }, STAFF, AUTOR);
    expect(roteador.chamadas[0]!.map((p) => p.descricao)).toEqual(['ORIGEM', 'PARADA', 'REGISTRO/SP', 'PONTO -5.000000, -40.000000', 'DESTINO']);
    expect(r).toMatchObject({ distancia_km: 100, duracao_s: 6000, ponto_origem_id: a.id, ponto_destino_id: b.id });
    expect(JSON.parse(r.route!)).toMatchObject({ motor: 'falso' });
    const paradas = db.paradasDe.get(r.id)!;
    expect(paradas.map((p) => p.tipo_parada_id)).toEqual([2, 3, 3]);
    const novo = db.pontos.find((p) => p.id === paradas[1]!.ponto_id)!;
    expect(novo).toMatchObject({ descricao: 'REGISTRO/SP', tipo: 'MANUAL', nivel: 0, raio_ponto: 2 });
  });

  it('reuses a point at the same coordinates instead of creating another', async () => {
    const { salvarRota, db, a, b, c } = base();
    const r = await salvarRota.executar({ descricao: 'R', ponto_origem_id: a.id, ponto_destino_id: b.id, pontos_rotas: [{ latitude: c.latitude, longitude: c.longitude }] }, STAFF, AUTOR);
    expect(db.paradasDe.get(r.id)![0]!.ponto_id).toBe(c.id);
    expect(db.pontos).toHaveLength(3);
  });

  it('needs origin and destination, the origin before any stop', async () => {
    const { salvarRota, a } = base();
    expect((await erroDe(salvarRota.executar({ descricao: 'R' }, STAFF, AUTOR))).errors).toEqual({ ponto_origem_id: ['não pode ficar em branco'], ponto_destino_id: ['não pode ficar em branco'] });
    expect((await erroDe(salvarRota.executar({ descricao: 'R', ponto_destino_id: a.id, pontos_rotas: [{ latitude: 1, longitude: 1 }] }, STAFF, AUTOR))).errors).toEqual({
      ponto_origem_id: ['Adicione a origem antes das paradas'],
    });
  });

  it('an unroutable stop or the router down is a 422 and nothing is written', async () => {
    const { salvarRota, db, roteador, a, b } = base();
    const e = await erroDe(salvarRota.executar({ descricao: 'R', ponto_origem_id: a.id, ponto_destino_id: b.id, pontos_rotas: [{ latitude: 0, longitude: 0, descricao: 'alto mar' }] }, STAFF, AUTOR));
    expect(e.message).toBe('Erro no ponto ALTO MAR (ponto não foi encontrado para roteamento)');
    expect(e.dados).toEqual({ indice: 1 });
    roteador.fora = true;
    await expect(salvarRota.executar({ descricao: 'R', ponto_origem_id: a.id, ponto_destino_id: b.id }, STAFF, AUTOR)).rejects.toThrow('verifique os dados da rota');
    expect(db.escritas).toBe(0);
    expect(db.pontos).toHaveLength(3);
  });

  it('a client user may not edit a route in use; staff may; stale edits are 409', async () => {
    const { salvarRota, db, a, b } = base();
    a.cliente_id = 10;
    const r = await salvarRota.executar({ descricao: 'R', ponto_origem_id: a.id, ponto_destino_id: b.id }, CLIENTE, AUTOR);
    expect(r.cliente_id).toBe(10);
    db.viagensDe.set(r.id, 1);
    await expect(salvarRota.executar({ descricao: 'NOVA' }, CLIENTE, AUTOR, r.id)).rejects.toThrow('Não é possível atualizar esta rota');
    await expect(salvarRota.executar({ descricao: 'NOVA', updated_at: new Date(5).toISOString() }, STAFF, AUTOR, r.id)).rejects.toBeInstanceOf(ConflictError);
    await expect(salvarRota.executar({ descricao: 'NOVA' }, STAFF, AUTOR, r.id)).resolves.toMatchObject({ descricao: 'NOVA' });
    await expect(new ExcluirRota(db).executar(r.id, STAFF)).rejects.toThrow('Rota utilizada em viagens não pode ser removida');
  });

  it("refuses another client's points and routes for a client user", async () => {
    const { salvarRota, a, b, db } = base();
    b.cliente_id = 20;
    expect((await erroDe(salvarRota.executar({ descricao: 'R', ponto_origem_id: a.id, ponto_destino_id: b.id }, CLIENTE, AUTOR))).errors).toEqual({ ponto_destino_id: ['ponto de outro cliente'] });
    b.cliente_id = null;
    const global = await salvarRota.executar({ descricao: 'R', ponto_origem_id: a.id, ponto_destino_id: b.id }, STAFF, AUTOR);
    await expect(salvarRota.executar({ descricao: 'MINHA' }, CLIENTE, AUTOR, global.id)).rejects.toBeInstanceOf(ForbiddenError);
    expect(db.rotas[0]!.descricao).toBe('R');
  });
});

describe('tracing, atualiza_rota and the background re-trace', () => {
  it('TracarRota previews without writing', async () => {
    const { db, tracador } = montar();
    const a = db.ponto({ descricao: 'A', latitude: -23, longitude: -46 });
    const t = await new TracarRota(tracador).executar({ paradas: [{ ponto_id: a.id }, { latitude: -24, longitude: -47 }] }, STAFF);
    expect(t.geometria.coordinates).toEqual([[-46, -23], [-47, -24]]);
    expect(db.escritas).toBe(0);
    expect(db.pontos).toHaveLength(1);
  });

  it('stores a given LineString, or marks the route for processing; the re-trace records success or the error', async () => {
    const { db, tracador, salvarRota, roteador } = montar();
    const a = db.ponto({ descricao: 'A', latitude: -23, longitude: -46 });
    const b = db.ponto({ descricao: 'B', latitude: -24, longitude: -47 });
    const r = await salvarRota.executar({ descricao: 'R', ponto_origem_id: a.id, ponto_destino_id: b.id }, STAFF, AUTOR);
    const atualizar = new AtualizarRota(db);
    await expect(atualizar.executar(r.id, { geojson: { type: 'Point', coordinates: [1, 2] } }, AUTOR)).rejects.toBeInstanceOf(ValidationError);
    expect(await atualizar.executar(r.id, { geojson: { type: 'LineString', coordinates: [[-46, -23], [-46, -24]] } }, AUTOR)).toBe('gravada');
    expect(db.rotas[0]!.distancia_km).toBeCloseTo(111.2, 0);
    expect(await atualizar.executar(r.id, {}, AUTOR)).toBe('processar');
    expect(db.rotas[0]).toMatchObject({ processamento: 'PROCESSANDO', geojson_disponivel: false });
    const retracar = new RetracarRota(db, db, tracador);
    expect(await retracar.executar(r.id)).toBe('PRONTA');
    expect(db.rotas[0]).toMatchObject({ processamento: 'PRONTA', geojson_disponivel: true, distancia_km: 100 });
    roteador.fora = true;
    await atualizar.executar(r.id, {}, AUTOR);
    expect(await retracar.executar(r.id)).toBe('ERRO');
    expect(db.rotas[0]).toMatchObject({ processamento: 'ERRO', erro_processamento: 'verifique os dados da rota' });
    expect(await retracar.executar(9999)).toBe('AUSENTE');
  });

  it('a route saved while it was waiting for its re-trace keeps the line of the save', async () => {
    const { db, tracador, salvarRota } = montar();
    const a = db.ponto({ descricao: 'A', latitude: -23, longitude: -46 });
    const b = db.ponto({ descricao: 'B', latitude: -24, longitude: -47 });
    const c = db.ponto({ descricao: 'C', latitude: -25, longitude: -48 });
    const r = await salvarRota.executar({ descricao: 'R', ponto_origem_id: a.id, ponto_destino_id: b.id }, STAFF, AUTOR);
    await new AtualizarRota(db).executar(r.id, {}, AUTOR);
    const salva = await salvarRota.executar({ ponto_destino_id: c.id }, STAFF, AUTOR, r.id);
    expect(salva.processamento).toBe('PRONTA');
    const antes = { ...db.rotas[0] };
    expect(await new RetracarRota(db, db, tracador).executar(r.id)).toBe('SUPERADA');
    expect(db.rotas[0]).toEqual(antes);
  });
});
