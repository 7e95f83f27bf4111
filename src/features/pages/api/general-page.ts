import { httpStatusOf } from '#src/lib/api-base.ts'
import { contentQuery, fetchItemOfType, type ContentItem } from '#src/lib/content.ts'
import { NotAuthorizedError, requireMember, type MemberGuardContext, type MemberGuardOptions } from '#src/features/identity/index.ts'
import type { PageFlags, RichTextMarkup } from '#src/features/content/index.ts'

export interface GeneralPageProperties extends PageFlags { title?: string; summary?: string; body?: RichTextMarkup }
export type GeneralPage = ContentItem<GeneralPageProperties>

/**
 * The catch-all's path rule (R-ROUTE-6): a path with a dot is never a page (`/about.html`, `/favicon.ico`);
 * nor is an empty one or one with empty segments. Returns the content path, or null.
 */
export function parsePagePath(splat: string | undefined): string | null {
  const path = (splat ?? '').replace(/\/+$/, '')
  if (path === '' || path.includes('.') || path.includes('\\')) return null
  const segments = path.split('/')
  return segments.every((segment) => segment !== '') ? `/${path}` : null
}

/** GET /content/item/{path} — null unless the service returns a general page there. */
export const fetchGeneralPage = (path: string, locale: string): Promise<GeneralPage | null> =>
  fetchItemOfType<GeneralPageProperties>(path, 'generalPage', locale)

export const generalPageQuery = (path: string, locale: string) =>
  contentQuery(locale, ['general-page', path], (keyLocale) => fetchGeneralPage(path, keyLocale))

/** Who may see a page: what the identity guard (`requireMember`) checks before the page loads. */
export interface MemberAccess { requireMemberLogin: boolean; memberGroups: string[] }

export function memberAccess({ properties }: GeneralPage): MemberAccess {
  const groups = Array.isArray(properties.memberGroups) ? properties.memberGroups.filter((group): group is string => typeof group === 'string' && group !== '') : []
  return { requireMemberLogin: properties.requireMemberLogin === true, memberGroups: groups }
}

/**
 * Whether a server may render the page at `path`: not when it is restricted to members (its flags say so, or the
 * content service refuses an anonymous caller). The server has no signed-in member (tokens live in the browser),
 * so such a page renders in the browser, where the member guard decides (docs/decisions/0041).
 */
export async function isPublicGeneralPage(path: string, locale: string): Promise<boolean> {
  try {
    const page = await fetchGeneralPage(path, locale)
    if (!page) return true
    const access = memberAccess(page)
    return !access.requireMemberLogin && access.memberGroups.length === 0
  } catch {
    return false
  }
}

/** The content service keeps member pages to itself: without a member's token 401, outside the page's group 403. */
const isRefused = (error: unknown) => [401, 403].includes(httpStatusOf(error) ?? 0)

/**
 * The page at a path for a route's `beforeLoad`. When the service refuses it, the member guard runs (a visitor is
 * sent to sign in) and the page is asked for again, now that the member's token is known; refused again, the
 * member is not authorized (R-MEMBER-2, 401 'You are not authorized').
 */
export async function loadGeneralPage(context: MemberGuardContext, path: string, locale: string, guard: MemberGuardOptions): Promise<GeneralPage | null> {
  try {
    return await context.queryClient.ensureQueryData(generalPageQuery(path, locale))
  } catch (error) {
    if (!isRefused(error)) throw error
  }
  await requireMember(context, guard)
  try {
    return await context.queryClient.fetchQuery(generalPageQuery(path, locale))
  } catch (error) {
    throw isRefused(error) ? new NotAuthorizedError() : error
  }
}
