export * from './acompanhar.js';
export * from './eventos.js';
