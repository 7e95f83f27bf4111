import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { startIsolatedServer, type IsolatedServer } from './support/isolated-server.ts'
import { E2E_PORTS } from './support/ports.ts'

/**
 * The Stately inspector (issue 7): a build made with VITE_INSPECT=1 reports every actor, and a custom
 * adapter (standing in for the inspector window) receives each event only after redaction. The plain
 * production build (the suite's own) must not contain the inspector at all.
 */
const PORT = E2E_PORTS.inspector
const IDP_PORT = PORT + 1
const BUILT_APP = resolve(process.env.DIST_DIR || 'dist')
const RAW_ACCESS_TOKEN = 'e2e-raw-access-token-7f3a9c'
const RAW_REFRESH_TOKEN = 'e2e-raw-refresh-token-1b2c3d'
const ID_TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJlMmUtbWVtYmVyIn0.c2lnbmF0dXJlLWUyZQ'
const EMAIL = 'demo@example.com'
const ONBOARDING_ITEM = 'a0d1c3e2-4b5f-4c6d-8e7f-000000000001'

test('the production build contains no inspector', () => {
  const assets = join(BUILT_APP, 'client', 'assets')
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(0)
  for (const file of scripts) {
    const code = readFileSync(join(assets, file), 'utf8')
    expect(code, file).not.toContain('@statelyai')
    expect(code, file).not.toContain('stately.ai/inspect')
    expect(code, file).not.toContain('createBrowserInspector')
  }
})

test.describe('a build with VITE_INSPECT=1', () => {
  let server: IsolatedServer | undefined

  test.beforeAll(async () => {
    // Two builds (browser and server bundles) and a server start, on a machine the rest of the suite shares.
    test.setTimeout(300_000)
    server = await startIsolatedServer({
      name: 'inspect',
      port: PORT,
      app: { buildEnv: { VITE_INSPECT: '1', LAMP_BUILD_ID: 'inspect-e2e' } },
      env: { LAMP_BUILD_POLL_INTERVAL_MS: '500', LAMP_ENVIRONMENT: 'Development' },
    })
  })

  test.afterAll(async () => {
    await server?.stop()
  })

  test('a custom adapter sees every named actor and no raw token or email', async ({ page }) => {
    await page.addInitScript(
      ({ user, key }) => {
        const sent: unknown[] = []
        Object.assign(window, { inspected: sent, __LAMP_INSPECT_ADAPTER__: { send: (event: unknown) => sent.push(event) } })
        // A signed-in member as oidc-client-ts stores one: the identity actor loads it with its tokens.
        localStorage.setItem(key, JSON.stringify({ ...user, expires_at: Math.floor(Date.now() / 1000) + 3600 }))
      },
      {
        key: `oidc.user:http://localhost:${IDP_PORT}:lamp-web`,
        user: {
          id_token: ID_TOKEN, access_token: RAW_ACCESS_TOKEN, refresh_token: RAW_REFRESH_TOKEN, token_type: 'Bearer',
          scope: 'openid profile email offline_access', session_state: null,
          profile: { sub: 'e2e-member', email: EMAIL, name: 'Demo Member', iss: `http://localhost:${IDP_PORT}`, aud: 'lamp-web', exp: 0, iat: 0 },
        },
      },
    )
    await page.goto(`http://localhost:${PORT}/?action=onboarding&ocid=${ONBOARDING_ITEM}`)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()

    type Inspected = { type: string; name?: string }
    const inspected = () => page.evaluate(() => (window as unknown as { inspected: Inspected[] }).inspected)
    const actorNames = async () => new Set((await inspected()).filter((event) => event.type === '@xstate.actor').map((event) => event.name))
    // The app's long-lived actors, and a child: the updates actor's manifest fetch (polled every 500 ms here).
    for (const name of ['identity', 'session', 'visitor', 'onboarding', 'ads', 'updates', 'fetchLatestBuild']) {
      await expect.poll(async () => (await actorNames()).has(name), { message: `actor ${name} was inspected`, timeout: 10_000 }).toBe(true)
    }
    await expect.poll(async () => (await inspected()).filter((event) => event.type === '@xstate.snapshot').length).toBeGreaterThan(5)

    const everything = JSON.stringify(await inspected())
    expect(everything).not.toContain(RAW_ACCESS_TOKEN)
    expect(everything).not.toContain(RAW_REFRESH_TOKEN)
    expect(everything).not.toContain(ID_TOKEN)
    expect(everything).not.toContain(EMAIL)
    // ...because they were there and got replaced, not because nothing was sent.
    expect(everything).toContain('[redacted]')
  })
})
