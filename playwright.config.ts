import { defineConfig, devices } from '@playwright/test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { E2E_PORTS } from './tests/e2e/support/ports.ts'

// The end-to-end suite runs the real reference services on their own ports and a throw-away data folder.
const port = E2E_PORTS.suite
const idpPort = E2E_PORTS.suiteIdp
// Made once by the runner; workers load this file too and inherit the variable, so they make no folder of their own.
// A folder made here is removed after the run (support/remove-data-dir.ts), with every member the tests registered.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'lamp-e2e-'))
  process.env.E2E_DATA_DIR_TEMPORARY = '1'
}
const dataDir = process.env.E2E_DATA_DIR
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export default defineConfig({
  testDir: './tests/e2e',
  globalTeardown: './tests/e2e/support/remove-data-dir.ts',
  fullyParallel: true,
  ...(process.env.CI ? { workers: 2 } : {}),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // As the README starts it: the heap cap of `npm start` and its cluster, two serving processes whatever the machine
    // (so every test may meet a second worker, as members do).
    command: 'npm start',
    url: `http://localhost:${port}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // Stopped as `npm start` is (SIGTERM closes the services and exits), so a coverage run's server writes its data.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // Every test registers from this one machine: the provider's per-address registration limit is raised for it.
    env: {
      PORT: String(port), IDP_PORT: String(idpPort), DATA_DIR: dataDir, NODE_ENV: 'production', LAMP_ENVIRONMENT: 'Development', REGISTRATIONS_PER_ADDRESS: '1000',
      WEB_CONCURRENCY: '2',
      // `npm run coverage` (scripts/coverage.ts): the server records which of the app's code it ran to render pages.
      ...(process.env.COVERAGE_SERVER_V8_DIR ? { NODE_V8_COVERAGE: process.env.COVERAGE_SERVER_V8_DIR } : {}),
    },
  },
})
