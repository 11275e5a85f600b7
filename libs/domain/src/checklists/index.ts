/** Public face of the checklists context (statuses, rules, tests, alerts). */
export * from './estados.js';
export * from './regras.js';
export * from './teste-automatico.js';
export * from './grids.js';
export * from './pre-teste.js';
export * from './alertas.js';
