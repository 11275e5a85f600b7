/** Notice (toast) durations, spec 01 §9 and spec 03 §9 "Time and notices". */
export const DURACAO = {
  padrao: 5000,
  acessoNegado: 4000,
  copiado: 1200,
  confirmacao: 3000,
  salvar: 3000,
  recuperarSenha: 8000,
} as const;

export type TipoAviso = 'sucesso' | 'erro' | 'info';

export interface Aviso {
  /** Unique, so the same text twice shows twice. */
  id: string;
  texto: string;
  tipo: TipoAviso;
  duracao: number;
}

export function novoAviso(texto: string, tipo: TipoAviso = 'info', duracao: number = DURACAO.padrao): Aviso {
  return { id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`, texto, tipo, duracao };
}

export const ACESSO_NAO_AUTORIZADO = 'Acesso não autorizado';
