import { readFileSync } from 'node:fs'
import { expect, test } from './fixtures.ts'

/**
 * A visitor who reads in Spanish meets no English interface text. The English side comes from the catalog itself:
 * every message whose Spanish translation differs (long enough to be unambiguous, without placeholders) must not
 * appear in a Spanish page's text, screen-reader labels, placeholders or alt texts. Scripture is the KJV's English
 * and is marked `lang="en"`; text inside such an element is not the interface and is left out.
 */
function englishMessages(): string[] {
  const catalog = readFileSync(new URL('../../src/locales/es.po', import.meta.url), 'utf8')
  const pairs = catalog.matchAll(/msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/g)
  return [...pairs]
    .map(([, english = '', spanish = '']) => ({ english: english.replaceAll('\\"', '"'), spanish: spanish.replaceAll('\\"', '"') }))
    .filter(({ english, spanish }) => english !== spanish && english.length >= 4 && !/[{<]/.test(english))
    .map(({ english }) => english)
}

/** One page of every kind a visitor reaches from the Spanish home page. */
const SAMPLE = [
  '/es', '/es/bible', '/es/bible/old-testament', '/es/bible/new-testament/john', '/es/bible/new-testament/john/3',
  '/es/bible/new-testament/john/3/16', '/es/verses', '/es/verses/love', '/es/articles', '/es/news', '/es/videos',
  '/es/videos/topic/psalms', '/es/videos/psalms/psalm-46-be-still', '/es/store', '/es/store/kjv-journaling-bible',
  '/es/emails/daily/031526/am', '/es/about', '/es/unsubscribe', '/es/search?q=amor', '/es/favorites', '/es/no-such-page',
]

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test('Spanish pages of every kind show no English interface text', async ({ page }) => {
  test.setTimeout(180_000)
  const messages = englishMessages().map((english) => ({ english, pattern: new RegExp(`(^|[^\\p{L}])${escapeRegExp(english)}($|[^\\p{L}])`, 'u') }))
  expect(messages.length).toBeGreaterThan(100)
  const found: Array<{ path: string; english: string }> = []
  for (const path of SAMPLE) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await expect(page.locator('html')).toHaveAttribute('lang', /^es/)
    const texts = await page.evaluate(() => {
      const spanish = (node: Element | null) => !node?.closest('[lang]:not([lang^="es"])')
      const out: string[] = []
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (!parent || parent.closest('script, style, template') || !spanish(parent)) continue
        const text = node.textContent?.trim()
        if (text) out.push(text)
      }
      for (const element of document.body.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
        if (!spanish(element)) continue
        for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
          const value = element.getAttribute(name)
          if (value) out.push(value)
        }
      }
      out.push(document.title)
      return out
    })
    for (const { english, pattern } of messages) if (texts.some((text) => pattern.test(text))) found.push({ path, english })
  }
  expect(found, 'English interface text on Spanish pages').toEqual([])
})
