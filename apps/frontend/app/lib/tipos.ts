import type { Acessos } from '@gr/domain';
import type { components } from './api-schema';

/** Schemas of the API, generated from openapi/openapi.json. */
export type Esquema<N extends keyof components['schemas']> = components['schemas'][N];

/** GET /api/users/usuario_logado */
export type UsuarioLogado = Omit<Esquema<'UsuarioLogadoDto'>, 'layouts' | 'acessos'> & { layouts: Layouts | null; acessos: Acessos };

/** Saved grid layouts (PATCH /api/users/{id}/atualiza_layouts_usuario), per grid id. */
export interface LayoutGrid {
  /** `width` only for a column the user sized; the others fit the screen (grid kit). */
  colunas: Array<{ colId: string; hide: boolean; width?: number }>;
  rows?: number;
}
export type Layouts = Record<string, LayoutGrid>;

export type ErrosCampo = Record<string, string[]>;

/** GET /api/clientes/find_cliente */
export type ClienteEncontrado = Esquema<'ClienteBuscaDto'>;

// ---- Masters (spec 03 §3): the API's own schemas ------------------------------------------------
export type Cliente = Esquema<'ClienteDto'>;
export type ConsultaCnpj = Esquema<'ConsultaCnpjDto'>;
export type Estado = Esquema<'EstadoDto'>;
export type Contato = Esquema<'ContatoDto'>;
export type FuncionarioDetalhe = Esquema<'FuncionarioDetalheDto'>;
export type ConsultaCpf = Esquema<'ConsultaCpfDto'>;
export type VeiculoDetalhe = Esquema<'VeiculoDetalheDto'>;
export type Carreta = Esquema<'CarretaDto'>;
export type VerificaPlaca = Esquema<'VerificaPlacaDto'>;
export type ModeloResumo = Esquema<'ModeloResumoDto'>;
/** A row of a reference list's picker endpoint (get_tecnologias, get_fabricantes, get_funcoes...). */
export type ItemLista = { id: number; descricao?: string; nome?: string };
