import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import { alcanceLeituraViagens, motivosDeRisco, perifericoPorChave, type AlcanceLeituraViagens, type EscopoTenant, type GridSpec, type GridPage, type GridQuery, type LeitorViagem, type StatusViagem } from '@gr/domain';
import { consultarGrid, kx, selecionarColunas, SQL_VIAGEM_DA_ESTACAO, type ColunasSql } from '@gr/infrastructure';

/**
 * Read side of every trip list (issue 21, spec 02 §2, §3, §7): one SQL per list family, every
 * column an expression written here, the tenant scope always applied.
 *
 * Telemetry: the vehicle's last position (`ultimas_posicoes`). `data_tecnologia` is the unit's
 * own clock of that fix (the on-board computer date, spec 02 §3), `data_posicao` when the central
 * received it. The reference point is the nearest registered point (the trip's client's or a
 * global one) within 5 km of the position (spec 02 §9 nearby-point radius), found through the
 * points' (client, latitude, longitude) index: it runs for the page's rows only.
 * Progress (percentual, previsao_de_chegada, distancia_percorrida, distancia_percorrida_estimada)
 * waits for issue 22: null, never invented.
 */

/** Degrees of latitude in 5 km; longitude widens it by the latitude's cosine, bounded at ~84°. */
const GRAUS_5KM = 5 / 111.2;
const pontoReferencia = (lat: string, lng: string, clientes: string) => `(
  select p.descricao from pontos p
   where coalesce(p.cliente_id, 0) in (${clientes})
     and p.latitude between (${lat} - ${GRAUS_5KM})::numeric and (${lat} + ${GRAUS_5KM})::numeric
     and p.longitude between (${lng} - ${GRAUS_5KM} / greatest(0.1, cos(radians(${lat}))))::numeric and (${lng} + ${GRAUS_5KM} / greatest(0.1, cos(radians(${lat}))))::numeric
   order by (p.latitude::float8 - ${lat}) ^ 2 + ((p.longitude::float8 - ${lng}) * cos(radians(${lat}))) ^ 2
   limit 1)`;

/** Great-circle distance in km between the last position and a point, two decimals. */
const distanciaKm = (ponto: string) =>
  // least() skips nulls: without a position (or an origin) the distance must stay null, not the antipode's.
  `case when up.latitude is not null and ${ponto}.latitude is not null then round((6371 * 2 * asin(least(1, sqrt(sin(radians(${ponto}.latitude::float8 - up.latitude) / 2) ^ 2 + cos(radians(up.latitude)) * cos(radians(${ponto}.latitude::float8)) * sin(radians(${ponto}.longitude::float8 - up.longitude) / 2) ^ 2))))::numeric, 2)::float8 end`;

/** A column of the route's origin or destination point (`p`). */
const pontoDaRota = (ponto: 'ponto_origem_id' | 'ponto_destino_id', expr: string) =>
  `(select ${expr} from rotas r join pontos p on p.id = r.${ponto} where r.id = m.rota_id)`;

const ultimaSm = (veiculo: string) => `(select max(u.data_cadastro) from monitoramentos u where u.veiculo_id = ${veiculo} and u.excluida_em is null)`;

/**
 * Each trip column: its SQL and the joins it needs (v: the vehicle, up: its last position). The
 * lookups of one value (client, route, points, driver, situation, technology) are scalar
 * subqueries, not joins: PostgreSQL plans a ten-table join on every page (join-order search,
 * several times the page's own run on 10,000 trips), a subquery per column in a fraction of it.
 */
const VIAGEM: Record<string, [string, ...string[]]> = {
  id: ['m.id'],
  status: ['m.status'],
  placa: ['m.placa'],
  placa_carreta1: ['m.placa_carreta1'],
  terminal_numero: ['coalesce(m.terminal, v.terminal)', 'v'],
  tecnologia: ['(select te.descricao from tecnologias te where te.id = coalesce(m.tecnologia_id, v.tecnologia_id))', 'v'],
  // No fleet number is registered anywhere (docs/decisoes.md "SM simplificada"): null, never invented.
  numero_frota: ['null::text'],
  numero_spy: ['m.numero_spy'],
  tecnologia_spy: ['m.tecnologia_spy'],
  tipo: ['coalesce(m.tipo_veiculo, v.tipo)', 'v'],
  data_ultima_sm: [ultimaSm('m.veiculo_id')],
  vinculado_tecnologia: ['m.vinculado_tecnologia'],
  vinculo: ['m.vinculo'],
  tipo_viagem_id: ['m.tipo_viagem_id::int'],
  valor_embarque: ['m.valor_embarque::float8'],
  nome_fantasia: ['(select coalesce(cl.nome_fantasia, cl.nome) from clientes cl where cl.id = m.cliente_id)'],
  rota: ['(select r.descricao from rotas r where r.id = m.rota_id)'],
  rota_id: ['m.rota_id'],
  motorista: ['(select f.nome from funcionarios f where f.id = m.funcionario_id)'],
  motorista_cpf: ['(select f.cpf from funcionarios f where f.id = m.funcionario_id)'],
  fone1: ['m.fone1'],
  origem: [pontoDaRota('ponto_origem_id', 'p.descricao')],
  destino: [pontoDaRota('ponto_destino_id', 'p.descricao')],
  previsao_inicio: ['m.previsao_inicio'],
  previsao_fim: ['m.previsao_fim'],
  observacao: ['m.observacao'],
  cliente_id: ['m.cliente_id'],
  pgr_cliente_id: ['m.pgr_cliente_id'],
  data_posicao: ['up.data_recebida', 'up'],
  data_tecnologia: ['up.data_posicao', 'up'],
  ignicao: ['up.ignicao', 'up'],
  ponto_referencia: [pontoReferencia('up.latitude', 'up.longitude', '0, m.cliente_id'), 'up'],
  latitude: ['up.latitude', 'up'],
  longitude: ['up.longitude', 'up'],
  // Live monitoring's figures of the newest applied fix (issue 22, decision 39).
  distancia_percorrida: ['m.distancia_percorrida::float8'],
  distancia_origem_km: [pontoDaRota('ponto_origem_id', distanciaKm('p')), 'up'],
  situacao_viagem: ['(select sv.descricao from situacoes_viagem sv where sv.id = m.situacao_viagem_id)'],
  situacao_viagem_id: ['m.situacao_viagem_id'],
  percentual: ['m.percentual::float8'],
  previsao_de_chegada: ['m.previsao_de_chegada::float8'],
  distancia_percorrida_estimada: ['m.distancia_percorrida_estimada::float8'],
  total_ocorrencias: ['(select count(*)::int from monitoramento_ocorrencias o where o.solicitacao_monitoramento_id = m.id)'],
  pontuacao_risco: ['m.pontuacao_risco'],
  username_add: ['m.username_add'],
  data_cadastro: ['m.data_cadastro'],
  username_add_status: ['m.username_add_status'],
  data_status: ['m.data_status'],
  trafegus_id: ['m.trafegus_id'],
  updated_at: ['m.updated_at'],
};

/** A column of the trip's latest observation (`ob`), through its (trip, id desc) index. */
const ultimaObservacao = (expr: string) =>
  `(select ${expr} from monitoramento_observacoes ob where ob.solicitacao_monitoramento_id = m.id order by ob.id desc limit 1)`;
const PERIFERICO_BLOQUEIO = perifericoPorChave('bloqueio')!.id;

const FINALIZADA = { data_inicio: ['m.data_inicio'], data_fim: ['m.data_fim'], username_aceitou: ['m.username_aceitou'] } as const;
const CANCELADA = { motivos: ['m.motivos'] } as const;
const SIMPLIFICADA: Record<string, [string, ...string[]]> = {
  id: ['m.id'],
  numero_frota: VIAGEM.numero_frota!,
  placa: ['m.placa'],
  nome_fantasia: VIAGEM.nome_fantasia!,
  rota: VIAGEM.rota!,
  motorista: VIAGEM.motorista!,
  fone1: ['m.fone1'],
  previsao_inicio: ['m.previsao_inicio'],
  previsao_fim: ['m.previsao_fim'],
  // The vehicle's block as its tracker last read it (peripheral 'bloqueio'); unknown without a reading.
  bloqueio: [`(select ul.valor = 1 from ultimas_leituras ul where ul.veiculo_id = m.veiculo_id and ul.periferico_id = ${PERIFERICO_BLOQUEIO})`],
  // The request's last update is its latest observation (docs/decisoes.md "SM simplificada").
  atualizacao: [ultimaObservacao('ob.observacao')],
  username_add_atualizacao: [ultimaObservacao('ob.username_add')],
  data_atualizacao: [ultimaObservacao('ob.data_cadastro')],
  username_add: ['m.username_add'],
  data_cadastro: ['m.data_cadastro'],
  data_fim: ['m.data_fim'],
  status: ['m.status'],
};

/** A family of trip lists: its columns' SQL and the joins they need. */
interface Familia {
  colunas: ColunasSql;
  juncoes: Map<string, readonly string[]>;
}
function familia(defs: Record<string, readonly string[]>): Familia {
  return {
    colunas: Object.fromEntries(Object.entries(defs).map(([k, [sql]]) => [k, sql!])),
    juncoes: new Map(Object.entries(defs).map(([k, [, ...j]]) => [k, j])),
  };
}

/** Every trip column any trip list shows; each list takes those of its grid spec. */
const TODAS_VIAGEM = { ...VIAGEM, ...FINALIZADA, ...CANCELADA };
const porSpec = new WeakMap<GridSpec, Familia>();
/** The family of a trip list: its spec's columns (computed once per spec), so the SQL selects exactly the row the document describes. */
function familiaDaSpec(spec: GridSpec): Familia {
  let f = porSpec.get(spec);
  if (!f) {
    const defs: Record<string, readonly string[]> = {};
    for (const c of Object.keys(spec.colunas)) {
      const d = TODAS_VIAGEM[c as keyof typeof TODAS_VIAGEM];
      if (!d) throw new Error(`coluna de viagem sem SQL: ${c}`);
      defs[c] = d;
    }
    f = familia(defs);
    porSpec.set(spec, f);
  }
  return f;
}
const F_SIMPLIFICADA = familia(SIMPLIFICADA);

/**
 * The control list's columns (spec 02 §3 "Control list row"). A vehicle may be linked to several
 * clients (AGREGADO, AUTONOMO): its status, last request and link are read from the trips and
 * links of `clientes` only (null: every client, staff), so a client user never sees, by the status
 * or the date, that another client's trip runs on a vehicle they share.
 */
function familiaControle(clientes: readonly number[] | null): Familia {
  if (clientes && !clientes.every((id) => Number.isSafeInteger(id))) throw new Error('escopo com id inválido');
  const lista = clientes ? (clientes.length ? clientes.join(', ') : '0') : null;
  const viagens = (alias: string) => (lista ? ` and ${alias}.cliente_id in (${lista})` : '');
  const emStatus = (status: number) => `exists (select 1 from monitoramentos s where s.veiculo_id = v.id and s.status = ${status} and s.excluida_em is null${viagens('s')})`;
  return familia({
    id: ['v.id'],
    placa: ['v.placa'],
    tipo: ['v.tipo'],
    status: [`case when ${emStatus(2)} then 'EM_VIAGEM' when ${emStatus(1)} then 'AGENDADA' else 'SEM_VIAGEM' end`],
    data_ultima_sm: [`(select max(u.data_cadastro) from monitoramentos u where u.veiculo_id = v.id and u.excluida_em is null${viagens('u')})`],
    terminal: ['v.terminal'],
    tecnologia: ['(select te.descricao from tecnologias te where te.id = v.tecnologia_id)'],
    vinculo: [`(select cv.tipo from clientes_veiculos cv where cv.veiculo_id = v.id and cv.ativo${viagens('cv')} order by cv.id limit 1)`],
    ignicao: ['up.ignicao', 'up'],
    ponto_referencia: [pontoReferencia('up.latitude', 'up.longitude', '0'), 'up'],
    data_posicao: ['up.data_recebida', 'up'],
    data_tecnologia: ['up.data_posicao', 'up'],
    data_cadastro: ['v.data_cadastro'],
  });
}
const F_CONTROLE_TODOS = familiaControle(null);

const F_OCORRENCIAS = familia({
  id: ['o.id::int'],
  solicitacao_monitoramento_id: ['o.solicitacao_monitoramento_id'],
  ocorrencia_id: ['o.ocorrencia_id'],
  codigo: ['oc.codigo'],
  descricao: ['oc.descricao'],
  grau_risco: ['oc.grau_risco::int'],
  placa: ['coalesce(o.placa, m.placa)'],
  observacao: ['o.descricao'],
  username_add: ['o.username_add'],
  data_cadastro: ['o.data_cadastro'],
});

/** Which joins a query needs: every one for the page, the filters' for the count. */
function juncoesUsadas(f: Familia, usadas?: ReadonlySet<string>): Set<string> {
  const campos = usadas ?? f.juncoes.keys();
  const out = new Set<string>();
  for (const c of campos) for (const j of f.juncoes.get(c) ?? []) out.add(j);
  return out;
}

export type EscopoLista = 'cliente' | 'embarcador';

export interface OpcoesLista {
  /** The list's status (every status when absent: the plate search). */
  status?: StatusViagem;
  /** A client the caller narrowed to (already checked within its scope). */
  clienteId?: number | null;
  /**
   * `cliente`: the carrier's lists, the trip's client within the scope. `embarcador` (the /a/* and
   * embarcador/* lists, spec 02 §2, §6): who may read the trip (the domain's
   * alcanceLeituraViagens), so a shipper manager also follows the loads its managed clients ship
   * with other carriers; staff see all either way.
   */
  escopoLista?: EscopoLista;
  /** Several statuses at once (the station-less grid: scheduled and in transit), in place of `status`. */
  statusEm?: readonly StatusViagem[];
  /** Only the trips of this station (its matching rule, SQL_VIAGEM_DA_ESTACAO; issue 23). */
  estacaoId?: number;
  /** Only the trips of no active station (spec 02 §3 "Station-less trip"). */
  semEstacao?: boolean;
}

/** The trips a list may show: the reading rule for the shippers' lists, the carrier's scope for the others. */
function alcanceDaLista(leitor: LeitorViagem, lista: EscopoLista = 'cliente'): AlcanceLeituraViagens {
  if (lista === 'embarcador') return alcanceLeituraViagens(leitor);
  return leitor.escopo.tipo === 'todos' ? { tipo: 'todos' } : { tipo: 'restrito', clientes: leitor.escopo.ids, embarcadores: [] };
}

/** The SQL of an alcance over the trip `m`: its client, or its shipper, in the sets (nothing when both are empty). */
function filtrarAlcance(qb: Knex.QueryBuilder, a: AlcanceLeituraViagens): void {
  if (a.tipo === 'todos') return;
  qb.where((w) => {
    w.whereIn('m.cliente_id', a.clientes.length ? [...a.clientes] : [0]);
    if (a.embarcadores.length) w.orWhereIn('m.embarcador_id', [...a.embarcadores]);
  });
}

export type LinhaViagem = Record<string, unknown> & { id: number };

/** Read side of the trip lists, always within the caller's tenant scope. */
@Injectable()
export class ListasViagensQueries {
  constructor(private readonly em: EntityManager) {}

  private get db(): Knex {
    return kx(this.em);
  }

  private viagens(f: Familia, leitor: LeitorViagem, opts: OpcoesLista, usadas?: ReadonlySet<string>): Knex.QueryBuilder {
    const qb = this.db('monitoramentos as m').whereNull('m.excluida_em');
    const j = juncoesUsadas(f, usadas);
    // The station rule reads the vehicle's technology when the trip names none.
    const porEstacao = opts.estacaoId !== undefined || opts.semEstacao;
    if (j.has('v') || porEstacao) qb.leftJoin('veiculos as v', 'v.id', 'm.veiculo_id');
    if (j.has('up')) qb.leftJoin('ultimas_posicoes as up', 'up.veiculo_id', 'm.veiculo_id');
    if (opts.status !== undefined) qb.where('m.status', opts.status);
    if (opts.statusEm) qb.whereIn('m.status', [...opts.statusEm]);
    if (opts.estacaoId !== undefined) qb.whereRaw(`exists (select 1 from estacoes e where e.id = ? and ${SQL_VIAGEM_DA_ESTACAO})`, [opts.estacaoId]);
    if (opts.semEstacao) qb.whereRaw(`not exists (select 1 from estacoes e where e.ativa and ${SQL_VIAGEM_DA_ESTACAO})`);
    const clienteId = opts.clienteId;
    if (clienteId) {
      // On a shipper's list, one of its clients is the carrier or the shipper of the trip.
      if (opts.escopoLista === 'embarcador') qb.where((w) => w.where('m.cliente_id', clienteId).orWhere('m.embarcador_id', clienteId));
      else qb.where('m.cliente_id', clienteId);
    }
    filtrarAlcance(qb, alcanceDaLista(leitor, opts.escopoLista));
    return qb;
  }

  private grade<T>(f: Familia, q: GridQuery, exportar: boolean, base: (u?: ReadonlySet<string>) => Knex.QueryBuilder, desempate: string): Promise<GridPage<T>> {
    return consultarGrid<T>(base, selecionarColunas(f.colunas), q, f.colunas, { desempate, semPaginacao: exportar });
  }

  /** A trip list (scheduled, in transit, finished, cancelled, or every status for the plate search), the columns of its spec. */
  lista(spec: GridSpec, q: GridQuery, exportar: boolean, leitor: LeitorViagem, opts: OpcoesLista): Promise<GridPage<LinhaViagem>> {
    const f = familiaDaSpec(spec);
    return this.grade(f, q, exportar, (u) => this.viagens(f, leitor, opts, u), 'm.id');
  }

  /** Simplified trip requests of a status (spec 02 §3 "Simplified trip request"). */
  simplificadas(q: GridQuery, exportar: boolean, leitor: LeitorViagem, opts: OpcoesLista): Promise<GridPage<LinhaViagem>> {
    return this.grade(F_SIMPLIFICADA, q, exportar, (u) => this.viagens(F_SIMPLIFICADA, leitor, opts, u), 'm.id');
  }

  /**
   * The vehicle control list (spec 02 §3 "Control list row"): each vehicle linked (actively) to a
   * client in the scope, its trip status (in transit before scheduled before none), its last trip
   * request and its last position.
   */
  controle(q: GridQuery, exportar: boolean, escopo: EscopoTenant, clienteId: number | null): Promise<GridPage<LinhaViagem>> {
    // The trips and links read: the narrowed client's, else the scope's, else (staff) every one.
    const clientes = clienteId ? [clienteId] : escopo.tipo === 'clientes' ? escopo.ids : null;
    const f = clientes ? familiaControle(clientes) : F_CONTROLE_TODOS;
    const base = (u?: ReadonlySet<string>) => {
      const j = juncoesUsadas(f, u);
      const qb = this.db('veiculos as v').whereExists((s) => {
        s.select(this.db.raw('1')).from('clientes_veiculos as cv').whereRaw('cv.veiculo_id = v.id').where('cv.ativo', true);
        if (clienteId) s.where('cv.cliente_id', clienteId);
        if (escopo.tipo === 'clientes') s.whereIn('cv.cliente_id', escopo.ids.length ? escopo.ids : [0]);
      });
      if (j.has('up')) qb.leftJoin('ultimas_posicoes as up', 'up.veiculo_id', 'v.id');
      return qb;
    };
    return this.grade(f, q, exportar, base, 'v.id');
  }

  /**
   * The shipper's occurrences: those of the trips the caller may read (alcanceLeituraViagens),
   * standalone ones (no trip) by their client.
   */
  ocorrencias(q: GridQuery, exportar: boolean, leitor: LeitorViagem, clienteId: number | null): Promise<GridPage<LinhaViagem>> {
    const a = alcanceLeituraViagens(leitor);
    const base = () => {
      const qb = this.db('monitoramento_ocorrencias as o')
        .join('ocorrencias as oc', 'oc.id', 'o.ocorrencia_id')
        .leftJoin('monitoramentos as m', 'm.id', 'o.solicitacao_monitoramento_id')
        .where((w) => w.whereNull('m.id').orWhereNull('m.excluida_em'));
      if (clienteId) qb.where((w) => w.where('o.cliente_id', clienteId).orWhere('m.cliente_id', clienteId).orWhere('m.embarcador_id', clienteId));
      if (a.tipo === 'restrito') {
        qb.where((w) => {
          w.where((avulsa) => avulsa.whereNull('m.id').whereIn('o.cliente_id', a.clientes.length ? [...a.clientes] : [0]));
          w.orWhere((daViagem) => filtrarAlcance(daViagem, a));
        });
      }
      return qb;
    };
    return this.grade(F_OCORRENCIAS, q, exportar, base, 'o.id');
  }

  /**
   * Trips in transit at risk (spec 02 §7 viagens_em_risco; issue 22): off the route, behind the
   * planned pace, silent past their PGR's signal-loss time, or with a grade-3 occurrence nobody
   * conferred; the riskiest first (score), at most 200, within the caller's scope.
   */
  async emRisco(escopo: EscopoTenant, clienteId: number | null): Promise<Array<Record<string, unknown>>> {
    const qb = this.db('monitoramentos as m')
      .leftJoin('ultimas_posicoes as up', 'up.veiculo_id', 'm.veiculo_id')
      .leftJoin('pgr_clientes as pc', 'pc.id', 'm.pgr_cliente_id')
      .where('m.status', 2)
      .whereNull('m.excluida_em')
      .select(
        'm.id', 'm.placa', 'm.cliente_id', 'm.pontuacao_risco', 'm.em_desvio', 'up.data_posicao',
        this.db.raw('(select coalesce(cl.nome_fantasia, cl.nome) from clientes cl where cl.id = m.cliente_id) as cliente'),
        this.db.raw('m.percentual::float8 as percentual'),
        this.db.raw('m.distancia_rota::float8 as distancia_rota'),
        this.db.raw('coalesce(m.distancia_percorrida < m.distancia_percorrida_estimada, false) as atrasada'),
        this.db.raw(`coalesce(pc.tempo_perda_sinal_agendamento > 0 and (up.data_posicao is null or up.data_posicao < now() - make_interval(mins => pc.tempo_perda_sinal_agendamento)), false) as sem_sinal`),
        this.db.raw(`(select count(*)::int from monitoramento_ocorrencias o join ocorrencias oc on oc.id = o.ocorrencia_id
                       where o.solicitacao_monitoramento_id = m.id and oc.grau_risco = 3 and not o.conferida) as graves_abertas`),
      )
      .orderBy([{ column: 'm.pontuacao_risco', order: 'desc' }, { column: 'm.id', order: 'desc' }]);
    if (clienteId) qb.where('m.cliente_id', clienteId);
    if (escopo.tipo === 'clientes') qb.whereIn('m.cliente_id', escopo.ids.length ? escopo.ids : [0]);
    const emRisco = this.db.queryBuilder().from(qb.as('v'))
      .where((w) => w.where('v.em_desvio', true).orWhere('v.atrasada', true).orWhere('v.sem_sinal', true).orWhere('v.graves_abertas', '>', 0))
      .limit(200).select('*');
    const rows = (await emRisco) as Array<{ em_desvio: boolean; atrasada: boolean; sem_sinal: boolean; graves_abertas: number; data_posicao: unknown } & Record<string, unknown>>;
    return rows.map(({ em_desvio, atrasada, sem_sinal, ...r }) => ({
      ...r,
      data_posicao: r.data_posicao ? new Date(r.data_posicao as string).toISOString() : null,
      motivos: motivosDeRisco({ em_desvio, atrasada, sem_sinal, graves_abertas: r.graves_abertas }),
    }));
  }

}
