/** What the autocomplete pickers search (routes/recursos.busca.ts maps each to its API call). */
export const FONTES_BUSCA = ['clientes', 'embarcadores', 'corretores', 'seguradores', 'veiculos', 'carretas', 'funcionarios', 'contatos', 'pontos', 'motoristas_cadastro',
  // The trip form's look-ups by client (GET /api/monitoramentos/lookups/*, issue 21).
  'viagem_veiculos', 'viagem_carretas', 'viagem_rotas', 'viagem_embarcadores', 'viagem_motoristas'] as const;
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
  /** Other fields of the row a screen fills in from the choice (a driver's phones). */
  dados?: Record<string, string | number | boolean | null>;
}
