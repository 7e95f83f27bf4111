import { errorSummary, escapeHtml, page } from './html.ts'

export type RegisterField = 'firstName' | 'lastName' | 'email' | 'password'

export interface RegisterPageProps {
  action: string
  values: Partial<Record<RegisterField, string>>
  errors: Partial<Record<RegisterField, string>>
  error?: string
  signInHref: string
}

const FIELDS: ReadonlyArray<{ name: RegisterField; label: string; type: string; autocomplete: string; hint?: string }> = [
  { name: 'firstName', label: 'First name', type: 'text', autocomplete: 'given-name' },
  { name: 'lastName', label: 'Last name', type: 'text', autocomplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autocomplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', hint: 'At least 8 characters.' },
]

export function registerPage({ action, values, errors, error, signInHref }: RegisterPageProps): string {
  const fields = FIELDS.map((field) => {
    const fieldError = errors[field.name]
    const errorId = `${field.name}-error`
    // Passwords are never echoed back into the page.
    const value = field.type === 'password' ? '' : values[field.name] ?? ''
    return `
  <label for="${field.name}">${field.label}</label>
  <input id="${field.name}" name="${field.name}" type="${field.type}" autocomplete="${field.autocomplete}" required maxlength="100"
    value="${escapeHtml(value)}"${fieldError ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''}>
  ${fieldError ? `<p class="field-error" id="${errorId}">${escapeHtml(fieldError)}</p>` : field.hint ? `<p class="field-hint">${field.hint}</p>` : ''}`
  }).join('')
  return page('Create your account', `
<h1>Create your account</h1>
${errorSummary(error)}
<form method="post" action="${escapeHtml(action)}" novalidate>${fields}
  <button type="submit">Create account</button>
</form>
<p>Already a member? <a href="${escapeHtml(signInHref)}">Sign in</a></p>`)
}
