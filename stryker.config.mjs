// @ts-check
/**
 * Mutation testing (StrykerJS 9.6 with its Vitest runner; Stryker 10 needs Node 22, the project runs on Node 20):
 * `npm run test:mutation`, or one folder at a time: `npm run test:mutation:machines` (`:contracts`, `:server`).
 * Incremental: results are kept in reports/mutation/<folder>-incremental.json (all-incremental.json for the whole
 * run), so a re-run only tests mutants in code or tests that changed. Not part of `npm test`.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
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
    // The site seed's copy (articles, prayers, studies…): data, not behaviour (decision 0115).
    '!server/db/seed-site/data/**',
  ],
  // Shared with four other engineers on two cores.
  concurrency: 1,
  timeoutMS: 5_000,
  // The first run (all related tests, with coverage) of a server folder can take longer than Stryker's default of
  // 5 minutes on the shared machine, which then gave up on it.
  dryRunTimeoutMinutes: 30,
  // Static mutants (module-level code, which includes each statechart's definition) need every test per mutant: hours
  // on this shared machine. The spec-model tests and scripts/plant-bugs.ts cover the definitions; on a faster
  // machine set this to false to count them too.
  ignoreStatic: true,
  incremental: true,
  incrementalFile: 'reports/mutation/all-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 85, low: 80, break: null },
  // Not copied into the sandbox: the built app (`dist` is a link to a folder under .builds, which Stryker cannot
  // copy) and test output; the unit tests read none of them.
  ignorePatterns: ['/dist', '/.builds', '/test-results', '/playwright-report', '/bench-results'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
}
