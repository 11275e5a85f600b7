import { isStaff } from '../../identity/index.js';
import { FieldErrorBag } from '../../shared/index.js';
import { TIPOS_VIAGEM } from '../../masters/index.js';
import type { GridSpec } from '../../shared/index.js';

/**
 * Stations (spec 02 §2 "Stations", §3 "Station", GLOSSARY "Estação"; decision 46): a desk
 * position grouping trips by technology, trip type and client. Operators open a session on a
 * station and follow its scheduled and in-transit trips there.
 */

/** What a station groups: each list empty means any value (a station of one client takes every technology and type). */
export interface CriteriosEstacao {
  tecnologias: readonly number[];
  tipos_viagens: readonly number[];
  clientes: readonly number[];
}

/** The facts of a trip the rule reads: its technology (the trip's own, else its vehicle's), trip type and client. */
export interface FatosViagemEstacao {
  tecnologia_id: number | null;
  tipo_viagem_id: number | null;
  cliente_id: number;
}

const casa = (lista: readonly number[], valor: number | null) => lista.length === 0 || (valor !== null && lista.includes(valor));

/**
 * A trip belongs to a station when its technology, trip type and client each match the station's
 * lists (spec 02, issue 23). An empty list matches anything; a trip without a technology (or a
 * type) never matches a station that names some. The SQL of the station grids says the same
 * (apps/backend estacoes.sql.ts); the API test checks both agree.
 */
export function viagemDaEstacao(estacao: CriteriosEstacao, viagem: FatosViagemEstacao): boolean {
  return casa(estacao.tecnologias, viagem.tecnologia_id) && casa(estacao.tipos_viagens, viagem.tipo_viagem_id) && casa(estacao.clientes, viagem.cliente_id);
}

/** The active stations a trip belongs to (none: the trip is 'sem estação', spec 02 §3 "Station-less trip"). */
export function estacoesDaViagem<E extends CriteriosEstacao & { id: number; ativa: boolean }>(estacoes: readonly E[], viagem: FatosViagemEstacao): E[] {
  return estacoes.filter((e) => e.ativa && viagemDaEstacao(e, viagem));
}

/**
 * Who may use a station (decision 46): the desk's staff, groups 3–7 (spec 02 §1, §6); every active
 * station is open to all of them (the spec names no per-station user list). Anyone else: 403.
 */
export function podeUsarEstacoes(grupoUsuarioId: number): boolean {
  return isStaff(grupoUsuarioId);
}

export const MENSAGENS_ESTACAO = {
  naoPodeUsar: 'Somente a equipe de monitoramento (grupos 3 a 7) pode usar estações',
  inativa: 'Esta estação está inativa',
  naoEncontrada: 'Estação não encontrada',
  ocupada: (username: string) => `Estação ocupada por ${username}. Use 'Entrar e remover os outros' para assumir.`,
  foraDaSessao: 'Você não está nesta estação: entre nela para ver as suas SM',
  entrou: 'Você entrou na estação',
  saiu: 'Você saiu da estação',
  removida: 'Estação removida com sucesso',
  salva: 'Estação salva com sucesso',
} as const;

/** A station as the create and edit calls take it (spec 02 §3: descricao, ativa; tecnologias, tipos_viagens, cliente). */
export interface DadosEstacao extends CriteriosEstacao {
  descricao: string;
  ativa: boolean;
}

const MAX_ITENS = 200;

/** A list of positive ids (at most 200, repeated ones once); errors named by the field. */
function lerIds(erros: FieldErrorBag, campo: string, valor: unknown, validos?: readonly number[]): number[] {
  if (valor === undefined || valor === null) return [];
  if (!Array.isArray(valor)) {
    erros.add(campo, 'deve ser uma lista');
    return [];
  }
  if (valor.length > MAX_ITENS) {
    erros.add(campo, `no máximo ${MAX_ITENS} itens`);
    return [];
  }
  const ids: number[] = [];
  for (const v of valor) {
    const id = typeof v === 'object' && v !== null && 'id' in v ? (v as { id: unknown }).id : v;
    const n = typeof id === 'string' && /^\d{1,9}$/.test(id) ? Number(id) : id;
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647) {
      erros.add(campo, 'deve conter códigos inteiros positivos');
      return [];
    }
    if (validos && !validos.includes(n)) {
      erros.add(campo, `tipo de viagem inválido: ${n} (1 a 6)`);
      return [];
    }
    if (!ids.includes(n)) ids.push(n);
  }
  return ids.sort((a, b) => a - b);
}

/**
 * Reads the `estacao` payload: a description (1 to 120 characters), `ativa` (default true), the
 * technology, trip-type (1–6, spec 02 §3) and client lists; `cliente` (one client, the spec's
 * payload) joins `clientes`. A station with no criterion at all would take every trip: refused.
 */
export function lerEstacao(raw: Record<string, unknown>): DadosEstacao {
  const erros = new FieldErrorBag();
  const descricao = typeof raw.descricao === 'string' ? raw.descricao.trim().replace(/\s+/g, ' ') : '';
  if (!descricao) erros.add('descricao', 'não pode ficar em branco');
  else if (descricao.length > 120) erros.add('descricao', 'no máximo 120 caracteres');
  if (raw.ativa !== undefined && raw.ativa !== null && typeof raw.ativa !== 'boolean') erros.add('ativa', 'deve ser verdadeiro ou falso');
  const tecnologias = lerIds(erros, 'tecnologias', raw.tecnologias);
  const tipos_viagens = lerIds(erros, 'tipos_viagens', raw.tipos_viagens, TIPOS_VIAGEM.map((t) => t.id));
  const clientes = lerIds(erros, 'clientes', raw.clientes);
  const cliente = lerIds(erros, 'cliente', raw.cliente === undefined || raw.cliente === null || raw.cliente === '' ? [] : [raw.cliente]);
  for (const c of cliente) if (!clientes.includes(c)) clientes.push(c);
  if (erros.empty && !tecnologias.length && !tipos_viagens.length && !clientes.length) {
    erros.add('tecnologias', 'escolha ao menos uma tecnologia, um tipo de viagem ou um cliente');
  }
  erros.throwIfAny();
  return { descricao: descricao.toUpperCase(), ativa: raw.ativa === undefined || raw.ativa === null ? true : raw.ativa === true, tecnologias, tipos_viagens, clientes: clientes.sort((a, b) => a - b) };
}

/** The `estacoes_clientes` payload: the station's whole client list. */
export function lerClientesDaEstacao(raw: Record<string, unknown>): { estacao_id: number; clientes: number[] } {
  const erros = new FieldErrorBag();
  const [estacao_id] = lerIds(erros, 'estacao_id', raw.estacao_id === undefined || raw.estacao_id === null ? undefined : [raw.estacao_id]);
  if (estacao_id === undefined && erros.empty) erros.add('estacao_id', 'não pode ficar em branco');
  const clientes = lerIds(erros, 'clientes', raw.clientes);
  erros.throwIfAny();
  return { estacao_id: estacao_id!, clientes };
}

/** The station list (spec 02 §2: ID, description, active, registration date), 15 a page. */
export const GRID_ESTACOES = {
  colunas: {
    id: { tipo: 'inteiro', titulo: 'ID' },
    descricao: { tipo: 'texto', titulo: 'Descrição' },
    ativa: { tipo: 'booleano', titulo: 'Ativa' },
    data_cadastro: { tipo: 'data', titulo: 'Data de cadastro' },
  },
  ordemPadrao: { campo: 'id', direcao: 'asc' },
  tamanhoPadrao: 15,
  tamanhoMaximo: 100,
} as const satisfies GridSpec;
