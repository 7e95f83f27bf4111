import { errorSummary, escapeHtml, page, type View } from './html.ts'

export interface LoginPageProps {
  action: string
  registerHref: string
  /** Aborts the sign-in: the app gets `error=access_denied` and returns the visitor where they were. */
  backHref: string
  email?: string
  error?: string
}

export function loginPage(view: View, { action, registerHref, backHref, email = '', error }: LoginPageProps): string {
  // Either field may be the wrong one (which is not told), so both are marked and point to the message.
  const invalid = error ? ' aria-invalid="true" aria-describedby="form-error"' : ''
  return page(view, {
    title: view.t('login.title'),
    backHref,
    body: `
<h1>${view.text('login.title')}</h1>
${errorSummary(view, error)}
<form method="post" action="${escapeHtml(action)}" novalidate>
  <label for="email">${view.text('login.email')}</label>
  <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${invalid}${email ? '' : ' autofocus'}>
  <label for="password">${view.text('login.password')}</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${email ? ' autofocus' : ''}>
  <button type="submit">${view.text('login.submit')}</button>
</form>
<p>${view.text('login.newHere')} <a href="${escapeHtml(registerHref)}">${view.text('login.createAccount')}</a></p>`,
  })
}
