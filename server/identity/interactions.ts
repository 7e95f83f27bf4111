import type { Context, Middleware } from 'koa'
import type Provider from 'oidc-provider'
import { errors, type InteractionResults } from 'oidc-provider'
import { clientAddress, refuse, type AbuseLimits } from './abuse-limits.ts'
import { field, readForm } from './form.ts'
import { createView, tooManyAttempts } from './html.ts'
import { localeFrom } from './i18n/index.ts'
import { loginPage } from './login-page.ts'
import type { MemberStore } from './members.ts'
import type { Pages } from './pages.ts'
import { REGISTER_PATH } from './registration.ts'

const INTERACTION_PATH = /^\/interaction\/([\w-]+)(?:\/(login|abort))?$/

/** OAuth's error_description is ASCII for machines, so it is not translated. */
const ABORTED = 'The visitor went back to the site without signing in'

interface InteractionOptions {
  provider: Provider
  members: MemberStore
  issuer: string
  siteName: string
  limits: AbuseLimits
  pages: Pages
}

async function finish(ctx: Context, provider: Provider, result: InteractionResults): Promise<void> {
  const location = await provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: false })
  ctx.status = 303
  ctx.redirect(location)
}

/** The interaction under way, or undefined when its cookie or record is gone (expired, or another browser). */
async function interactionDetails(ctx: Context, provider: Provider) {
  try {
    return await provider.interactionDetails(ctx.req, ctx.res)
  } catch (error) {
    if (error instanceof errors.SessionNotFound) return undefined
    throw error
  }
}

/**
 * The login interaction (devInteractions is off). Consent never needs a page: loadExistingGrant grants the
 * first-party client everything it asks for, so the only prompt that reaches here is "login".
 */
export function interactionRoutes({ provider, members, issuer, siteName, limits, pages }: InteractionOptions): Middleware {
  return async (ctx, next) => {
    const match = INTERACTION_PATH.exec(ctx.path)
    if (!match) return next()
    const [, uid, step] = match
    ctx.set('Cache-Control', 'no-store')
    const details = await interactionDetails(ctx, provider)
    if (!details) return pages.expired(ctx)
    const view = createView(localeFrom(details.params['ui_locales']), siteName)
    const here = `/interaction/${uid}`
    const registerHref = `${REGISTER_PATH}?${new URLSearchParams({ ReturnUrl: issuer + here, ui_locales: view.locale })}`
    const render = (status: number, email?: string, error?: string) => {
      ctx.status = status
      ctx.type = 'html'
      ctx.body = loginPage(view, { action: `${here}/login`, registerHref, backHref: `${here}/abort`, ...(email ? { email } : {}), ...(error ? { error } : {}) })
    }

    if (step === 'abort') {
      if (ctx.method !== 'GET') return ctx.throw(405)
      // The standard way out: the app's redirect_uri gets error=access_denied with the request's state.
      return finish(ctx, provider, { error: 'access_denied', error_description: ABORTED })
    }

    if (details.prompt.name !== 'login') {
      // Defensive: a consent prompt still completes without a page, for the same reason as above.
      return finish(ctx, provider, { consent: {} })
    }

    if (ctx.method === 'GET' && !step) {
      // Just registered (registration signs the browser in and returns here): continue as that member,
      // unless the client explicitly asked to sign in again.
      const session = await provider.Session.get(ctx)
      const forced = String(details.params['prompt'] ?? '').split(' ').includes('login')
      if (session.accountId && !details.session?.accountId && !forced) {
        return finish(ctx, provider, { login: { accountId: session.accountId }, consent: {} })
      }
      return render(200)
    }
    if (ctx.method !== 'POST' || step !== 'login') return ctx.throw(405)

    const form = await readForm(ctx)
    const email = field(form, 'email')
    const password = field(form, 'password', { trim: false })
    if (!email || !password) return render(401, email, view.t('login.incorrect'))
    const address = clientAddress(ctx)
    const admission = limits.admitSignIn(email, address)
    if (!admission.admitted) {
      refuse(ctx, admission.retryAfter)
      return render(429, email, tooManyAttempts(view, admission.retryAfter))
    }
    const member = await members.authenticate(email, password)
    if (!member) return render(401, email, view.t('login.incorrect'))
    limits.signInSucceeded(email, address, admission.ticket)
    // Consent rides along with the login, so a sign-in that also asked for consent needs no second hop.
    return finish(ctx, provider, { login: { accountId: member.id }, consent: {} })
  }
}
