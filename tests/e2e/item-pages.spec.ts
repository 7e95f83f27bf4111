import { expect, test } from './fixtures.ts'

// Store items and videos are pages of the site (decision 0071): nothing opens a shop or a video host elsewhere.

test('a store item opens its own page with its price, details and product code', async ({ page }) => {
  await page.goto('/store')
  await page.getByRole('link', { name: 'KJV Journaling Bible' }).click()
  await expect(page).toHaveURL(/\/store\/kjv-journaling-bible$/)
  await expect(page.getByRole('heading', { level: 1, name: 'KJV Journaling Bible' })).toBeVisible()
  await expect(page.locator('.store-item .price')).toHaveText('$39.99')
  await expect(page.getByText('Product code: LAMP-BIB-001')).toBeVisible()
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Store' }).click()
  await expect(page).toHaveURL(/\/store$/)
})

test('in Spanish a store item reads in Spanish, with a Spanish price format', async ({ page }) => {
  await page.goto('/es/store/kjv-journaling-bible')
  await expect(page.getByRole('heading', { level: 1, name: 'Biblia King James para tomar notas' })).toBeVisible()
  await expect(page.locator('.store-item .price')).toHaveText(/^39,99\sUS\$$/)
  await expect(page.getByText('Código del producto: LAMP-BIB-001')).toBeVisible()
})

test('a video opens its own page, whose player plays the served clip with captions in the page’s language', async ({ page }) => {
  await page.goto('/videos')
  await page.getByRole('link', { name: 'Psalm 46: Be Still, and Know' }).click()
  await expect(page).toHaveURL(/\/videos\/psalms\/psalm-46-be-still$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Psalm 46: Be Still, and Know' })).toBeVisible()
  const video = page.locator('video.video-player')
  await expect(video.locator('source')).toHaveAttribute('src', '/media/clips/psalm-46-be-still.webm')
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1)
  expect(await video.evaluate((element: HTMLVideoElement) => Math.round(element.duration))).toBe(689)
  await video.evaluate((element: HTMLVideoElement) => { element.muted = true; return element.play() })
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.2)
  // The default track (English here) loads and shows its cues.
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => {
    const track = Array.from(element.textTracks).find((candidate) => candidate.mode === 'showing')
    return track ? `${track.language}:${track.cues?.length ?? 0}` : 'none'
  })).toMatch(/^en:[1-9]/)
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'The Psalms' }).click()
  await expect(page).toHaveURL(/\/videos\/topic\/psalms$/)
})

test('on /es the video page shows Spanish captions first', async ({ page }) => {
  await page.goto('/es/videos/prayer/a-five-minute-morning-prayer')
  await expect(page.getByRole('heading', { level: 1, name: 'Una oración de cinco minutos por la mañana' })).toBeVisible()
  const tracks = page.locator('video.video-player track')
  await expect(tracks.first()).toHaveAttribute('srclang', 'es')
  await expect(tracks.first()).toHaveAttribute('default', '')
})

test('a saved video opens its own page from the favorites page', async ({ page }) => {
  await page.goto('/videos/topic/hope')
  const card = page.locator('.video-card', { hasText: 'New Every Morning' })
  await card.getByRole('button', { name: /New Every Morning/ }).click()
  await page.goto('/favorites')
  await page.getByRole('link', { name: 'New Every Morning' }).click()
  await expect(page).toHaveURL(/\/videos\/hope\/new-every-morning$/)
  await expect(page.getByRole('heading', { level: 1, name: 'New Every Morning' })).toBeVisible()
})

test('a video saved under its old address (topic#video) still opens the video’s page', async ({ page }) => {
  await page.goto('/favorites')
  await page.evaluate(() => localStorage.setItem('lamp-favorites', JSON.stringify([
    { kind: 'video', path: '/videos/hope#an-anchor-for-the-soul', title: 'An Anchor for the Soul', addedAt: '2026-11-01T10:00:00.000Z' },
  ])))
  await page.reload()
  await page.getByRole('link', { name: 'An Anchor for the Soul' }).click()
  await expect(page).toHaveURL(/\/videos\/hope\/an-anchor-for-the-soul$/)
  await expect(page.getByRole('heading', { level: 1, name: 'An Anchor for the Soul' })).toBeVisible()
})

for (const path of ['/store/nope', '/videos/psalms/nope', '/videos/nope/psalm-46-be-still', '/videos/hope/psalm-46-be-still']) {
  test(`${path} is Page Not Found`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  })
}
