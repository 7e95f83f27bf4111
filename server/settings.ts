import * as v from 'valibot'
import { PublicSettingsSchema, type PublicSettings } from '../contracts/settings.ts'
import { readConfig } from './config.ts'

export type { PublicSettings }

type Env = Record<string, string | undefined>

/** `enableAds` → `LAMP_ENABLE_ADS`, `oidc.clientId` → `LAMP_OIDC_CLIENT_ID`. */
export function envName(setting: string): string {
  return 'LAMP_' + setting.replace(/\./g, '_').replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()
}

function readString(env: Env, setting: string, fallback: string): string {
  // A variable that is set but empty means "empty" (LAMP_LEAD_PATHING_BASE= turns lead calls off).
  return env[envName(setting)] ?? fallback
}

function readBoolean(env: Env, setting: string, fallback: boolean): boolean {
  const raw = env[envName(setting)]?.trim().toLowerCase()
  if (raw === undefined || raw === '') return fallback
  if (raw === 'true' || raw === '1') return true
  if (raw === 'false' || raw === '0') return false
  throw new Error(`${envName(setting)} must be true or false, got "${raw}"`)
}

function readNumber(env: Env, setting: string, fallback: number): number {
  const raw = env[envName(setting)]
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value < 0) throw new Error(`${envName(setting)} must be a non-negative number, got "${raw}"`)
  return value
}

function readList(env: Env, setting: string, fallback: string[]): string[] {
  const raw = env[envName(setting)]
  if (raw === undefined) return fallback
  return raw.split(',').map((item) => item.trim()).filter((item) => item !== '')
}

/**
 * The settings from the environment, checked against the one settings contract: a typo such as
 * LAMP_ENVIRONMENT=Prod stops the start with the variable's name instead of reaching browsers.
 */
export function readSettings(env: Env = process.env): PublicSettings {
  const authority = readString(env, 'oidc.authority', `http://localhost:${readConfig(env).idpPort}`)
  const candidate = {
    siteName: readString(env, 'siteName', 'Lamp'),
    // A server started without being told otherwise is a production server (no test hooks, no source maps).
    environment: readString(env, 'environment', 'Production'),
    apiBase: readString(env, 'apiBase', ''),
    contentStartItem: readString(env, 'contentStartItem', 'lamp'),
    leadPathingBase: readString(env, 'leadPathingBase', '/lead-pathing'),
    oidc: {
      authority,
      clientId: readString(env, 'oidc.clientId', 'lamp-web'),
      scope: readString(env, 'oidc.scope', 'openid profile email offline_access'),
    },
    registerUrl: readString(env, 'registerUrl', `${authority}/account/register`),
    enableAds: readBoolean(env, 'enableAds', false),
    adScriptBase: readString(env, 'adScriptBase', '/ad-sandbox'),
    gtmId: readString(env, 'gtmId', ''),
    siteId: readString(env, 'siteId', ''),
    locales: readList(env, 'locales', ['en', 'es']),
    defaultLocale: readString(env, 'defaultLocale', 'en'),
    debug: readString(env, 'debug', ''),
    buildPollIntervalMs: readNumber(env, 'buildPollIntervalMs', 3_600_000),
    parentOrigin: readString(env, 'parentOrigin', ''),
  }
  const checked = v.safeParse(PublicSettingsSchema, candidate)
  if (checked.success) return checked.output
  const problems = checked.issues.map((issue) => `${envName(v.getDotPath(issue) ?? '')}: ${issue.message}`)
  throw new Error(`Invalid runtime settings: ${problems.join(' ')}`)
}

/**
 * The settings as the JSON text of the page's `<script type="application/json" id="lamp-settings">`: data the
 * browser parses, never runs (so the Content-Security-Policy needs no inline-script exception for it). Every `<`,
 * `>` and `&` is a \u escape, so no value can close the element or open a comment; U+2028/2029 too.
 */
export function settingsJson(settings: PublicSettings): string {
  return JSON.stringify(settings).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
