/** Rapid-response release and its single-use authorisation links (spec 02 §2, §6, §9). */
export * from './ports.js';
export * from './link.js';
export * from './liberar-pronta-resposta.js';
