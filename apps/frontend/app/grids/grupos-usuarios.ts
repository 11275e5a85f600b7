import { GRID_GRUPOS_USUARIOS } from '@gr/domain';
import { type GridDef, gridDoSpec } from '~/components/grid/tipos';

export interface GrupoUsuarioLinha {
  id: number;
  descricao: string;
}

/** User groups, a master-data grid (spec 03 §9 "Grids": groups 100/200/300). */
export const gridGruposUsuarios: GridDef<GrupoUsuarioLinha> = gridDoSpec(GRID_GRUPOS_USUARIOS, {
  id: 'grupousuarios',
  rota: '/grupousuarios',
  api: '/api/grupos_usuarios',
  controlador: 'grupos_usuarios',
  vazio: { substantivo: 'GRUPO DE USUÁRIOS' },
  tamanhos: [100, 200, 300],
  tamanhoPadrao: 100,
  ordem: { campo: 'id', direcao: 'asc' },
  colunas: [
    { campo: 'id', filtro: 'numero', largura: 120 },
    { campo: 'descricao', filtro: 'texto', copiavel: true, largura: 420 },
  ],
  acoes: { adicionar: 'novo', editar: (g) => String(g.id), excluir: true },
});
