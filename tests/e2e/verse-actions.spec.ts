import type { Page } from '@playwright/test'
import { expectAccessible } from './support/axe.ts'
import { openReading, tapVerse } from './support/reader.ts'
import { expect, test } from './fixtures.ts'

const JOHN_3 = '/bible/new-testament/john/3'

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' })
})

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText())
const actions = (page: Page) => page.getByRole('toolbar')

test.describe('picking verses in a chapter', () => {
  test('a tapped verse is copied with its reference, and the bar is accessible', async ({ page }) => {
    test.slow()
    await openReading(page, JOHN_3, 'John 3')
    await tapVerse(page, 16)
    const bar = actions(page)
    await expect(bar).toHaveAccessibleName('Actions for John 3:16')
    await expect(page.locator('[data-verse="16"]')).toHaveAttribute('data-selected', 'true')
    await expectAccessible(page, '.scripture', '[role="toolbar"]', '.picker-button', '.keyboard-help-button', '.chapter-nav')
    await bar.getByRole('button', { name: 'Copy' }).click()
    await expect(page.getByRole('status').getByText('Verse copied')).toBeVisible()
    expect(await clipboard(page)).toBe(
      '“For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.”\nJohn 3:16 KJV',
    )
    // Tapping the verse again lets it go.
    await tapVerse(page, 16)
    await expect(bar).toBeHidden()
  })

  test('Shift extends to a range, copied as its words followed by John 3:16-18 KJV', async ({ page }) => {
    await openReading(page, JOHN_3, 'John 3')
    await tapVerse(page, 16)
    await tapVerse(page, 18, { shift: true })
    await expect(actions(page)).toHaveAccessibleName('Actions for John 3:16-18')
    await expect(page.locator('[data-selected]')).toHaveCount(3)
    await actions(page).getByRole('button', { name: 'Copy' }).click()
    await expect(page.getByRole('status').getByText('Verses copied')).toBeVisible()
    const copied = await clipboard(page)
    expect(copied).toMatch(/^“For God so loved the world.*For God sent not his Son.*He that believeth on him.*Son of God\.”\nJohn 3:16-18 KJV$/s)
  })

  test('selecting text across verses picks those verses', async ({ page }) => {
    await openReading(page, JOHN_3, 'John 3')
    // From the middle of verse 3's words to the middle of verse 4's, as a drag or a long press would.
    await page.evaluate(() => {
      const words = (verse: number) => {
        const element = document.querySelector(`[data-verse="${verse}"]`)
        if (!element) throw new Error(`verse ${verse} is missing`)
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT, {
          acceptNode: (node) => (node.parentElement?.closest('.verse-number') || !node.textContent?.trim() ? NodeFilter.FILTER_SKIP : NodeFilter.FILTER_ACCEPT),
        })
        const node = walker.nextNode()
        if (!node) throw new Error(`verse ${verse} has no words`)
        return node
      }
      document.getSelection()?.setBaseAndExtent(words(3), 10, words(4), 10)
    })
    await expect(actions(page)).toHaveAccessibleName('Actions for John 3:3-4')
    await expect(page.locator('[data-selected]')).toHaveCount(2)
  })

  test('picked verses stay in their chapter: the next one (→) opens with none picked, and its own are picked as usual', async ({ page }) => {
    await openReading(page, JOHN_3, 'John 3')
    await tapVerse(page, 16)
    await expect(actions(page)).toHaveAccessibleName('Actions for John 3:16')
    // The arrow key, not a click: a click outside the verses lets them go by itself.
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('heading', { level: 1, name: 'John 4' })).toBeVisible()
    await expect(actions(page)).toBeHidden()
    await expect(page.locator('[data-selected]')).toHaveCount(0)
    await tapVerse(page, 2)
    await expect(actions(page)).toHaveAccessibleName('Actions for John 4:2')
    await expect(page.locator('[data-selected]')).toHaveCount(1)
  })

  test('the keyboard\'s verses work in the next chapter too: ↓ moves among its verses and Enter picks there', async ({ page }) => {
    await openReading(page, JOHN_3, 'John 3')
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).focus()
    await page.keyboard.press('Tab')
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('button', { name: 'Verse 2', exact: true })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('heading', { level: 1, name: 'John 4' })).toBeFocused()
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).focus()
    await page.keyboard.press('Tab')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('button', { name: 'Verse 3', exact: true })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(actions(page)).toHaveAccessibleName('Actions for John 4:3')
  })

  test('the keyboard: Tab to the verses, ↓ to the next, Enter to pick; Escape gives the focus back', async ({ page }) => {
    await openReading(page, JOHN_3, 'John 3')
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).focus()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Verse 1', exact: true })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    const verse3 = page.getByRole('button', { name: 'Verse 3', exact: true })
    await expect(verse3).toBeFocused()
    await page.keyboard.press('Enter')
    const copy = actions(page).getByRole('button', { name: 'Copy' })
    await expect(copy).toBeFocused()
    await expect(verse3).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.press('ArrowRight')
    await expect(actions(page).getByRole('button', { name: 'Share link' })).toBeFocused()
    await expect(page).toHaveURL(/\/john\/3$/)
    await page.keyboard.press('Escape')
    await expect(actions(page)).toBeHidden()
    await expect(verse3).toBeFocused()
    await expect(verse3).toHaveAttribute('aria-pressed', 'false')
  })

  test('the keyboard\'s code loads when the keyboard reaches the verses, and ↓ pressed meanwhile is not lost', async ({ page }) => {
    const rovingChunk = /\/assets\/verse-roving-[\w-]+\.js$/
    const requested: string[] = []
    page.on('request', (request) => {
      if (rovingChunk.test(request.url())) requested.push(request.url())
    })
    // Held until released: the reader is faster than the network.
    let release = () => {}
    const arrived = new Promise<void>((resolve) => (release = resolve))
    await page.route(rovingChunk, async (route) => {
      await arrived
      await route.continue()
    })
    await openReading(page, JOHN_3, 'John 3')
    await tapVerse(page, 16)
    await expect(actions(page)).toBeVisible()
    await tapVerse(page, 16)
    expect(requested, 'tapping verses needs no keyboard code').toEqual([])
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).focus()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Verse 1', exact: true })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => requested.length).toBe(1)
    release()
    const verse3 = page.getByRole('button', { name: 'Verse 3', exact: true })
    await expect(verse3).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('button', { name: 'Verse 4', exact: true })).toBeFocused()
  })

  test('End and ↑ pressed while the keyboard\'s code loads land on the last verse but one', async ({ page }) => {
    let release = () => {}
    const arrived = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/verse-roving-[\w-]+\.js$/, async (route) => {
      await arrived
      await route.continue()
    })
    await openReading(page, JOHN_3, 'John 3')
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).focus()
    await page.keyboard.press('Tab')
    await page.keyboard.press('End')
    await page.keyboard.press('ArrowUp')
    release()
    await expect(page.getByRole('button', { name: 'Verse 35', exact: true })).toBeFocused()
  })

  test('sharing copies a link to the verses (where there is no share sheet), in Spanish too', async ({ page, baseURL }) => {
    await openReading(page, `/es${JOHN_3}`, 'Juan 3')
    await tapVerse(page, 16)
    await tapVerse(page, 18, { shift: true })
    await expect(actions(page)).toHaveAccessibleName('Acciones para Juan 3:16-18')
    await actions(page).getByRole('button', { name: 'Compartir enlace' }).click()
    await expect(page.getByRole('status').getByText('Enlace copiado')).toBeVisible()
    expect(await clipboard(page)).toBe(`${baseURL}/es${JOHN_3}#v16-18`)
  })

  test('saving keeps the verses in favorites, and their link opens the chapter at them', async ({ page }) => {
    await openReading(page, JOHN_3, 'John 3')
    await tapVerse(page, 16)
    await tapVerse(page, 17, { shift: true })
    const save = actions(page).getByRole('button', { name: 'Save' })
    await expect(save).toHaveAttribute('aria-pressed', 'false')
    await save.click()
    await expect(save).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.press('Escape')
    await tapVerse(page, 16)
    await expect(actions(page).getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false')
    await actions(page).getByRole('button', { name: 'Save' }).click()

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Favorites' }).click()
    const verses = page.getByRole('region', { name: 'Verses' })
    await expect(verses.getByRole('link', { name: 'John 3:16', exact: true })).toHaveAttribute('href', `${JOHN_3}/16`)
    await verses.getByRole('link', { name: 'John 3:16-17' }).click()
    await expect(page).toHaveURL(new RegExp(`${JOHN_3}#v16-17$`))
    await expect(page.locator('[data-linked]')).toHaveCount(2)
  })
})

test.describe('a link to verses', () => {
  // The site header sticks to the top: it must not cover the verse a link opens at.

  async function expectBelowHeader(page: Page, verse: number) {
    const header = page.locator('.site-header')
    const target = page.locator(`#v${verse}`)
    await expect(async () => {
      const headerBox = await header.boundingBox()
      const verseBox = await target.boundingBox()
      const viewport = page.viewportSize()
      if (!headerBox || !verseBox || !viewport) throw new Error('nothing to measure')
      expect(verseBox.y, 'the verse starts below the sticky header').toBeGreaterThanOrEqual(headerBox.y + headerBox.height)
      expect(verseBox.y, 'the verse is near the top, scrolled to').toBeLessThan(headerBox.y + headerBox.height + 60)
      expect(verseBox.y).toBeLessThan(viewport.height)
    }).toPass({ timeout: 5000 })
  }

  test('#v16 opens John 3 at verse 16, below the header, marked', async ({ page }) => {
    await page.goto(`${JOHN_3}#v16`)
    await expect(page.locator('[data-linked]')).toHaveCount(1)
    await expect(page.locator('#v16')).toHaveAttribute('data-linked', 'true')
    await expectBelowHeader(page, 16)
  })

  test('#v16-18 on a Spanish page marks the whole range, and only it', async ({ page }) => {
    await page.goto(`/es${JOHN_3}#v16-18`)
    await expect(page.locator('[data-linked]')).toHaveCount(3)
    for (const verse of [16, 17, 18]) await expect(page.locator(`#v${verse}`)).toHaveAttribute('data-linked', 'true')
    await expect(page.locator('#v15')).not.toHaveAttribute('data-linked', /.*/)
    await expect(page.locator('#v19')).not.toHaveAttribute('data-linked', /.*/)
    await expectBelowHeader(page, 16)
  })
})

test.describe('previous and next verse across chapters and books', () => {
  test('John 3:36 → John 4:1 and back; → works from the keyboard too', async ({ page }) => {
    await openReading(page, `${JOHN_3}/36`, 'John 3:36')
    await page.getByRole('link', { name: 'Next verse: John 4:1' }).click()
    await expect(page).toHaveURL(/\/bible\/new-testament\/john\/4\/1$/)
    await expect(page.getByRole('heading', { level: 1, name: 'John 4:1' })).toBeVisible()
    await page.getByRole('link', { name: 'Previous verse: John 3:36' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'John 3:36' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Next verse: John 4:1' })).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('heading', { level: 1, name: 'John 4:1' })).toBeVisible()
  })

  test('Malachi 4:6 → Matthew 1:1, in Spanish', async ({ page }) => {
    await openReading(page, '/es/bible/old-testament/malachi/4/6', 'Malaquías 4:6')
    await page.getByRole('link', { name: 'Versículo siguiente: Mateo 1:1' }).click()
    await expect(page).toHaveURL(/\/es\/bible\/new-testament\/matthew\/1\/1$/)
    await expect(page.getByRole('link', { name: 'Versículo anterior: Malaquías 4:6' })).toBeVisible()
  })

  test('Revelation 22:21 has no next verse and Genesis 1:1 no previous', async ({ page }) => {
    await openReading(page, '/bible/new-testament/revelation/22/21', 'Revelation 22:21')
    await expect(page.getByRole('link', { name: 'Previous verse: Revelation 22:20' })).toBeVisible()
    await expect(page.getByRole('link', { name: /^Next verse/ })).toHaveCount(0)
    await openReading(page, '/bible/old-testament/genesis/1/1', 'Genesis 1:1')
    await expect(page.getByRole('link', { name: 'Next verse: Genesis 1:2' })).toBeVisible()
    await expect(page.getByRole('link', { name: /^Previous verse/ })).toHaveCount(0)
    await page.keyboard.press('ArrowLeft')
    await expect(page.getByRole('heading', { level: 1, name: 'Genesis 1:1' })).toBeVisible()
  })
})
