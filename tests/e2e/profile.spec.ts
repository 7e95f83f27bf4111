import { pickBirthday } from './birthday-helpers.ts'
import { accountButton } from './identity-helpers.ts'
import { expect, test } from './support/fresh-member.ts'

/** The profile page: a fresh member each time, so the demo accounts keep their names and birthdays. */
const ENABLED_ITEM = 'a0d1c3e2-4b5f-4c6d-8e7f-000000000001'
const ACCOUNT_PATH = '/bible-api/api/v2/account'

test('a first name of spaces is refused next to the field, and nothing is sent', async ({ page, freshMember }) => {
  await freshMember.signIn()
  await page.goto('/my-profile')
  const sent: string[] = []
  page.on('request', (request) => { if (request.method() === 'PUT' && new URL(request.url()).pathname === ACCOUNT_PATH) sent.push(request.url()) })
  const firstName = page.getByLabel('First name')
  await firstName.fill('   ')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Enter your first name.')).toBeVisible()
  await expect(firstName).toHaveAttribute('aria-invalid', 'true')
  await expect(firstName).toHaveAccessibleDescription('Enter your first name.')
  expect(sent).toEqual([])
})

test('a rename shows at once in the header, and survives a reload', async ({ page, freshMember }) => {
  await freshMember.signIn()
  await expect(accountButton(page)).toHaveText(freshMember.name)
  await page.goto('/my-profile')
  await page.getByLabel('First name').fill('Mara')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').getByText('Your profile has been saved.')).toBeVisible()
  await expect(page.getByTestId('profile-name')).toHaveText(`Mara ${freshMember.lastName}`)
  await expect(accountButton(page)).toHaveText(`Mara ${freshMember.lastName}`)
  await page.reload()
  await expect(accountButton(page)).toHaveText(`Mara ${freshMember.lastName}`)
})

test('the birthday given in onboarding is on the profile and can be changed with the same picker', async ({ page, freshMember }) => {
  test.setTimeout(60_000)
  await freshMember.signIn()
  await page.goto(`/bible?action=onboarding&ocid=${ENABLED_ITEM}`)
  const dialog = page.getByRole('dialog', { name: 'Welcome!' })
  const shown = await pickBirthday(page, dialog.getByRole('button', { name: 'Select your birthday' }), '1990-04-12')
  await dialog.getByRole('button', { name: 'Female' }).click()
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === ACCOUNT_PATH)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  expect((await saved).ok()).toBe(true)
  await dialog.getByRole('button', { name: 'No thanks' }).click()

  await page.goto('/my-profile')
  const birthday = page.getByRole('group', { name: 'Birthday' }).getByRole('button')
  await expect(birthday).toHaveText(shown)
  await expect(page.getByRole('group', { name: 'Gender' }).getByRole('button', { name: 'Female' })).toHaveAttribute('aria-pressed', 'true')
  const changed = await pickBirthday(page, birthday, '1985-03-14')
  await expect(birthday).toHaveText(changed)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').getByText('Your profile has been saved.')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('group', { name: 'Birthday' }).getByRole('button')).toHaveText(changed)
})

test.describe('a refused save', () => {
  // R-ACCT-4: a failed update is logged with this text.
  test.use({ expectedConsoleErrors: ['Something went wrong updating the user.'] })

  test('the service\'s field errors show next to their fields', async ({ page, freshMember }) => {
  await freshMember.signIn()
  await page.goto('/my-profile')
  // The one answer faked here: a 400 in the contract's shape (contracts/problem.ts), as the service sends for bad input.
  await page.route((url) => url.pathname === ACCOUNT_PATH, (route) => route.request().method() !== 'PUT' ? route.fallback() : route.fulfill({
    status: 400,
    contentType: 'application/problem+json',
    json: { type: 'Error', title: 'Bad Request', status: 400, detail: 'lastName: too long', errors: { lastName: ['must be at most 100 characters'] } },
  }))
  await page.getByLabel('Last name').fill('Cenchreae the deacon')
  await page.getByRole('button', { name: 'Save' }).click()
  const lastName = page.getByLabel('Last name')
  await expect(lastName).toHaveAttribute('aria-invalid', 'true')
  await expect(lastName).toHaveAccessibleDescription('Enter your last name, up to 100 characters.')
  await expect(page.getByLabel('First name')).not.toHaveAttribute('aria-invalid', 'true')
  })
})

test.describe('on a phone', () => {
  test('the fields take the full width and their text is large enough not to zoom', async ({ page, freshMember }) => {
    // Signed in at the desktop width, where "Sign in" is in the header (a phone keeps it in the menu drawer).
    await freshMember.signIn()
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/my-profile')
    const input = page.getByLabel('First name')
    const form = page.locator('form.profile-form')
    const [inputBox, formBox] = [await input.boundingBox(), await form.boundingBox()]
    expect(inputBox?.width ?? 0).toBeGreaterThan((formBox?.width ?? 0) - 2)
    expect(await input.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(16)
    expect(inputBox?.height ?? 0).toBeGreaterThanOrEqual(44)
  })
})
