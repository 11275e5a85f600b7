import type { GridSpec } from '../../../shared/index.js';

/** A trip's occurrences (the occurrence window, spec 02 §9: 18 rows, newest first). */
export const GRID_OCORRENCIAS_VIAGEM = {
  colunas: {
    id: { tipo: 'inteiro', titulo: 'ID' },
    ocorrencia_id: { tipo: 'inteiro', titulo: 'Código do tipo', oculta: true },
    codigo: { tipo: 'inteiro', titulo: 'Código' },
    descricao: { tipo: 'texto', titulo: 'Ocorrência' },
    grau_risco: { tipo: 'inteiro', titulo: 'Grau de risco' },
    observacao: { tipo: 'texto', titulo: 'Descrição' },
    username_add: { tipo: 'texto', titulo: 'Registrada por' },
    data_cadastro: { tipo: 'data', titulo: 'Data' },
    conferida: { tipo: 'booleano', titulo: 'Conferida' },
    username_conferencia: { tipo: 'texto', titulo: 'Conferida por' },
    data_conferencia: { tipo: 'data', titulo: 'Data da conferência' },
  },
  ordemPadrao: { campo: 'id', direcao: 'desc' },
  tamanhoPadrao: 18,
  tamanhoMaximo: 100,
} as const satisfies GridSpec;

/** A trip's observations, with the position each was taken at. */
export const GRID_OBSERVACOES_VIAGEM = {
  colunas: {
    id: { tipo: 'inteiro', titulo: 'ID' },
    observacao: { tipo: 'texto', titulo: 'Observação' },
    lat_lng: { tipo: 'texto', titulo: 'Posição', filtravel: false },
    username_add: { tipo: 'texto', titulo: 'Incluída por' },
    data_cadastro: { tipo: 'data', titulo: 'Data' },
  },
  ordemPadrao: { campo: 'id', direcao: 'desc' },
  tamanhoPadrao: 18,
  tamanhoMaximo: 100,
} as const satisfies GridSpec;
