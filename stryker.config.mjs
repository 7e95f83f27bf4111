// @ts-check
/**
 * Mutation testing (StrykerJS with its Vitest runner): `npm run test:mutation`, or one folder at a time:
 *   npx stryker run --mutate 'machines/**\/*.ts'
 * Incremental: results are kept in reports/mutation/stryker-incremental.json, so a re-run only tests mutants in
 * code or tests that changed. Not part of `npm test`: it runs the unit tests once per mutant.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.config.ts', related: true },
  coverageAnalysis: 'perTest',
  mutate: [
    'machines/**/*.ts',
    'contracts/**/*.ts',
    'server/**/*.ts',
    // Tests and their support code are what kills mutants, not what is mutated.
    '!**/*.test.ts',
    '!**/*.fakes.ts',
    '!**/*.harness.ts',
    '!**/*.fixtures.ts',
    '!server/testing/**',
    '!server/**/testing.ts',
  ],
  // Shared with four other engineers on two cores.
  concurrency: 1,
  timeoutMS: 5_000,
  // Module-level constants are re-evaluated only when the whole module reloads; testing them per mutant is slow and
  // the planted-bug check (scripts/plant-bugs.ts) covers the ones that matter.
  ignoreStatic: true,
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 85, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
}
