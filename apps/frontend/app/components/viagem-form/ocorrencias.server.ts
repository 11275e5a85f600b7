import { GRID_OBSERVACOES_VIAGEM, GRID_OCORRENCIAS_VIAGEM, type GridSpec } from '@gr/domain';
import type { Esquema } from '~/lib/tipos';
import { api } from '~/lib/api.server';
import type { OcorrenciaDaViagem, TipoOcorrencia } from './tipos';

/**
 * Reads shared by the occurrence window, the view and the occurrence report: the trip's
 * occurrences (GET {id}/ocorrencias, 18 a page) and observations, and the occurrence types a trip
 * in a given status may record (GET ocorrencias/get_ocorrencias?status=). The trip itself is
 * lib/viagens.server's carregarViagem.
 */
export type PaginaOcorrencias = Esquema<'OcorrenciasViagemPageDto'>;

export async function ocorrenciasDe(request: Request, id: string, pagina = 1, rows = 18): Promise<PaginaOcorrencias> {
  const r = await api<PaginaOcorrencias>(request, `/api/monitoramentos/${id}/ocorrencias`, {
    registro: true,
    query: { page: pagina, rows, sidx: 'id', sord: 'desc' },
  });
  return r.ok ? r.data : { rows: [], page: 1, total: 0, records: 0 };
}

/**
 * Every row of one of a trip's grids, newest first, page after page at the largest page its API
 * gives (the occurrence report shows them all; a larger page is a 400, which left it empty).
 */
async function todasAsLinhas<T>(request: Request, caminho: string, spec: GridSpec): Promise<T[]> {
  const linhas: T[] = [];
  for (let page = 1; ; page++) {
    const r = await api<{ rows: T[]; total: number }>(request, caminho, {
      registro: true,
      query: { page, rows: spec.tamanhoMaximo ?? spec.tamanhoPadrao, sidx: 'id', sord: 'desc' },
    });
    if (!r.ok) return linhas;
    linhas.push(...r.data.rows);
    if (page >= r.data.total) return linhas;
  }
}

export const todasAsOcorrenciasDe = (request: Request, id: string) =>
  todasAsLinhas<OcorrenciaDaViagem>(request, `/api/monitoramentos/${id}/ocorrencias`, GRID_OCORRENCIAS_VIAGEM);

export type ObservacaoDaViagem = Esquema<'ObservacaoViagemDto'>;

export const observacoesDe = (request: Request, id: string) =>
  todasAsLinhas<ObservacaoDaViagem>(request, `/api/monitoramentos/${id}/observacoes`, GRID_OBSERVACOES_VIAGEM);

const FLAG_DO_STATUS = { 1: 'agendada', 2: 'em_viagem', 3: 'finalizada', 4: 'cancelada' } as const satisfies Record<number, keyof TipoOcorrencia>;

export async function tiposDeOcorrencia(request: Request, status?: number): Promise<TipoOcorrencia[]> {
  const r = await api<TipoOcorrencia[]>(request, '/api/ocorrencias/get_ocorrencias', { query: status ? { status } : {} });
  if (!r.ok) return [];
  // The type's flag for the trip's status (the server refuses the others with its own message).
  const flag = status ? FLAG_DO_STATUS[status as keyof typeof FLAG_DO_STATUS] : undefined;
  return r.data.filter((t) => !flag || t[flag] !== false);
}
