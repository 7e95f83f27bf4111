import { createApiClient } from './api-client.ts'
import { apiLocale, currentLocale } from './i18n.ts'
import { settings } from './settings.ts'

/** The app's one API client: content, account and onboarding calls all go through it. */
export const api = createApiClient({
  baseURL: settings.apiBase,
  startItem: settings.contentStartItem,
  getLocale: () => apiLocale(currentLocale()),
})
