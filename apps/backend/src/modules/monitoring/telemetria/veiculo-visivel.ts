/**
 * Where checklists and commands find the vehicle a user may see. The query lives in
 * `veiculo-visivel.queries.ts` (reads may go to the database there); this path and its names stay
 * for the callers.
 */
export { veiculoVisivel, VeiculoVisivelQueries, type VeiculoAlvo, type VeiculoProcurado } from './veiculo-visivel.queries.js';
