import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SCOPES } from './abuse-limits.ts'
import { APP_ORIGIN, Browser, form, openLoginPage, signIn, startTestProvider, type TestProvider } from './testing.ts'

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
function forgetAddress(email = 'demo@example.com'): void {
  t.idp.limits.forget(email, '127.0.0.1')
  t.idp.limits.forget(email, OTHER_ADDRESS)
}

/** Another client: a server on 127.0.0.1 sees a request from 127.0.0.2 as another address. */
const OTHER_ADDRESS = '127.0.0.2'

/** Five wrong passwords, spaced as the escalating delay asks, through one login page. */
async function failFiveTimes(login: Awaited<ReturnType<typeof openLoginPage>>, email: string): Promise<number[]> {
  const statuses: number[] = []
  for (const wait of [0, 0, 1, 2, 4]) {
    advance(wait)
    statuses.push((await login.submit(email, 'wrong password')).response.status)
  }
  return statuses
}

describe('sign-in throttling per account and address', () => {
  it('delays, then locks the pair for a minute after 5 failures with 429 + Retry-After, even for the right password', async () => {
    const email = await freshMember()
    forgetAddress(email)
    startClock()
    const login = await openLoginPage(t.issuer)
    expect(await failFiveTimes(login, email)).toEqual([401, 401, 401, 401, 401])

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

  it('five wrong passwords from one address leave the same member free to sign in from another', async () => {
    const email = await freshMember()
    forgetAddress(email)
    startClock()
    expect(await failFiveTimes(await openLoginPage(t.issuer), email)).toEqual([401, 401, 401, 401, 401])
    expect((await (await openLoginPage(t.issuer)).submit(email, 'gleaning-barley')).response.status).toBe(429)

    const elsewhere = await openLoginPage(t.issuer, new Browser({ localAddress: OTHER_ADDRESS }))
    const signedIn = await elsewhere.submit(email, 'gleaning-barley')
    expect(signedIn.callback?.searchParams.get('code')).toBeTruthy()
  })

  it('a correct sign-in after failures does not lock, and the next one from that address is not held either', async () => {
    const email = await freshMember()
    forgetAddress(email)
    startClock()
    const login = await openLoginPage(t.issuer)
    for (const wait of [0, 0, 1, 2]) {
      advance(wait)
      await login.submit(email, 'wrong password')
    }
    advance(4)
    // Had it failed, this fifth attempt would lock the pair for a minute.
    expect((await login.submit(email, 'gleaning-barley')).callback).toBeDefined()
    expect((await signIn(t.issuer, email, 'gleaning-barley')).callback).toBeDefined()
    // And the pair starts afresh: one free failure, then the one-second delay again.
    const again = await openLoginPage(t.issuer)
    expect((await again.submit(email, 'wrong password')).response.status).toBe(401)
    expect((await again.submit(email, 'wrong password')).response.status).toBe(401)
    expect((await again.submit(email, 'wrong password')).response.status).toBe(429)
  })

  it('refuses a retry sooner than the escalating delay allows', async () => {
    const email = await freshMember()
    forgetAddress(email)
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
    const email = await freshMember()
    forgetAddress(email)
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
    const email = await freshMember()
    forgetAddress(email)
    const login = await openLoginPage(t.issuer)
    const answers = await Promise.all(Array.from({ length: 12 }, () => login.submit(email, 'wrong password')))
    const statuses = answers.map((answer) => answer.response.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(2)
    expect(statuses.filter((status) => status === 429)).toHaveLength(10)
  })

  it('throttles an email nobody registered exactly like a member’s (the throttle reveals nothing)', async () => {
    forgetAddress('nobody-here@example.com')
    startClock()
    const login = await openLoginPage(t.issuer)
    await failFiveTimes(login, 'nobody-here@example.com')
    const locked = await login.submit('nobody-here@example.com', 'wrong password')
    expect(locked.response.status).toBe(429)
    expect(locked.response.headers.get('retry-after')).toBe('60')
  })
})

describe('two providers on one database (two processes of a cluster)', () => {
  it('count wrong passwords together: five spread over both lock the pair on both', async () => {
    const second = await startTestProvider({ dataDir: t.dataDir, registrationsPerAddress: 3 })
    try {
      const email = await freshMember()
      forgetAddress(email)
      startClock()
      const logins = [await openLoginPage(t.issuer), await openLoginPage(second.issuer)] as const
      const statuses: number[] = []
      for (const [index, wait] of [0, 0, 1, 2, 4].entries()) {
        advance(wait)
        statuses.push((await logins[index % 2 === 0 ? 0 : 1].submit(email, 'wrong password')).response.status)
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401])
      for (const login of logins) expect((await login.submit(email, 'gleaning-barley')).response.status).toBe(429)
    } finally {
      await second.stop()
    }
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
    expect(t.idp.limits.store.failures(SCOPES.registration, '127.0.0.1')).toBe(0)
  })
})
