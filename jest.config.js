/**
 * Jest in ESM mode with @swc/jest (STACK-NOTES.md). Projects:
 *  - unit: domain and pure backend rules, no database;
 *  - api: supertest against the Nest app on a real PostgreSQL (DATABASE_URL's server, one fresh
 *    database per test file), plus the OpenAPI contract and the embedded-database test.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];

const comum = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc },
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^@gr/domain$': '<rootDir>/libs/domain/src/index.ts',
    '^@gr/infrastructure$': '<rootDir>/libs/infrastructure/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  rootDir: '.',
};

export default {
  // Jest reads testTimeout only from the root config (a project's own is ignored): API files boot
  // the app on a freshly seeded database in beforeAll, which can take more than the 5 s default.
  testTimeout: 60000,
  projects: [
    {
      ...comum,
      displayName: 'unit',
      testMatch: ['<rootDir>/libs/*/src/**/*.spec.ts', '<rootDir>/apps/backend/src/**/*.spec.ts', '<rootDir>/test/arch/**/*.spec.ts'],
    },
    {
      ...comum,
      displayName: 'api',
      testMatch: ['<rootDir>/apps/backend/test/**/*.spec.ts', '<rootDir>/test/contract/**/*.spec.ts'],
    },
  ],
};
