/** Public face of the cadastro-consulta context (registrations, analysis, blacklist, reports). */
export * from './regras.js';
export * from './entradas.js';
export * from './analise.js';
export * from './portas.js';
export * from './grid-registros.js';
export * from './apoio.js';
export * from './grids.js';
export * from './relatorios.js';
