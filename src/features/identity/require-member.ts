import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { safeReturnPath } from '#machines/identity/return-path.ts'
import { localeFromParam, paramForLocale } from '#src/lib/i18n.ts'
import { accountQuery } from './api/account.ts'
import type { LateIdentity } from './identity-actor.ts'
import { settledMember } from './settled-member.ts'
import { layoutHydrated } from './layout-hydrated.ts'
import { guardMemory } from './page-before-guard.ts'

/** R-MEMBER-2, R-ERR-2: a member outside the page's member groups gets a 401 with this text (R-TEXT-1). */
export class NotAuthorizedError extends Error {
  readonly status = 401
  constructor() {
    super('You are not authorized')
    this.name = 'NotAuthorizedError'
  }
}

export interface MemberGuardContext {
  identity: LateIdentity
  queryClient: QueryClient
}

export interface MemberGuardOptions {
  /** Member groups of which the account's roles must include one; none = any member. */
  groups?: readonly string[] | undefined
  /** Where to come back to after a sign-in this guard starts (the member page's own address). */
  returnTo: string
  /** A preload (hovering a link) must never start a sign-in. */
  preload?: boolean | undefined
}

/** The page's referrer and origin; none while rendering on the server. */
const referrerAndOrigin = (): [string, string] =>
  typeof document === 'undefined' ? ['', ''] : [document.referrer, window.location.origin]

/** The login page under the locale prefix of the page being guarded, so the visitor keeps their language. */
function loginLocaleParam(returnTo: string): string | undefined {
  const locale = localeFromParam(safeReturnPath(returnTo).split('/')[1])
  return locale ? paramForLocale(locale) : undefined
}

/**
 * For a route's `beforeLoad`. A visitor is sent to the login page, which starts the sign-in: the redirect
 * replaces the member page in the history, so no "not authorized" page flashes and Back never returns to a
 * page that would send them to sign in again. The login page learns where to come back to (`returnTo`) and
 * where to go if they leave the provider's page (`cancelTo`, the page before this one). A member without one
 * of the required groups (checked against the account's roles) gets 401. On a page's first load it answers only
 * once the layout has hydrated, so its answer never changes the address under the server's HTML.
 */
export async function requireMember(context: MemberGuardContext, options: MemberGuardOptions): Promise<void> {
  await layoutHydrated()
  const snapshot = await settledMember(context.identity)
  const user = snapshot.context.user
  if (!options.preload) guardMemory.noteGuardedPage(options.returnTo)
  if (!snapshot.hasTag('authenticated') || !user) {
    if (options.preload) throw new NotAuthorizedError()
    throw redirect({
      to: '/{-$locale}/auth/login',
      params: { locale: loginLocaleParam(options.returnTo) },
      search: { returnTo: options.returnTo, cancelTo: guardMemory.pageBeforeGuard(...referrerAndOrigin()) },
      replace: true,
    })
  }
  const groups = options.groups ?? []
  if (groups.length === 0) return
  const account = await context.queryClient.ensureQueryData(accountQuery(user.sub))
  if (!groups.some((group) => account.roles.includes(group))) throw new NotAuthorizedError()
}
