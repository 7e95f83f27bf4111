import { expect, test } from './fixtures.ts'
import { openReading } from './support/reader.ts'

// Content pages against the seeded reference content (server/db/seed-site). The clock is fixed where "today" matters.
const SUNDAY_MORNING = new Date('2026-03-15T08:30:00')

test('the home page shows its sections and the verse of the day from this morning’s send', async ({ page }) => {
  await page.clock.setFixedTime(SUNDAY_MORNING)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Lamp: Read the Bible, Pray Through the Day' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'A lamp unto your feet' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Verses to carry with you today' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Latest articles' })).toBeVisible()
  const verseOfTheDay = page.getByRole('region', { name: 'Verse of the day' })
  await expect(verseOfTheDay.locator('blockquote')).not.toBeEmpty()
  await expect(verseOfTheDay.getByRole('link', { name: 'Read this morning’s devotion' })).toHaveAttribute('href', '/emails/daily/031526/am')
})

test('the news page lists its announcements', async ({ page }) => {
  await page.goto('/news')
  await expect(page.getByRole('heading', { level: 1, name: 'News from Lamp' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'The Lamp Store Is Open' })).toBeVisible()
})

test('the store shows every item with its price', async ({ page }) => {
  await page.goto('/store')
  await expect(page.getByRole('heading', { level: 1, name: 'The Lamp Store' })).toBeVisible()
  await expect(page.locator('.product')).toHaveCount(8)
  await expect(page.locator('.product', { hasText: 'KJV Journaling Bible' })).toContainText('$39.99')
})

test('the videos page groups the nine videos under three topics', async ({ page }) => {
  await page.goto('/videos')
  await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible()
  await expect(page.locator('.video-card')).toHaveCount(9)
  await page.getByRole('link', { name: 'The Psalms', exact: true }).click()
  await expect(page).toHaveURL(/\/videos\/topic\/psalms$/)
})

test('a video topic shows its videos, each opening its own page', async ({ page }) => {
  await page.goto('/videos/topic/psalms')
  await expect(page.getByRole('heading', { level: 1, name: 'The Psalms' })).toBeVisible()
  await expect(page.locator('.video-card')).toHaveCount(3)
  await expect(page.getByRole('link', { name: 'Psalm 23: The Lord Is My Shepherd' })).toHaveAttribute('href', '/videos/psalms/psalm-23-the-lord-is-my-shepherd')
})

test('the articles page lists eight articles, newest first', async ({ page }) => {
  await page.goto('/articles')
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible()
  await expect(page.locator('.card')).toHaveCount(8)
})

test('an article renders its rich text, and its internal links stay in the app', async ({ page }) => {
  await page.goto('/articles/how-to-start-reading-the-bible')
  await expect(page.getByRole('heading', { level: 1, name: 'How to Start Reading the Bible (and Keep Going)' })).toBeVisible()
  const body = page.locator('.article-body')
  await expect(body.getByRole('heading', { level: 2, name: 'Start with a Gospel' })).toBeVisible()
  await expect(body.locator('ul li')).not.toHaveCount(0)
  await expect(body.getByRole('link', { name: 'Project Gutenberg' })).toHaveAttribute('rel', 'noopener noreferrer')
  // The page is server-rendered: until the browser has taken it over, a click is an ordinary page load.
  await expect(page.locator('.account-sign-in')).toBeVisible()
  await page.evaluate(() => { (window as unknown as { __sameDocument: boolean }).__sameDocument = true })
  await body.getByRole('link', { name: 'verses on hope' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Bible Verses about Hope' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
})

test('a script inside seeded rich text never runs', async ({ page }) => {
  await page.goto('/articles/reading-the-gospel-of-john-in-21-days')
  await expect(page.getByRole('heading', { level: 2, name: 'Week one: who is Jesus?' })).toBeVisible()
  await expect(page.locator('.article-body script')).toHaveCount(0)
  await expect(page.locator('.article-body [onerror]')).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { __lampXss?: unknown }).__lampXss)).toBeUndefined()
})

test('the verses page lists every topic', async ({ page }) => {
  await page.goto('/verses')
  await expect(page.getByRole('heading', { level: 1, name: 'Bible Verses by Topic' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Verse topics' }).getByRole('link')).not.toHaveCount(0)
  expect(await page.getByRole('navigation', { name: 'Verse topics' }).getByRole('link').count()).toBeGreaterThanOrEqual(12)
})

test('a verse topic shows its verses, each linked to the Bible', async ({ page }) => {
  await page.goto('/verses/love')
  await expect(page.getByRole('heading', { level: 1, name: 'Bible Verses about Love' })).toBeVisible()
  expect(await page.locator('.topic-verse').count()).toBeGreaterThanOrEqual(8)
  await page.getByRole('link', { name: 'John 3:16 KJV' }).click()
  await expect(page).toHaveURL(/\/bible\/new-testament\/john\/3\/16$/)
})

for (const [send, title] of [['am', 'Morning'], ['pm', 'Afternoon'], ['eve', 'Evening']] as const) {
  test(`the ${send} devotional of a date shows its parts and links to the day’s other sends and days`, async ({ page }) => {
    await page.goto(`/emails/daily/031526/${send}`)
    await expect(page.getByRole('heading', { level: 1, name: `${title} Devotion for Sunday, March 15, 2026` })).toBeVisible()
    for (const part of [/Today’s scripture/, /Bible study:/, /Prayer:/, /Words to carry/]) await expect(page.getByRole('heading', { level: 2, name: part })).toBeVisible()
    await expect(page.locator('.passage blockquote')).not.toBeEmpty()
    const others = page.getByRole('navigation', { name: 'Devotions of this day' }).getByRole('link')
    await expect(others).toHaveCount(2)
    const days = page.getByRole('navigation', { name: 'Other days' })
    await expect(days.getByRole('link', { name: /Previous day/ })).toHaveAttribute('href', `/emails/daily/031426/${send}`)
    await expect(days.getByRole('link', { name: /Next day/ })).toHaveAttribute('href', `/emails/daily/031626/${send}`)
    // The newsletter layout: no site navigation.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
  })
}

test('without a date the devotional is today’s', async ({ page }) => {
  await page.clock.setFixedTime(SUNDAY_MORNING)
  await page.goto('/emails/daily/eve')
  await expect(page.getByRole('heading', { level: 1, name: 'Evening Devotion for Sunday, March 15, 2026' })).toBeVisible()
  await page.getByRole('navigation', { name: 'Devotions of this day' }).getByRole('link', { name: 'Morning devotion' }).click()
  await expect(page).toHaveURL(/\/emails\/daily\/031526\/am$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Morning Devotion for Sunday, March 15, 2026' })).toBeVisible()
})

test('a general page renders from content', async ({ page }) => {
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1, name: 'About Lamp' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'What we offer' })).toBeVisible()
})

test('in Spanish the content comes in Spanish', async ({ page }) => {
  await page.goto('/es/about')
  await expect(page.getByRole('heading', { level: 1, name: 'Acerca de Lamp' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Lo que ofrecemos' })).toBeVisible()
  await page.goto('/es/verses/love')
  await expect(page.getByRole('heading', { level: 1, name: 'Versículos bíblicos sobre amor' })).toBeVisible()
})

for (const path of ['/emails/daily/123199/am', '/emails/daily/13012a/am', '/emails/daily/023026/pm', '/emails/daily/031526/noon', '/emails/daily/031526', '/verses/not-a-topic', '/articles/nope', '/videos/topic/nope', '/about.html', '/no-such-page', '/verses/love/extra']) {
  test(`${path} is Page Not Found`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
    await expect(page.getByText(`Page Not Found: ${path}`)).toBeVisible()
  })
}

test('a verse is shared with its reference: copied, and confirmed', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  // Desktop Chromium may or may not offer the share sheet; the clipboard path is the one tested here.
  await page.addInitScript(() => { Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }) })
  // Server-rendered: a click before the page's code has run does nothing.
  await openReading(page, '/bible/new-testament/john/3/16', 'John 3:16')
  await page.getByRole('button', { name: 'Share John 3:16 KJV' }).click()
  await expect(page.getByRole('status').getByText('Verse copied')).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toContain('For God so loved the world')
  expect(copied).toContain('John 3:16 KJV')
})

test('the reading text size is kept across pages and visits', async ({ page }) => {
  await openReading(page, '/bible/new-testament/john/3', 'John 3')
  const verse = page.locator('.scripture').first()
  const before = await verse.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))
  await page.getByRole('radio', { name: 'Extra large' }).check()
  await expect.poll(() => verse.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThan(before)
  await page.goto('/emails/daily/031526/am')
  await expect(page.getByRole('radio', { name: 'Extra large' })).toBeChecked()
  await page.reload()
  await expect(page.getByRole('radio', { name: 'Extra large' })).toBeChecked()
})
