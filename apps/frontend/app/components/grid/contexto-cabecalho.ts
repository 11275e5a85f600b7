import { createContext } from 'react';
import type { ColunaGrid, EstadoGrid, OpcaoFiltro } from './tipos';

/**
 * What the column headers (cabecalho.tsx) read from the grid: its URL state, the filters' options
 * and how to filter and sort. Apart from the header itself, which comes with AG Grid's chunk
 * (grid-ag.tsx): a phone draws its first rows without it.
 */
export interface ContextoCabecalho {
  estado: EstadoGrid;
  opcoes: Record<string, readonly OpcaoFiltro[]>;
  filtrar: (param: string, valor: string) => void;
  ordenar: (param: string) => void;
}

export const CabecalhoContexto = createContext<ContextoCabecalho | null>(null);

export interface ParametrosCabecalho {
  coluna: ColunaGrid<any>;
}

/** The header's name among AG Grid's components (grid-ag.tsx registers it). */
export const CABECALHO = 'cabecalhoGr';
