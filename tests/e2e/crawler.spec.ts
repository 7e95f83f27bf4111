import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/**
 * No link in the site leads to a 404 or an empty page. From the home page, the Bible index, one book and today's
 * devotional (each locale), every same-origin link is followed, breadth first, to a bounded depth: every link on a
 * start page is checked, and deeper pages are fetched at most MAX_PER_SHAPE per kind of address (one chapter is like
 * another), so the crawl stays small (a few hundred requests) while reaching every kind of page. Each page is
 * checked as served (status, a main heading that is not "Page Not Found"); the first page of each kind is also
 * opened in Chromium, where it must hydrate without errors and show its heading.
 */
const MAX_DEPTH = 3
const MAX_PER_SHAPE = 4
const MAX_PAGES = 600

/** A kind of address: the fixed words of the path stay, slugs, numbers and dates become `*`. */
function shapeOf(path: string): string {
  const url = new URL(path, 'http://x')
  const segments = url.pathname.split('/').filter(Boolean)
  const fixed = /^(es|bible|verses|videos|store|articles|news|emails|daily|topic|search|favorites|profile|(old|new)-testament)$/
  return `${segments.map((segment) => (fixed.test(segment) ? segment : '*')).join('/')}${url.search ? '?' : ''}`
}

/** Same-origin page links of a served page (anchors only; scripts and styles are not links a visitor follows). */
function linksIn(html: string, base: URL): string[] {
  const links: string[] = []
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const href = (match[1] ?? '').replaceAll('&amp;', '&')
    if (!href || href.startsWith('mailto:') || href.startsWith('tel:') || href.startsWith('#')) continue
    const url = new URL(href, base)
    if (url.origin !== base.origin) continue
    links.push(`${url.pathname}${url.search}`)
  }
  return links
}

interface Visit { path: string; from: string; depth: number }
interface Problem { path: string; from: string; problem: string }

async function check(request: APIRequestContext, base: URL, visit: Visit): Promise<{ problem: string | null; links: string[]; isPage: boolean }> {
  const response = await request.get(visit.path, { maxRedirects: 5, timeout: 15_000 })
  const finalUrl = new URL(response.url())
  if (finalUrl.origin !== base.origin) return { problem: `redirects away to ${finalUrl.origin}`, links: [], isPage: false }
  if (response.status() !== 200) return { problem: `status ${response.status()}`, links: [], isPage: false }
  const type = response.headers()['content-type'] ?? ''
  // Media and downloads a page links to (a clip, a captions file) only need to be there.
  if (!type.includes('text/html')) return { problem: null, links: [], isPage: false }
  const html = await response.text()
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '').trim() ?? ''
  if (!heading) return { problem: 'no main heading (an empty page)', links: [], isPage: true }
  if (heading === 'Page Not Found') return { problem: 'Page Not Found', links: [], isPage: true }
  return { problem: null, links: linksIn(html, finalUrl), isPage: true }
}

async function openInBrowser(page: Page, path: string): Promise<string | null> {
  const response = await page.goto(path)
  if (response?.status() !== 200) return `status ${response?.status() ?? 'none'} in the browser`
  const heading = page.getByRole('heading', { level: 1 }).first()
  await expect(heading).toBeVisible()
  if ((await heading.innerText()).trim() === 'Page Not Found') return 'Page Not Found in the browser'
  return null
}

for (const prefix of ['', '/es'] as const) {
  test(`every link from the start pages of ${prefix || 'the English site'} leads to a page`, async ({ page, baseURL }) => {
    test.setTimeout(300_000)
    const base = new URL(baseURL ?? '')
    const starts = ['/', '/bible', '/bible/new-testament/john', '/emails/daily/am'].map((path) => (prefix && path === '/' ? prefix : `${prefix}${path}`))
    const queue: Visit[] = starts.map((path) => ({ path, from: '(start)', depth: 0 }))
    const seen = new Set(starts)
    const perShape = new Map<string, number>()
    const problems: Problem[] = []
    const firstOfShape: string[] = []
    let fetched = 0
    while (queue.length > 0 && fetched < MAX_PAGES) {
      const visit = queue.shift() as Visit
      fetched += 1
      const { problem, links, isPage } = await check(page.request, base, visit)
      if (problem) problems.push({ path: visit.path, from: visit.from, problem })
      const shape = shapeOf(visit.path)
      if (isPage && !problem && !perShape.has(shape)) firstOfShape.push(visit.path)
      perShape.set(shape, (perShape.get(shape) ?? 0) + 1)
      if (visit.depth >= MAX_DEPTH) continue
      for (const link of links) {
        if (seen.has(link)) continue
        // Every link of a start page is followed; deeper, a few of each kind.
        if (visit.depth > 0 && (perShape.get(shapeOf(link)) ?? 0) + queue.filter((queued) => shapeOf(queued.path) === shapeOf(link)).length >= MAX_PER_SHAPE) continue
        seen.add(link)
        queue.push({ path: link, from: visit.path, depth: visit.depth + 1 })
      }
    }
    expect(problems, `links that lead nowhere (${fetched} addresses checked)`).toEqual([])
    expect(queue, `the crawl stopped at ${MAX_PAGES} addresses`).toEqual([])
    // The crawl reached the kinds of page the site links to (not just the start pages).
    expect(firstOfShape.length).toBeGreaterThan(15)
    for (const path of firstOfShape) expect({ path, problem: await openInBrowser(page, path) }).toEqual({ path, problem: null })
  })
}
