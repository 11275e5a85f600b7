import { api } from '~/lib/api.server';

/** The period and client of a dashboard's URL (?inicio=aaaa-mm-dd&fim=aaaa-mm-dd&cliente_id=), as the API reads them. */
export function filtroDaUrl(request: Request) {
  const url = new URL(request.url);
  const ler = (k: string) => url.searchParams.get(k)?.trim() || undefined;
  return { inicio: ler('inicio'), fim: ler('fim'), cliente_id: ler('cliente_id') };
}

/**
 * A dashboard's figures (issue 23): the API's answer, or — when it refuses the period (over a
 * year, an end before the start) — the message to show above the filter instead of the charts.
 */
export async function carregarPainel<T>(request: Request, caminho: string, clienteId?: number | string | null) {
  const f = filtroDaUrl(request);
  const r = await api<T>(request, caminho, { query: { inicio_periodo: f.inicio, final_periodo: f.fim, cliente_id: clienteId ?? f.cliente_id } });
  if (r.ok) return { dados: r.data, erro: null, filtro: f };
  const mensagens = Object.values(r.errors ?? {}).flat();
  const motivo = mensagens.length ? mensagens.join('; ') : r.error;
  return { dados: null, erro: motivo ? `Período inválido: ${motivo}.` : 'Não foi possível carregar o dashboard.', filtro: f };
}
