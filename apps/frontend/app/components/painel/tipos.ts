import type { FormatoValor } from './formatos';

/** One series of a chart: the row key it reads, its name in the legend, its colour. */
export interface Serie {
  chave: string;
  nome: string;
  cor: string;
}

export type Linha = Record<string, string | number | null>;

/**
 * A chart declared as data (the dashboards' one chart kit, docs/decisoes.md 47): the rows, the key
 * of the category (x axis, slice, bar label) and the series; the same data becomes the table that
 * is the chart's text alternative.
 */
export interface PropsGrafico {
  titulo: string;
  tipo: 'barras' | 'barras-horizontais' | 'rosca' | 'linha';
  dados: Linha[];
  categoria: string;
  /** The category's column title in the table. */
  nomeCategoria: string;
  series: Serie[];
  formato?: FormatoValor;
  /** Bars: the series stacked in one bar per category. */
  empilhado?: boolean;
  /** Rosca: the row key holding each slice's colour. */
  chaveCor?: string;
  altura?: number;
  /** Shown instead of the chart when every value is zero or there are no rows. */
  vazio?: string;
}
