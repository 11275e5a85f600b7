export * from './notificacoes.js';
export * from './avisos-mesa.js';
