import { errorSummary, escapeHtml, page } from './html.ts'

export interface LoginPageProps {
  action: string
  registerHref: string
  email?: string
  error?: string
}

export function loginPage({ action, registerHref, email = '', error }: LoginPageProps): string {
  const describedBy = error ? ' aria-describedby="form-error" aria-invalid="true"' : ''
  return page('Sign in', `
<h1>Sign in</h1>
${errorSummary(error)}
<form method="post" action="${escapeHtml(action)}" novalidate>
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${describedBy}${email ? '' : ' autofocus'}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}${email ? ' autofocus' : ''}>
  <button type="submit">Sign in</button>
</form>
<p>New here? <a href="${escapeHtml(registerHref)}">Create an account</a></p>`)
}
