import { expect, test } from './fixtures.ts'

// A slug or path longer than the content service accepts in a query names no page: Page Not Found, never the error
// page (it was 500 from 489 characters on, when the service's 400 surfaced as a server error).
const LONG = 'a'.repeat(489)
const LONGER = `${'word-'.repeat(400)}end`

const addresses = [
  `/verses/${LONG}`, `/es/verses/${LONGER}`, `/videos/topic/${LONG}`, `/videos/${LONG}/${LONG}`, `/articles/${LONGER}`,
  `/store/${LONG}`, `/bible/new-testament/${LONG}`, `/bible/old-testament/psalms/${LONG}`, `/${LONGER}`, `/es/${LONG}/${LONG}`,
  `/emails/daily/${LONG}`,
]

for (const address of addresses) {
  test(`${address.slice(0, 40)}… (${address.length} characters) is Page Not Found`, async ({ request }) => {
    const response = await request.get(address)
    expect(response.status()).toBe(404)
    expect(await response.text()).toMatch(/Page Not Found|Página no encontrada/)
  })
}
