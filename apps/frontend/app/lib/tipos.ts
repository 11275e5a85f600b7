import type { Acessos } from '@gr/domain';
import type { components } from './api-schema';

/** Schemas of the API, generated from openapi/openapi.json. */
export type Esquema<N extends keyof components['schemas']> = components['schemas'][N];

/** GET /api/users/usuario_logado */
export type UsuarioLogado = Omit<Esquema<'UsuarioLogadoDto'>, 'layouts' | 'acessos'> & { layouts: Layouts | null; acessos: Acessos };

/** Saved grid layouts (PATCH /api/users/{id}/atualiza_layouts_usuario), per grid id. */
export interface LayoutGrid {
  colunas: Array<{ colId: string; hide: boolean; width: number }>;
  rows?: number;
}
export type Layouts = Record<string, LayoutGrid>;

export type ErrosCampo = Record<string, string[]>;

/** GET /api/clientes/find_cliente */
export type ClienteEncontrado = Esquema<'ClienteBuscaDto'>;
