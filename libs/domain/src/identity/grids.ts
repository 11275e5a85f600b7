import type { GridSpec } from '../shared/index.js';

/**
 * The identity context's grids (ARCHITECTURE.md "HTTP API"): the columns the API filters and
 * sorts on, and their titles in the order of the screen's default view. The backend answers and
 * exports with them; the frontend's grid declarations take their headers from them.
 */

/** /usuarios (spec 03 §9: 15 rows; 15/20/30/50/100). */
export const GRID_USUARIOS = {
  colunas: {
    id: { tipo: 'inteiro', titulo: 'Código' },
    username: { tipo: 'texto', titulo: 'Usuário' },
    email: { tipo: 'texto', titulo: 'E-mail' },
    grupo_usuario: { tipo: 'texto', titulo: 'Grupo' },
    cliente: { tipo: 'texto', titulo: 'Cliente' },
    ativo: { tipo: 'booleano', titulo: 'Ativo' },
    data_cadastro: { tipo: 'data', titulo: 'Data de cadastro' },
    updated_at: { tipo: 'data', titulo: 'Última alteração', filtravel: false, oculta: true },
    // The screen filters the group by its id and shows its name.
    grupo_usuario_id: { tipo: 'inteiro', titulo: 'Código do grupo', oculta: true },
    cliente_id: { tipo: 'inteiro', titulo: 'Código do cliente', oculta: true },
    alterar_password: { tipo: 'booleano', titulo: 'Alterar senha', oculta: true },
    administrativo: { tipo: 'booleano', titulo: 'Administrativo', oculta: true },
  },
  ordemPadrao: { campo: 'id', direcao: 'desc' },
  tamanhoPadrao: 15,
} as const satisfies GridSpec;

/** /grupousuarios (spec 03 §9: master-data groups grid 100/200/300). */
export const GRID_GRUPOS_USUARIOS = {
  colunas: {
    id: { tipo: 'inteiro', titulo: 'Código' },
    descricao: { tipo: 'texto', titulo: 'Descrição' },
    usuarios: { tipo: 'inteiro', titulo: 'Usuários', filtravel: false, oculta: true },
    created_at: { tipo: 'data', titulo: 'Data de cadastro', oculta: true },
  },
  ordemPadrao: { campo: 'id', direcao: 'asc' },
  tamanhoPadrao: 100,
} as const satisfies GridSpec;
