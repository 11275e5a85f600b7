export * from './shared/errors.js';
export * from './shared/documentos.js';
export * from './shared/grid.js';
export * from './identity/grupos.js';
export * from './identity/acessos.js';
export * from './identity/menu.js';
