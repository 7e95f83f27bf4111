import { describe, expect, it } from 'vitest'
import { readConfig } from './config.ts'
import { envName, readSettings, settingsJson } from './settings.ts'

describe('runtime settings', () => {
  it('have the documented defaults, with the identity provider following IDP_PORT', () => {
    const settings = readSettings({ IDP_PORT: '4001' })
    expect(settings).toMatchObject({
      siteName: 'Lamp', environment: 'Production', apiBase: '', contentStartItem: 'lamp', leadPathingBase: '/lead-pathing',
      oidc: { authority: 'http://localhost:4001', clientId: 'lamp-web', scope: 'openid profile email offline_access' },
      registerUrl: 'http://localhost:4001/account/register', enableAds: false, adScriptBase: '/ad-sandbox', gtmId: '', siteId: '',
      locales: ['en', 'es'], defaultLocale: 'en', debug: '', buildPollIntervalMs: 3_600_000, parentOrigin: '',
    })
  })

  it('take each value from LAMP_ + the setting in upper snake case', () => {
    expect(envName('enableAds')).toBe('LAMP_ENABLE_ADS')
    expect(envName('oidc.clientId')).toBe('LAMP_OIDC_CLIENT_ID')
    const settings = readSettings({
      LAMP_ENABLE_ADS: 'true', LAMP_OIDC_CLIENT_ID: 'other', LAMP_OIDC_AUTHORITY: 'https://id.example.com', LAMP_LOCALES: 'en, es ,fr',
      LAMP_LEAD_PATHING_BASE: '', LAMP_BUILD_POLL_INTERVAL_MS: '5000', LAMP_GTM_ID: 'GTM-ABC123',
    })
    expect(settings.enableAds).toBe(true)
    expect(settings.oidc).toMatchObject({ clientId: 'other', authority: 'https://id.example.com' })
    expect(settings.registerUrl).toBe('https://id.example.com/account/register')
    expect(settings.locales).toEqual(['en', 'es', 'fr'])
    expect(settings.leadPathingBase).toBe('')
    expect(settings.buildPollIntervalMs).toBe(5000)
    expect(settings.gtmId).toBe('GTM-ABC123')
  })

  it('refuse a malformed boolean or number instead of guessing', () => {
    expect(() => readSettings({ LAMP_ENABLE_ADS: 'yes please' })).toThrow(/LAMP_ENABLE_ADS/)
    expect(() => readSettings({ LAMP_BUILD_POLL_INTERVAL_MS: 'soon' })).toThrow(/LAMP_BUILD_POLL_INTERVAL_MS/)
  })

  it('run as Production unless told otherwise, and refuse what the settings contract does not allow', () => {
    expect(readSettings({}).environment).toBe('Production')
    expect(readSettings({ LAMP_ENVIRONMENT: 'Development' }).environment).toBe('Development')
    expect(() => readSettings({ LAMP_ENVIRONMENT: 'Prod' })).toThrow(/LAMP_ENVIRONMENT: environment must be one of Development, Staging, Production/)
    expect(() => readSettings({ LAMP_PARENT_ORIGIN: '*' })).toThrow(/LAMP_PARENT_ORIGIN/)
    expect(() => readSettings({ LAMP_LOCALES: 'en', LAMP_DEFAULT_LOCALE: 'es' })).toThrow(/LAMP_DEFAULT_LOCALE/)
    expect(() => readSettings({ LAMP_SITE_NAME: '' })).toThrow(/LAMP_SITE_NAME/)
  })

  it('cannot break out of the JSON script element they are written into', () => {
    const hostile = '</script><script>alert(1)</script><!--'
    const json = settingsJson(readSettings({ LAMP_SITE_NAME: hostile }))
    expect(json).not.toMatch(/[<>]/)
    expect((JSON.parse(json) as { siteName: string }).siteName).toBe(hostile)
  })
})

describe('server configuration', () => {
  it('takes the app origin from APP_ORIGIN, defaulting to the port, and refuses anything but an origin', () => {
    expect(readConfig({ PORT: '4050' }).appOrigin).toBe('http://localhost:4050')
    expect(readConfig({ APP_ORIGIN: 'https://lamp.example.com' }).appOrigin).toBe('https://lamp.example.com')
    expect(readConfig({ APP_ORIGIN: 'https://lamp.example.com/' }).appOrigin).toBe('https://lamp.example.com')
    for (const bad of ['lamp.example.com', 'https://lamp.example.com/app', 'ftp://lamp.example.com', 'https://lamp.example.com?x=1']) {
      expect(() => readConfig({ APP_ORIGIN: bad })).toThrow(/APP_ORIGIN/)
    }
  })
})
