import * as v from 'valibot'

/**
 * The public runtime settings (R-SET-1): the server writes them into the page, the browser reads them at
 * start. One schema for both sides, so they cannot drift apart. Never put secrets here.
 */

export const ENVIRONMENTS = ['Development', 'Staging', 'Production'] as const
export type Environment = (typeof ENVIRONMENTS)[number]

/** A Google Tag Manager id; any other value keeps analytics off. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/

const text = (setting: string) => v.pipe(v.string(`${setting} must be text.`), v.maxLength(2000, `${setting} must be at most 2000 characters.`))

export const PublicSettingsSchema = v.pipe(v.strictObject({
  siteName: v.pipe(text('siteName'), v.nonEmpty('siteName must not be empty.')),
  environment: v.picklist(ENVIRONMENTS, `environment must be one of ${ENVIRONMENTS.join(', ')}.`),
  /** '' means the app's own origin. */
  apiBase: text('apiBase'),
  contentStartItem: text('contentStartItem'),
  /** '' turns every lead-pathing call off. */
  leadPathingBase: text('leadPathingBase'),
  oidc: v.strictObject({
    authority: text('oidc.authority'),
    clientId: v.pipe(text('oidc.clientId'), v.nonEmpty('oidc.clientId must not be empty.')),
    scope: v.pipe(text('oidc.scope'), v.nonEmpty('oidc.scope must not be empty.')),
  }),
  registerUrl: text('registerUrl'),
  enableAds: v.boolean('enableAds must be true or false.'),
  adScriptBase: text('adScriptBase'),
  /** Analytics stays off unless it matches {@link GTM_ID_PATTERN}. */
  gtmId: text('gtmId'),
  siteId: text('siteId'),
  locales: v.pipe(v.array(v.pipe(text('locales'), v.nonEmpty('a locale must not be empty.'))), v.minLength(1, 'locales must name at least one language.')),
  defaultLocale: v.pipe(text('defaultLocale'), v.nonEmpty('defaultLocale must not be empty.')),
  /** The string 'true' turns on debug logging. */
  debug: text('debug'),
  buildPollIntervalMs: v.pipe(v.number('buildPollIntervalMs must be a number.'), v.finite(), v.minValue(0, 'buildPollIntervalMs cannot be negative.')),
  /** Target origin for postMessage to the parent window; never '*'. */
  parentOrigin: v.pipe(text('parentOrigin'), v.check((origin) => origin !== '*', "parentOrigin must name one origin, never '*'.")),
}), v.forward(
  v.partialCheck([['locales'], ['defaultLocale']], (s) => s.locales.includes(s.defaultLocale), 'defaultLocale must be one of locales.'),
  ['defaultLocale'],
))

export type PublicSettings = v.InferOutput<typeof PublicSettingsSchema>
