import type { Page } from '@playwright/test'
import { expect, test as base } from '../fixtures.ts'
import { accountButton } from '../identity-helpers.ts'
import { E2E_PORTS } from './ports.ts'

/**
 * A member of the test's own, for every test that changes member data (favorites, profile, points, tokens), so
 * tests running in parallel never share an account. The member is registered through the provider's own
 * registration endpoint (the form the Register page posts, with the browser context's cookies, so the provider
 * session is this page's), without clicking through the form. Nothing else uses the address, and the suite's
 * data folder is a fresh temp folder per run (playwright.config.ts), so no account outlives the run.
 */
export interface FreshMember {
  firstName: string
  lastName: string
  /** What the app shows: "First Last". */
  name: string
  email: string
  password: string
  /**
   * Signs this member in from the header's "Sign in" link (the provider may skip its form: registration signed the
   * member in there) and waits for the welcome. An interactive sign-in, so the member gets a refresh token, as a
   * member signing in does (a silent one gets none).
   */
  signIn: (path?: string) => Promise<void>
}

let counter = 0

function newMember(worker: number, title: string): Omit<FreshMember, 'signIn'> {
  counter += 1
  const tag = `${Date.now().toString(36)}${worker}${counter}${Math.floor(Math.random() * 1e4)}`
  // Letters only in names: the provider checks names, and a test's title would put odd characters there.
  const lastName = `Tester${title.replace(/[^A-Za-z]/g, '').slice(0, 12)}`
  const firstName = 'Ruth'
  // A passphrase with the tag in it: the provider refuses passwords zxcvbn finds easy to guess (decision 0023).
  return { firstName, lastName, name: `${firstName} ${lastName}`, email: `member-${tag}@example.com`, password: `gleaning barley ${tag}` }
}

/** Registers a new member at the provider with the page's cookies; the provider answers 303 back to the app. */
export async function registerMember(page: Page, member: Omit<FreshMember, 'signIn'>, provider: string): Promise<void> {
  const response = await page.request.post(`${provider}/account/register`, {
    form: { firstName: member.firstName, lastName: member.lastName, email: member.email, password: member.password },
    maxRedirects: 0,
  })
  expect(response.status(), `registering ${member.email}`).toBe(303)
}

export const test = base.extend<{ freshMember: FreshMember; memberProvider: string }>({
  /** The identity provider the member registers with: the suite's, unless a describe block runs its own server. */
  memberProvider: [`http://localhost:${E2E_PORTS.suiteIdp}`, { option: true }],
  freshMember: async ({ page, memberProvider }, use, testInfo) => {
    const member = newMember(testInfo.workerIndex, testInfo.title)
    await registerMember(page, member, memberProvider)
    await use({
      ...member,
      // `path` may be a full address on another server of the suite.
      signIn: async (path = '/') => {
        await page.goto(path)
        await page.getByRole('link', { name: 'Sign in' }).click()
        const email = page.getByLabel('Email')
        const welcome = page.getByRole('status').getByText(`Welcome ${member.name}!`)
        await expect(email.or(welcome)).toBeVisible()
        if (await email.isVisible()) {
          await email.fill(member.email)
          await page.getByLabel('Password').fill(member.password)
          await page.getByRole('button', { name: 'Sign in' }).click()
        }
        await expect(welcome).toBeVisible()
        await expect(accountButton(page)).toHaveText(member.name)
      },
    })
    // The provider session goes with the browser context; the account stays in this run's throwaway database.
  },
})

export { expect }
