import {
  BusinessRuleError, ConflictError, FieldErrorBag, ForbiddenError, NotFoundError, ValidationError, comprimentoKm,
  errosCoordenadas, lerNumeroCoordenada,
} from '../shared/index.js';
import { clienteParaGravar, exigirCliente, type EscopoTenant } from '../identity/index.js';
import * as campos from './campos.js';
import { mesmaVersao } from './exclusao.js';
import {
  CORREDOR_MAXIMO_KM, CORREDOR_MINIMO_KM, MAX_PARADAS, MENSAGENS_PONTO, MENSAGENS_ROTA, mensagemErroPonto, nivelDoPonto, RAIO_PONTO_MAXIMO_KM, RAIO_PONTO_PADRAO_KM, serializarRoute, TIPO_PARADA_LISTA,
  TIPO_PARADA_MAPA, TIPOS_PARADA, TIPOS_PONTO,
} from './rota.js';
import type { Coordenada, GeometriaRota, Geocodificador, ParadaRoteamento, Roteador, RotaTracada } from './rota.ports.js';
import type { TipoPonto } from './rota.js';
import type { CamposPonto, ParadaGravar, Ponto, PontoRepository, Rota, RotaRepository } from './rota.repository.ports.js';

/**
 * Use cases of the route registry (spec 03 §3 Route/Point, §4, §7 "Routes and points", §8 route
 * messages). A route is traced through the Roteador port before anything is written, so a stop
 * that cannot be routed leaves nothing half saved.
 */

export const MENSAGENS_ROTA_EXTRA = {
  rotaNaoEncontrada: 'Rota não encontrada',
  pontoNaoEncontrado: 'Ponto não encontrado',
  origemAntes: 'Adicione a origem antes das paradas',
  raio: `deve ser maior que 0 e no máximo ${RAIO_PONTO_MAXIMO_KM} km`,
  corredor: `deve ser um número entre ${String(CORREDOR_MINIMO_KM).replace('.', ',')} e ${CORREDOR_MAXIMO_KM} km (vazio: 1 km)`,
  maxParadas: `deve ter no máximo ${MAX_PARADAS} paradas`,
  tipoParada: 'tipo de parada inválido',
  outroCliente: 'ponto de outro cliente',
  geojson: 'deve ser um LineString GeoJSON válido',
  semPermissao: 'Não há permissão',
} as const;

/** Only the existence of a client is needed here. */
export interface ClientesExistentes {
  clienteExiste(id: number): Promise<boolean>;
}

/** Who writes (username_add / username_update). */
export interface AutorRota {
  username: string;
}

const arred6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** '-23.5' or -23.5 → number; what errosCoordenadas already reported → NaN. */
function coordenada(valor: unknown): number {
  const n = lerNumeroCoordenada(valor);
  return n === null ? Number.NaN : arred6(n);
}

/** A scoped user (client) never writes a global point or route. */
function clienteDoRegistro(escopo: EscopoTenant, informado: number | null | undefined, atual: number | null | undefined, edicao: boolean): number | null {
  // An edit that leaves the client out keeps the record's, whose reach exigirEscrita checked;
  // clienteParaGravar checks a client given.
  const id = edicao && informado === undefined ? (atual ?? null) : clienteParaGravar(escopo, informado);
  if (escopo.tipo === 'clientes' && id === null) throw new ForbiddenError(MENSAGENS_ROTA_EXTRA.semPermissao);
  return id;
}

/** Read/write reach of a point or route: a global one is read by everybody, written only by staff. */
export function exigirEscrita(escopo: EscopoTenant, clienteId: number | null): void {
  exigirCliente(escopo, clienteId);
}
export function podeLer(escopo: EscopoTenant, clienteId: number | null): boolean {
  return escopo.tipo === 'todos' || clienteId === null || escopo.ids.includes(clienteId);
}

// ---------------------------------------------------------------------------------------------
// Points
// ---------------------------------------------------------------------------------------------

/** What the point form sends inside `{ ponto: {...} }`. */
export interface DadosPonto {
  descricao?: string | null;
  latitude?: number | string | null;
  longitude?: number | string | null;
  tipo?: string | null;
  raio_ponto?: number | string | null;
  cliente_id?: number | null;
  updated_at?: string | null;
}

/** Reads the coordinate pair of a form or query; 400 with the field errors when invalid. */
export function lerCoordenadas(valores: { latitude?: unknown; longitude?: unknown }): Coordenada {
  const erros = errosCoordenadas(valores);
  if (Object.keys(erros).length) throw new ValidationError(erros);
  return { latitude: coordenada(valores.latitude), longitude: coordenada(valores.longitude) };
}

/**
 * Creates or edits a point: description uppercased (3..100), valid coordinates (6 decimals), type
 * MANUAL or CONTROLE with its level, radius in km (default 2, > 0 and ≤ 50); another point of the
 * same scope at the same coordinates → 422 naming it (the form then offers to update that one).
 */
export class SalvarPonto {
  constructor(private readonly pontos: PontoRepository, private readonly clientes: ClientesExistentes) {}

  async executar(dados: DadosPonto, escopo: EscopoTenant, autor: AutorRota, id?: number): Promise<Ponto> {
    const atual = id !== undefined ? await this.pontos.findById(id) : null;
    if (id !== undefined && !atual) throw new NotFoundError(MENSAGENS_ROTA_EXTRA.pontoNaoEncontrado);
    if (atual) exigirEscrita(escopo, atual.cliente_id);
    if (atual && !mesmaVersao(dados.updated_at, atual.updated_at)) throw new ConflictError();
    const clienteId = clienteDoRegistro(escopo, dados.cliente_id, atual?.cliente_id, !!atual);

    const bag = new FieldErrorBag();
    const v = <K extends 'descricao' | 'latitude' | 'longitude' | 'tipo' | 'raio_ponto'>(k: K) => (dados[k] !== undefined ? dados[k] : atual?.[k]);
    const descricao = campos.texto(bag, 'descricao', v('descricao'), { obrigatorio: true, max: 100, min: 3, maiusculas: true });
    for (const [campo, msgs] of Object.entries(errosCoordenadas({ latitude: v('latitude'), longitude: v('longitude') }))) for (const m of msgs) bag.add(campo, m);
    const tipo = campos.opcao(bag, 'tipo', v('tipo') ?? 'MANUAL', TIPOS_PONTO as readonly TipoPonto[], true);
    const raioBruto = v('raio_ponto');
    const raio = raioBruto === null || raioBruto === undefined || raioBruto === '' ? RAIO_PONTO_PADRAO_KM : lerNumeroCoordenada(raioBruto);
    if (raio === null || Number.isNaN(raio) || raio <= 0 || raio > RAIO_PONTO_MAXIMO_KM) bag.add('raio_ponto', MENSAGENS_ROTA_EXTRA.raio);
    if (clienteId !== null && !(atual && atual.cliente_id === clienteId) && !(await this.clientes.clienteExiste(clienteId))) bag.add('cliente_id', campos.MSG.inexistente);
    bag.throwIfAny();

    const campos_: CamposPonto = {
      cliente_id: clienteId,
      descricao: descricao!,
      latitude: coordenada(v('latitude')),
      longitude: coordenada(v('longitude')),
      tipo: tipo!,
      nivel: nivelDoPonto(tipo!),
      raio_ponto: Math.round((raio as number) * 100) / 100,
    };
    const outro = await this.pontos.naCoordenada(clienteId, campos_.latitude, campos_.longitude);
    if (outro && outro.id !== atual?.id) throw erroPontoExistente(outro);
    if (atual) return this.pontos.atualizar(atual.id, dados.updated_at ? atual.updated_at : null, campos_, autor.username);
    return this.pontos.criar(campos_, autor.username);
  }
}

export function erroPontoExistente(p: { id: number; descricao: string }): BusinessRuleError {
  return new BusinessRuleError(`Já existe o ponto ${p.descricao} nestas coordenadas`, { ponto_id: p.id });
}

/** Deletes a point no route uses ('Ponto indisponivel para remoção'). */
export class ExcluirPonto {
  constructor(private readonly pontos: PontoRepository) {}

  async executar(id: number, escopo: EscopoTenant): Promise<void> {
    const p = await this.pontos.findById(id);
    if (!p) throw new NotFoundError(MENSAGENS_ROTA_EXTRA.pontoNaoEncontrado);
    exigirEscrita(escopo, p.cliente_id);
    if (await this.pontos.emUso(id)) throw new BusinessRuleError(MENSAGENS_PONTO.indisponivel);
    await this.pontos.excluir(id);
  }
}

// ---------------------------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------------------------

/** A stop as the form sends it: a known point, or a coordinate clicked on the map. */
export interface DadosParada {
  ponto_id?: number | null;
  latitude?: number | string | null;
  longitude?: number | string | null;
  descricao?: string | null;
  tipo_parada_id?: number | null;
}

/** What the route form sends inside `{ rota: {...} }`. */
export interface DadosRota {
  descricao?: string | null;
  ativa?: boolean | null;
  cliente_id?: number | null;
  ponto_origem_id?: number | null;
  ponto_destino_id?: number | null;
  pontos_rotas?: DadosParada[] | null;
  /** Deviation corridor, km ('2,5' as a form sends it); null or '' = the default. */
  corredor_km?: number | string | null;
  updated_at?: string | null;
}

/** The corridor a route stores: null (the default) or a number within the bounds, 2 decimals. */
export function corredorDaRota(bag: FieldErrorBag, valor: unknown): number | null {
  if (valor === null || valor === undefined || (typeof valor === 'string' && !valor.trim())) return null;
  const n = lerNumeroCoordenada(valor);
  if (n === null || Number.isNaN(n) || n < CORREDOR_MINIMO_KM || n > CORREDOR_MAXIMO_KM) {
    bag.add('corredor_km', MENSAGENS_ROTA_EXTRA.corredor);
    return null;
  }
  return Math.round(n * 100) / 100;
}

/** A stop resolved to a point (existing or to be created) with its coordinates and name. */
interface ParadaResolvida {
  ponto: Ponto | null;
  novo: CamposPonto | null;
  tipo_parada_id: number;
  coordenada: ParadaRoteamento;
}

const TIPOS_PARADA_IDS = new Set<number>(TIPOS_PARADA.map((t) => t.id));

/**
 * Resolves stops and traces a line through them. Shared by save and preview (`tracar`): points
 * must exist and be global or of the route's client; coordinate stops reuse a point at the same
 * coordinates (the client's, then a global one) or become a new MANUAL point named by the
 * geocoder. Router failures become the spec's messages.
 */
export class TracadorRotas {
  constructor(
    private readonly pontos: PontoRepository,
    private readonly roteador: Roteador,
    private readonly geocodificador: Geocodificador,
  ) {}

  /** Field errors go to `bag`; a stop that is not usable resolves to null. */
  async resolverParadas(bag: FieldErrorBag, entrada: DadosParada[], clienteId: number | null, escopo: EscopoTenant, campo = 'pontos_rotas'): Promise<Array<ParadaResolvida | null>> {
    if (entrada.length > MAX_PARADAS) bag.add(campo, MENSAGENS_ROTA_EXTRA.maxParadas);
    const ids = entrada.map((p) => p.ponto_id).filter((x): x is number => typeof x === 'number');
    const conhecidos = new Map((ids.length ? await this.pontos.findByIds([...new Set(ids)]) : []).map((p) => [p.id, p]));
    const saida: Array<ParadaResolvida | null> = [];
    for (const [i, p] of entrada.entries()) {
      const chave = `${campo}.${i}`;
      const porPonto = typeof p.ponto_id === 'number';
      const tipoParada = p.tipo_parada_id ?? (porPonto ? TIPO_PARADA_LISTA : TIPO_PARADA_MAPA);
      if (!TIPOS_PARADA_IDS.has(tipoParada)) bag.add(`${chave}.tipo_parada_id`, MENSAGENS_ROTA_EXTRA.tipoParada);
      if (porPonto) {
        const ponto = conhecidos.get(p.ponto_id!);
        if (!ponto) {
          bag.add(`${chave}.ponto_id`, campos.MSG.inexistente);
          saida.push(null);
          continue;
        }
        if (!this.alcancavel(ponto, clienteId, escopo)) {
          bag.add(`${chave}.ponto_id`, MENSAGENS_ROTA_EXTRA.outroCliente);
          saida.push(null);
          continue;
        }
        saida.push({ ponto, novo: null, tipo_parada_id: tipoParada, coordenada: { latitude: ponto.latitude, longitude: ponto.longitude, descricao: ponto.descricao } });
        continue;
      }
      const erros = errosCoordenadas(p);
      if (Object.keys(erros).length) {
        for (const [c, msgs] of Object.entries(erros)) for (const m of msgs) bag.add(`${chave}.${c}`, m);
        saida.push(null);
        continue;
      }
      const latitude = coordenada(p.latitude);
      const longitude = coordenada(p.longitude);
      const existente = (await this.pontos.naCoordenada(clienteId, latitude, longitude)) ?? (clienteId !== null ? await this.pontos.naCoordenada(null, latitude, longitude) : null);
      if (existente) {
        saida.push({ ponto: existente, novo: null, tipo_parada_id: tipoParada, coordenada: { latitude, longitude, descricao: existente.descricao } });
        continue;
      }
      const informada = typeof p.descricao === 'string' ? p.descricao.trim().replace(/\s+/g, ' ').toUpperCase() : '';
      const nome = informada || ((await this.geocodificador.nomear({ latitude, longitude })) ?? '').toUpperCase() || `PONTO ${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;
      const descricao = (nome.length < 3 ? `PONTO ${nome}` : nome).slice(0, 100);
      const novo: CamposPonto = { cliente_id: clienteId, descricao, latitude, longitude, tipo: 'MANUAL', nivel: nivelDoPonto('MANUAL'), raio_ponto: RAIO_PONTO_PADRAO_KM };
      saida.push({ ponto: null, novo, tipo_parada_id: tipoParada, coordenada: { latitude, longitude, descricao } });
    }
    return saida;
  }

  private alcancavel(ponto: Ponto, clienteId: number | null, escopo: EscopoTenant): boolean {
    if (ponto.cliente_id === null) return true;
    if (!podeLer(escopo, ponto.cliente_id)) return false;
    return clienteId === null ? escopo.tipo === 'todos' : ponto.cliente_id === clienteId;
  }

  /**
   * Traces the stops in order; an unroutable stop → 422 'Erro no ponto X (...)' with its index
   * (and point id when it has one); the engine down → 422 'verifique os dados da rota'.
   */
  async tracar(paradas: ParadaRoteamento[], pontoIds: Array<number | null> = []): Promise<RotaTracada> {
    const r = await this.roteador.tracar(paradas);
    if (r.ok) return r.rota;
    if (r.indice === null) throw new BusinessRuleError(MENSAGENS_ROTA.verifique);
    const parada = paradas[r.indice];
    const pontoId = pontoIds[r.indice];
    throw new BusinessRuleError(mensagemErroPonto(parada?.descricao ?? '', r.motivo), { ...(pontoId ? { ponto_id: pontoId } : {}), indice: r.indice });
  }
}

/** `POST /api/rotas/tracar`: the line the form's map shows, nothing written. */
export class TracarRota {
  constructor(private readonly tracador: TracadorRotas) {}

  async executar(entrada: { paradas?: DadosParada[] | null; cliente_id?: number | null }, escopo: EscopoTenant): Promise<RotaTracada> {
    const clienteId = entrada.cliente_id ?? (escopo.tipo === 'clientes' && escopo.ids.length === 1 ? escopo.ids[0]! : null);
    if (clienteId !== null) exigirCliente(escopo, clienteId);
    const bag = new FieldErrorBag();
    const paradas = entrada.paradas ?? [];
    if (paradas.length < 2) bag.add('paradas', 'informe a origem e o destino');
    const resolvidas = await this.tracador.resolverParadas(bag, paradas, clienteId, escopo, 'paradas');
    bag.throwIfAny();
    const ok = resolvidas as ParadaResolvida[];
    return this.tracador.tracar(ok.map((p) => p.coordenada), ok.map((p) => p.ponto?.id ?? null));
  }
}

/**
 * Creates or edits a route: description, situation, client (a client user: its own), origin and
 * destination points and ordered stops. The route is traced before any write; a client user may
 * not edit a route a trip uses ('Não é possível atualizar esta rota').
 */
export class SalvarRota {
  constructor(
    private readonly rotas: RotaRepository,
    private readonly pontos: PontoRepository,
    private readonly tracador: TracadorRotas,
    private readonly clientes: ClientesExistentes,
  ) {}

  async executar(dados: DadosRota, escopo: EscopoTenant, autor: AutorRota, id?: number): Promise<Rota> {
    const atual = id !== undefined ? await this.rotas.findById(id) : null;
    if (id !== undefined && !atual) throw new NotFoundError(MENSAGENS_ROTA_EXTRA.rotaNaoEncontrada);
    if (atual) {
      exigirEscrita(escopo, atual.cliente_id);
      if (escopo.tipo === 'clientes' && (await this.rotas.viagens(atual.id)) > 0) throw new BusinessRuleError(MENSAGENS_ROTA.naoAtualiza);
      if (!mesmaVersao(dados.updated_at, atual.updated_at)) throw new ConflictError();
    }
    const clienteId = clienteDoRegistro(escopo, dados.cliente_id, atual?.cliente_id, !!atual);

    const bag = new FieldErrorBag();
    const descricao = campos.texto(bag, 'descricao', dados.descricao !== undefined ? dados.descricao : atual?.descricao, { obrigatorio: true, max: 150 });
    const ativa = dados.ativa ?? atual?.ativa ?? true;
    const corredorKm = corredorDaRota(bag, dados.corredor_km !== undefined ? dados.corredor_km : atual?.corredor_km);
    const origemId = dados.ponto_origem_id !== undefined ? dados.ponto_origem_id : atual?.ponto_origem_id;
    const destinoId = dados.ponto_destino_id !== undefined ? dados.ponto_destino_id : atual?.ponto_destino_id;
    const entradaParadas: DadosParada[] = dados.pontos_rotas ?? (atual ? (await this.rotas.paradas(atual.id)).map((p) => ({ ponto_id: p.ponto_id, tipo_parada_id: p.tipo_parada_id })) : []);
    if (!origemId) bag.add('ponto_origem_id', entradaParadas.length ? MENSAGENS_ROTA_EXTRA.origemAntes : campos.MSG.obrigatorio);
    if (!destinoId) bag.add('ponto_destino_id', campos.MSG.obrigatorio);
    if (clienteId !== null && !(atual && atual.cliente_id === clienteId) && !(await this.clientes.clienteExiste(clienteId))) bag.add('cliente_id', campos.MSG.inexistente);

    const extremos = await this.tracador.resolverParadas(
      new FieldErrorBag(),
      [origemId, destinoId].filter((x): x is number => !!x).map((ponto_id) => ({ ponto_id, tipo_parada_id: TIPO_PARADA_LISTA })),
      clienteId,
      escopo,
    );
    // Re-run to name the fields (origin/destination) in the errors.
    const [origem, destino] = [origemId ? extremos[0] : null, destinoId ? extremos[origemId ? 1 : 0] : null];
    if (origemId && !origem) bag.add('ponto_origem_id', await this.motivo(origemId));
    if (destinoId && !destino) bag.add('ponto_destino_id', await this.motivo(destinoId));
    const paradas = await this.tracador.resolverParadas(bag, entradaParadas, clienteId, escopo);
    bag.throwIfAny();

    const sequencia = [origem!, ...(paradas as ParadaResolvida[]), destino!];
    const mesmoTracado =
      atual?.geojson &&
      atual.processamento === 'PRONTA' &&
      atual.ponto_origem_id === origemId &&
      atual.ponto_destino_id === destinoId &&
      dados.pontos_rotas === undefined;
    let geometria: { route: string; geojson: GeometriaRota; distancia_km: number; duracao_s: number };
    if (mesmoTracado) {
      geometria = { route: atual.route ?? '', geojson: atual.geojson!, distancia_km: atual.distancia_km ?? comprimentoKm(atual.geojson!), duracao_s: atual.duracao_s ?? 0 };
    } else {
      const t = await this.tracador.tracar(sequencia.map((p) => p.coordenada), sequencia.map((p) => p.ponto?.id ?? null));
      geometria = { route: serializarRoute(t), geojson: t.geometria, distancia_km: Math.round(t.distancia_km * 100) / 100, duracao_s: Math.round(t.duracao_s) };
    }
    const gravar: ParadaGravar[] = (paradas as ParadaResolvida[]).map((p) => ({ ponto: p.ponto ? { id: p.ponto.id } : { novo: p.novo! }, tipo_parada_id: p.tipo_parada_id }));
    return this.rotas.gravar(
      { descricao: descricao!, ativa, cliente_id: clienteId, ponto_origem_id: origemId!, ponto_destino_id: destinoId!, corredor_km: corredorKm, ...geometria },
      gravar,
      autor.username,
      atual ? { id: atual.id, lido: dados.updated_at ? atual.updated_at : null } : undefined,
    );
  }

  private async motivo(id: number): Promise<string> {
    return (await this.pontos.findById(id)) ? MENSAGENS_ROTA_EXTRA.outroCliente : campos.MSG.inexistente;
  }
}

/** Deletes a route no trip follows. */
export class ExcluirRota {
  constructor(private readonly rotas: RotaRepository) {}

  async executar(id: number, escopo: EscopoTenant): Promise<void> {
    const r = await this.rotas.findById(id);
    if (!r) throw new NotFoundError(MENSAGENS_ROTA_EXTRA.rotaNaoEncontrada);
    exigirEscrita(escopo, r.cliente_id);
    if ((await this.rotas.viagens(id)) > 0) throw new BusinessRuleError(MENSAGENS_ROTA.emUso);
    await this.rotas.excluir(id);
  }
}

/** A GeoJSON LineString with at least two valid [lng, lat] positions. */
export function linhaGeoJsonValida(g: unknown): g is GeometriaRota {
  if (!g || typeof g !== 'object') return false;
  const x = g as { type?: unknown; coordinates?: unknown };
  return (
    x.type === 'LineString' &&
    Array.isArray(x.coordinates) &&
    x.coordinates.length >= 2 &&
    x.coordinates.every(
      (c) => Array.isArray(c) && c.length >= 2 && typeof c[0] === 'number' && typeof c[1] === 'number' && Math.abs(c[0]) <= 180 && Math.abs(c[1]) <= 90,
    )
  );
}

/**
 * `atualiza_rota`: with a LineString, stores it as the route's geometry; without, marks the route
 * PROCESSANDO so the caller re-traces it in the background (returns 'processar').
 */
export class AtualizarRota {
  constructor(private readonly rotas: RotaRepository) {}

  async executar(id: number, entrada: { route?: string | null; geojson?: unknown }, autor: AutorRota): Promise<'gravada' | 'processar'> {
    const r = await this.rotas.findById(id);
    if (!r) throw new NotFoundError(MENSAGENS_ROTA_EXTRA.rotaNaoEncontrada);
    if (entrada.geojson !== undefined && entrada.geojson !== null) {
      if (!linhaGeoJsonValida(entrada.geojson)) throw ValidationError.campo('geojson', MENSAGENS_ROTA_EXTRA.geojson);
      const g = { type: 'LineString' as const, coordinates: entrada.geojson.coordinates.map((c) => [c[0], c[1]] as [number, number]) };
      const distancia = Math.round(comprimentoKm(g) * 100) / 100;
      const route = entrada.route ?? JSON.stringify({ motor: 'manual', distancia_km: distancia, duracao_s: r.duracao_s, trechos_km: [distancia] });
      await this.rotas.gravarGeometria(id, { route, geojson: g, distancia_km: distancia, duracao_s: r.duracao_s ?? Math.round((distancia / 60) * 3600) }, autor.username);
      return 'gravada';
    }
    await this.rotas.marcarProcessando(id, autor.username);
    return 'processar';
  }
}

/**
 * The background re-trace of `atualiza_rota`: traces the stored stops again and stores the line,
 * or records the error on the route (processamento ERRO). A route saved while it was processing
 * keeps what the save wrote ('SUPERADA'). Never throws.
 */
export class RetracarRota {
  constructor(private readonly rotas: RotaRepository, private readonly pontos: PontoRepository, private readonly tracador: TracadorRotas) {}

  async executar(id: number): Promise<'PRONTA' | 'ERRO' | 'AUSENTE' | 'SUPERADA'> {
    try {
      const r = await this.rotas.findById(id);
      if (!r) return 'AUSENTE';
      if (r.processamento !== 'PROCESSANDO') return 'SUPERADA';
      const paradas = await this.rotas.paradas(id);
      const ids = [r.ponto_origem_id, ...paradas.map((p) => p.ponto_id), r.ponto_destino_id];
      const porId = new Map((await this.pontos.findByIds([...new Set(ids)])).map((p) => [p.id, p]));
      const sequencia = ids.map((pid) => porId.get(pid)!);
      const t = await this.tracador.tracar(
        sequencia.map((p) => ({ latitude: p.latitude, longitude: p.longitude, descricao: p.descricao })),
        sequencia.map((p) => p.id),
      );
      const geometria = { route: serializarRoute(t), geojson: t.geometria, distancia_km: Math.round(t.distancia_km * 100) / 100, duracao_s: Math.round(t.duracao_s) };
      return (await this.rotas.concluirProcessamento(id, { geometria })) ? 'PRONTA' : 'SUPERADA';
    } catch (e) {
      const erro = e instanceof BusinessRuleError ? e.message : MENSAGENS_ROTA.erroAtualizar;
      try {
        return (await this.rotas.concluirProcessamento(id, { erro })) ? 'ERRO' : 'SUPERADA';
      } catch {
        // The route may be gone; nothing else to record.
        return 'ERRO';
      }
    }
  }
}
