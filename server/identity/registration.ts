import type { Context, Middleware } from 'koa'
import type Provider from 'oidc-provider'
import { clientAddress, refuse, type AbuseLimits } from './abuse-limits.ts'
import { readForm } from './form.ts'
import { createView, tooManyAttempts } from './html.ts'
import { appPathPrefix, localeFrom, type Locale } from './i18n/index.ts'
import { EmailTakenError, type Member, type MemberStore } from './members.ts'
import { MAX_PASSWORD_LENGTH } from './password-policy.ts'
import type { StrengthChecker } from './password-strength.ts'
import { MAX_FIELD_LENGTH, parseRegisterForm, passwordStrengthProblem, type RegisterField, type RegisterValues } from './register-form.ts'
import { registerPage } from './register-page.ts'

export const REGISTER_PATH = '/account/register'
/** R-SESS-6: an externally supplied rsid is a letter, a letter or digit, 2 digits, then 12 lowercase alphanumerics. */
const RSID_PATTERN = /^[A-Za-z][A-Za-z0-9]\d{2}[a-z0-9]{12}$/
const INTERACTION_PAGE = /^\/interaction\/[\w-]+$/

interface RegistrationOptions {
  provider: Provider
  members: MemberStore
  issuer: string
  /** The app's origin: the only one a ReturnUrl may lead to (that of every registered redirect URI). */
  appOrigin: string
  siteName: string
  sessionTtl: number
  /** Options of the session cookie (Secure with an https issuer). */
  sessionCookie: { httpOnly: boolean; sameSite: 'lax'; secure: boolean }
  limits: AbuseLimits
  /** zxcvbn off the serving thread: a password must score 3 or more. */
  passwordStrength: StrengthChecker
}

/** The numbers a message may need ({max} of "Use at most {max} characters."). */
function messageValues(field: RegisterField): Record<string, number> {
  return { max: field === 'password' ? MAX_PASSWORD_LENGTH : MAX_FIELD_LENGTH }
}

/**
 * Where the visitor came from: this provider's sign-in under way ("Create an account" on the login page),
 * or a page of the app. Anything else, a foreign origin included, is the app's home page: a ReturnUrl may
 * never bounce a member to a look-alike site.
 */
export type ReturnTo = { kind: 'interaction'; url: string } | { kind: 'app'; url: URL }

export function resolveReturnUrl(returnUrl: string | null, appOrigin: string, issuer: string): ReturnTo {
  const home: ReturnTo = { kind: 'app', url: new URL('/', appOrigin) }
  let target: URL
  try {
    target = new URL(returnUrl ?? '/', appOrigin)
  } catch {
    return home
  }
  if (target.origin === new URL(issuer).origin && INTERACTION_PAGE.test(target.pathname)) {
    return { kind: 'interaction', url: target.origin + target.pathname }
  }
  return target.origin === new URL(appOrigin).origin ? { kind: 'app', url: target } : home
}

/** After registering: back where the visitor came from, with action=register for the app. */
export function afterRegistration(returnTo: ReturnTo): string {
  if (returnTo.kind === 'interaction') return returnTo.url
  const target = new URL(returnTo.url)
  target.searchParams.set('action', 'register')
  return target.href
}

/** "Back to Lamp": the page they came from, or the sign-in's standard way out (the app gets access_denied). */
export function backFromRegistration(returnTo: ReturnTo): string {
  return returnTo.kind === 'interaction' ? `${returnTo.url}/abort` : returnTo.url.href
}

/** "Already a member? Sign in": the sign-in under way, or the app's sign-in that returns to the same page. */
export function signInFromRegistration(returnTo: ReturnTo, locale: Locale): string {
  if (returnTo.kind === 'interaction') return returnTo.url
  const { url } = returnTo
  const signIn = new URL(`${appPathPrefix(locale)}/auth/login`, url.origin)
  signIn.searchParams.set('returnTo', url.pathname + url.search + url.hash)
  return signIn.href
}

/** Signs the browser in at the provider as the member, as a completed login interaction would. */
async function signIn(ctx: Context, provider: Provider, member: Member, options: RegistrationOptions): Promise<void> {
  const session = await provider.Session.get(ctx)
  if (session.accountId && session.accountId !== member.id) session.authorizations = {}
  session.loginAccount({ accountId: member.id })
  // A new identifier on sign-in prevents session fixation (destroying an old id that was never stored is harmless).
  session.resetIdentifier()
  await session.save(options.sessionTtl)
  ctx.cookies.set(provider.cookieName('session'), session.jti, { ...options.sessionCookie, path: '/', maxAge: options.sessionTtl * 1000 })
}

/**
 * The registration page. It never says whether an email is registered (decision 0023): an email that
 * belongs to a member is treated as a sign-in with the password typed (throttled like one); if that
 * fails, the answer is a neutral "could not create an account with these details".
 */
export function registrationRoutes(options: RegistrationOptions): Middleware {
  const { provider, members, issuer, appOrigin, siteName, limits } = options
  return async (ctx, next) => {
    if (ctx.path !== REGISTER_PATH) return next()
    ctx.set('Cache-Control', 'no-store')
    const returnUrl = ctx.query['ReturnUrl']
    const rsid = ctx.query['rsid']
    const view = createView(localeFrom(ctx.query['ui_locales']), siteName)
    const returnTo = resolveReturnUrl(typeof returnUrl === 'string' ? returnUrl : null, appOrigin, issuer)
    const render = (status: number, values: Partial<RegisterValues>, errors: Partial<Record<RegisterField, string>>, error?: string) => {
      ctx.status = status
      ctx.type = 'html'
      ctx.body = registerPage(view, {
        action: ctx.url, values, errors, signInHref: signInFromRegistration(returnTo, view.locale), backHref: backFromRegistration(returnTo),
        ...(error ? { error } : {}),
      })
    }
    const complete = async (member: Member) => {
      await signIn(ctx, provider, member, options)
      ctx.status = 303
      ctx.redirect(afterRegistration(returnTo))
    }

    if (ctx.method === 'GET') return render(200, {}, {})
    if (ctx.method !== 'POST') return ctx.throw(405)
    // Forms are only accepted from this provider's own page (a cross-site post could sign a visitor in as someone else).
    const origin = ctx.get('Origin')
    if (origin && origin !== new URL(issuer).origin) return ctx.throw(403, 'Cross-site form post refused')

    const parsed = parseRegisterForm(await readForm(ctx))
    if (!parsed.valid) {
      const errors = Object.fromEntries(Object.entries(parsed.errors).map(([name, id]) => [name, view.t(id, messageValues(name as RegisterField))]))
      return render(400, parsed.values, errors, view.t('register.correctFields'))
    }
    const { values } = parsed
    // Checked for every email, a member's too, so the answer says nothing about which emails are registered.
    const weak = await passwordStrengthProblem(values, options.passwordStrength)
    if (weak) {
      // No estimate in time is the server's trouble, not the visitor's: 503, and the form asks to try again.
      if (weak.problem === 'unchecked') ctx.set('Retry-After', '5')
      return render(weak.problem === 'unchecked' ? 503 : 400, values, { password: view.t(weak.message) }, view.t('register.correctFields'))
    }

    const address = clientAddress(ctx)
    const notCreated = () => render(400, values, {}, view.t('register.notCreated'))
    const refused = (retryAfter: number) => {
      refuse(ctx, retryAfter)
      render(429, values, {}, tooManyAttempts(view, retryAfter))
    }
    const registration = limits.admitRegistration(address)
    if (!registration.admitted) return refused(registration.retryAfter)

    if (members.findByEmail(values.email)) {
      const attempt = limits.admitSignIn(values.email, address)
      if (!attempt.admitted) return refused(attempt.retryAfter)
      const member = await members.authenticate(values.email, values.password)
      if (!member) return notCreated()
      limits.signInSucceeded(values.email, address, attempt.ticket)
      return complete(member)
    }

    let member: Member
    try {
      member = await members.create(values)
    } catch (error) {
      // Registered a moment ago by a concurrent request: the same neutral answer as above.
      if (error instanceof EmailTakenError) return notCreated()
      throw error
    }
    if (typeof rsid === 'string' && RSID_PATTERN.test(rsid)) members.linkSessionEmail(rsid, member.email)
    return complete(member)
  }
}
