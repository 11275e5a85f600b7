/**
 * The Jest config that `npm run mutation` (stryker.config.mjs) runs for every mutant: the unit
 * project of jest.config.js, limited to the specs of libs/domain (the mutated code).
 */
import config from './jest.config.js';

const unit = config.projects.find((p) => p.displayName === 'unit');

export default {
  ...unit,
  testTimeout: config.testTimeout,
  testMatch: ['<rootDir>/libs/domain/src/**/*.spec.ts'],
};
