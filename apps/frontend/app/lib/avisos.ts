import { DURACAO } from '@gr/domain';

export { DURACAO };

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

/** A vehicle-link save error is a red notice for 4 s (spec 01 §8, spec 03 §8). */
export const DURACAO_ERRO_VINCULO = 4000;
