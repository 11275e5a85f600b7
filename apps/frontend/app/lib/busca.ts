/** What the autocomplete pickers search (routes/recursos.busca.ts maps each to its API call). */
export const FONTES_BUSCA = ['clientes', 'embarcadores', 'corretores', 'seguradores', 'veiculos', 'carretas', 'funcionarios', 'contatos', 'pontos', 'motoristas_cadastro'] as const;
export type FonteBusca = (typeof FONTES_BUSCA)[number];

/** One option of a picker: what it shows and, in `tipo`, what some screens decide on (a vehicle's type). */
export interface OpcaoBusca {
  id: number;
  rotulo: string;
  detalhe?: string;
  tipo?: string;
  /** A place (points of routes): where it is, so a map can show it at once. */
  latitude?: number;
  longitude?: number;
}
