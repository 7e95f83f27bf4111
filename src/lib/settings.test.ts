import { describe, expect, it } from 'vitest'
import { defaultSettings, parseSettings } from './settings.ts'

describe('runtime settings', () => {
  it('falls back to the defaults when the server wrote nothing', () => {
    expect(parseSettings(undefined)).toEqual(defaultSettings)
  })

  it('keeps valid values and repairs invalid ones', () => {
    const parsed = parseSettings({
      siteName: 'Lamp Staging', environment: 'Staging', apiBase: 'https://api.example.org/', enableAds: 'true',
      gtmId: 'not-a-gtm', buildPollIntervalMs: '-5', locales: 'en, es', defaultLocale: 'fr', parentOrigin: '*',
      oidc: { clientId: 'lamp-test' },
    })
    expect(parsed).toMatchObject({
      siteName: 'Lamp Staging', environment: 'Staging', apiBase: 'https://api.example.org', enableAds: true,
      gtmId: '', buildPollIntervalMs: 3_600_000, locales: ['en', 'es'], defaultLocale: 'en', parentOrigin: '',
      oidc: { clientId: 'lamp-test', scope: defaultSettings.oidc.scope },
    })
    expect(parseSettings({ gtmId: 'GTM-ABC123' }).gtmId).toBe('GTM-ABC123')
  })
})
