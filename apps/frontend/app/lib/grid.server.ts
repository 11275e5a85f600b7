import { data } from '@remix-run/node';
import { consultaApi, type DadosGrid, type GridDef, lerEstado, type ParametrosGrid, preencher } from '~/components/grid/tipos';
import { api, mensagemDeErros, type RespostaApi, usuarioLogado } from './api.server';
import { DURACAO } from './avisos';

/**
 * Server side of the grid kit: the loader of a grid screen fetches one page from the API with
 * the URL's paging, sort and filters; the action deletes a row or runs a row action (intent).
 */
export async function carregarGrid<T>(request: Request, def: GridDef<T>, parametros?: ParametrosGrid): Promise<DadosGrid<T>> {
  const params = new URL(request.url).searchParams;
  // No page size in the URL: the user's saved layout decides, else the grid's default.
  const rowsSalvo = params.has('rows') ? undefined : (await usuarioLogado(request)).layouts?.[def.id]?.rows;
  const estado = lerEstado(params, def, rowsSalvo);
  const r = await api<DadosGrid<T>['pagina']>(request, preencher(def.api, parametros), { query: consultaApi(estado) });
  if (r.ok) return { pagina: r.data, estado };
  return {
    pagina: { page: estado.page, total: 0, records: 0, rows: [] },
    estado,
    erro: r.error ?? mensagemDeErros(r.errors) ?? 'Não foi possível carregar a lista',
  };
}

/** A short list the API answers whole (not a grid endpoint), in the kit's shape: one page. */
export function listaComoGrid<T>(def: GridDef<T>, rows: T[], erro?: string): DadosGrid<T> {
  return {
    pagina: { page: 1, total: 1, records: rows.length, rows },
    estado: { page: 1, rows: Math.max(rows.length, def.tamanhoPadrao), sidx: def.ordem.campo, sord: def.ordem.direcao, filtros: {}, padroes: {}, extras: {} },
    erro,
  };
}

export interface RespostaAcaoGrid {
  ok: boolean;
  mensagem: string;
  duracao: number;
}

/** An API answer as the grid's notice: the server's message, else `sucesso`; failures in red. */
export function respostaAcao(r: RespostaApi<{ message?: string } | unknown>, sucesso: string, duracaoErro: number = DURACAO.padrao, erroEmMaiusculas = false) {
  if (r.ok) {
    const m = (r.data as { message?: unknown } | undefined)?.message;
    return data<RespostaAcaoGrid>({ ok: true, mensagem: typeof m === 'string' && m ? m : sucesso, duracao: DURACAO.confirmacao });
  }
  const mensagem = r.error ?? mensagemDeErros(r.errors) ?? 'Não foi possível concluir a operação';
  return data<RespostaAcaoGrid>({ ok: false, mensagem: erroEmMaiusculas ? mensagem.toUpperCase() : mensagem, duracao: duracaoErro }, { status: r.status });
}

/** Handlers of a grid's row actions by intent: the row key (`id`) and the posted form. */
export type IntentsGrid = Record<string, (id: string, form: FormData) => Promise<ReturnType<typeof respostaAcao>>>;

/**
 * The grid route's action: `intent=excluir` with `id` → DELETE {api}/{id} (the kit's 'Deseja
 * excluir?'), or one of `intents`. A row in use answers 422 and its text is the notice.
 */
export async function acaoGrid(
  request: Request,
  def: GridDef<any>,
  mensagemExcluido: string,
  /** erroEmMaiusculas: a failed delete shown uppercased (spec 03 §8 "Vehicle delete"). */
  opcoes: { parametros?: ParametrosGrid; intents?: IntentsGrid; erroEmMaiusculas?: boolean } = {},
) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = String(form.get('id') ?? '');
  const handler = opcoes.intents?.[intent];
  if (!/^[\w-]{1,40}$/.test(id) || (intent !== 'excluir' && !handler)) {
    return data<RespostaAcaoGrid>({ ok: false, mensagem: 'Operação inválida', duracao: DURACAO.padrao }, { status: 400 });
  }
  if (handler) return handler(id, form);
  const r = await api<{ message?: string }>(request, `${preencher(def.api, opcoes.parametros)}/${encodeURIComponent(id)}`, { method: 'DELETE' });
  return respostaAcao(r, mensagemExcluido, DURACAO.padrao, opcoes.erroEmMaiusculas);
}
