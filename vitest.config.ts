import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { defineConfig } from 'vitest/config'
import { rawRunOptions } from './scripts/lib/coverage-options.ts'

// Off unless asked (`npm run coverage`, scripts/coverage.ts): raw V8 data of src/, merged there with the e2e runs'.
// The provider reads its own options (coverageReportOptions) beside Vitest's.
const monocartCoverage = {
  provider: 'custom' as const,
  customProviderModule: 'vitest-monocart-coverage',
  include: ['src/**'],
  // Vitest empties this folder before it measures: its own, so the end-to-end runs' data beside it stays.
  reportsDirectory: 'coverage/unit',
  coverageReportOptions: rawRunOptions('unit'),
}

export default defineConfig({
  plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
  test: {
    include: ['machines/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    coverage: monocartCoverage,
  },
})
