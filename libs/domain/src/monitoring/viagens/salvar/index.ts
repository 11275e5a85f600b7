/** The trip form (spec 02 §3, §4 "Trip form vehicle check", §5): ports, rules and use cases. */
export * from './ports.js';
export * from './pedido.js';
export * from './regras-salvar.js';
export * from './verificar-veiculo.js';
export * from './salvar-viagem.js';
export * from './autorizar-liberacao.js';
