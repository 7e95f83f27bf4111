import { errorSummary, escapeHtml, page, type View } from './html.ts'
import type { MessageId } from './i18n/index.ts'
import { MAX_PASSWORD_LENGTH } from './password-policy.ts'
import { MAX_FIELD_LENGTH, type RegisterField } from './register-form.ts'

export interface RegisterPageProps {
  action: string
  values: Partial<Record<RegisterField, string>>
  /** Translated messages per invalid field. */
  errors: Partial<Record<RegisterField, string>>
  error?: string
  signInHref: string
  backHref: string
}

const FIELDS: ReadonlyArray<{ name: RegisterField; label: MessageId; type: string; autocomplete: string; maxLength: number; hint?: MessageId }> = [
  { name: 'firstName', label: 'register.firstName', type: 'text', autocomplete: 'given-name', maxLength: MAX_FIELD_LENGTH },
  { name: 'lastName', label: 'register.lastName', type: 'text', autocomplete: 'family-name', maxLength: MAX_FIELD_LENGTH },
  { name: 'email', label: 'register.email', type: 'email', autocomplete: 'email', maxLength: MAX_FIELD_LENGTH },
  { name: 'password', label: 'register.password', type: 'password', autocomplete: 'new-password', maxLength: MAX_PASSWORD_LENGTH, hint: 'register.passwordHint' },
]

export function registerPage(view: View, { action, values, errors, error, signInHref, backHref }: RegisterPageProps): string {
  const firstInvalid = FIELDS.find((field) => errors[field.name])?.name
  const fields = FIELDS.map((field) => {
    const fieldError = errors[field.name]
    const errorId = `${field.name}-error`
    const hintId = `${field.name}-hint`
    // The message (or the hint) is read with the field; an invalid field is marked for sight and for screen readers.
    const describedBy = fieldError ? errorId : field.hint ? hintId : undefined
    // Passwords are never echoed back into the page.
    const value = field.type === 'password' ? '' : values[field.name] ?? ''
    return `
  <label for="${field.name}">${view.text(field.label)}</label>
  <input id="${field.name}" name="${field.name}" type="${field.type}" autocomplete="${field.autocomplete}" required maxlength="${field.maxLength}"
    value="${escapeHtml(value)}"${fieldError ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}${field.name === firstInvalid ? ' autofocus' : ''}>
  ${fieldError ? `<p class="field-error" id="${errorId}">${escapeHtml(fieldError)}</p>` : field.hint ? `<p class="field-hint" id="${hintId}">${view.text(field.hint)}</p>` : ''}`
  }).join('')
  const invalidFields = FIELDS.flatMap((field) => {
    const message = errors[field.name]
    return message ? [{ id: field.name, message }] : []
  })
  return page(view, {
    title: view.t('register.title'),
    backHref,
    body: `
<h1>${view.text('register.title')}</h1>
${errorSummary(view, error, invalidFields)}
<form method="post" action="${escapeHtml(action)}" novalidate>${fields}
  <button type="submit">${view.text('register.submit')}</button>
</form>
<p>${view.text('register.alreadyMember')} <a href="${escapeHtml(signInHref)}">${view.text('register.signIn')}</a></p>`,
  })
}
