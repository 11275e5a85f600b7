import { CAMPOS_FILTRO_RELATORIO, type FiltroRelatorioLido } from '@gr/domain';
import type { Esquema } from './tipos';

/**
 * The registration report's filter in URLs (spec 03 §2 /relatorios/filtro → /relatorios): the
 * filter page sends it to /relatorios as query parameters, and /relatorios hands them to the API
 * (the grid's `extras`) and back to the filter page to change it.
 */
export type RegistroRelatorio = Esquema<'RelatorioLinhaDto'>;
export type Exportacao = Esquema<'ExportacaoDto'>;

/** The filter's parameters in the URL, without the format (the grid's own `formato` is its export's). */
export const PARAMETROS_FILTRO = CAMPOS_FILTRO_RELATORIO.filter((c) => c !== 'formato');

/** A read filter as /relatorios's query: only what it says (no blanks, no TODOS defaults). */
export function consultaDoFiltro(f: FiltroRelatorioLido): URLSearchParams {
  const q = new URLSearchParams();
  if (f.is_todos_clientes) q.set('is_todos_clientes', 'true');
  else if (f.cliente_id) q.set('cliente_id', String(f.cliente_id));
  if (f.is_todos_parametros) q.set('is_todos_parametros', 'true');
  else if (f.parametro) q.set('parametro', f.parametro);
  q.set('periodo', f.periodo);
  if (f.data_inicio) q.set('data_inicio', f.data_inicio);
  if (f.data_fim) q.set('data_fim', f.data_fim);
  if (f.laudo !== 'TODOS') q.set('laudo', f.laudo);
  if (f.bloqueio !== 'TODOS') q.set('bloqueio', f.bloqueio);
  if (f.formato) q.set('formato', f.formato);
  return q;
}

/** The filter's parameters of a URL, as sent (the domain reads and checks them). */
export function filtroDaUrl(params: URLSearchParams): Record<string, string> {
  const f: Record<string, string> = {};
  for (const c of CAMPOS_FILTRO_RELATORIO) {
    const v = params.get(c);
    if (v !== null && v.trim() !== '') f[c] = v.trim();
  }
  return f;
}
