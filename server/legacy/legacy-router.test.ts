import { afterAll, describe, expect, it } from 'vitest'
import { BIBLE_ONLY, createTestApp, TEST_APP_ORIGIN } from '../testing/test-app.ts'

describe('legacy addresses', () => {
  const { app, close } = createTestApp({ seeds: BIBLE_ONLY })
  afterAll(close)
  const get = (path: string) => app.request(path, { redirect: 'manual' })

  it('moves every old page permanently to its modern address, keeping the query string', async () => {
    const cases: Array<[string, string]> = [
      ['/privacy-policy.php', '/privacy-policy'], ['/terms.php', '/terms'], ['/Unsubscribe.html', '/unsubscribe'],
      ['/news.php?utm_source=email', '/news?utm_source=email'], ['/home-page/articles.php', '/articles'],
      ['/home-page/videos/section.php', '/videos'], ['/home-page/videos/topic.php', '/videos'],
      ['/home-page/verses.php', '/verses'], ['/features/bm-favorites.php', '/favorites'],
      ['/legacy/verses', '/verses'], ['/legacy/videos', '/videos'], ['/es/news.php', '/es/news'],
    ]
    for (const [from, to] of cases) {
      const response = await get(from)
      expect(response.status, from).toBe(301)
      expect(response.headers.get('location'), from).toBe(to)
    }
  })

  it('finds the testament of an old Bible address from the book itself', async () => {
    const cases: Array<[string, string]> = [
      ['/home-page/full-bible/john/3', '/bible/new-testament/john/3'], ['/home-page/full-bible/genesis', '/bible/old-testament/genesis'],
      ['/home-page/full-bible/psalms/23/1', '/bible/old-testament/psalms/23/1'], ['/home-page/full-bible/no-such-book/1', '/bible'],
      ['/home-page/full-bible', '/bible'], ['/home-page/full-bible//john//3/', '/bible/new-testament/john/3'],
    ]
    for (const [from, to] of cases) expect((await get(from)).headers.get('location'), from).toBe(to)
  })

  it('sends an old Bible address that names no chapter or verse to the Bible, never to a page that does not exist', async () => {
    for (const from of ['/home-page/full-bible/john/3/16/9', '/home-page/full-bible/john/three', '/home-page/full-bible/john/0', '/home-page/full-bible/john/3/1000']) {
      const response = await get(from)
      expect(response.status, from).toBe(301)
      expect(response.headers.get('location'), from).toBe('/bible')
    }
  })

  it('ignores trailing slashes on an old page address', async () => {
    for (const from of ['/terms.php/', '/terms.php//']) expect((await get(from)).headers.get('location'), from).toBe('/terms')
  })

  it('sends the old sign-up form to registration with a ReturnUrl and the rsid', async () => {
    const response = await get('/sign-up/page1.php?rsid=V123abcdefghijkl')
    expect(response.status).toBe(301)
    const location = new URL(response.headers.get('location') ?? '')
    expect(location.pathname).toBe('/account/register')
    expect(location.searchParams.get('ReturnUrl')).toBe(`${TEST_APP_ORIGIN}/`)
    expect(location.searchParams.get('rsid')).toBe('V123abcdefghijkl')
    expect(location.searchParams.get('ui_locales')).toBe('en')
  })

  it('asks for the registration page in the language of the old address', async () => {
    const location = new URL((await get('/es/sign-up/page1.php')).headers.get('location') ?? '')
    expect(location.searchParams.get('ui_locales')).toBe('es')
    expect(location.searchParams.has('rsid')).toBe(false)
  })

  it('builds the return address from the configured origin, whatever Host the request names', async () => {
    for (const host of ['evil.example', 'evil.example:443', 'localhost:1']) {
      const response = await app.request('http://evil.example/es/sign-up/page1.php', { redirect: 'manual', headers: { Host: host } })
      const location = new URL(response.headers.get('location') ?? '')
      expect(location.searchParams.get('ReturnUrl')).toBe(`${TEST_APP_ORIGIN}/es`)
      expect(response.headers.get('location')).not.toContain('evil')
    }
  })

  it('leaves every other address alone', async () => {
    expect((await get('/about.html')).status).not.toBe(301)
    expect((await get('/umbraco/delivery/api/v2/content/item/news.php')).status).toBe(404)
  })
})
