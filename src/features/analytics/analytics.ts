import { createHttp } from '#src/lib/http.ts'
import { log } from '#src/lib/log.ts'
import { settings } from '#src/lib/settings.ts'
import { dataLayer, injectGtm } from './gtm.ts'
import { claimOncePerSession } from './once-per-session.ts'

const logger = log.child('analytics')

export interface AnalyticsEvent {
  /** The data-layer event name, and the Facebook conversion event when `facebook` is set. */
  name: string
  /** Sent at most once per browser session (a session-storage record). */
  oncePerSession?: boolean
  /** Also posted as a Facebook conversion event through the lead-pathing service. */
  facebook?: boolean
  /** The page the event belongs to; the current page by default. */
  eventSourceUrl?: string
}

const sessionStore = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage)

/** Posts a conversion event (R-ANLY-3) to `{leadPathingBase}/facebookconversions/bible/event`; nothing when the base is empty. */
export async function sendFacebookEvent(event: string, eventSourceUrl = location.href): Promise<void> {
  if (settings.leadPathingBase === '') return
  // A POST under the app's HTTP policy: never retried, given up after the write deadline.
  await createHttp({ baseURL: settings.leadPathingBase })('/facebookconversions/bible/event', {
    method: 'POST',
    body: { event, eventSourceUrl, userAgent: navigator.userAgent },
  })
}

/** Sends an event to the data layer (and Facebook if asked); failures are logged, never shown. */
export function track(event: AnalyticsEvent): void {
  if (event.oncePerSession && !claimOncePerSession(event.name, sessionStore())) return
  dataLayer().push({ event: event.name })
  if (event.facebook) {
    sendFacebookEvent(event.name, event.eventSourceUrl).catch((error: unknown) => logger.warn(`facebook event ${event.name} failed`, error))
  }
}

let userIdSent: string | null = null

/** The lead as the analytics user (R-ANLY-2: 'pf:{leadId}'), pushed once per lead per page load. */
export function identifyLead(leadId: string): void {
  if (userIdSent === leadId) return
  userIdSent = leadId
  dataLayer().push({ user_id: `pf:${leadId}` })
}

/** Starts analytics for this page load: GTM when the id is valid, and one PageView per session. */
export function startAnalytics(): void {
  if (injectGtm(settings.gtmId)) logger.debug('tag manager loaded', settings.gtmId)
  track({ name: 'PageView', oncePerSession: true, facebook: true })
}
