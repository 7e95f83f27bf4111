import type { Context } from 'koa'
import type { ErrorOut, KoaContextWithOIDC } from 'oidc-provider'
import { CLIENT_ID } from './client.ts'
import { createView, escapeHtml, page, type View } from './html.ts'
import { appPathPrefix, localeFrom } from './i18n/index.ts'
import { denyFraming } from './security-headers.ts'

export interface Pages {
  /** rpInitiatedLogout.logoutSource */
  logout(ctx: KoaContextWithOIDC, form: string): void
  /** rpInitiatedLogout.postLogoutSuccessSource */
  signedOut(ctx: KoaContextWithOIDC): void
  /** renderError */
  error(ctx: KoaContextWithOIDC, out: ErrorOut): void
  /** A sign-in page whose interaction is gone (expired, or opened in another browser). */
  expired(ctx: Context): void
}

interface IdTokenHint {
  payload?: { sub?: unknown }
}

/**
 * Signs out without asking only when the request comes from the app and its id_token_hint names the
 * member who is signed in here: the app has already asked that member. A forged link, a hint for another
 * member (a second tab signed in as someone else) or no hint at all gets the question, so nobody can be
 * signed out by a page they did not mean to use.
 */
export function signsOutWithoutAsking(ctx: KoaContextWithOIDC): boolean {
  const hint = ctx.oidc.entities.IdTokenHint as IdTokenHint | undefined
  const signedIn = ctx.oidc.session?.accountId
  return ctx.oidc.client?.clientId === CLIENT_ID && typeof signedIn === 'string' && hint?.payload?.sub === signedIn
}

export function createPages({ siteName, appOrigin }: { siteName: string; appOrigin: string }): Pages {
  const viewFor = (ctx: Context) => {
    const params = (ctx as Partial<KoaContextWithOIDC>).oidc?.params
    return createView(localeFrom(params?.['ui_locales']), siteName)
  }
  // Every way back from these pages leads to the app's home page in the visitor's language.
  const home = (view: View) => `${appOrigin}${appPathPrefix(view.locale)}/`

  // The OAuth error code is shown for support (a code, in no language); its English description is not.
  const errorPage = (ctx: Context, view: View, code: string) => {
    // Also on the routes the app may frame: a page with a link is never shown inside another page.
    denyFraming(ctx)
    ctx.type = 'html'
    ctx.body = page(view, {
      title: view.t('error.pageTitle'),
      backHref: home(view),
      body: `
<h1>${view.text('error.title')}</h1>
<p role="alert">${view.text('error.body', { siteName })}</p>
<p><code>${escapeHtml(code)}</code></p>`,
    })
  }

  return {
    logout(ctx, form) {
      const view = viewFor(ctx)
      const automatic = signsOutWithoutAsking(ctx)
      // The question must never be framed (clickjacking); the automatic sign-out runs in the app's frame.
      if (!automatic) denyFraming(ctx)
      ctx.type = 'html'
      ctx.body = page(view, {
        title: view.t('signOut.title', { siteName }),
        backHref: home(view),
        signOutScript: automatic,
        body: `
<h1>${automatic ? view.text('signOut.signingOut') : view.text('signOut.title', { siteName })}</h1>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" id="confirm-logout"${automatic ? '' : ' autofocus'}>${view.text('signOut.confirm')}</button>
<button type="submit" form="op.logoutForm" class="secondary">${view.text('signOut.cancel')}</button>`,
      })
    },
    signedOut(ctx) {
      const view = viewFor(ctx)
      ctx.type = 'html'
      ctx.body = page(view, {
        title: view.t('signedOut.title'),
        backHref: home(view),
        body: `<h1>${view.text('signedOut.title')}</h1><p>${view.text('signedOut.body')}</p>`,
      })
    },
    error(ctx, out) {
      errorPage(ctx, viewFor(ctx), out.error)
    },
    expired(ctx) {
      ctx.status = 400
      errorPage(ctx, viewFor(ctx), 'invalid_request')
    },
  }
}
