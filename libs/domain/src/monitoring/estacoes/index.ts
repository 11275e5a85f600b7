/** Public face of stations and their sessions (issue 23, spec 02 §2 "Stations", §4; decision 46). */
export * from './estacao.js';
export * from './sessao.js';
