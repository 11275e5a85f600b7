import { GRID_OBSERVACOES_VIAGEM, GRID_OCORRENCIAS_VIAGEM } from '@gr/domain';
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

/**
 * Every occurrence of the trip (the occurrence report): page after page of the largest page the
 * server takes (a larger `rows` is a 400, which read as an empty report).
 */
export async function todasAsOcorrencias(request: Request, id: string): Promise<OcorrenciaDaViagem[]> {
  const linhas: OcorrenciaDaViagem[] = [];
  for (let pagina = 1; ; pagina++) {
    const p = await ocorrenciasDe(request, id, pagina, GRID_OCORRENCIAS_VIAGEM.tamanhoMaximo);
    linhas.push(...p.rows);
    if (pagina >= p.total || p.rows.length === 0) return linhas;
  }
}

export interface ObservacaoDaViagem {
  id: number;
  observacao: string;
  lat_lng: string | null;
  username_add: string | null;
  data_cadastro: string | null;
}

/** Every observation of the trip, newest first, page after page of the largest page the server takes. */
export async function observacoesDe(request: Request, id: string): Promise<ObservacaoDaViagem[]> {
  const linhas: ObservacaoDaViagem[] = [];
  for (let pagina = 1; ; pagina++) {
    const r = await api<{ rows?: ObservacaoDaViagem[]; total?: number } | ObservacaoDaViagem[]>(request, `/api/monitoramentos/${id}/observacoes`, {
      registro: true,
      query: { page: pagina, rows: GRID_OBSERVACOES_VIAGEM.tamanhoMaximo, sidx: 'id', sord: 'desc' },
    });
    if (!r.ok) return linhas;
    if (Array.isArray(r.data)) return [...linhas, ...r.data];
    const rows = r.data.rows ?? [];
    linhas.push(...rows);
    if (pagina >= Number(r.data.total ?? 1) || rows.length === 0) return linhas;
  }
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
