import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type Page } from '@playwright/test'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type * as sanitizeModule from './sanitize.ts'

type SanitizeModule = typeof sanitizeModule

// DOMPurify needs a real DOM: the module is bundled as it ships and run in Chromium, on a page at a known origin.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const ORIGIN = 'http://lamp.test'

// A missing browser fails the suite instead of skipping it: CI installs Chromium, and a skipped test guards nothing.
describe('sanitizeHtml in a browser', () => {
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    if (!existsSync(chromiumPath)) throw new Error(`Chromium not found at ${chromiumPath}: install Debian's chromium or set CHROMIUM_PATH`)
    const bundle = await build({
      entryPoints: [fileURLToPath(new URL('./sanitize.ts', import.meta.url))],
      bundle: true, format: 'iife', globalName: 'lampSanitize', write: false, target: 'es2022',
    })
    browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] })
    page = await browser.newPage()
    await page.route('**/*', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html><body></body></html>' }))
    await page.goto(`${ORIGIN}/`)
    await page.addScriptTag({ content: bundle.outputFiles[0]?.text ?? '' })
  })
  afterAll(async () => {
    await browser?.close()
  })

  const sanitize = (html: string, prefix = '') =>
    page.evaluate(([value, localePrefix]) => {
      const { sanitizeHtml } = (window as unknown as { lampSanitize: SanitizeModule }).lampSanitize
      return sanitizeHtml(value, localePrefix ? { internalHref: (href) => `${localePrefix}${href}` } : {})
    }, [html, prefix] as const)

  it('removes script elements, event handlers and javascript: URLs, and none of them runs', async () => {
    const clean = await sanitize(`<p>Hi</p><script>window.__lampXss = 1</script><img src="/x.png" onerror="window.__lampXss = 2" alt="x">
      <a href="javascript:window.__lampXss=3">click</a><svg><script>window.__lampXss = 4</script></svg><p onclick="alert(1)">p</p>`)
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:/i)
    await page.evaluate((html) => { document.body.innerHTML = html }, clean)
    await page.locator('a').click()
    expect(await page.evaluate(() => (window as unknown as { __lampXss?: number }).__lampXss)).toBeUndefined()
  })

  it('keeps headings, lists, images and links', async () => {
    const clean = await sanitize('<h2>Read</h2><ul><li>one</li></ul><ol><li>two</li></ol><img src="/media/a.jpg" alt="An open Bible" width="1200" height="675"><a href="/verses/hope">hope</a><blockquote>q</blockquote>')
    for (const part of ['<h2>Read</h2>', '<ul><li>one</li></ul>', '<ol><li>two</li></ol>', 'alt="An open Bible"', 'src="/media/a.jpg"', '<a href="/verses/hope">hope</a>', '<blockquote>q</blockquote>'])
      expect(clean).toContain(part)
  })

  it('marks external links noopener noreferrer and turns same-origin ones into paths, with the locale prefix', async () => {
    const clean = await sanitize('<a href="https://www.gutenberg.org/ebooks/10" target="_blank">KJV</a><a href="http://lamp.test/bible/new-testament/john/3?x=1#v16" target="_top">John 3</a>', '/es')
    expect(clean).toContain('<a href="https://www.gutenberg.org/ebooks/10" target="_blank" rel="noopener noreferrer">KJV</a>')
    expect(clean).toContain('<a href="/es/bible/new-testament/john/3?x=1#v16">John 3</a>')
  })

  it('drops styles, forms and frames', async () => {
    const clean = await sanitize('<p style="position:fixed">x</p><form action="/steal"><input name="p"></form><iframe src="https://evil.example"></iframe><style>body{}</style>')
    expect(clean).toBe('<p>x</p>')
  })
})
