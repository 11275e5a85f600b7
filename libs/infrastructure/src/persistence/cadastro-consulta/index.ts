export * from './base.js';
export * from './blacklist.repository.js';
export * from './configuracao.repository.js';
export * from './titular.repository.js';
export * from './relatorios.fila.js';
export * from './registro.repository.js';
