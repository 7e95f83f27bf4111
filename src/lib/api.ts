import { createApiClient } from './api-client.ts'
import { withIdentity, type IdentityRef } from './api-auth.ts'
import { apiLocale, currentLocale } from './i18n.ts'
import { settings } from './settings.ts'

let identity: IdentityRef | null = null

/** Called once by the composition root: from then on calls carry the member's bearer token (api-auth.ts). */
export function connectApiToIdentity(actor: IdentityRef): void {
  identity = actor
}

/** The app's one API client: content, account and onboarding calls all go through it. */
export const api = withIdentity(
  createApiClient({
    baseURL: settings.apiBase,
    startItem: settings.contentStartItem,
    getLocale: () => apiLocale(currentLocale()),
  }),
  () => identity,
)
