import { expect, test } from './fixtures.ts'

const GENERAL_PAGES = [
  ['About', '/about'],
  ['Privacy Policy', '/privacy-policy'],
  ['Terms', '/terms'],
  ['Contact', '/contact'],
  ['Unsubscribe', '/unsubscribe'],
] as const

test('a daily email page has a slim header with the logo and a way home, and no site navigation', async ({ page }) => {
  await page.goto('/emails/daily/031526/am')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Lamp' })).toHaveAttribute('href', '/')
  await expect(header.getByRole('navigation')).toHaveCount(0)
  await header.getByRole('link', { name: 'Home page' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()

  await page.goto('/es/emails/daily/031526/am')
  await page.getByRole('banner').getByRole('link', { name: 'Página de inicio' }).click()
  await expect(page).toHaveURL(/\/es$/)
})

test('every layout’s footer leads to About, Privacy Policy, Terms, Contact and Unsubscribe, each a real page', async ({ page }) => {
  for (const path of ['/', '/emails/daily/031526/am']) {
    await page.goto(path)
    const footerLinks = page.getByRole('contentinfo').getByRole('navigation', { name: 'About the site' }).getByRole('link')
    await expect(footerLinks).toHaveText(GENERAL_PAGES.map(([name]) => name))
    for (const [index, [, href]] of GENERAL_PAGES.entries()) await expect(footerLinks.nth(index)).toHaveAttribute('href', href)
  }
  for (const [name, href] of GENERAL_PAGES) {
    await page.goto('/bible')
    await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 }), `${href} is a page, not the 404`).not.toHaveText(/not found/i)
    await expect(page.getByRole('contentinfo').getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page')
  }
})

test('in Spanish the footer’s links are Spanish and stay on the Spanish site', async ({ page }) => {
  await page.goto('/es/bible')
  const footerLinks = page.getByRole('contentinfo').getByRole('navigation', { name: 'Sobre el sitio' }).getByRole('link')
  await expect(footerLinks).toHaveText(['Acerca de', 'Política de privacidad', 'Condiciones de uso', 'Contacto', 'Darse de baja'])
  for (const [index, [, href]] of GENERAL_PAGES.entries()) await expect(footerLinks.nth(index)).toHaveAttribute('href', `/es${href}`)
  await footerLinks.nth(1).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible()
})
