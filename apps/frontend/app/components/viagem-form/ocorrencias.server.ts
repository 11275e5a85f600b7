import type { OcorrenciaDaViagem, TipoOcorrencia, ViagemDetalhe } from './tipos';
import { api, exigir } from '~/lib/api.server';

/**
 * Reads shared by the occurrence window, the view and the occurrence report: the trip, its
 * occurrences (GET {id}/ocorrencias, 18 a page) and observations, and the occurrence types a trip
 * in a given status may record (GET ocorrencias/get_ocorrencias?status=).
 */
export async function viagemDe(request: Request, id: string): Promise<ViagemDetalhe> {
  return exigir(await api<{ monitoramento: ViagemDetalhe }>(request, `/api/monitoramentos/${id}`, { registro: true })).monitoramento;
}

export interface PaginaOcorrencias {
  rows: OcorrenciaDaViagem[];
  page: number;
  total: number;
  records: number;
}

export async function ocorrenciasDe(request: Request, id: string, pagina = 1, rows = 18): Promise<PaginaOcorrencias> {
  const r = await api<PaginaOcorrencias | OcorrenciaDaViagem[]>(request, `/api/monitoramentos/${id}/ocorrencias`, {
    registro: true,
    query: { page: pagina, rows, sidx: 'id', sord: 'desc' },
  });
  if (!r.ok) return { rows: [], page: 1, total: 0, records: 0 };
  if (Array.isArray(r.data)) return { rows: r.data, page: 1, total: 1, records: r.data.length };
  return { rows: r.data.rows ?? [], page: Number(r.data.page ?? 1), total: Number(r.data.total ?? 1), records: Number(r.data.records ?? 0) };
}

export interface ObservacaoDaViagem {
  id: number;
  observacao: string;
  lat_lng: string | null;
  username_add: string | null;
  data_cadastro: string | null;
}

export async function observacoesDe(request: Request, id: string): Promise<ObservacaoDaViagem[]> {
  const r = await api<{ rows?: ObservacaoDaViagem[] } | ObservacaoDaViagem[]>(request, `/api/monitoramentos/${id}/observacoes`, {
    registro: true,
    query: { page: 1, rows: 200, sidx: 'id', sord: 'desc' },
  });
  if (!r.ok) return [];
  return Array.isArray(r.data) ? r.data : (r.data.rows ?? []);
}

const FLAG_DO_STATUS: Record<number, string> = { 1: 'agendada', 2: 'em_viagem', 3: 'finalizada', 4: 'cancelada' };

export async function tiposDeOcorrencia(request: Request, status?: number): Promise<TipoOcorrencia[]> {
  const r = await api<TipoOcorrencia[] | { rows?: TipoOcorrencia[] }>(request, '/api/ocorrencias/get_ocorrencias', { query: status ? { status } : {} });
  if (!r.ok) return [];
  const lista = Array.isArray(r.data) ? r.data : (r.data.rows ?? []);
  // The type's flag for the trip's status (the server refuses the others with its own message).
  const flag = status ? FLAG_DO_STATUS[status] : undefined;
  return lista.filter((t) => t && typeof t.id === 'number' && (!flag || (t as unknown as Record<string, unknown>)[flag] !== false));
}
