/**
 * The dependency rule of ARCHITECTURE.md and the application style of docs/decisoes.md (33),
 * checked on every import (type-only ones too). test/arch/dependencias.spec.ts runs it in
 * `npm test`; `npx depcruise libs apps` runs it by hand.
 */

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'dominio-sem-framework',
      comment:
        'libs/domain is plain TypeScript: no NestJS, MikroORM, Remix, React, Express, pg, knex, exceljs, puppeteer, ' +
        'no Node I/O (node:fs, node:net, node:http...), no infrastructure and no app. It imports only itself.',
      severity: 'error',
      from: { path: '^libs/domain/src/' },
      to: { pathNot: '^libs/domain/src/' },
    },
    {
      name: 'contexto-pelo-index',
      comment:
        "A domain context uses another context only through that context's index.ts (its public face), " +
        'never one of its files.',
      severity: 'error',
      from: { path: '^libs/domain/src/([^/]+)/' },
      to: { path: '^libs/domain/src/[^/]+/', pathNot: ['^libs/domain/src/$1/', '^libs/domain/src/[^/]+/index\\.ts$'] },
    },
    {
      name: 'shared-sem-contexto',
      comment: 'libs/domain/src/shared is the shared kernel: it depends on no context (nor on the root index).',
      severity: 'error',
      from: { path: '^libs/domain/src/shared/' },
      to: { path: '^libs/domain/src/', pathNot: '^libs/domain/src/shared/' },
    },
    {
      name: 'bibliotecas-sem-apps',
      comment: 'libs/domain and libs/infrastructure are used by the apps, never the other way round.',
      severity: 'error',
      from: { path: '^libs/' },
      to: { path: ['^apps/', '^@gr/(backend|frontend)'] },
    },
    {
      name: 'infraestrutura-sem-framework-web',
      comment: 'Adapters do not know NestJS or Remix: the backend wires them with its providers.',
      severity: 'error',
      from: { path: '^libs/infrastructure/src/' },
      to: { path: '(^|/)node_modules/(@nestjs|@remix-run)/' },
    },
    {
      name: 'frontend-sem-backend',
      comment: 'The frontend talks to the API over HTTP and shares only @gr/domain: never the backend or the adapters.',
      severity: 'error',
      from: { path: '^apps/frontend/' },
      to: { path: ['^apps/backend/', '^libs/infrastructure/', '^@gr/(infrastructure|backend)', '(^|/)node_modules/(@mikro-orm|knex|pg)/'] },
    },
    {
      name: 'escrita-por-caso-de-uso',
      comment:
        'Writes go through a use case of libs/domain and an adapter of libs/infrastructure; only *.queries.ts ' +
        '(grid and lookup reads) and the *.providers.ts that wire adapters touch MikroORM/knex in a module.',
      severity: 'error',
      from: {
        path: '^apps/backend/src/modules/',
        pathNot: [
          '\\.(queries|providers)\\.ts$',
          '\\.spec\\.ts$',
        ],
      },
      to: { path: '(^|/)node_modules/(@mikro-orm|knex|pg)/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: ['node_modules', '/dist/'] },
    // dist/ stays in the graph (an import of @gr/infrastructure resolves there) but is not followed.
    exclude: { path: ['/build/', '\\.cache/'] },
    // NodeNext imports name the emitted .js: dependency-cruiser finds the .ts beside it by itself.
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
