import { GRID_ROTAS, GRUPO } from '@gr/domain';
import { type GridDef, gridDoSpec } from '~/components/grid/tipos';
import { formatarKm } from '~/lib/mascaras';
import type { Esquema } from '~/lib/tipos';

export type RotaLinha = Esquema<'RotaLinhaDto'>;

const SITUACOES = [
  { valor: 'ATIVA', rotulo: 'ATIVA' },
  { valor: 'DESATIVADA', rotulo: 'DESATIVADA' },
] as const;

/**
 * /rotas (spec 03 §2 "Routes and points", §9: 18 rows; 18/20/30/50/100). A client user sees its
 * own routes and those of every client (the server's scope) and no right-click menu (spec 03 §6);
 * 'Atualizar rota' (re-trace) is for staff only.
 */
export const gridRotas: GridDef<RotaLinha> = gridDoSpec(GRID_ROTAS, {
  id: 'rotas',
  rota: '/rotas',
  api: '/api/rotas',
  controlador: 'rotas',
  vazio: { substantivo: 'ROTA', feminino: true },
  tamanhos: [18, 20, 30, 50, 100],
  tamanhoPadrao: 18,
  ordem: { campo: 'id', direcao: 'desc' },
  semMenuParaGrupos: [GRUPO.CLIENTE],
  colunas: [
    { campo: 'id', filtro: 'numero', largura: 100 },
    { campo: 'descricao', filtro: 'texto', copiavel: true, largura: 320 },
    { campo: 'ativa', filtro: 'selecao', opcoes: SITUACOES, formato: 'booleano', rotulosBooleano: ['ATIVA', 'DESATIVADA'], largura: 140 },
    { campo: 'cliente_razao', filtro: 'texto', valor: (r) => r.cliente_razao ?? 'TODOS OS CLIENTES', largura: 240 },
    { campo: 'origem', filtro: 'texto', largura: 260 },
    { campo: 'destino', filtro: 'texto', largura: 260 },
    { campo: 'distancia_km', valor: (r) => formatarKm(r.distancia_km), ordenavel: true, largura: 130 },
    { campo: 'paradas', largura: 110 },
    { campo: 'geojson_disponivel', formato: 'booleano', rotulosBooleano: ['Disponível', 'Indisponível'], largura: 130 },
    { campo: 'rota_utilizada', formato: 'booleano', largura: 110 },
    { campo: 'username_add', largura: 150 },
    { campo: 'data_cadastro', formato: 'data', largura: 200 },
    { campo: 'username_update', largura: 150 },
    { campo: 'data_alteracao', formato: 'data', largura: 200 },
  ],
  acoes: {
    adicionar: '/rota',
    editar: (r) => `/rota/${r.id}`,
    excluir: true,
    menu: [{ rotulo: 'Atualizar rota', intent: 'atualizar_rota', requer: 'update', soEquipe: true }],
  },
});
