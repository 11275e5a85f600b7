/**
 * The way back from a record to the grid it was opened from (issue 10). The grid opens a record
 * page as `/veiculo/12?voltar=%2Fveiculos%3Fplaca%3DABC%26page%3D2%26sel%3D12`: its own URL (filters,
 * sort, page) plus `sel`, the row the user had chosen. The record's 'Voltar', 'Cancelar' and the
 * redirect after 'Salvar' go there. Used by the browser and the server alike (no Node, no DOM).
 *
 * The value comes from a URL anyone can craft, so it is followed only when it is a path of this
 * site ('/veiculos?page=2'), never another origin ('//mal.example', 'https:', '/\\mal.example').
 */
export const PARAM_VOLTAR = 'voltar';
/** The grid row selected when the record was opened (its key), read back by the grid. */
export const PARAM_SELECIONADA = 'sel';

const BASE = 'http://gr.invalid';
const MAXIMO = 2000;

/** `valor` when it is a same-origin relative path, normalised; otherwise `padrao`. */
export function caminhoSeguro(valor: string | null | undefined, padrao: string): string {
  if (!valor || valor.length > MAXIMO || !valor.startsWith('/') || valor.startsWith('//') || /[\\\u0000-\u001f]/.test(valor)) return padrao;
  try {
    const url = new URL(valor, BASE);
    return url.origin === BASE ? url.pathname + url.search : padrao;
  } catch {
    return padrao;
  }
}

/** Where the record's way back goes: its URL's `voltar`, or the list (`padrao`) when absent or unsafe. */
export function destinoVoltar(busca: string | URLSearchParams, padrao: string): string {
  const params = typeof busca === 'string' ? new URLSearchParams(busca) : busca;
  return caminhoSeguro(params.get(PARAM_VOLTAR), padrao);
}

/** `alvo` (a path, maybe with its own query) carrying `origem` as its way back. */
export function comVoltar(alvo: string, origem: string | null | undefined): string {
  const seguro = caminhoSeguro(origem, '');
  if (!seguro) return alvo;
  const [caminho, busca = ''] = alvo.split('?');
  const q = new URLSearchParams(busca);
  q.set(PARAM_VOLTAR, seguro);
  return `${caminho}?${q.toString()}`;
}

/** Server side: the action's redirect after a save on a record opened from a grid. */
export function voltarDe(request: Request, padrao: string): string {
  return destinoVoltar(new URL(request.url).searchParams, padrao);
}

/** Server side: a save that stays on the record (a new client gets its id) keeps the way back. */
export function manterVoltar(request: Request, destino: string): string {
  return comVoltar(destino, new URL(request.url).searchParams.get(PARAM_VOLTAR));
}
