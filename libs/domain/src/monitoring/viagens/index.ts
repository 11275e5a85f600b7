/** Public face of trips (SM), issue 21: lifecycle, form rules, use cases. */
export * from './estados.js';
export * from './salvar/index.js';
export * from './grids.js';
export * from './ciclo/index.js';
export * from './ports.js';
export * from './indicadores.js';
export * from './leitura.js';
export * from './avisos.js';
export * from './mapa.js';
export * from './linha-do-tempo.js';
