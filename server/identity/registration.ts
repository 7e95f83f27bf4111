import type { Context, Middleware } from 'koa'
import type Provider from 'oidc-provider'
import { field, readForm } from './form.ts'
import { EmailTakenError, type Member, type MemberStore } from './members.ts'
import { registerPage, type RegisterField } from './register-page.ts'

export const REGISTER_PATH = '/account/register'
const MAX_LENGTH = 100
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** Spec §3: an externally supplied rsid is a letter, a letter or digit, 2 digits, then 12 lowercase alphanumerics. */
const RSID_PATTERN = /^[A-Za-z][A-Za-z0-9]\d{2}[a-z0-9]{12}$/

interface RegistrationOptions {
  provider: Provider
  members: MemberStore
  issuer: string
  appOrigin: string
  sessionTtl: number
}

type Values = Record<RegisterField, string>

function validate(values: Values): Partial<Record<RegisterField, string>> {
  const errors: Partial<Record<RegisterField, string>> = {}
  if (!values.firstName) errors.firstName = 'Enter your first name.'
  if (!values.lastName) errors.lastName = 'Enter your last name.'
  if (!EMAIL_PATTERN.test(values.email)) errors.email = 'Enter a valid email address.'
  if (values.password.length < 8) errors.password = 'Use at least 8 characters.'
  for (const key of Object.keys(values) as RegisterField[]) {
    if (values[key].length > MAX_LENGTH) errors[key] = `Use at most ${MAX_LENGTH} characters.`
  }
  return errors
}

/**
 * Where to go after registering, with action=register added. Only the app's origin is trusted (an open
 * redirect would let anyone bounce members to a look-alike site), plus this provider's own interaction
 * pages, so that "Create an account" on the login page continues the sign-in that was under way.
 */
export function returnTarget(returnUrl: string | null, appOrigin: string, issuer: string): string {
  const fallback = new URL('/', appOrigin)
  let target: URL
  try {
    target = returnUrl ? new URL(returnUrl, appOrigin) : fallback
  } catch {
    target = fallback
  }
  const issuerOrigin = new URL(issuer).origin
  const isInteraction = target.origin === issuerOrigin && target.pathname.startsWith('/interaction/')
  if (target.origin !== new URL(appOrigin).origin && !isInteraction) target = fallback
  if (isInteraction) return target.href
  target.searchParams.set('action', 'register')
  return target.href
}

/** Signs the browser in at the provider as the new member, as a completed login interaction would. */
async function signIn(ctx: Context, provider: Provider, member: Member, ttl: number): Promise<void> {
  const session = await provider.Session.get(ctx)
  if (session.accountId && session.accountId !== member.id) session.authorizations = {}
  session.loginAccount({ accountId: member.id })
  // A new identifier on sign-in prevents session fixation (destroying an old id that was never stored is harmless).
  session.resetIdentifier()
  await session.save(ttl)
  ctx.cookies.set(provider.cookieName('session'), session.jti, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: ttl * 1000 })
}

export function registrationRoutes({ provider, members, issuer, appOrigin, sessionTtl }: RegistrationOptions): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== REGISTER_PATH) return next()
    ctx.set('Cache-Control', 'no-store')
    const returnUrl = ctx.query['ReturnUrl']
    const rsid = ctx.query['rsid']
    const target = returnTarget(typeof returnUrl === 'string' ? returnUrl : null, appOrigin, issuer)
    const render = (status: number, values: Partial<Values>, errors: Partial<Record<RegisterField, string>>, error?: string) => {
      ctx.status = status
      ctx.type = 'html'
      ctx.body = registerPage({
        action: ctx.url, values, errors, signInHref: appOrigin + '/?action=login', ...(error ? { error } : {}),
      })
    }

    if (ctx.method === 'GET') return render(200, {}, {})
    if (ctx.method !== 'POST') return ctx.throw(405)
    // Forms are only accepted from this provider's own page (a cross-site post could sign a visitor in as someone else).
    const origin = ctx.get('Origin')
    if (origin && origin !== new URL(issuer).origin) return ctx.throw(403, 'Cross-site form post refused')

    const form = await readForm(ctx)
    const values: Values = {
      firstName: field(form, 'firstName'), lastName: field(form, 'lastName'),
      email: field(form, 'email'), password: field(form, 'password', { trim: false }),
    }
    const errors = validate(values)
    if (Object.keys(errors).length > 0) return render(400, values, errors, 'Please correct the highlighted fields.')
    let member: Member
    try {
      member = await members.create(values)
    } catch (error) {
      if (error instanceof EmailTakenError) return render(409, values, { email: error.message })
      throw error
    }
    if (typeof rsid === 'string' && RSID_PATTERN.test(rsid)) members.linkSessionEmail(rsid, member.email)
    await signIn(ctx, provider, member, sessionTtl)
    ctx.status = 303
    ctx.redirect(target)
  }
}
