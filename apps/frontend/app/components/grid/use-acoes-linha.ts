import { isStaff, pode } from '@gr/domain';
import { useFetcher } from '@remix-run/react';
import type { GridApi } from 'ag-grid-community';
import { type MutableRefObject, useCallback, useState } from 'react';
import { useAvisoDoFetcher } from '~/components/aviso-do-fetcher';
import { useAvisos } from '~/components/toast';
import { useUsuario } from '~/components/usuario';
import { DURACAO } from '~/lib/avisos';
import type { RespostaAcaoGrid } from '~/lib/grid.server';
import { descreverLinha } from './formato';
import type { ItemMenu } from './menu-contexto';
import type { AcaoLinha, GridDef } from './tipos';

export type AcaoPostada<T> = AcaoLinha<T> & { intent: string };
export interface MenuAberto<T> {
  x: number;
  y: number;
  linha: T;
  valor: string;
}

/** Copies a text: the clipboard API, else (refused, or an old browser) a hidden text area. */
export function copiarTexto(texto: string): Promise<void> {
  const alternativo = () => {
    const area = document.createElement('textarea');
    area.value = texto;
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  };
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(texto).catch(alternativo);
  alternativo();
  return Promise.resolve();
}

/** A page outside the grid: a pop-up of 90% of the screen, or a new tab. */
function abrirJanela(url: string, tipo: 'popup' | 'aba') {
  if (tipo === 'aba') return void window.open(url, '_blank', 'noopener');
  const largura = Math.round(window.screen.availWidth * 0.9);
  const altura = Math.round(window.screen.availHeight * 0.9);
  window.open(url, '_blank', `popup,width=${largura},height=${altura},left=${Math.round(largura / 18)},top=${Math.round(altura / 18)}`);
}

/**
 * What the user may do with a row (spec 01 §2.2): the toolbar's and the right-click menu's
 * actions the access rules allow, the selected row they act on, the delete confirmation, the
 * posted intents (the answer is a notice) and copying a cell.
 */
export function useAcoesLinha<T extends Record<string, any>>({
  def,
  chave,
  rota,
  search,
  apiRef,
  abrir,
  atualizar,
}: {
  def: GridDef<T>;
  chave: keyof T & string;
  rota: string;
  search: string;
  apiRef: MutableRefObject<GridApi<T> | undefined>;
  abrir: (alvo: string, linha?: T | null) => void;
  atualizar: () => void;
}) {
  const usuario = useUsuario();
  const staff = usuario ? isStaff(usuario.grupo_usuario_id) : false;
  const acessos = usuario?.acessos ?? {};
  const { notificar } = useAvisos();
  const acaoFetcher = useFetcher<RespostaAcaoGrid>();
  const [selecionada, setSelecionada] = useState<T | null>(null);
  const [menu, setMenu] = useState<MenuAberto<T> | null>(null);
  const [pendente, setPendente] = useState<{ acao: AcaoPostada<T>; linha: T } | null>(null);
  const acoes = def.acoes ?? {};
  const podeFazer = (funcao: string) => pode(acessos, def.controlador, funcao);
  const semMenu = !!usuario && (def.semMenuParaGrupos ?? []).includes(usuario.grupo_usuario_id);

  useAvisoDoFetcher(acaoFetcher, { aoResponder: (r) => r.ok && setSelecionada(null) });

  const linhaAtual = (): T | null => selecionada ?? apiRef.current?.getSelectedRows()[0] ?? null;
  const exigirLinha = (acao: (l: T) => void) => {
    const l = linhaAtual();
    if (l) acao(l);
    else notificar(def.avisoSemSelecao ?? 'Selecione um registro na lista.', 'info', DURACAO.padrao);
  };
  const podeEditar = !!acoes.editar && podeFazer(acoes.requerEditar ?? 'update');
  const podeExcluir = !!acoes.excluir && podeFazer('destroy');
  const podeAdicionar = !!acoes.adicionar && podeFazer(acoes.requerAdicionar ?? 'create');
  const duploClique = acoes.duploClique ?? (podeEditar ? acoes.editar : undefined);
  const extras = (acoes.menu ?? []).filter(
    (m) => (!m.requer || podeFazer(m.requer)) && (!m.soEquipe || staff) && (!m.grupos || (!!usuario && m.grupos.includes(usuario.grupo_usuario_id))),
  );
  const atalhos = (acoes.atalhos ?? []).filter((a) => (!a.requer || podeFazer(a.requer)) && (!a.soEquipe || staff));
  const excluir: AcaoPostada<T> = {
    rotulo: 'Excluir',
    intent: 'excluir',
    confirmar: {
      titulo: 'Deseja excluir?',
      botao: 'Deletar item',
      texto: (l) => `O registro ${descreverLinha(def, l)} será excluído. Esta ação não pode ser desfeita.`,
    },
  };

  /** Runs a row action: opens its URL, or posts its intent (after the confirmation, if any). */
  const executar = (acao: AcaoLinha<T>, linha: T) => {
    if (acao.para && acao.janela) abrirJanela(acao.para(linha), acao.janela);
    else if (acao.para) abrir(acao.para(linha), linha);
    else if (acao.intent) {
      const postada = acao as AcaoPostada<T>;
      if (postada.confirmar) setPendente({ acao: postada, linha });
      else postar(postada, linha);
    }
  };
  const postar = (acao: AcaoPostada<T>, linha: T) => {
    const id = String(linha[(acao.campoId ?? chave) as keyof T]);
    acaoFetcher.submit({ intent: acao.intent, id }, { method: 'post', action: `${rota}${search}` });
  };

  const copiar = useCallback(
    (texto: string) => {
      if (texto) void copiarTexto(texto).then(() => notificar('copiado', 'info', DURACAO.copiado));
    },
    [notificar],
  );

  const itensMenu = (linha: T, valor: string): ItemMenu[] => [
    ...(podeEditar ? [{ rotulo: 'Editar', acao: () => abrir(acoes.editar!(linha), linha) }] : []),
    ...extras
      .filter((m) => !m.visivel || m.visivel(linha) || m.indisponivel)
      .map((m) => ({ rotulo: m.rotulo, acao: () => (!m.visivel || m.visivel(linha) ? executar(m, linha) : notificar(m.indisponivel!, 'erro', DURACAO.padrao)) })),
    ...(valor ? [{ rotulo: 'Copiar valor', acao: () => copiar(valor) }] : []),
    { rotulo: 'Atualizar', acao: atualizar },
    ...(podeExcluir ? [{ rotulo: 'Excluir', acao: () => executar(excluir, linha), perigo: true }] : []),
  ];
  const abrirMenu = (m: MenuAberto<T>) => {
    if (!semMenu) setMenu(m);
  };
  /** A toolbar button of a row action: acts on the selected row, or says why it does not apply. */
  const executarDaBarra = (m: AcaoLinha<T>) =>
    exigirLinha((l) => {
      if (!m.visivel || m.visivel(l)) executar(m, l);
      else notificar(m.indisponivel ?? `"${m.rotulo}" não se aplica ao registro selecionado.`, m.indisponivel ? 'erro' : 'info', DURACAO.padrao);
    });

  return {
    staff,
    ocupado: acaoFetcher.state !== 'idle',
    setSelecionada,
    linhaAtual,
    exigirLinha,
    podeEditar,
    podeExcluir,
    podeAdicionar,
    duploClique,
    extras,
    atalhos,
    excluir,
    executar,
    executarDaBarra,
    postar,
    pendente,
    setPendente,
    copiar,
    menu,
    setMenu,
    itensMenu,
    abrirMenu,
  };
}
