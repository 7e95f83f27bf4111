import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { createView } from './html.ts'
import type { Locale } from './i18n/index.ts'
import { loginPage, type LoginPageProps } from './login-page.ts'

// The sign-in form as a browser reads it: what the fields are called (their labels), what a password manager and the
// browser fill in, where the focus starts, and how a wrong email or password is told. (The e2e sign-in tests post it.)
const PROPS: LoginPageProps = { action: '/interaction/abc/login', registerHref: '/interaction/abc/register', backHref: '/interaction/abc/abort' }

function render(props: Partial<LoginPageProps> = {}, locale: Locale = 'en') {
  const { window } = new JSDOM(loginPage(createView(locale, 'Lamp'), { ...PROPS, ...props }))
  const { document } = window
  const field = (id: string) => {
    const input = document.getElementById(id)
    if (!(input instanceof window.HTMLInputElement)) throw new Error(`no input #${id}`)
    return input
  }
  return { document, email: field('email'), password: field('password') }
}

const labelOf = (input: HTMLInputElement) => [...(input.labels ?? [])].map((label) => label.textContent).join()

describe('the sign-in form', () => {
  it('names its fields by their labels, posts to the interaction, and links to registration', () => {
    const { document, email, password } = render()
    expect(labelOf(email)).toBe('Email')
    expect(labelOf(password)).toBe('Password')
    const form = document.querySelector('form')
    expect(form?.getAttribute('method')).toBe('post')
    expect(form?.getAttribute('action')).toBe(PROPS.action)
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe('Sign in')
    expect(document.querySelector('h1')?.textContent).toBe('Sign in')
    const register = [...document.querySelectorAll('a')].find((link) => link.textContent === 'Create an account')
    expect(register?.getAttribute('href')).toBe(PROPS.registerHref)
    expect(register?.parentElement?.textContent).toBe('New here? Create an account')
  })

  it('speaks Spanish to a Spanish reader', () => {
    const { document, email, password } = render({}, 'es')
    expect(labelOf(email)).toBe('Correo electrónico')
    expect(labelOf(password)).toBe('Contraseña')
    expect(document.querySelector('button[type="submit"]')?.textContent).toBe('Iniciar sesión')
  })

  it('lets the browser and password managers fill it: an email and the current password, both required', () => {
    const { email, password } = render()
    expect(email).toMatchObject({ name: 'email', type: 'email', autocomplete: 'username', required: true, value: '' })
    expect(password).toMatchObject({ name: 'password', type: 'password', autocomplete: 'current-password', required: true, value: '' })
  })

  it('starts at the email, or at the password when the email is already there (kept, escaped)', () => {
    const fresh = render()
    expect(fresh.email.autofocus).toBe(true)
    expect(fresh.password.autofocus).toBe(false)
    const again = render({ email: 'ruth"<b>@example.com' })
    expect(again.email.value).toBe('ruth"<b>@example.com')
    expect(again.email.autofocus).toBe(false)
    expect(again.password.autofocus).toBe(true)
  })

  it('marks no field wrong at first', () => {
    const { document, email, password } = render()
    for (const input of [email, password]) {
      expect(input.hasAttribute('aria-invalid')).toBe(false)
      expect(input.hasAttribute('aria-describedby')).toBe(false)
    }
    expect(document.getElementById('form-error')).toBeNull()
  })

  it('after a wrong email or password marks both fields (which one is not told) and points them to the message', () => {
    const { document, email, password } = render({ email: 'ruth@example.com', error: 'The email or password is incorrect.' })
    const message = document.getElementById('form-error')
    expect(message?.getAttribute('role')).toBe('alert')
    expect(message?.textContent).toBe('The email or password is incorrect.')
    for (const input of [email, password]) {
      expect(input.getAttribute('aria-invalid')).toBe('true')
      expect(input.getAttribute('aria-describedby')).toBe('form-error')
    }
  })
})
