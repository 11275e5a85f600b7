/**
 * Jest in ESM mode with @swc/jest (STACK-NOTES.md). Projects:
 *  - unit: domain and pure backend rules, and the frontend's declarations (grids), no database;
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

/** The frontend's modules (grid declarations) are TSX with React's automatic runtime. */
const swcTsx = [swc[0], { ...swc[1], jsc: { ...swc[1].jsc, parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }];

const comum = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc, '^.+\\.tsx$': swcTsx },
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: {
    '^@gr/domain$': '<rootDir>/libs/domain/src/index.ts',
    '^@gr/infrastructure$': '<rootDir>/libs/infrastructure/src/index.ts',
    '^~/(.*)$': '<rootDir>/apps/frontend/app/$1',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  rootDir: '.',
};

export default {
  // Jest reads testTimeout only from the root config (a project's own is ignored): API files boot
  // the app on a freshly seeded database in beforeAll, which can take more than the 5 s default.
  testTimeout: 60000,
  // On a 2-core machine Jest would run every file in its own process, one after the other, and the
  // modules of ~300 files (each API file boots the app) outgrew the 4 GB heap (CI ran out of memory
  // once the suite passed 1,800 unit and 1,300 API tests). With a limit, Jest 30 uses a worker even
  // for one, and starts a fresh one once it holds more than this between files.
  workerIdleMemoryLimit: '1GB',
  projects: [
    {
      ...comum,
      displayName: 'unit',
      testMatch: ['<rootDir>/libs/*/src/**/*.spec.ts', '<rootDir>/apps/backend/src/**/*.spec.ts', '<rootDir>/apps/frontend/app/**/*.spec.ts', '<rootDir>/test/arch/**/*.spec.ts', '<rootDir>/test/implantacao/**/*.spec.ts'],
    },
    {
      ...comum,
      displayName: 'api',
      testMatch: ['<rootDir>/apps/backend/test/**/*.spec.ts', '<rootDir>/test/contract/**/*.spec.ts'],
    },
  ],
};
