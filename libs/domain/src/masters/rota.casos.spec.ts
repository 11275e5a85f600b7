import { BusinessRuleError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../shared/index.js';
import type { EscopoTenant } from '../identity/index.js';
import {
  AtualizarRota, exigirEscrita, ExcluirPonto, ExcluirRota, lerCoordenadas, linhaGeoJsonValida, podeLer, RetracarRota, SalvarPonto, SalvarRota, TracadorRotas, TracarRota,
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
  it('põe em maiúsculas, arredonda para 6 casas decimais, deriva o nível e usa o raio padrão', async () => {
    const { salvarPonto } = montar();
    const p = await salvarPonto.executar({ descricao: ' posto  graal ', latitude: '-23,1234567', longitude: -46.5, tipo: 'controle' }, STAFF, AUTOR);
    expect(p).toMatchObject({ descricao: 'POSTO GRAAL', latitude: -23.123457, longitude: -46.5, tipo: 'CONTROLE', nivel: 1, raio_ponto: 2, cliente_id: null });
  });

  it('lista todo erro de campo de uma vez', async () => {
    const { salvarPonto, db } = montar();
    const e = await erroDe(salvarPonto.executar({ descricao: 'ab', latitude: 91, longitude: -181, tipo: 'X', raio_ponto: 51 }, STAFF, AUTOR));
    expect(e).toBeInstanceOf(ValidationError);
    expect(e.errors).toEqual({
      descricao: ['deve ter no mínimo 3 caracteres'], latitude: ['deve estar entre -90 e 90'], longitude: ['deve estar entre -180 e 180'],
      tipo: ['deve ser um de: MANUAL, CONTROLE'], raio_ponto: ['deve ser maior que 0 e no máximo 50 km'],
    });
    expect(db.escritas).toBe(0);
  });

  it('recusa as mesmas coordenadas no mesmo escopo, nomeando o ponto existente', async () => {
    const { salvarPonto, db } = montar();
    const existente = db.ponto({ descricao: 'CD CAJAMAR', latitude: -23.3642, longitude: -46.8435 });
    const e = await erroDe(salvarPonto.executar({ descricao: 'OUTRO', latitude: -23.3642, longitude: -46.8435 }, STAFF, AUTOR));
    expect(e).toBeInstanceOf(BusinessRuleError);
    expect(e.message).toBe('Já existe o ponto CD CAJAMAR nestas coordenadas');
    expect(e.dados).toEqual({ ponto_id: existente.id });
    // Another client's scope is free.
    await expect(salvarPonto.executar({ descricao: 'DO CLIENTE', latitude: -23.3642, longitude: -46.8435 }, CLIENTE, AUTOR)).resolves.toMatchObject({ cliente_id: 10 });
  });

  it("força o próprio cliente de um usuário de cliente; pontos globais ou de outros clientes são 403; edições desatualizadas 409", async () => {
    const { salvarPonto, db } = montar();
    const global = db.ponto({ descricao: 'GLOBAL', latitude: 1, longitude: 1 });
    await expect(salvarPonto.executar({ raio_ponto: 3 }, CLIENTE, AUTOR, global.id)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(salvarPonto.executar({ descricao: 'X X X', latitude: 1, longitude: 2, cliente_id: 20 }, CLIENTE, AUTOR)).rejects.toBeInstanceOf(ForbiddenError);
    const meu = await salvarPonto.executar({ descricao: 'MEU', latitude: 1, longitude: 2 }, CLIENTE, AUTOR);
    await expect(salvarPonto.executar({ raio_ponto: 3, updated_at: new Date(1).toISOString() }, CLIENTE, AUTOR, meu.id)).rejects.toBeInstanceOf(ConflictError);
    await expect(salvarPonto.executar({ raio_ponto: 3, updated_at: meu.updated_at.toISOString() }, CLIENTE, AUTOR, meu.id)).resolves.toMatchObject({ raio_ponto: 3 });
  });

  it('não remove um ponto que uma rota usa', async () => {
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

  it('traça origem → paradas → destino e faz das paradas do mapa pontos MANUAL nomeados pelo geocodificador', async () => {
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

  it('reaproveita um ponto nas mesmas coordenadas em vez de criar outro', async () => {
    const { salvarRota, db, a, b, c } = base();
    const r = await salvarRota.executar({ descricao: 'R', ponto_origem_id: a.id, ponto_destino_id: b.id, pontos_rotas: [{ latitude: c.latitude, longitude: c.longitude }] }, STAFF, AUTOR);
    expect(db.paradasDe.get(r.id)![0]!.ponto_id).toBe(c.id);
    expect(db.pontos).toHaveLength(3);
  });

  it('precisa de origem e destino, a origem antes de qualquer parada', async () => {
    const { salvarRota, a } = base();
    expect((await erroDe(salvarRota.executar({ descricao: 'R' }, STAFF, AUTOR))).errors).toEqual({ ponto_origem_id: ['não pode ficar em branco'], ponto_destino_id: ['não pode ficar em branco'] });
    expect((await erroDe(salvarRota.executar({ descricao: 'R', ponto_destino_id: a.id, pontos_rotas: [{ latitude: 1, longitude: 1 }] }, STAFF, AUTOR))).errors).toEqual({
      ponto_origem_id: ['Adicione a origem antes das paradas'],
    });
  });

  it('uma parada sem rota possível ou o roteador fora do ar é 422 e nada é gravado', async () => {
    const { salvarRota, db, roteador, a, b } = base();
    const e = await erroDe(salvarRota.executar({ descricao: 'R', ponto_origem_id: a.id, ponto_destino_id: b.id, pontos_rotas: [{ latitude: 0, longitude: 0, descricao: 'alto mar' }] }, STAFF, AUTOR));
    expect(e.message).toBe('Erro no ponto ALTO MAR (ponto não foi encontrado para roteamento)');
    expect(e.dados).toEqual({ indice: 1 });
    roteador.fora = true;
    await expect(salvarRota.executar({ descricao: 'R', ponto_origem_id: a.id, ponto_destino_id: b.id }, STAFF, AUTOR)).rejects.toThrow('verifique os dados da rota');
    expect(db.escritas).toBe(0);
    expect(db.pontos).toHaveLength(3);
  });

  it('um usuário de cliente não pode editar uma rota em uso; a equipe pode; edições desatualizadas são 409', async () => {
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

  it("recusa pontos e rotas de outro cliente para um usuário de cliente", async () => {
    const { salvarRota, a, b, db } = base();
    b.cliente_id = 20;
    expect((await erroDe(salvarRota.executar({ descricao: 'R', ponto_origem_id: a.id, ponto_destino_id: b.id }, CLIENTE, AUTOR))).errors).toEqual({ ponto_destino_id: ['ponto de outro cliente'] });
    b.cliente_id = null;
    const global = await salvarRota.executar({ descricao: 'R', ponto_origem_id: a.id, ponto_destino_id: b.id }, STAFF, AUTOR);
    await expect(salvarRota.executar({ descricao: 'MINHA' }, CLIENTE, AUTOR, global.id)).rejects.toBeInstanceOf(ForbiddenError);
    expect(db.rotas[0]!.descricao).toBe('R');
  });
});

describe('traçado, atualiza_rota e o retraçado em segundo plano', () => {
  it('TracarRota mostra uma prévia sem gravar', async () => {
    const { db, tracador } = montar();
    const a = db.ponto({ descricao: 'A', latitude: -23, longitude: -46 });
    const t = await new TracarRota(tracador).executar({ paradas: [{ ponto_id: a.id }, { latitude: -24, longitude: -47 }] }, STAFF);
    expect(t.geometria.coordinates).toEqual([[-46, -23], [-47, -24]]);
    expect(db.escritas).toBe(0);
    expect(db.pontos).toHaveLength(1);
  });

  it('guarda uma LineString dada, ou marca a rota para processamento; o retraçado registra o sucesso ou o erro', async () => {
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

  it('uma rota salva enquanto esperava seu retraçado mantém a linha do salvamento', async () => {
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

describe('pontos: raio, clientes, alcance e remoções', () => {
  it('lê o raio como número ou texto pt-BR até 50 km, 2 km quando em branco, com duas casas decimais', async () => {
    const { salvarPonto } = montar();
    const com = async (raio_ponto: unknown, latitude: number) => salvarPonto.executar({ descricao: 'PONTO', latitude, longitude: 1, raio_ponto: raio_ponto as string }, STAFF, AUTOR);
    expect((await com('', 1)).raio_ponto).toBe(2);
    expect((await com(null, 2)).raio_ponto).toBe(2);
    expect((await com(50, 3)).raio_ponto).toBe(50);
    expect((await com('1,236', 4)).raio_ponto).toBe(1.24);
    for (const [i, raio] of [0, -1, 50.01, 'longe'].entries()) {
      expect((await erroDe(com(raio, 10 + i))).errors).toEqual({ raio_ponto: ['deve ser maior que 0 e no máximo 50 km'] });
    }
  });

  it('mantém o que uma edição deixa de fora e verifica se um novo cliente existe', async () => {
    const { salvarPonto } = montar();
    const p = await salvarPonto.executar({ descricao: 'POSTO', latitude: 1, longitude: 1, tipo: 'CONTROLE', raio_ponto: 5, cliente_id: 10 }, STAFF, AUTOR);
    const editado = await salvarPonto.executar({ raio_ponto: 6 }, STAFF, AUTOR, p.id);
    expect(editado).toMatchObject({ descricao: 'POSTO', latitude: 1, longitude: 1, tipo: 'CONTROLE', nivel: 1, raio_ponto: 6, cliente_id: 10 });
    expect((await erroDe(salvarPonto.executar({ cliente_id: 99 }, STAFF, AUTOR, p.id))).errors).toEqual({ cliente_id: ['não encontrado'] });
    expect((await erroDe(salvarPonto.executar({ descricao: 'NOVO', latitude: 5, longitude: 5, cliente_id: 99 }, STAFF, AUTOR))).errors).toEqual({ cliente_id: ['não encontrado'] });
    await expect(salvarPonto.executar({ cliente_id: null }, STAFF, AUTOR, p.id)).resolves.toMatchObject({ cliente_id: null });
  });

  it('mantém o cliente de um ponto cujo cliente sumiu quando a edição não o muda', async () => {
    const { salvarPonto, db } = montar();
    const p = db.ponto({ descricao: 'ANTIGO', latitude: 3, longitude: 3, cliente_id: 30 });
    await expect(salvarPonto.executar({ raio_ponto: 4 }, STAFF, AUTOR, p.id)).resolves.toMatchObject({ cliente_id: 30, raio_ponto: 4 });
  });

  it('precisa de um cliente para um usuário que alcança vários; responde 404 para um ponto desconhecido', async () => {
    const { salvarPonto } = montar();
    const dois: EscopoTenant = { tipo: 'clientes', ids: [10, 20] };
    await expect(salvarPonto.executar({ descricao: 'SEM CLIENTE', latitude: 1, longitude: 1 }, dois, AUTOR)).rejects.toEqual(new ForbiddenError('Não há permissão'));
    await expect(salvarPonto.executar({ descricao: 'DO 20', latitude: 1, longitude: 1, cliente_id: 20 }, dois, AUTOR)).resolves.toMatchObject({ cliente_id: 20 });
    await expect(salvarPonto.executar({ raio_ponto: 3 }, STAFF, AUTOR, 424242)).rejects.toEqual(new NotFoundError('Ponto não encontrado'));
  });

  it('lê um par de coordenadas de um formulário, arredondado para 6 casas decimais, ou diz o que está errado', () => {
    expect(lerCoordenadas({ latitude: '-23,5', longitude: -46.1234567 })).toEqual({ latitude: -23.5, longitude: -46.123457 });
    expect(() => lerCoordenadas({ latitude: '', longitude: 200 })).toThrow(ValidationError);
    try {
      lerCoordenadas({ latitude: '', longitude: 200 });
    } catch (e) {
      expect((e as ValidationError).errors).toEqual({ latitude: ['não pode ficar em branco'], longitude: ['deve estar entre -180 e 180'] });
    }
  });

  it('deixa todo mundo ler os pontos globais e um cliente só os seus', () => {
    expect(podeLer(CLIENTE, null)).toBe(true);
    expect(podeLer(CLIENTE, 10)).toBe(true);
    expect(podeLer(CLIENTE, 20)).toBe(false);
    expect(podeLer(STAFF, 20)).toBe(true);
    expect(() => exigirEscrita(CLIENTE, null)).toThrow(ForbiddenError);
    expect(() => exigirEscrita(CLIENTE, 10)).not.toThrow();
  });

  it('remove um ponto que nenhuma rota usa, só dentro do alcance', async () => {
    const { db } = montar();
    const excluir = new ExcluirPonto(db);
    const global = db.ponto({ descricao: 'G', latitude: 1, longitude: 1 });
    const meu = db.ponto({ descricao: 'M', latitude: 2, longitude: 2, cliente_id: 10 });
    await expect(excluir.executar(999, STAFF)).rejects.toEqual(new NotFoundError('Ponto não encontrado'));
    await expect(excluir.executar(global.id, CLIENTE)).rejects.toBeInstanceOf(ForbiddenError);
    await excluir.executar(meu.id, CLIENTE);
    expect(db.pontos.map((p) => p.id)).toEqual([global.id]);
  });
});

describe('paradas da rota', () => {
  function base() {
    const m = montar();
    const a = m.db.ponto({ descricao: 'ORIGEM', latitude: -23.5, longitude: -46.6 });
    const b = m.db.ponto({ descricao: 'DESTINO', latitude: -25.4, longitude: -49.3 });
    return { ...m, a, b };
  }

  it('aceita até 25 paradas', async () => {
    const { salvarRota, a, b } = base();
    const paradas = (n: number) => Array.from({ length: n }, (_, i) => ({ latitude: -24 - i / 100, longitude: -47, descricao: `parada ${i}` }));
    await expect(salvarRota.executar({ descricao: 'R', ponto_origem_id: a.id, ponto_destino_id: b.id, pontos_rotas: paradas(25) }, STAFF, AUTOR)).resolves.toBeDefined();
    expect((await erroDe(salvarRota.executar({ descricao: 'R2', ponto_origem_id: a.id, ponto_destino_id: b.id, pontos_rotas: paradas(26) }, STAFF, AUTOR))).errors).toEqual({
      pontos_rotas: ['deve ter no máximo 25 paradas'],
    });
  });

  it('nomeia cada parada ruim pela sua posição', async () => {
    const { salvarRota, a, b } = base();
    const e = await erroDe(salvarRota.executar({
      descricao: 'R', ponto_origem_id: a.id, ponto_destino_id: b.id,
      pontos_rotas: [{ latitude: 95, longitude: '' }, { ponto_id: 4242 }, { ponto_id: a.id, tipo_parada_id: 9 }],
    }, STAFF, AUTOR));
    expect(e.errors).toEqual({
      'pontos_rotas.0.latitude': ['deve estar entre -90 e 90'],
      'pontos_rotas.0.longitude': ['não pode ficar em branco'],
      'pontos_rotas.1.ponto_id': ['não encontrado'],
      'pontos_rotas.2.tipo_parada_id': ['tipo de parada inválido'],
    });
  });

  it('nomeia uma nova parada do mapa como digitada, com PONTO antes de um nome de menos de 3 letras, no máximo 100 caracteres', async () => {
    const { salvarRota, db, a, b } = base();
    const r = await salvarRota.executar({
      descricao: 'R', ponto_origem_id: a.id, ponto_destino_id: b.id,
      pontos_rotas: [{ latitude: -10, longitude: -40, descricao: ' posto   do  km 5 ' }, { latitude: -11, longitude: -40, descricao: 'ab' }, { latitude: -12, longitude: -40, descricao: 'abc' }, { latitude: -13, longitude: -40, descricao: 'x'.repeat(120) }],
    }, STAFF, AUTOR);
    const nomes = db.paradasDe.get(r.id)!.map((p) => db.pontos.find((x) => x.id === p.ponto_id)!.descricao);
    expect(nomes).toEqual(['POSTO DO KM 5', 'PONTO AB', 'ABC', 'X'.repeat(100)]);
  });

  it("reaproveita um ponto global numa parada da rota de um cliente, e o do próprio cliente antes dele", async () => {
    const { salvarRota, db, a, b } = base();
    const global = db.ponto({ descricao: 'GLOBAL', latitude: -20, longitude: -44 });
    const r = await salvarRota.executar({ descricao: 'R', ponto_origem_id: a.id, ponto_destino_id: b.id, pontos_rotas: [{ latitude: -20, longitude: -44 }] }, CLIENTE, AUTOR);
    expect(db.paradasDe.get(r.id)!.map((p) => p.ponto_id)).toEqual([global.id]);
    const proprio = db.ponto({ descricao: 'PROPRIO', latitude: -20, longitude: -44, cliente_id: 10 });
    const r2 = await salvarRota.executar({ descricao: 'R2', ponto_origem_id: a.id, ponto_destino_id: b.id, pontos_rotas: [{ latitude: -20, longitude: -44 }] }, CLIENTE, AUTOR);
    expect(db.paradasDe.get(r2.id)!.map((p) => p.ponto_id)).toEqual([proprio.id]);
  });

  it("deixa a equipe usar o ponto de um cliente só na rota desse cliente ou numa rota global", async () => {
    const { salvarRota, db, a, b } = base();
    const do10 = db.ponto({ descricao: 'DO 10', latitude: -21, longitude: -45, cliente_id: 10 });
    await expect(salvarRota.executar({ descricao: 'R', ponto_origem_id: a.id, ponto_destino_id: b.id, pontos_rotas: [{ ponto_id: do10.id }], cliente_id: 10 }, STAFF, AUTOR)).resolves.toBeDefined();
    await expect(salvarRota.executar({ descricao: 'R', ponto_origem_id: a.id, ponto_destino_id: b.id, pontos_rotas: [{ ponto_id: do10.id }] }, STAFF, AUTOR)).resolves.toBeDefined();
    expect((await erroDe(salvarRota.executar({ descricao: 'R', ponto_origem_id: a.id, ponto_destino_id: b.id, pontos_rotas: [{ ponto_id: do10.id }], cliente_id: 20 }, STAFF, AUTOR))).errors).toEqual({
      'pontos_rotas.0.ponto_id': ['ponto de outro cliente'],
    });
  });

  it('nomeia o ponto conhecido que o roteador recusou, com seu id e posição', async () => {
    const { salvarRota, db, a, b } = base();
    const mar = db.ponto({ descricao: 'BOIA', latitude: 0, longitude: 0 });
    const e = await erroDe(salvarRota.executar({ descricao: 'R', ponto_origem_id: a.id, ponto_destino_id: b.id, pontos_rotas: [{ ponto_id: mar.id }] }, STAFF, AUTOR));
    expect(e).toEqual(new BusinessRuleError('Erro no ponto BOIA (ponto não foi encontrado para roteamento)'));
    expect(e.dados).toEqual({ ponto_id: mar.id, indice: 1 });
  });
});

describe('TracarRota', () => {
  it("traça as paradas clicadas no mapa para o próprio cliente de um usuário de cliente", async () => {
    const { tracador, roteador } = montar();
    const t = await new TracarRota(tracador).executar({ paradas: [{ latitude: -23, longitude: -46 }, { latitude: -24, longitude: -47, descricao: 'fim' }] }, CLIENTE);
    expect(t.geometria.coordinates).toEqual([[-46, -23], [-47, -24]]);
    expect(roteador.chamadas[0]!.map((p) => p.descricao)).toEqual(['REGISTRO/SP', 'FIM']);
  });
  it('precisa de uma origem e um destino e nomeia as paradas em "paradas"', async () => {
    const { tracador } = montar();
    expect((await erroDe(new TracarRota(tracador).executar({ paradas: [{ latitude: 91, longitude: 0 }] }, STAFF))).errors).toEqual({
      paradas: ['informe a origem e o destino'],
      'paradas.0.latitude': ['deve estar entre -90 e 90'],
    });
    expect((await erroDe(new TracarRota(tracador).executar({}, STAFF))).errors).toEqual({ paradas: ['informe a origem e o destino'] });
  });
  it("recusa a rota de outro cliente para um usuário de cliente", async () => {
    const { tracador } = montar();
    await expect(new TracarRota(tracador).executar({ cliente_id: 20, paradas: [{ latitude: 1, longitude: 1 }, { latitude: 2, longitude: 2 }] }, CLIENTE)).rejects.toBeInstanceOf(ForbiddenError);
  });
  it("nomeia a parada que o roteador recusou com o ponto da parada", async () => {
    const { tracador, db } = montar();
    const mar = db.ponto({ descricao: 'BOIA', latitude: 0, longitude: 0 });
    const e = await erroDe(new TracarRota(tracador).executar({ paradas: [{ latitude: 1, longitude: 1 }, { ponto_id: mar.id }] }, STAFF));
    expect(e.dados).toEqual({ ponto_id: mar.id, indice: 1 });
  });
});

describe('SalvarRota: campos, edições e retraçado', () => {
  function base() {
    const m = montar();
    const a = m.db.ponto({ descricao: 'ORIGEM', latitude: -23.5, longitude: -46.6 });
    const b = m.db.ponto({ descricao: 'DESTINO', latitude: -25.4, longitude: -49.3 });
    const c = m.db.ponto({ descricao: 'PARADA', latitude: -24.5, longitude: -47.8 });
    return { ...m, a, b, c };
  }

  it('exige uma descrição de no máximo 150 caracteres e é ativa por padrão', async () => {
    const { salvarRota, a, b } = base();
    expect((await erroDe(salvarRota.executar({ ponto_origem_id: a.id, ponto_destino_id: b.id }, STAFF, AUTOR))).errors).toEqual({ descricao: ['não pode ficar em branco'] });
    expect((await erroDe(salvarRota.executar({ descricao: 'x'.repeat(151), ponto_origem_id: a.id, ponto_destino_id: b.id }, STAFF, AUTOR))).errors).toEqual({ descricao: ['deve ter no máximo 150 caracteres'] });
    const r = await salvarRota.executar({ descricao: 'Rota sul', ponto_origem_id: a.id, ponto_destino_id: b.id }, STAFF, AUTOR);
    expect(r).toMatchObject({ descricao: 'Rota sul', ativa: true });
    await expect(salvarRota.executar({ ativa: false }, STAFF, AUTOR, r.id)).resolves.toMatchObject({ ativa: false });
    await expect(salvarRota.executar({ descricao: 'Rota sul 2' }, STAFF, AUTOR, r.id)).resolves.toMatchObject({ ativa: false, descricao: 'Rota sul 2' });
  });

  it('verifica se o cliente existe e nomeia pontas desconhecidas ou de outro cliente', async () => {
    const { salvarRota, db, a } = base();
    const alheio = db.ponto({ descricao: 'ALHEIO', latitude: -22, longitude: -43, cliente_id: 20 });
    expect((await erroDe(salvarRota.executar({ descricao: 'R', ponto_origem_id: 4242, ponto_destino_id: alheio.id, cliente_id: 99 }, STAFF, AUTOR))).errors).toEqual({
      cliente_id: ['não encontrado'],
      ponto_origem_id: ['não encontrado'],
      ponto_destino_id: ['ponto de outro cliente'],
    });
    expect((await erroDe(salvarRota.executar({ descricao: 'R', ponto_origem_id: alheio.id, ponto_destino_id: a.id }, CLIENTE, AUTOR))).errors).toEqual({ ponto_origem_id: ['ponto de outro cliente'] });
  });

  it('mantém as paradas e a linha traçada quando uma edição não muda nem as pontas nem as paradas', async () => {
    const { salvarRota, roteador, db, a, b, c } = base();
    const r = await salvarRota.executar({ descricao: 'R', ponto_origem_id: a.id, ponto_destino_id: b.id, pontos_rotas: [{ ponto_id: c.id, tipo_parada_id: 4 }] }, STAFF, AUTOR);
    const linha = r.geojson;
    const editada = await salvarRota.executar({ descricao: 'NOVA', ponto_origem_id: a.id }, STAFF, AUTOR, r.id);
    expect(roteador.chamadas).toHaveLength(1);
    expect(editada).toMatchObject({ descricao: 'NOVA', geojson: linha, distancia_km: 100, duracao_s: 6000, route: r.route });
    expect(db.paradasDe.get(r.id)).toEqual([{ ordem: 1, ponto_id: c.id, tipo_parada_id: 4 }]);
  });

  it('mede uma linha mantida sem distância guardada, e mantém a ausência de duração como zero', async () => {
    const { salvarRota, db, a, b } = base();
    const r = await salvarRota.executar({ descricao: 'R', ponto_origem_id: a.id, ponto_destino_id: b.id }, STAFF, AUTOR);
    Object.assign(db.rotas[0]!, { distancia_km: null, duracao_s: null, route: null });
    const editada = await salvarRota.executar({ descricao: 'R2' }, STAFF, AUTOR, r.id);
    expect(editada.distancia_km).toBeGreaterThan(200);
    expect(editada).toMatchObject({ duracao_s: 0, route: '' });
  });

  it('traça de novo quando as pontas ou as paradas mudam, ou quando o último traçado falhou', async () => {
    const { salvarRota, roteador, db, a, b, c } = base();
    const r = await salvarRota.executar({ descricao: 'R', ponto_origem_id: a.id, ponto_destino_id: b.id }, STAFF, AUTOR);
    await salvarRota.executar({ ponto_destino_id: c.id }, STAFF, AUTOR, r.id);
    expect(roteador.chamadas).toHaveLength(2);
    await salvarRota.executar({ ponto_origem_id: b.id }, STAFF, AUTOR, r.id);
    expect(roteador.chamadas).toHaveLength(3);
    await salvarRota.executar({ pontos_rotas: [] }, STAFF, AUTOR, r.id);
    expect(roteador.chamadas).toHaveLength(4);
    db.rotas[0]!.processamento = 'ERRO';
    await salvarRota.executar({ descricao: 'R3' }, STAFF, AUTOR, r.id);
    expect(roteador.chamadas).toHaveLength(5);
    Object.assign(db.rotas[0]!, { processamento: 'PRONTA', geojson: null });
    await salvarRota.executar({ descricao: 'R4' }, STAFF, AUTOR, r.id);
    expect(roteador.chamadas).toHaveLength(6);
  });

  it('deixa um usuário de cliente editar sua rota enquanto nenhuma viagem a usa; 404 para uma rota desconhecida', async () => {
    const { salvarRota, a, b } = base();
    const r = await salvarRota.executar({ descricao: 'R', ponto_origem_id: a.id, ponto_destino_id: b.id }, CLIENTE, AUTOR);
    await expect(salvarRota.executar({ descricao: 'MINHA' }, CLIENTE, AUTOR, r.id)).resolves.toMatchObject({ descricao: 'MINHA', cliente_id: 10 });
    await expect(salvarRota.executar({ descricao: 'X' }, STAFF, AUTOR, 4242)).rejects.toEqual(new NotFoundError('Rota não encontrada'));
  });
});

describe('remoção de rotas e gravação de linhas', () => {
  it('remove uma rota que nenhuma viagem segue, dentro do alcance; 404 para uma desconhecida', async () => {
    const { db, salvarRota } = montar();
    const a = db.ponto({ descricao: 'A', latitude: -23, longitude: -46 });
    const b = db.ponto({ descricao: 'B', latitude: -24, longitude: -47 });
    const global = await salvarRota.executar({ descricao: 'G', ponto_origem_id: a.id, ponto_destino_id: b.id }, STAFF, AUTOR);
    const minha = await salvarRota.executar({ descricao: 'M', ponto_origem_id: a.id, ponto_destino_id: b.id }, CLIENTE, AUTOR);
    const excluir = new ExcluirRota(db);
    await expect(excluir.executar(4242, STAFF)).rejects.toEqual(new NotFoundError('Rota não encontrada'));
    await expect(excluir.executar(global.id, CLIENTE)).rejects.toBeInstanceOf(ForbiddenError);
    await excluir.executar(minha.id, CLIENTE);
    expect(db.rotas.map((r) => r.id)).toEqual([global.id]);
  });

  it('aceita como linha só uma LineString de duas ou mais posições [lng, lat] dentro do intervalo', () => {
    expect(linhaGeoJsonValida({ type: 'LineString', coordinates: [[180, 90], [-180, -90]] })).toBe(true);
    expect(linhaGeoJsonValida({ type: 'LineString', coordinates: [[1, 2, 700], [3, 4]] })).toBe(true);
    for (const g of [
      null, 'LineString', 7,
      { type: 'Point', coordinates: [[1, 2], [3, 4]] },
      { type: 'LineString', coordinates: 'x' },
      { type: 'LineString', coordinates: [[1, 2]] },
      { type: 'LineString', coordinates: [[1, 2], [3]] },
      { type: 'LineString', coordinates: [[1, 2], 3] },
      { type: 'LineString', coordinates: [['1', 2], [3, 4]] },
      { type: 'LineString', coordinates: [[1, '2'], [3, 4]] },
      { type: 'LineString', coordinates: [[180.1, 2], [3, 4]] },
      { type: 'LineString', coordinates: [[1, -90.1], [3, 4]] },
    ]) {
      expect([g, linhaGeoJsonValida(g)]).toEqual([g, false]);
    }
  });

  it('guarda uma linha dada com sua extensão medida, o texto de rota dado ou um manual, e a duração mantida ou estimada a 60 km/h', async () => {
    const { db, salvarRota } = montar();
    const a = db.ponto({ descricao: 'A', latitude: -23, longitude: -46 });
    const b = db.ponto({ descricao: 'B', latitude: -24, longitude: -47 });
    const r = await salvarRota.executar({ descricao: 'R', ponto_origem_id: a.id, ponto_destino_id: b.id }, STAFF, AUTOR);
    const atualizar = new AtualizarRota(db);
    await expect(atualizar.executar(4242, {}, AUTOR)).rejects.toEqual(new NotFoundError('Rota não encontrada'));
    await expect(atualizar.executar(r.id, { geojson: { type: 'Point' } }, AUTOR)).rejects.toEqual(ValidationError.campo('geojson', 'deve ser um LineString GeoJSON válido'));
    expect(await atualizar.executar(r.id, { geojson: { type: 'LineString', coordinates: [[-46, -23, 5], [-46, -24, 9]] }, route: 'osrm' }, AUTOR)).toBe('gravada');
    expect(db.rotas[0]).toMatchObject({ route: 'osrm', geojson: { type: 'LineString', coordinates: [[-46, -23], [-46, -24]] }, distancia_km: 111.2, duracao_s: 6000 });
    db.rotas[0]!.duracao_s = null;
    await atualizar.executar(r.id, { geojson: { type: 'LineString', coordinates: [[-46, -23], [-46, -24]] } }, AUTOR);
    expect(db.rotas[0]).toMatchObject({ distancia_km: 111.2, duracao_s: 6672 });
    expect(JSON.parse(db.rotas[0]!.route!)).toEqual({ motor: 'manual', distancia_km: 111.2, duracao_s: null, trechos_km: [111.2] });
    expect(await atualizar.executar(r.id, { geojson: null }, AUTOR)).toBe('processar');
  });
});

describe('RetracarRota, casos limite', () => {
  it('traça origem, paradas e destino em ordem', async () => {
    const { db, tracador, salvarRota, roteador } = montar();
    const a = db.ponto({ descricao: 'A', latitude: -23, longitude: -46 });
    const b = db.ponto({ descricao: 'B', latitude: -24, longitude: -47 });
    const c = db.ponto({ descricao: 'C', latitude: -25, longitude: -48 });
    const r = await salvarRota.executar({ descricao: 'R', ponto_origem_id: a.id, ponto_destino_id: b.id, pontos_rotas: [{ ponto_id: c.id }] }, STAFF, AUTOR);
    await new AtualizarRota(db).executar(r.id, {}, AUTOR);
    expect(await new RetracarRota(db, db, tracador).executar(r.id)).toBe('PRONTA');
    expect(roteador.chamadas.at(-1)!.map((p) => p.descricao)).toEqual(['A', 'C', 'B']);
    expect(db.rotas[0]).toMatchObject({ distancia_km: 100, duracao_s: 6000, processamento: 'PRONTA' });
    expect(JSON.parse(db.rotas[0]!.route!)).toEqual({ motor: 'falso', distancia_km: 100, duracao_s: 6000, trechos_km: [1, 1] });
  });

  it('registra uma falha inesperada como "Erro ao atualizar", e desiste em silêncio quando a rota sumiu', async () => {
    const { db, tracador, salvarRota } = montar();
    const a = db.ponto({ descricao: 'A', latitude: -23, longitude: -46 });
    const b = db.ponto({ descricao: 'B', latitude: -24, longitude: -47 });
    const r = await salvarRota.executar({ descricao: 'R', ponto_origem_id: a.id, ponto_destino_id: b.id }, STAFF, AUTOR);
    await new AtualizarRota(db).executar(r.id, {}, AUTOR);
    const quebrado = Object.assign(Object.create(db), { findByIds: async () => { throw new Error('conexão perdida'); } }) as Memoria;
    expect(await new RetracarRota(db, quebrado, tracador).executar(r.id)).toBe('ERRO');
    expect(db.rotas[0]).toMatchObject({ processamento: 'ERRO', erro_processamento: 'Erro ao atualizar' });
    db.rotas[0]!.processamento = 'PROCESSANDO';
    const semRota = Object.assign(Object.create(db), { concluirProcessamento: async () => { throw new Error('rota removida'); } }) as Memoria;
    expect(await new RetracarRota(semRota, quebrado, tracador).executar(r.id)).toBe('ERRO');
    const superada = Object.assign(Object.create(db), { concluirProcessamento: async () => false }) as Memoria;
    expect(await new RetracarRota(superada, quebrado, tracador).executar(r.id)).toBe('SUPERADA');
    expect(await new RetracarRota(superada, db, tracador).executar(r.id)).toBe('SUPERADA');
  });
});
