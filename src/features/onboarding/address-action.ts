import { isContentId } from './content-id.ts'

/** Query parameters read once at start-up (R-ONB-1, R-ONB-2). */
export const STRIPPED_PARAMS = ['rad-premium-user', 'rad-lang-pref'] as const
/** Handled elsewhere (identity) or deliberately ignored: never logged as unknown. */
const QUIET_ACTIONS = ['login', 'register', 'logout']

export type AddressAction =
  | { kind: 'none' }
  | { kind: 'onboarding'; contentId: string }
  /** `action` asked for onboarding but gave no `ocid`: nothing to load. */
  | { kind: 'onboarding-without-content' }
  /** `ocid` is not a content id (a GUID): it never reaches a request, whatever it holds (`../../etc`). */
  | { kind: 'onboarding-invalid-content'; contentId: string }
  | { kind: 'quiet'; action: string }
  | { kind: 'unknown'; action: string }

/** What the address's `action` asks for: `onboarding` anywhere in it starts onboarding with `ocid`. */
export function readAddressAction(search: string): AddressAction {
  const params = new URLSearchParams(search)
  const action = params.get('action')?.trim() ?? ''
  if (!action) return { kind: 'none' }
  if (action.toLowerCase().includes('onboarding')) {
    const contentId = params.get('ocid')?.trim() ?? ''
    if (!contentId) return { kind: 'onboarding-without-content' }
    return isContentId(contentId) ? { kind: 'onboarding', contentId } : { kind: 'onboarding-invalid-content', contentId }
  }
  return QUIET_ACTIONS.includes(action.toLowerCase()) ? { kind: 'quiet', action } : { kind: 'unknown', action }
}

/** The address without the stripped parameters, or null when there is nothing to strip. */
export function addressWithoutStrippedParams(href: string): string | null {
  const url = new URL(href)
  if (!STRIPPED_PARAMS.some((name) => url.searchParams.has(name))) return null
  for (const name of STRIPPED_PARAMS) url.searchParams.delete(name)
  return `${url.pathname}${url.search}${url.hash}`
}
