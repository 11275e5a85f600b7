import { LISTAS } from '@gr/domain';
import { LISTAS_CADASTRO } from './cadastros';
import { LISTAS_PGR } from './pgr';
import type { ListaUi, MensagensLista } from './tipos';

export type { CampoLista, ListaUi, MensagensLista } from './tipos';
export { OPCOES_GRAU_RISCO, PERIFERICOS, SENTIDOS_ACAO, TIPOS_ACAO_PGR } from './opcoes';

/** Every simple list by name, in menu order: the reference lists, then PGR, risk and other master data. */
export const LISTAS_UI: Record<string, ListaUi> = { ...LISTAS_CADASTRO, ...LISTAS_PGR };

/** The list of a URL: '/tecnologias/12' → tecnologias; '/modelo/3' → modelos (its form page). */
export function listaDaUrl(pathname: string): ListaUi | undefined {
  const primeiro = '/' + (pathname.split('/')[1] ?? '');
  return Object.values(LISTAS_UI).find((l) => l.caminho === primeiro || l.pagina === primeiro);
}

/** Messages of a list (the API's own): 'Tecnologia salva com sucesso', 'Layout removido com sucesso'... */
export function mensagensDaLista(l: ListaUi): MensagensLista {
  const m = l.mensagens ?? (LISTAS as Record<string, { mensagens: MensagensLista } | undefined>)[l.nome]?.mensagens;
  if (!m) throw new Error(`Lista ${l.nome} sem mensagens`);
  return m;
}
