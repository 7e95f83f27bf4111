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

test('inside the app, old addresses redirect through the named rules too', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const navigate = (path: string) => page.evaluate((to) => {
    window.history.pushState({}, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
  await navigate('/news.php')
  await expect(page).toHaveURL(/\/news$/)
  await expect(page.getByRole('heading', { level: 1, name: 'News from Lamp' })).toBeVisible()
  await navigate('/home-page/full-bible/genesis/1')
  await expect(page).toHaveURL(/\/bible\/old-testament\/genesis\/1$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Genesis 1' })).toBeVisible()
  await navigate('/legacy/verses')
  await expect(page).toHaveURL(/\/verses$/)
})
