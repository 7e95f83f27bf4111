import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { APP_ORIGIN, Browser, form, openLoginPage, startTestProvider, type TestProvider } from './testing.ts'

let t: TestProvider
let clock = 0

beforeAll(async () => {
  t = await startTestProvider({ registrationsPerAddress: 3 })
})
afterAll(async () => {
  await t.cleanup()
})
afterEach(() => {
  vi.useRealTimers()
})

/** The provider's clock (Date only): throttles are tested without waiting minutes. */
function startClock(): void {
  clock = Date.now()
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(clock)
}
function advance(seconds: number): void {
  clock += seconds * 1000
  vi.setSystemTime(clock)
}

let memberCount = 0
async function freshMember(password = 'gleaning-barley'): Promise<string> {
  memberCount += 1
  const email = `throttled-${memberCount}@example.com`
  await t.idp.members.create({ email, password, firstName: 'Test', lastName: 'Member' })
  return email
}

/** Every throttle test starts from a clean slate for the test machine's address. */
function forgetAddress(): void {
  t.idp.limits.addresses.reset('127.0.0.1')
  t.idp.limits.registrations.reset('127.0.0.1')
}

describe('sign-in throttling per account', () => {
  it('delays, then locks for a minute after 5 failures with 429 + Retry-After, even for the right password', async () => {
    forgetAddress()
    const email = await freshMember()
    startClock()
    const login = await openLoginPage(t.issuer)
    const statuses: number[] = []
    for (const wait of [0, 0, 1, 2, 4]) {
      advance(wait)
      statuses.push((await login.submit(email, 'wrong password')).response.status)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401])

    const locked = await login.submit(email, 'gleaning-barley')
    expect(locked.callback).toBeUndefined()
    expect(locked.response.status).toBe(429)
    expect(locked.response.headers.get('retry-after')).toBe('60')
    const page = await locked.response.text()
    expect(page).toContain('Too many attempts. Try again in 1 minute.')
    expect(page).toContain('role="alert"')
    expect(page).toContain(`value="${email}"`)

    advance(60)
    const after = await login.submit(email, 'gleaning-barley')
    expect(after.callback?.searchParams.get('code')).toBeTruthy()
  })

  it('refuses a retry sooner than the escalating delay allows', async () => {
    forgetAddress()
    const email = await freshMember()
    startClock()
    const login = await openLoginPage(t.issuer)
    await login.submit(email, 'wrong 1')
    await login.submit(email, 'wrong 2')
    const early = await login.submit(email, 'wrong 3')
    expect(early.response.status).toBe(429)
    expect(early.response.headers.get('retry-after')).toBe('1')
    expect(await early.response.text()).toContain('Try again in 1 second.')
  })

  it('doubles the lockout with each further failure, whatever the email’s case', async () => {
    forgetAddress()
    const email = await freshMember()
    startClock()
    const login = await openLoginPage(t.issuer)
    for (const wait of [0, 0, 1, 2, 4, 60]) {
      advance(wait)
      await login.submit(email.toUpperCase(), 'wrong password')
    }
    const locked = await login.submit(email, 'gleaning-barley')
    expect(locked.response.status).toBe(429)
    expect(locked.response.headers.get('retry-after')).toBe('120')
    expect(await locked.response.text()).toContain('Try again in 2 minutes.')
  })

  it('lets only the first tries of a concurrent burst reach the password check', async () => {
    forgetAddress()
    const email = await freshMember()
    const login = await openLoginPage(t.issuer)
    const answers = await Promise.all(Array.from({ length: 12 }, () => login.submit(email, 'wrong password')))
    const statuses = answers.map((answer) => answer.response.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(2)
    expect(statuses.filter((status) => status === 429)).toHaveLength(10)
  })

  it('starts an account afresh after a successful sign-in', async () => {
    forgetAddress()
    const email = await freshMember()
    startClock()
    const login = await openLoginPage(t.issuer)
    for (const wait of [0, 0, 1, 2]) {
      advance(wait)
      await login.submit(email, 'wrong password')
    }
    advance(4)
    expect((await login.submit(email, 'gleaning-barley')).callback).toBeDefined()
    const again = await openLoginPage(t.issuer)
    for (let attempt = 0; attempt < 2; attempt += 1) expect((await again.submit(email, 'wrong password')).response.status).toBe(401)
  })

  it('throttles an email nobody registered exactly like a member’s (the throttle reveals nothing)', async () => {
    forgetAddress()
    startClock()
    const login = await openLoginPage(t.issuer)
    for (const wait of [0, 0, 1, 2, 4]) {
      advance(wait)
      await login.submit('nobody-here@example.com', 'wrong password')
    }
    const locked = await login.submit('nobody-here@example.com', 'wrong password')
    expect(locked.response.status).toBe(429)
    expect(locked.response.headers.get('retry-after')).toBe('60')
  })
})

describe('sign-in throttling per client address', () => {
  it('locks the address after 20 failures spread over many accounts; a correct password from it then waits too', async () => {
    forgetAddress()
    startClock()
    const login = await openLoginPage(t.issuer)
    for (let failure = 1; failure <= 20; failure += 1) {
      // Spaced out so that no account and no escalating delay gets in the way: only the address count grows.
      advance(20)
      expect((await login.submit(`guess-${failure}@example.com`, 'wrong password')).response.status).toBe(401)
    }
    const demo = await login.submit('demo@example.com', 'Psalm23!')
    expect(demo.response.status).toBe(429)
    expect(demo.response.headers.get('retry-after')).toBe('60')
    forgetAddress()
  })
})

describe('registration rate limit per client address', () => {
  it('creates the allowed number of accounts, then answers 429 with Retry-After and creates nobody', async () => {
    forgetAddress()
    const register = (index: number) => new Browser().fetch(`${t.issuer}/account/register?ReturnUrl=${encodeURIComponent(`${APP_ORIGIN}/`)}`, form({
      firstName: 'Ruth', lastName: 'Moab', email: `limited-${index}@example.com`, password: 'gleaning-barley',
    }))
    for (let index = 1; index <= 3; index += 1) expect((await register(index)).status).toBe(303)
    const refused = await register(4)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('600')
    expect(await refused.text()).toContain('Too many attempts. Try again in 10 minutes.')
    expect(t.idp.members.findByEmail('limited-4@example.com')).toBeUndefined()
    forgetAddress()
  })

  it('does not count a form with mistakes (nothing was created or checked)', async () => {
    forgetAddress()
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await fetch(`${t.issuer}/account/register`, form({ firstName: '', lastName: '', email: 'x', password: 'password' }))
      expect(response.status).toBe(400)
    }
    expect(t.idp.limits.registrations.retryAfter('127.0.0.1')).toBe(0)
  })
})
