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

describe('runtime settings from the environment', () => {
  it('take every string setting from its own variable', () => {
    const settings = readSettings({
      LAMP_SITE_NAME: 'Lampada', LAMP_ENVIRONMENT: 'Staging', LAMP_API_BASE: 'https://api.example.com', LAMP_CONTENT_START_ITEM: 'home',
      LAMP_LEAD_PATHING_BASE: 'https://leads.example.com', LAMP_OIDC_SCOPE: 'openid email', LAMP_REGISTER_URL: 'https://id.example.com/join',
      LAMP_AD_SCRIPT_BASE: 'https://ads.example.com', LAMP_SITE_ID: 'site-7', LAMP_DEFAULT_LOCALE: 'es', LAMP_DEBUG: 'true',
      LAMP_PARENT_ORIGIN: 'https://parent.example.com',
    })
    expect(settings).toMatchObject({
      siteName: 'Lampada', environment: 'Staging', apiBase: 'https://api.example.com', contentStartItem: 'home',
      leadPathingBase: 'https://leads.example.com', oidc: { scope: 'openid email' }, registerUrl: 'https://id.example.com/join',
      adScriptBase: 'https://ads.example.com', siteId: 'site-7', defaultLocale: 'es', debug: 'true', parentOrigin: 'https://parent.example.com',
    })
  })

  it.each([
    ['true', true], ['1', true], [' TRUE ', true], ['false', false], ['0', false], ['False', false], ['', false], ['  ', false],
  ])('read LAMP_ENABLE_ADS=%j as %s', (raw, expected) => {
    expect(readSettings({ LAMP_ENABLE_ADS: raw }).enableAds).toBe(expected)
  })

  it('read a number, an empty or blank one meaning the default', () => {
    expect(readSettings({ LAMP_BUILD_POLL_INTERVAL_MS: '0' }).buildPollIntervalMs).toBe(0)
    expect(readSettings({ LAMP_BUILD_POLL_INTERVAL_MS: '  ' }).buildPollIntervalMs).toBe(3_600_000)
    expect(readSettings({ LAMP_BUILD_POLL_INTERVAL_MS: '' }).buildPollIntervalMs).toBe(3_600_000)
  })

  it.each(['-1', '-0.5', 'soon', 'Infinity'])('refuse LAMP_BUILD_POLL_INTERVAL_MS=%s, naming the variable and the value', (raw) => {
    expect(() => readSettings({ LAMP_BUILD_POLL_INTERVAL_MS: raw })).toThrow(`LAMP_BUILD_POLL_INTERVAL_MS must be a non-negative number, got "${raw}"`)
  })

  it('refuse a boolean they cannot read, naming the variable and the value', () => {
    expect(() => readSettings({ LAMP_ENABLE_ADS: 'yes' })).toThrow('LAMP_ENABLE_ADS must be true or false, got "yes"')
  })

  it('skip empty items of a list', () => {
    expect(readSettings({ LAMP_LOCALES: 'en,, es,' }).locales).toEqual(['en', 'es'])
  })

  it('name every problem at once, one after the other', () => {
    expect(() => readSettings({ LAMP_ENVIRONMENT: 'Prod', LAMP_SITE_NAME: '' })).toThrow(
      'Invalid runtime settings: LAMP_SITE_NAME: siteName must not be empty. LAMP_ENVIRONMENT: environment must be one of Development, Staging, Production.',
    )
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
