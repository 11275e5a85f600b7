import { data } from '@remix-run/node';
import { consultaApi, type DadosGrid, type GridDef, lerEstado } from '~/components/grid/tipos';
import { api, mensagemDeErros, usuarioLogado } from './api.server';
import { DURACAO } from './avisos';

/**
 * Server side of the grid kit: the loader of a grid screen fetches one page from the API with
 * the URL's paging, sort and filters; the action deletes a row.
 */
export async function carregarGrid<T>(request: Request, def: GridDef<T>): Promise<DadosGrid<T>> {
  const params = new URL(request.url).searchParams;
  // No page size in the URL: the user's saved layout decides, else the grid's default.
  const rowsSalvo = params.has('rows') ? undefined : (await usuarioLogado(request)).layouts?.[def.id]?.rows;
  const estado = lerEstado(params, def, rowsSalvo);
  const r = await api<DadosGrid<T>['pagina']>(request, def.api, { query: consultaApi(estado) });
  if (r.ok) return { pagina: r.data, estado };
  return {
    pagina: { page: estado.page, total: 0, records: 0, rows: [] },
    estado,
    erro: r.error ?? mensagemDeErros(r.errors) ?? 'Não foi possível carregar a lista',
  };
}

export interface RespostaAcaoGrid {
  ok: boolean;
  mensagem: string;
  duracao: number;
}

/** The grid route's action: `intent=excluir` with `id` → DELETE {api}/{id}. */
export async function acaoGrid(request: Request, def: GridDef<any>, mensagemExcluido: string) {
  const form = await request.formData();
  const intent = form.get('intent');
  const id = String(form.get('id') ?? '');
  if (intent !== 'excluir' || !/^\d+$/.test(id)) {
    return data<RespostaAcaoGrid>({ ok: false, mensagem: 'Operação inválida', duracao: DURACAO.padrao }, { status: 400 });
  }
  const r = await api<{ message?: string }>(request, `${def.api}/${id}`, { method: 'DELETE' });
  if (r.ok) return data<RespostaAcaoGrid>({ ok: true, mensagem: r.data?.message ?? mensagemExcluido, duracao: DURACAO.confirmacao });
  return data<RespostaAcaoGrid>(
    { ok: false, mensagem: r.error ?? mensagemDeErros(r.errors) ?? 'Não foi possível excluir', duracao: DURACAO.padrao },
    { status: r.status },
  );
}
