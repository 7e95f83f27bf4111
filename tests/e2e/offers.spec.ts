import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { uniqueEmail } from './identity-helpers.ts'
import { holdContent } from './support/held-content.ts'

const isPending = (url: string) => /\/lead-pathing\/offers\/[^/]+\/pending-impressions$/.test(url)

async function becomeLead(page: Page, path: string) {
  const email = uniqueEmail('offers')
  const pending = page.waitForResponse((r) => isPending(r.url()) && r.status() === 201)
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}email=${email}`)
  await pending
  return page.evaluate(() => JSON.parse(localStorage.getItem('rad-pathing') ?? 'null') as { id: string; email: string })
}

test('a new lead sees two offers; showing records pending impressions, accepting posts the impression and removes the card', async ({ page }) => {
  const pendings: Array<{ id: string; offerId: string; leadId: string; pageId: string; rsid: string; parameters: unknown[] }> = []
  // A body still being read when the test ends must not fail it (the page is closed by then); a missing one fails the count below.
  page.on('response', (r) => { if (isPending(r.url()) && r.status() === 201) r.json().then((body) => pendings.push(body), () => {}) })
  const lead = await becomeLead(page, '/?utm_source=newsletter&utm_campaign=spring')

  const offers = page.getByRole('region', { name: 'Offers for you' })
  const cards = offers.getByRole('article')
  await expect(cards).toHaveCount(2)
  await expect.poll(() => pendings.length).toBe(2)
  const rsid = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('rsid') ?? '{}') as { rsid?: string }).rsid)
  for (const pending of pendings) expect(pending).toMatchObject({ leadId: lead.id, pageId: '/', rsid })

  const first = cards.first()
  const title = (await first.getByRole('heading').textContent()) ?? ''
  const saved = page.waitForResponse((r) => r.url().endsWith(`/lead-pathing/leads/${lead.id}/impressions`) && r.request().method() === 'POST')
  await first.getByRole('button', { name: 'Yes, sign me up' }).click()
  const response = await saved
  expect(response.status()).toBe(201)
  const [sent] = response.request().postDataJSON() as Array<Record<string, unknown>>
  const pendingForOffer = pendings.find((p) => p.offerId === sent?.offerId)
  expect(sent).toEqual({
    leadId: lead.id, pageId: '/', rsid, offerId: pendingForOffer?.offerId, accepted: true, pendingImpressionId: pendingForOffer?.id,
    parameters: expect.arrayContaining([{ key: 'utm_source', value: 'newsletter' }, { key: 'utm_campaign', value: 'spring' }, { key: 'source_page', value: '/' }]),
    metaData: { placement: 'home', locale: 'en-US' },
  })
  // What the service stored.
  expect(await response.json()).toEqual([expect.objectContaining({ id: expect.any(String), offerId: sent?.offerId, accepted: true, pendingImpressionId: pendingForOffer?.id })])
  await expect(offers.getByRole('heading', { name: title })).toHaveCount(0)
  await expect(cards).toHaveCount(1)

  const dismissed = page.waitForResponse((r) => r.url().endsWith(`/lead-pathing/leads/${lead.id}/impressions`) && r.request().method() === 'POST')
  await cards.first().getByRole('button', { name: 'No thanks' }).click()
  expect((await dismissed).request().postDataJSON()).toEqual([expect.objectContaining({ accepted: false })])
  await expect(offers).toHaveCount(0)
})

test('a devotional page shows the offers for a known lead; a visitor without a lead sees none', async ({ page, browser }) => {
  await becomeLead(page, '/emails/daily/031526/am')
  await expect(page.getByRole('region', { name: 'Offers for you' }).getByRole('article')).toHaveCount(2)

  const anonymous = await browser.newPage()
  await anonymous.goto('/emails/daily/031526/am')
  await expect(anonymous.getByRole('heading', { level: 1 })).toBeVisible()
  await anonymous.waitForLoadState('networkidle')
  await expect(anonymous.getByRole('region', { name: 'Offers for you' })).toHaveCount(0)
  await anonymous.close()
})

test('leaving the home page records no impression for the page being loaded, where no offer is shown (decision 0129)', async ({ page }) => {
  const pageIds: string[] = []
  page.on('request', (request) => { if (isPending(request.url())) pageIds.push((request.postDataJSON() as { pageId: string }).pageId) })
  await becomeLead(page, '/')
  const offers = page.getByRole('region', { name: 'Offers for you' })
  await expect(offers.getByRole('article')).toHaveCount(2)
  await expect.poll(() => pageIds).toEqual(['/', '/'])
  // The home page, with its offers, stays on screen while the verses page loads.
  const verses = await holdContent(page, '/verses')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Verses' }).click()
  await expect(page).toHaveURL('/verses')
  await expect.poll(verses.count).toBeGreaterThan(0)
  await expect(offers.getByRole('article')).toHaveCount(2)
  verses.release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Verses/)
  await expect(offers).toHaveCount(0)
  expect(pageIds).toEqual(['/', '/'])
})
