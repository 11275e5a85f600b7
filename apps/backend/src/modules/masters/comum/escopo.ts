import { exigirCliente, type EscopoTenant } from '@gr/domain';
import { lerId } from '../../../shared/http/validation.js';

/**
 * Query-string helpers of the masters calls. The tenant scope in SQL (filtrarCliente,
 * colunasDeVinculo, vinculosVisiveis...) lives in escopo.queries.ts and is re-exported here, so
 * the modules importing it from this path keep doing so.
 */
export {
  colunasDeVinculo, filtrarCliente, filtrarClienteOuGlobal, filtrarPorVinculo, vinculosVisiveis, type AlvoLigacao, type VinculoVisivel,
} from './escopo.queries.js';

/** The text of an autocomplete (`term`, or the spec's `search`), trimmed and capped. */
export function termoDeBusca(...valores: unknown[]): string {
  const v = valores.find((x) => typeof x === 'string' && x.trim());
  return typeof v === 'string' ? v.trim().slice(0, 100) : '';
}

/** An optional id in the query string (`cliente_id`, `grupo_id`): a positive integer or 400. */
export function idDaQuery(valor: unknown, campo: string): number | null {
  return valor === undefined || valor === '' ? null : lerId(valor, campo);
}

/** An optional `cliente_id` of the query that must be within the user's scope (403 'Não há permissão'). */
export function clienteDaQuery(valor: unknown, escopo: EscopoTenant): number | null {
  const id = idDaQuery(valor, 'cliente_id');
  if (id) exigirCliente(escopo, id);
  return id;
}
