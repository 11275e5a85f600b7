/** The desk's dashboards and alerts (issue 23). */
export * from './alertas.js';
export * from './periodo.js';
export * from './concluir-alerta.js';
