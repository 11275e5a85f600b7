/** Public face of the monitoring context (positions, telemetry, availability, commands). */
export * from './posicao.js';
export * from './telemetria.casos.js';
export * from './disponibilidade.js';
export * from './historico.js';
export * from './posicao-falsa.js';
export * from './comandos.js';
export * from './comandos/comandos.ports.js';
export * from './comandos/registrar-comando.js';
export * from './comandos/enviar-comandos.js';
export * from './telemetria/manter-particoes.js';
export * from './viagens/index.js';
export * from './acompanhamento/index.js';
export * from './estacoes/index.js';
export * from './notificacoes/index.js';
export * from './pronta-resposta/index.js';
export * from './painel/index.js';
