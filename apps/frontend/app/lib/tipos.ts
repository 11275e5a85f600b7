import type { Acessos } from '@gr/domain';

/** GET /api/users/usuario_logado */
export interface UsuarioLogado {
  id: number;
  username: string;
  email: string | null;
  grupo_usuario_id: number;
  grupo_usuario: string;
  cliente_id: number | null;
  cliente: string | null;
  alterar_password: boolean;
  layouts: Layouts | null;
  acessos: Acessos;
}

/** Saved grid layouts (PATCH /api/users/{id}/atualiza_layouts_usuario), per grid id. */
export interface LayoutGrid {
  colunas: Array<{ colId: string; hide: boolean; width: number }>;
  rows?: number;
}
export type Layouts = Record<string, LayoutGrid>;

export type ErrosCampo = Record<string, string[]>;

/** GET /api/clientes/find_cliente */
export interface ClienteEncontrado {
  id: number;
  nome: string;
  cnpj: string | null;
  tipo: string | null;
}
