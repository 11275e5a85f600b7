/**
 * The domain's public face: each context exports what other layers may use from its own index.ts
 * (docs/decisoes.md, "one application style"). Names are unique across contexts; a colliding
 * name is renamed at its definition (ORIGENS_CHECKLIST), never hidden here.
 */
export * from './shared/index.js';
export * from './identity/index.js';
export * from './masters/index.js';
export * from './monitoring/index.js';
export * from './checklists/index.js';
export * from './cadastro-consulta/index.js';
