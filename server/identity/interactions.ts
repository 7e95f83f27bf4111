import type { Context, Middleware } from 'koa'
import type Provider from 'oidc-provider'
import type { InteractionResults } from 'oidc-provider'
import { field, readForm } from './form.ts'
import { loginPage } from './login-page.ts'
import type { MemberStore } from './members.ts'

const INTERACTION_PATH = /^\/interaction\/([\w-]+)(\/login)?$/

interface InteractionOptions {
  provider: Provider
  members: MemberStore
  issuer: string
}

async function finish(ctx: Context, provider: Provider, result: InteractionResults): Promise<void> {
  const location = await provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: false })
  ctx.status = 303
  ctx.redirect(location)
}

/**
 * The login interaction (devInteractions is off). Consent never needs a page: loadExistingGrant grants the
 * first-party client everything it asks for, so the only prompt that reaches here is "login".
 */
export function interactionRoutes({ provider, members, issuer }: InteractionOptions): Middleware {
  return async (ctx, next) => {
    const match = INTERACTION_PATH.exec(ctx.path)
    if (!match) return next()
    const [, uid, login] = match
    ctx.set('Cache-Control', 'no-store')
    const details = await provider.interactionDetails(ctx.req, ctx.res)
    const action = `/interaction/${uid}/login`
    const registerHref = `/account/register?ReturnUrl=${encodeURIComponent(`${issuer}/interaction/${uid}`)}`
    const render = (status: number, email?: string, error?: string) => {
      ctx.status = status
      ctx.type = 'html'
      ctx.body = loginPage({ action, registerHref, ...(email ? { email } : {}), ...(error ? { error } : {}) })
    }

    if (details.prompt.name !== 'login') {
      // Defensive: a consent prompt still completes without a page, for the same reason as above.
      return finish(ctx, provider, { consent: {} })
    }

    if (ctx.method === 'GET' && !login) {
      // Just registered (registration signs the browser in and returns here): continue as that member,
      // unless the client explicitly asked to sign in again.
      const session = await provider.Session.get(ctx)
      const forced = String(details.params['prompt'] ?? '').split(' ').includes('login')
      if (session.accountId && !details.session?.accountId && !forced) {
        return finish(ctx, provider, { login: { accountId: session.accountId }, consent: {} })
      }
      return render(200)
    }
    if (ctx.method !== 'POST' || !login) return ctx.throw(405)

    const form = await readForm(ctx)
    const email = field(form, 'email')
    const password = field(form, 'password', { trim: false })
    const member = email && password ? await members.authenticate(email, password) : undefined
    if (!member) return render(401, email, 'The email or password is incorrect.')
    // Consent rides along with the login, so a sign-in that also asked for consent needs no second hop.
    return finish(ctx, provider, { login: { accountId: member.id }, consent: {} })
  }
}
