import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import type { ContatoDeVeiculo, FiltradaDeVeiculo, ParticoesPosicoesRepositorio, PosicaoDeVeiculo, TelemetriaRepositorio, TerminalConhecido } from '@gr/domain';
import { kx, literal } from '../knex.js';

const DIA_MS = 86_400_000;

/** `posicoes_p20261122`: the partition of a UTC day. */
export function nomeParticao(dia: Date): string {
  return `posicoes_p${dia.toISOString().slice(0, 10).replaceAll('-', '')}`;
}

function inicioDoDia(t: number): number {
  return Math.floor(t / DIA_MS) * DIA_MS;
}

/**
 * The daily partitions of `posicoes`. Created on demand before a write (a batch may carry a day
 * not created yet) and ahead by the job; dropped past the retention. Creation runs under an
 * advisory lock, so two processes creating the same day do not collide. Days known to exist are
 * remembered per process (an optimisation only: creating again is harmless).
 */
export class ParticoesPosicoes implements ParticoesPosicoesRepositorio {
  private static readonly conhecidas = new Set<string>();

  constructor(private readonly em: EntityManager) {}

  async garantir(datas: readonly Date[]): Promise<void> {
    const dias = [...new Set(datas.map((d) => inicioDoDia(d.getTime())))].filter((d) => !ParticoesPosicoes.conhecidas.has(nomeParticao(new Date(d))));
    if (!dias.length) return;
    await this.em.transactional(async (tem) => {
      const db = kx(tem);
      await db.raw("select pg_advisory_xact_lock(hashtext('posicoes_particoes'))");
      for (const d of dias) {
        const nome = nomeParticao(new Date(d));
        const de = new Date(d).toISOString();
        const ate = new Date(d + DIA_MS).toISOString();
        await db.raw(`create table if not exists ${nome} partition of posicoes for values from ('${de}') to ('${ate}')`);
      }
    });
    for (const d of dias) ParticoesPosicoes.conhecidas.add(nomeParticao(new Date(d)));
  }

  /** The partitions that exist, oldest first. */
  async existentes(): Promise<string[]> {
    const r = await kx(this.em).raw<{ rows: Array<{ nome: string }> }>(
      `select c.relname as nome from pg_inherits i join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
       where p.relname = 'posicoes' order by c.relname`,
    );
    return r.rows.map((x) => x.nome);
  }

  /** Drops the partitions whose whole day is older than `limite` (and the filtered fixes logged before it); returns their names. */
  async descartarAntesDe(limite: Date): Promise<string[]> {
    await kx(this.em).raw('delete from posicoes_filtradas where data_recebida < ?', [limite.toISOString()]);
    const corte = nomeParticao(new Date(inicioDoDia(limite.getTime())));
    const velhas = (await this.existentes()).filter((n) => /^posicoes_p\d{8}$/.test(n) && n < corte);
    if (!velhas.length) return [];
    await this.em.transactional(async (tem) => {
      const db = kx(tem);
      await db.raw("select pg_advisory_xact_lock(hashtext('posicoes_particoes'))");
      for (const n of velhas) await db.raw(`drop table if exists ${n}`);
    });
    for (const n of velhas) ParticoesPosicoes.conhecidas.delete(n);
    return velhas;
  }
}

type Linha = PosicaoDeVeiculo;

/**
 * The newest position of each vehicle among `posicoes`, in vehicle order: concurrent batches then
 * lock the same rows in the same order and wait for each other instead of deadlocking.
 */
function maisNovaPorVeiculo(posicoes: readonly Linha[]): Linha[] {
  const porVeiculo = new Map<number, Linha>();
  for (const p of posicoes) {
    const atual = porVeiculo.get(p.veiculo_id);
    if (!atual || atual.data_posicao < p.data_posicao) porVeiculo.set(p.veiculo_id, p);
  }
  return [...porVeiculo.values()].sort((a, b) => a.veiculo_id - b.veiculo_id);
}

type ComLeituras = Pick<Linha, 'veiculo_id' | 'data_posicao' | 'leituras'>;

/** The newest reading of each (vehicle, peripheral) among `posicoes` (fixes, valid or not, and heartbeats). */
function leiturasMaisNovas(posicoes: readonly ComLeituras[]): Array<{ veiculo_id: number; periferico_id: number; valor: number; data_posicao: Date }> {
  const m = new Map<string, { veiculo_id: number; periferico_id: number; valor: number; data_posicao: Date }>();
  for (const p of posicoes) {
    for (const l of p.leituras) {
      const k = `${p.veiculo_id}|${l.periferico_id}`;
      const atual = m.get(k);
      if (!atual || atual.data_posicao < p.data_posicao) m.set(k, { veiculo_id: p.veiculo_id, periferico_id: l.periferico_id, valor: l.valor, data_posicao: p.data_posicao });
    }
  }
  return [...m.values()].sort((a, b) => a.veiculo_id - b.veiculo_id || a.periferico_id - b.periferico_id);
}

/** Whole arrays as bindings (node-postgres sends each as one PostgreSQL array for unnest). */
const arrays = (...colunas: unknown[][]): Knex.RawBinding[] => colunas as unknown as Knex.RawBinding[];

/** A position's readings as the `leituras` JSON (`{"1":0,"8":1}`); ids and values are integers. */
function leiturasJson(leituras: Linha['leituras']): string | null {
  if (!leituras.length) return null;
  let s = '{';
  for (let i = 0; i < leituras.length; i++) s += `${i ? ',' : ''}"${leituras[i]!.periferico_id}":${leituras[i]!.valor}`;
  return s + '}';
}

/** Each fix time as text once (a position's time serves its row, its last position and its readings). */
function isoUmaVez(posicoes: readonly Linha[]): (d: Date) => string {
  const iso = new Map<Date, string>();
  for (const p of posicoes) iso.set(p.data_posicao, p.data_posicao.toISOString());
  return (d) => iso.get(d)!;
}

function temChaves(o: object): boolean {
  for (const _ in o) return true;
  return false;
}

/**
 * The telemetry pipeline's storage, for its stages: the positions of a batch are ONE statement,
 * `insert ... select from unnest(arrays)` (not a row at a time), its own transaction, durable when
 * it returns; the last positions and readings are a second one, upserts that never take an older
 * fix, as data-modifying CTEs of one statement — so the rows of `ultimas_*` stay locked only while
 * it runs, which is what concurrent batches of the same vehicles wait on, and its failure leaves
 * the stored positions stored (the pipeline counts it and goes on).
 */
export class SqlTelemetriaRepository implements TelemetriaRepositorio {
  constructor(private readonly em: EntityManager) {}

  async terminais(terminais: readonly string[]): Promise<Map<string, TerminalConhecido>> {
    // A number in two vehicles (two technologies): the newest vehicle has it.
    const r = await kx(this.em).raw<{ rows: Array<{ terminal: string; veiculo_id: number; tecnologia_id: number | null }> }>(
      'select distinct on (terminal) terminal, id as veiculo_id, tecnologia_id from veiculos where terminal = any(?::text[]) order by terminal, id desc',
      arrays([...terminais]),
    );
    return new Map(r.rows.map((x) => [x.terminal, { veiculo_id: x.veiculo_id, tecnologia_id: x.tecnologia_id }]));
  }

  async gravar(posicoes: readonly PosicaoDeVeiculo[]): Promise<number> {
    await new ParticoesPosicoes(this.em).garantir(posicoes.map((p) => p.data_posicao));
    // Key order, for the same reason as the last positions: concurrent writers of the same keys wait, not deadlock.
    const ordenadas = [...posicoes].sort((a, b) => (a.terminal < b.terminal ? -1 : a.terminal > b.terminal ? 1 : a.data_posicao.getTime() - b.data_posicao.getTime()));
    const r = await kx(this.em).raw<{ rows: Array<{ n: string }> }>(GRAVAR, colunasPosicoes(ordenadas, isoUmaVez(posicoes)));
    return Number(r.rows[0]?.n ?? 0);
  }

  async moverUltimas(posicoes: readonly PosicaoDeVeiculo[]): Promise<void> {
    // A fix the unit flagged invalid is stored, and its readings count, but it is never the last position.
    const ultimas = maisNovaPorVeiculo(posicoes.some((p) => !p.valida) ? posicoes.filter((p) => p.valida) : posicoes);
    const leituras = leiturasMaisNovas(posicoes);
    const quando = isoUmaVez(posicoes);
    await kx(this.em).raw(MOVER_ULTIMAS, [
      ...colunasUltimas(ultimas, quando),
      literal(leituras, (l) => l.veiculo_id),
      literal(leituras, (l) => l.periferico_id),
      literal(leituras, (l) => l.valor),
      literal(leituras, (l) => quando(l.data_posicao)),
    ]);
  }

  async registrarContatos(contatos: readonly ContatoDeVeiculo[]): Promise<void> {
    const porVeiculo = new Map<number, ContatoDeVeiculo>();
    for (const c of contatos) porVeiculo.set(c.veiculo_id, c); // in arrival order: the last one wins
    const ultimos = [...porVeiculo.values()].sort((a, b) => a.veiculo_id - b.veiculo_id);
    const leituras = leiturasMaisNovas(contatos.map((c) => ({ veiculo_id: c.veiculo_id, data_posicao: c.data_contato, leituras: c.leituras })));
    const carregando = (c: ContatoDeVeiculo) => (typeof c.atributos.charge === 'boolean' ? c.atributos.charge : null);
    await kx(this.em).raw(CONTATOS, [
      literal(ultimos, (c) => c.veiculo_id),
      literal(ultimos, (c) => c.terminal),
      literal(ultimos, (c) => c.data_contato.toISOString()),
      literal(ultimos, (c) => c.bateria),
      literal(ultimos, carregando),
      literal(ultimos, (c) => (temChaves(c.atributos) ? JSON.stringify(c.atributos) : null)),
      literal(leituras, (l) => l.veiculo_id),
      literal(leituras, (l) => l.periferico_id),
      literal(leituras, (l) => l.valor),
      literal(leituras, (l) => l.data_posicao.toISOString()),
    ]);
  }

  async registrarFiltradas(filtradas: readonly FiltradaDeVeiculo[]): Promise<void> {
    const f = filtradas;
    await kx(this.em).raw(
      `insert into posicoes_filtradas (veiculo_id, terminal, motivo, data_posicao, latitude, longitude, atributos)
       select * from unnest(?::int[], ?::text[], ?::text[], ?::timestamptz[], ?::float8[], ?::float8[], ?::jsonb[])
       on conflict (terminal, data_posicao, motivo) do nothing`,
      [
        literal(f, (x) => x.veiculo_id),
        literal(f, (x) => x.terminal),
        literal(f, (x) => x.motivo),
        literal(f, (x) => (x.data ? x.data.toISOString() : null)),
        literal(f, (x) => x.latitude),
        literal(f, (x) => x.longitude),
        literal(f, (x) => (temChaves(x.atributos) ? JSON.stringify(x.atributos) : null)),
      ],
    );
  }
}

/** Each (vehicle, peripheral)'s newest reading moved forward, never back: a CTE of the batch and of the heartbeats. */
const LEITURAS = `leituras as (
    insert into ultimas_leituras as u (veiculo_id, periferico_id, valor, data_posicao)
    select * from unnest(?::int[], ?::smallint[], ?::smallint[], ?::timestamptz[])
    on conflict (veiculo_id, periferico_id) do update set valor = excluded.valor, data_posicao = excluded.data_posicao
    where u.data_posicao < excluded.data_posicao)`;

/** A heartbeat's contact (the newest arrival wins) and its readings (moved forward only), in one statement. */
const CONTATOS = `
  with contatos as (
    insert into ultimos_contatos as u (veiculo_id, terminal, data_contato, data_recebida, bateria, carregando, atributos)
    select v, t, d, clock_timestamp(), b, c, a from unnest(?::int[], ?::text[], ?::timestamptz[], ?::real[], ?::bool[], ?::jsonb[]) as x(v, t, d, b, c, a)
    on conflict (veiculo_id) do update set
      terminal = excluded.terminal, data_contato = excluded.data_contato, data_recebida = excluded.data_recebida,
      bateria = excluded.bateria, carregando = excluded.carregando, atributos = excluded.atributos),
  ${LEITURAS}
  select 1`;

/** The batch's fixes, each (terminal, fix time) once: those already stored are left alone and not counted. */
const GRAVAR = `
  with novas as (
    insert into posicoes (terminal, data_posicao, veiculo_id, tecnologia_id, latitude, longitude, valida, velocidade, direcao, ignicao, altitude, precisao, bateria, leituras, atributos)
    select * from unnest(?::text[], ?::timestamptz[], ?::int[], ?::int[], ?::float8[], ?::float8[], ?::bool[], ?::real[], ?::real[], ?::bool[], ?::real[], ?::real[], ?::real[], ?::jsonb[], ?::jsonb[])
    on conflict do nothing
    returning 1)
  select count(*) as n from novas`;

/**
 * The last positions and readings of the batch's vehicles, in one statement. The upserts run in
 * the order of their arrays (vehicle, then peripheral), so two batches of the same vehicles lock
 * them in the same order. `on conflict do update ... where` leaves a newer last position (or
 * reading) alone: a late, older fix never moves it back.
 */
const MOVER_ULTIMAS = `
  with ultimas as (
    insert into ultimas_posicoes as u (veiculo_id, terminal, tecnologia_id, data_posicao, data_recebida, latitude, longitude, velocidade, direcao, ignicao)
    select v, t, tec, d, clock_timestamp(), lat, lng, vel, dir, ign
    from unnest(?::int[], ?::text[], ?::int[], ?::timestamptz[], ?::float8[], ?::float8[], ?::real[], ?::real[], ?::bool[]) as x(v, t, tec, d, lat, lng, vel, dir, ign)
    on conflict (veiculo_id) do update set
      terminal = excluded.terminal, tecnologia_id = excluded.tecnologia_id, data_posicao = excluded.data_posicao,
      data_recebida = excluded.data_recebida, latitude = excluded.latitude, longitude = excluded.longitude,
      velocidade = excluded.velocidade, direcao = excluded.direcao, ignicao = excluded.ignicao
    where u.data_posicao < excluded.data_posicao),
  ${LEITURAS}
  select 1`;

function colunasPosicoes(p: readonly Linha[], quando: (d: Date) => string): string[] {
  return [
    literal(p, (x) => x.terminal),
    literal(p, (x) => quando(x.data_posicao)),
    literal(p, (x) => x.veiculo_id),
    literal(p, (x) => x.tecnologia_id),
    literal(p, (x) => x.latitude),
    literal(p, (x) => x.longitude),
    literal(p, (x) => x.valida),
    literal(p, (x) => x.velocidade),
    literal(p, (x) => x.direcao),
    literal(p, (x) => x.ignicao),
    literal(p, (x) => x.altitude),
    literal(p, (x) => x.precisao),
    literal(p, (x) => x.bateria),
    literal(p, (x) => leiturasJson(x.leituras)),
    literal(p, (x) => (temChaves(x.atributos) ? JSON.stringify(x.atributos) : null)),
  ];
}

function colunasUltimas(u: readonly Linha[], quando: (d: Date) => string): string[] {
  return [
    literal(u, (x) => x.veiculo_id),
    literal(u, (x) => x.terminal),
    literal(u, (x) => x.tecnologia_id),
    literal(u, (x) => quando(x.data_posicao)),
    literal(u, (x) => x.latitude),
    literal(u, (x) => x.longitude),
    literal(u, (x) => x.velocidade),
    literal(u, (x) => x.direcao),
    literal(u, (x) => x.ignicao),
  ];
}
