import { expectAccessible } from './support/axe.ts'
import { openReading as open } from './support/reader.ts'
import { expect, test } from './fixtures.ts'

const JOHN_3 = '/bible/new-testament/john/3'

test.describe('← and → on a chapter', () => {
  test('ArrowRight on John 3 shows John 4, and ArrowLeft comes back', async ({ page }) => {
    await open(page, JOHN_3, 'John 3')
    await page.keyboard.press('ArrowRight')
    await expect(page).toHaveURL(/\/bible\/new-testament\/john\/4$/)
    await expect(page.getByRole('heading', { level: 1, name: 'John 4' })).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await expect(page.getByRole('heading', { level: 1, name: 'John 3' })).toBeVisible()
    await expect(page).toHaveURL(/\/john\/3$/)
  })

  test('on a Spanish page the arrows keep the reader in Spanish', async ({ page }) => {
    await open(page, `/es${JOHN_3}`, 'Juan 3')
    await page.keyboard.press('ArrowRight')
    await expect(page).toHaveURL(/\/es\/bible\/new-testament\/john\/4$/)
    await expect(page.getByRole('link', { name: /Anterior: Juan 3/ })).toBeVisible()
  })

  test('not while typing in the jump box, with Ctrl, or in the text-size buttons', async ({ page }) => {
    await open(page, JOHN_3, 'John 3')
    await page.keyboard.press('/')
    const box = page.getByRole('dialog').getByRole('combobox')
    await expect(box).toBeFocused()
    await page.keyboard.type('John')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.type('x')
    await expect(box).toHaveValue('Johnx')
    await expect(page).toHaveURL(/\/john\/3$/)
    await page.keyboard.press('Escape')
    await expect(box).toBeHidden()

    await page.keyboard.press('Control+ArrowRight')
    const medium = page.getByRole('radio', { name: 'Medium', exact: true })
    await medium.focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: 'Large', exact: true })).toBeChecked()
    await expect(page).toHaveURL(/\/john\/3$/)
    await expect(page.getByRole('heading', { level: 1, name: 'John 3' })).toBeVisible()
  })
})

test.describe('the keyboard help', () => {
  test('? opens a short list of the keys; Escape closes it; arrows do nothing while it is open', async ({ page }) => {
    test.slow()
    await open(page, JOHN_3, 'John 3')
    await page.keyboard.press('?')
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await expect(help).toBeVisible()
    await expect(help.getByRole('term')).toHaveText([/Left arrow.*Right arrow/, '/', /Up arrow.*Down arrow/, 'Esc', '?'])
    await expect(help).toContainText('Previous or next chapter')
    await expect(help).toContainText('Search, or go to a verse')
    await expectAccessible(page, '[role="dialog"]')
    await page.keyboard.press('ArrowRight')
    await expect(page).toHaveURL(/\/john\/3$/)
    await page.keyboard.press('Escape')
    await expect(help).toBeHidden()
  })

  test('in Spanish, from the button as well as from ?; ? typed in a field stays text', async ({ page }) => {
    await open(page, `/es${JOHN_3}`, 'Juan 3')
    await page.getByRole('button', { name: 'Atajos de teclado' }).click()
    const help = page.getByRole('dialog', { name: 'Atajos de teclado' })
    await expect(help).toContainText('Capítulo anterior o siguiente')
    await help.getByRole('button', { name: 'Cerrar' }).click()
    await expect(help).toBeHidden()

    await page.keyboard.press('/')
    const box = page.getByRole('dialog').getByRole('combobox')
    await expect(box).toBeFocused()
    await page.keyboard.type('¿amor?')
    await expect(box).toHaveValue('¿amor?')
    await expect(help).toHaveCount(0)
  })
})
