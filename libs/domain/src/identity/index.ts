/** Public face of the identity context (sessions, users, groups, access rules, tenant scope). */
export * from './grupos.js';
export * from './acessos.js';
export * from './menu.js';
export * from './ports.js';
export * from './usuario.js';
export * from './sessao.js';
export * from './escopo.js';
export * from './grids.js';
export * from './grupo-usuario.casos.js';
export * from './regras-acesso.js';
export * from './auditoria.js';
