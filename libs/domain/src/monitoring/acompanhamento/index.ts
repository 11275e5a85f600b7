export * from './acompanhar.js';
export * from './eventos.js';
export * from './perda-sinal.js';
