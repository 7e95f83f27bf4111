// Public runtime settings. The server renders them into every page as JSON in
// <script type="application/json" id="lamp-settings"> (data, never executed, so the CSP forbids no inline
// script for them), so one build serves every environment; nothing here is baked in at build time.

export type Environment = 'Development' | 'Staging' | 'Production'

export interface OidcSettings {
  authority: string
  clientId: string
  scope: string
}

export interface Settings {
  siteName: string
  environment: Environment
  /** '' means the app's own origin. */
  apiBase: string
  contentStartItem: string
  /** '' turns every lead-pathing call off. */
  leadPathingBase: string
  oidc: OidcSettings
  registerUrl: string
  enableAds: boolean
  adScriptBase: string
  /** '' unless it matches ^GTM-[A-Z0-9]+$. */
  gtmId: string
  siteId: string
  locales: string[]
  defaultLocale: string
  /** The string 'true' turns on debug logging. */
  debug: string
  buildPollIntervalMs: number
  /** Target origin for postMessage to the parent window; never '*'. */
  parentOrigin: string
}

/** The id of the JSON script element that carries the settings in every page. */
export const SETTINGS_ELEMENT_ID = 'lamp-settings'

export const defaultSettings: Settings = {
  siteName: 'Lamp',
  environment: 'Production',
  apiBase: '',
  contentStartItem: 'lamp',
  leadPathingBase: '/lead-pathing',
  oidc: { authority: '', clientId: 'lamp-web', scope: 'openid profile email offline_access' },
  registerUrl: '',
  enableAds: false,
  adScriptBase: '',
  gtmId: '',
  siteId: '',
  locales: ['en', 'es'],
  defaultLocale: 'en',
  debug: 'false',
  buildPollIntervalMs: 3_600_000,
  parentOrigin: '',
}

type Raw = Record<string, unknown>

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value)
const str = (raw: Raw, key: string, fallback: string): string => (typeof raw[key] === 'string' ? raw[key] : fallback)

function bool(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value
  if (value === 'true') return true
  if (value === 'false') return false
  return fallback
}

function positiveNumber(value: unknown, fallback: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : fallback
}

function environment(value: unknown): Environment {
  return value === 'Development' || value === 'Staging' || value === 'Production' ? value : defaultSettings.environment
}

function stringList(value: unknown, fallback: string[]): string[] {
  const list = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : null
  const clean = list?.filter((item): item is string => typeof item === 'string').map((item) => item.trim()).filter(Boolean)
  return clean && clean.length > 0 ? clean : fallback
}

/** Validates untrusted settings; every invalid or missing value falls back to its default. */
export function parseSettings(input: unknown): Settings {
  const raw = isRecord(input) ? input : {}
  const oidc = isRecord(raw.oidc) ? raw.oidc : {}
  const d = defaultSettings
  const locales = stringList(raw.locales, d.locales)
  const defaultLocale = str(raw, 'defaultLocale', d.defaultLocale)
  const gtmId = str(raw, 'gtmId', d.gtmId)
  const parentOrigin = str(raw, 'parentOrigin', d.parentOrigin)
  return {
    siteName: str(raw, 'siteName', d.siteName) || d.siteName,
    environment: environment(raw.environment),
    apiBase: str(raw, 'apiBase', d.apiBase).replace(/\/+$/, ''),
    contentStartItem: str(raw, 'contentStartItem', d.contentStartItem),
    leadPathingBase: str(raw, 'leadPathingBase', d.leadPathingBase),
    oidc: {
      authority: str(oidc, 'authority', d.oidc.authority),
      clientId: str(oidc, 'clientId', d.oidc.clientId) || d.oidc.clientId,
      scope: str(oidc, 'scope', d.oidc.scope) || d.oidc.scope,
    },
    registerUrl: str(raw, 'registerUrl', d.registerUrl),
    enableAds: bool(raw.enableAds, d.enableAds),
    adScriptBase: str(raw, 'adScriptBase', d.adScriptBase),
    gtmId: /^GTM-[A-Z0-9]+$/.test(gtmId) ? gtmId : '',
    siteId: str(raw, 'siteId', d.siteId),
    locales,
    defaultLocale: locales.includes(defaultLocale) ? defaultLocale : (locales[0] ?? d.defaultLocale),
    debug: str(raw, 'debug', d.debug),
    buildPollIntervalMs: positiveNumber(raw.buildPollIntervalMs, d.buildPollIntervalMs),
    parentOrigin: parentOrigin === '*' ? '' : parentOrigin,
  }
}

/** The settings' JSON as the page carries it (the browser re-renders the very same text when it hydrates). */
export function readSettingsElement(doc: Pick<Document, 'getElementById'> | undefined): string {
  return doc?.getElementById(SETTINGS_ELEMENT_ID)?.textContent ?? ''
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined
  } catch {
    return undefined
  }
}

/**
 * The one settings object the app reads. In the browser it comes from the page; on the server (one process,
 * one configuration) the renderer fills it in once with `applySettings` before the first page is rendered.
 */
export const settings: Settings = parseSettings(parseJson(readSettingsElement(typeof document === 'undefined' ? undefined : document)))

export function applySettings(input: unknown): void {
  Object.assign(settings, parseSettings(input))
}

