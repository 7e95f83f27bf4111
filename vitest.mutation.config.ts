import { mergeConfig } from 'vitest/config'
import base from './vitest.config.ts'

/**
 * The unit-test config for mutation runs (stryker.config.mjs): the same tests with longer time limits, because
 * Stryker runs them on a shared, loaded machine where a seeding test can take more than the usual 20 s.
 */
export default mergeConfig(base, { test: { testTimeout: 120_000, hookTimeout: 300_000 } })
