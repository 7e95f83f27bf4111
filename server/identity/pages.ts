import type { ErrorOut, KoaContextWithOIDC } from 'oidc-provider'
import { escapeHtml, page } from './html.ts'
import { CLIENT_ID } from './client.ts'

/**
 * End-session confirmation. A sign-out from the first-party app that proves itself with an id_token_hint
 * submits itself (the app already asked the member); anything else gets the question, so a forged link
 * cannot sign a member out silently.
 */
export function logoutPage(ctx: KoaContextWithOIDC, form: string): void {
  // Automatic sign-outs also run in the app's hidden iframe, where autofocus is refused with a console error.
  const automatic = ctx.oidc.client?.clientId === CLIENT_ID && ctx.oidc.entities.IdTokenHint !== undefined
  ctx.type = 'html'
  ctx.body = page('Sign out', `
<h1>Sign out of Lamp?</h1>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" id="confirm-logout"${automatic ? '' : ' autofocus'}>Yes, sign me out</button>
<button type="submit" form="op.logoutForm" class="secondary">No, stay signed in</button>
${automatic ? '<script>document.getElementById("confirm-logout").click()</script>' : ''}`)
}

export function signedOutPage(ctx: KoaContextWithOIDC): void {
  ctx.type = 'html'
  ctx.body = page('Signed out', '<h1>You are signed out</h1><p>You can close this window.</p>')
}

export function errorPage(ctx: KoaContextWithOIDC, out: ErrorOut): void {
  ctx.type = 'html'
  ctx.body = page('Sign-in problem', `
<h1>Something went wrong</h1>
<p role="alert">${escapeHtml(out.error_description ?? out.error)}</p>
<p><code>${escapeHtml(out.error)}</code></p>`)
}
