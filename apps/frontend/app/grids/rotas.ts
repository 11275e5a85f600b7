import { GRUPO } from '@gr/domain';
import type { GridDef } from '~/components/grid/tipos';
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
export const gridRotas: GridDef<RotaLinha> = {
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
    { campo: 'id', titulo: 'Código', filtro: 'numero', largura: 100 },
    { campo: 'descricao', titulo: 'Descrição', filtro: 'texto', copiavel: true, largura: 320 },
    { campo: 'ativa', titulo: 'Situação', filtro: 'selecao', opcoes: SITUACOES, formato: 'booleano', rotulosBooleano: ['ATIVA', 'DESATIVADA'], largura: 140 },
    { campo: 'cliente_razao', titulo: 'Cliente', filtro: 'texto', valor: (r) => r.cliente_razao ?? 'TODOS OS CLIENTES', largura: 240 },
    { campo: 'origem', titulo: 'Origem', filtro: 'texto', largura: 260 },
    { campo: 'destino', titulo: 'Destino', filtro: 'texto', largura: 260 },
    { campo: 'distancia_km', titulo: 'Distância', valor: (r) => formatarKm(r.distancia_km), ordenavel: true, largura: 130 },
    { campo: 'paradas', titulo: 'Paradas', largura: 110 },
    { campo: 'geojson_disponivel', titulo: 'Traçado', formato: 'booleano', rotulosBooleano: ['Disponível', 'Indisponível'], largura: 130 },
    { campo: 'rota_utilizada', titulo: 'Em uso', formato: 'booleano', largura: 110 },
    { campo: 'username_add', titulo: 'Cadastrado por', largura: 150, oculta: true },
    { campo: 'data_cadastro', titulo: 'Data de cadastro', formato: 'data', largura: 200 },
    { campo: 'username_update', titulo: 'Alterado por', largura: 150, oculta: true },
    { campo: 'data_alteracao', titulo: 'Data de alteração', formato: 'data', largura: 200, oculta: true },
  ],
  acoes: {
    adicionar: '/rota',
    editar: (r) => `/rota/${r.id}`,
    excluir: true,
    menu: [{ rotulo: 'Atualizar rota', intent: 'atualizar_rota', requer: 'update', soEquipe: true }],
  },
};
