import type { Page } from '@playwright/test'
import { ITEM_IDS, ONBOARDING_JOURNEYS, onboardingSpecModel, type OnboardingModelEvent } from '../models/onboarding.spec-model.ts'
import { replay } from '../models/support/spec-paths.ts'
import { driveOnboarding, REDEEM_ERROR, START_PATH } from './model/onboarding-driver.ts'
import { expect, test } from './support/fresh-member.ts'

/**
 * The onboarding journeys the product names (ONBOARDING_JOURNEYS in tests/models/onboarding.spec-model.ts), one
 * browser test each, against the real reference services: the events come from the spec model and the driver
 * (tests/e2e/model/onboarding-driver.ts) checks the screen, the requests, the flag, the toast and the points at
 * every step. Every other shortest path of the same model runs in tests/e2e/model/onboarding.model.spec.ts.
 */

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Welcome!' })

for (const journey of ONBOARDING_JOURNEYS) {
  const path = replay(onboardingSpecModel, journey.input, journey.events.map((type) => ({ type }) as OnboardingModelEvent))
  test.describe(journey.name, () => {
    test.use({ expectedConsoleErrors: journey.events.includes('service.redeemFails') ? [REDEEM_ERROR] : [] })
    if (journey.input.member) {
      test(`onboarding journey: ${journey.name}`, async ({ page, freshMember }) => {
        test.setTimeout(60_000)
        await driveOnboarding(page, path, journey.input, freshMember)
      })
    } else {
      test(`onboarding journey: ${journey.name}`, async ({ page }) => {
        test.setTimeout(60_000)
        await driveOnboarding(page, path, journey.input, null)
      })
    }
  })
}

test('start-up: rad-premium-user and rad-lang-pref leave the address without a reload; unknown actions are only logged', async ({ page }) => {
  const logged: string[] = []
  const documents: string[] = []
  page.on('console', (message) => logged.push(message.text()))
  page.on('request', (request) => { if (request.resourceType() === 'document') documents.push(request.url()) })
  await page.goto(`${START_PATH}?rad-premium-user=true&action=dance&rad-lang-pref=es&utm_source=mail`)
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page).toHaveURL(/\/bible\?action=dance&utm_source=mail$/)
  expect(documents, 'one page load: the address was replaced in place').toHaveLength(1)
  await expect.poll(() => logged.some((text) => text.includes('Unknown action'))).toBe(true)
  await expect(dialog(page)).toHaveCount(0)
})

test('the dialog is translated and its code is not in the entry chunk', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => { if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname) })
  await page.goto(START_PATH)
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  expect(scripts.some((path) => path.includes('onboarding-dialog')), 'no dialog code on a plain visit').toBe(false)

  await page.goto(`/es/bible?action=onboarding&ocid=${ITEM_IDS.enabled}`)
  const welcome = page.getByRole('dialog', { name: '¡Bienvenido!' })
  await expect(welcome).toBeVisible()
  expect(scripts.some((path) => path.includes('onboarding-dialog'))).toBe(true)
  await expect(welcome.getByRole('button', { name: 'Selecciona tu fecha de nacimiento' })).toBeVisible()
  await expect(welcome.getByRole('button', { name: 'Sin especificar' })).toBeVisible()
  await welcome.getByRole('button', { name: 'Selecciona tu fecha de nacimiento' }).click()
  // The week starts on Tuesday (R-ONB-6), and no day after today can be chosen.
  const calendar = page.getByRole('dialog', { name: 'Elige tu fecha de nacimiento' })
  // The weekday row is hidden from assistive technology (each day's name says its weekday), so read it as markup.
  await expect(calendar.locator('.rdp-weekday').first()).toHaveAttribute('aria-label', /martes/i)
  await expect(calendar.getByRole('button', { name: /siguiente/i })).toHaveAttribute('aria-disabled', 'true')
  await page.keyboard.press('Escape')
  await expect(calendar).toBeHidden()
  await expect(welcome, 'Escape closes the calendar first, not the dialog').toBeVisible()
})
