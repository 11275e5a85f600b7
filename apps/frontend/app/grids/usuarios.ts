import { GRID_USUARIOS } from '@gr/domain';
import { type GridDef, gridDoSpec } from '~/components/grid/tipos';

/** Row of GET /api/users. */
export interface UsuarioLinha {
  id: number;
  username: string;
  email: string | null;
  grupo_usuario_id: number;
  grupo_usuario: string;
  cliente_id: number | null;
  cliente: string | null;
  ativo: boolean;
  alterar_password: boolean;
  administrativo: boolean;
  data_cadastro: string;
  updated_at: string;
}

/** Users (spec 03 §2 "Users and access", §9 "Grids": 15 rows, 15/20/30/50/100). */
export const gridUsuarios: GridDef<UsuarioLinha> = gridDoSpec(GRID_USUARIOS, {
  id: 'usuarios',
  rota: '/usuarios',
  api: '/api/users',
  controlador: 'usuarios',
  vazio: { substantivo: 'USUÁRIO' },
  tamanhos: [15, 20, 30, 50, 100],
  tamanhoPadrao: 15,
  ordem: { campo: 'id', direcao: 'desc' },
  colunas: [
    { campo: 'id', filtro: 'numero', largura: 110 },
    { campo: 'username', filtro: 'texto', copiavel: true, largura: 180 },
    { campo: 'email', filtro: 'texto', copiavel: true, largura: 240 },
    { campo: 'grupo_usuario', param: 'grupo_usuario_id', filtro: 'selecao', largura: 220 },
    { campo: 'cliente', filtro: 'texto', largura: 220 },
    {
      campo: 'ativo',
      filtro: 'selecao',
      formato: 'booleano',
      opcoes: [
        { valor: 'true', rotulo: 'Sim' },
        { valor: 'false', rotulo: 'Não' },
      ],
      largura: 110,
    },
    { campo: 'data_cadastro', filtro: 'periodo', formato: 'data', largura: 230 },
    { campo: 'updated_at', formato: 'data', ordenavel: false, largura: 190 },
  ],
  acoes: {
    adicionar: 'novo',
    editar: (u) => String(u.id),
    excluir: true,
    menu: [{ rotulo: 'Regras de acesso', para: (u) => `/usuarios/regras_acesso?id=${u.id}`, requer: 'regras_acesso' }],
  },
});
