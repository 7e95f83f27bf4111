import { identitySpecModel, serializeIdentityState, type IdentityModelInput } from '#tests/models/identity.spec-model.ts'
import { specPaths } from '#tests/models/support/spec-paths.ts'
import { startIsolatedServer, type IsolatedServer } from '../support/isolated-server.ts'
import { E2E_PORTS } from '../support/ports.ts'
import { test } from '../support/fresh-member.ts'
import { driveIdentity } from './identity-driver.ts'

/**
 * Every shortest path of the identity spec model (tests/models/identity.spec-model.ts) in the browser world (no
 * provider timeouts, no second request into a running refresh), through the app in Chromium against the real
 * provider: hour-long tokens on the suite's server, 20 s tokens on a server of their own. Each path has a member
 * of its own. A 20 s token is refreshed once, 1 s after it expires, never renewed early (decision 0030): the driver
 * jumps the page clock to 1 s before each deadline and expects no token request until the deadline.
 */

const SHORT_TTL_S = 20
const MAX_PATHS = 40

function pathsFor(lifetimeS: number) {
  const input: IdentityModelInput = { lifetimeS, start: 'nobody', world: 'browser' }
  return specPaths(identitySpecModel, { input, limit: 20_000, maxPaths: MAX_PATHS, serializeState: serializeIdentityState })
}

test.describe('identity in the browser, spec model (hour-long tokens)', () => {
  for (const path of pathsFor(3600)) {
    test(path.name, async ({ page, freshMember }) => {
      test.setTimeout(90_000)
      await driveIdentity(page, path, { app: `http://localhost:${E2E_PORTS.suite}`, provider: `http://localhost:${E2E_PORTS.suiteIdp}`, member: freshMember })
    })
  }
})

test.describe(`identity in the browser, spec model (${SHORT_TTL_S} s tokens)`, () => {
  // One worker owns the server on this port, so the paths run one after another.
  test.describe.configure({ mode: 'default' })
  const port = E2E_PORTS.identityModelShortTokens
  let server: IsolatedServer | undefined
  test.use({ memberProvider: `http://localhost:${port + 1}` })
  test.beforeAll(async () => {
    test.setTimeout(180_000)
    server = await startIsolatedServer({ name: 'e2e-model-ttl', port, env: { ACCESS_TOKEN_TTL: String(SHORT_TTL_S), LAMP_ENVIRONMENT: 'Development' } })
  })
  test.afterAll(async () => { await server?.stop() })

  for (const path of pathsFor(SHORT_TTL_S)) {
    test(path.name, async ({ page, freshMember }) => {
      test.setTimeout(90_000)
      await driveIdentity(page, path, { app: `http://localhost:${port}`, provider: `http://localhost:${port + 1}`, member: freshMember })
    })
  }
})
