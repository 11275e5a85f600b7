/** Shared kernel: errors, documents, grid parsing, presentation, geometry, peripherals. Depends on no context. */
export * from './errors.js';
export * from './documentos.js';
export * from './grid.js';
export * from './apresentacao.js';
export * from './geo.js';
export * from './perifericos.js';
export * from './aleatorio.js';
