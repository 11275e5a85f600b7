/**
 * Mutation testing of the domain rules (issue 9): `npm run mutation`. Not part of `npm test`.
 * StrykerJS mutates every rule file of libs/domain/src and runs the unit project of jest.config.js
 * limited to the domain's specs, in ESM mode like `npm run test:unit`.
 */
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'jest',
  // The specs are ES modules run by Jest's VM modules, as in `npm run test:unit`.
  testRunnerNodeArgs: ['--experimental-vm-modules'],
  jest: {
    projectType: 'custom',
    configFile: 'jest.stryker.config.js',
    // A mutant runs only the specs that import its file (directly or not), not the whole suite:
    // module-level tables (access rules, lists, menu) are "static" mutants that no per-test
    // coverage can narrow down.
    enableFindRelatedTests: true,
  },
  // Every rule file; index.ts re-exports, and the ports files hold only types.
  mutate: ['libs/domain/src/**/*.ts', '!libs/domain/src/**/*.spec.ts', '!libs/domain/src/**/index.ts', '!libs/domain/src/**/testes/**', '!libs/domain/src/**/ports.ts', '!libs/domain/src/**/*.ports.ts'],
  // The sandbox needs only the domain and the root configs; the apps would only slow the copy.
  ignorePatterns: ['/apps', '/test', '/docs', '/openapi', '/scripts', '/libs/infrastructure', '/reports', '/.data', '*.tsbuildinfo', 'dist'],
  coverageAnalysis: 'perTest',
  // The machine is shared: a slow run must not pass for a mutant killed by a time-out.
  timeoutMS: 15000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  clearTextReporter: { reportScoreTable: true, reportMutants: false, reportTests: false },
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // A cold run takes about an hour on the shared 2-core machine; later runs re-test only the
  // mutants whose code or covering tests changed (reports/stryker-incremental.json, untracked).
  // `npm run mutation -- --force` re-tests everything.
  incremental: true,
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
