/** The trip's lifecycle (issue 21, spec 02 §4): transitions, occurrences, observations, situation, technology link. */
export * from './ports.js';
export * from './transicao.js';
export * from './iniciar-viagem.js';
export * from './verificar-fim.js';
export * from './finalizar-viagem.js';
export * from './cancelar-viagem.js';
export * from './recuperar-viagem.js';
export * from './excluir-viagem.js';
export * from './registrar-ocorrencia.js';
export * from './registrar-ocorrencia-avulsa.js';
export * from './conferir-ocorrencia.js';
export * from './registrar-observacao.js';
export * from './alterar-situacao.js';
export * from './acoes-situacao.js';
export * from './vincular-tecnologia.js';
export * from './datas.js';
export * from './grids.js';
