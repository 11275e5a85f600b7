import { GRID_NOTIFICACOES, GRUPO, NOTIFICACOES, periodoPadraoNotificacoes } from '@gr/domain';
import { type GridDef, gridDoSpec } from '~/components/grid/tipos';
import type { Esquema } from '~/lib/tipos';

export type NotificacaoLinha = Esquema<'NotificacaoDto'>;

const GRAUS = [
  { valor: '1', rotulo: 'Baixo' },
  { valor: '2', rotulo: 'Médio' },
  { valor: '3', rotulo: 'Alto' },
] as const;

/**
 * /notificacoes and /a/notificacoes (spec 02 §2, §3, §9): 18 rows (18/20/30/50/100), id
 * descending, the date range from the first to the last day of the month (the server refuses a
 * later end). Double-click opens the viewer titled with the plate. Technology and operator are
 * staff-only columns: the client's variant leaves them out (the server sends them empty anyway).
 */
function gridNotificacoes(rota: '/notificacoes' | '/a/notificacoes', equipe: boolean): GridDef<NotificacaoLinha> {
  return gridDoSpec(GRID_NOTIFICACOES, {
    id: equipe ? 'notificacoes' : `notificacoes${rota === '/a/notificacoes' ? '-embarcador' : '-cliente'}`,
    rota,
    api: '/api/notificacoes',
    controlador: 'monitoramentos',
    vazio: { substantivo: 'NOTIFICAÇÃO', feminino: true },
    tamanhos: NOTIFICACOES.tamanhos,
    tamanhoPadrao: NOTIFICACOES.tamanhoPadrao,
    ordem: { campo: 'id', direcao: 'desc' },
    semMenuParaGrupos: [GRUPO.CLIENTE],
    colunas: [
      { campo: 'id', filtro: 'numero', largura: 100 },
      { campo: 'data_cadastro', formato: 'data', filtro: 'periodo', filtroPadrao: () => periodoPadraoNotificacoes(new Date()), largura: 200 },
      { campo: 'placa', formato: 'placa', filtro: 'texto', copiavel: true, largura: 120 },
      { campo: 'codigo', filtro: 'numero', largura: 110 },
      { campo: 'descricao', filtro: 'texto', largura: 280 },
      { campo: 'tipo', filtro: 'texto', largura: 160 },
      { campo: 'grau_risco', filtro: 'selecao', opcoes: GRAUS, valor: (r) => GRAUS.find((g) => g.valor === String(r.grau_risco))?.rotulo ?? r.grau_risco, largura: 130 },
      { campo: 'pontuacao', largura: 110 },
      { campo: 'nome', filtro: 'texto', largura: 220 },
      { campo: 'razao_social', filtro: 'texto', largura: 240 },
      { campo: 'sm_id', filtro: 'numero', largura: 100 },
      ...(equipe
        ? ([
            { campo: 'tecnologia', filtro: 'texto', largura: 150 },
            { campo: 'operador', filtro: 'texto', largura: 150 },
          ] as const)
        : []),
    ],
    acoes: {
      duploClique: (r) => `${rota}/${r.id}`,
      menu: [
        { rotulo: 'Visualizar notificação', para: (r) => `${rota}/${r.id}`, naBarra: true },
        { rotulo: 'Ocorrências da SM', para: (r) => `/monitoramento/ocorrencias/${r.sm_id}`, visivel: (r) => !!r.sm_id },
      ],
    },
  });
}

export const gridNotificacoesEquipe = gridNotificacoes('/notificacoes', true);
export const gridNotificacoesCliente = gridNotificacoes('/notificacoes', false);
export const gridNotificacoesEmbarcador = gridNotificacoes('/a/notificacoes', false);
