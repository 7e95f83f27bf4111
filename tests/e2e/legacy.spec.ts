import { expect, test } from './fixtures.ts'

// Old addresses of the previous site: the server answers 301, the app lands on the modern page.
const OLD_ADDRESSES: Array<{ from: string; to: string; heading?: string }> = [
  { from: '/legacy/verses', to: '/verses', heading: 'Bible Verses by Topic' },
  { from: '/legacy/videos', to: '/videos', heading: 'Videos' },
  { from: '/home-page/full-bible/john/3', to: '/bible/new-testament/john/3', heading: 'John 3' },
  { from: '/home-page/full-bible/psalms/23/1', to: '/bible/old-testament/psalms/23/1', heading: 'Psalms 23:1' },
  { from: '/privacy-policy.php', to: '/privacy-policy', heading: 'Privacy Policy' },
  { from: '/terms.php', to: '/terms', heading: 'Terms of Use' },
  { from: '/Unsubscribe.html', to: '/unsubscribe', heading: 'Stop the Daily Devotions by Email' },
  { from: '/es/Unsubscribe.html', to: '/es/unsubscribe', heading: 'Dejar de recibir los devocionales por correo' },
  { from: '/news.php', to: '/news', heading: 'News from Lamp' },
  { from: '/home-page/articles.php', to: '/articles', heading: 'Articles' },
  { from: '/home-page/videos/section.php', to: '/videos', heading: 'Videos' },
  { from: '/home-page/videos/topic.php', to: '/videos', heading: 'Videos' },
  { from: '/home-page/verses.php', to: '/verses', heading: 'Bible Verses by Topic' },
  { from: '/features/bm-favorites.php', to: '/favorites' },
  { from: '/es/news.php', to: '/es/news', heading: 'Noticias de Lamp' },
]

for (const { from, to, heading } of OLD_ADDRESSES) {
  test(`${from} moves permanently to ${to}`, async ({ page, request }) => {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers()['location']).toBe(to)
    await page.goto(from)
    await expect(page).toHaveURL((url) => url.pathname === to)
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  })
}

test('the old sign-up form goes to registration, coming back to the app', async ({ page, request, baseURL }) => {
  const response = await request.get('/sign-up/page1.php', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  const location = new URL(response.headers()['location'] ?? '')
  expect(location.pathname).toBe('/account/register')
  expect(location.searchParams.get('ReturnUrl')).toBe(`${baseURL}/`)
  await page.goto('/sign-up/page1.php')
  await expect(page).toHaveURL(/\/account\/register\?/)
})

// The server answers every old address before the app loads, so the app keeps no copy of the table: that holds only
// while none of the app's own links names an old address (route links are typed; content links are checked here).
test('no link in the app points at an old address', async ({ page }) => {
  const oldPaths = new Set([...OLD_ADDRESSES.map(({ from }) => from.toLowerCase()), '/sign-up/page1.php'])
  const isOld = (pathname: string) => {
    const path = pathname.toLowerCase().replace(/^\/es(?=\/)/, '').replace(/\/+$/, '')
    return oldPaths.has(path) || path.startsWith('/home-page/') || path.startsWith('/legacy/') || /\.(php|html)$/.test(path)
  }
  for (const address of ['/', '/es', '/bible', '/bible/new-testament/john/3', '/articles', '/news', '/verses', '/videos', '/store', '/emails/daily/am', '/privacy-policy', '/unsubscribe']) {
    await page.goto(address)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))
    expect(hrefs.length, address).toBeGreaterThan(0)
    const old = hrefs.filter((href) => { const url = new URL(href); return url.origin === new URL(page.url()).origin && isOld(url.pathname) })
    expect(old, `old addresses linked from ${address}`).toEqual([])
  }
})
