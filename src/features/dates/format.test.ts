import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { setupI18n } from '@lingui/core'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { dayKey, dayOf, dayTexts, formatDay } from './format.ts'

const APRIL_14 = { year: 2025, month: 4, day: 14 }

const inLocale = (locale: string) => {
  const i18n = setupI18n()
  i18n.loadAndActivate({ locale, messages: {} })
  return i18n
}

afterEach(() => { vi.restoreAllMocks() })

describe('formatDay', () => {
  test('writes a calendar day out in the reader’s language, with the weekday when asked', () => {
    expect(formatDay(inLocale('en'), APRIL_14)).toBe('April 14, 2025')
    expect(formatDay(inLocale('en'), APRIL_14, true)).toBe('Monday, April 14, 2025')
    expect(formatDay(inLocale('es'), APRIL_14)).toBe('14 de abril de 2025')
    expect(formatDay(inLocale('es'), APRIL_14, true)).toBe('lunes, 14 de abril de 2025')
  })

  test('the same day everywhere: a reader west of Greenwich does not get the day before', () => {
    // ICU reads the machine's zone once, and test machines often run in UTC: a process of its own in Los Angeles,
    // where midnight UTC of 1 January is still 31 December.
    const script = `import { setupI18n } from '@lingui/core'
      import { formatDay } from ${JSON.stringify(fileURLToPath(new URL('./format.ts', import.meta.url)))}
      const i18n = setupI18n(); i18n.loadAndActivate({ locale: 'en', messages: {} })
      process.stdout.write(new Date(Date.UTC(2025, 0, 1)).getDate() + ' ' + formatDay(i18n, { year: 2025, month: 1, day: 1 }))`
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { env: { ...process.env, TZ: 'America/Los_Angeles' }, encoding: 'utf8' })
    expect(out).toBe('31 January 1, 2025')
  })

  test('a page of dates makes at most one formatter per language and style, not one per date (decision 0137)', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat')
    const i18n = inLocale('en')
    for (let day = 1; day <= 12; day += 1) formatDay(i18n, { year: 2025, month: 3, day })
    expect(made.mock.calls.length).toBeLessThanOrEqual(1)
  })
})

describe('the days a loader writes out (decision 0137)', () => {
  test('an Umbraco date or a plain one is a day; anything else, 31 April included, is none', () => {
    expect(dayOf('2025-04-14T00:00:00')).toEqual(APRIL_14)
    expect(dayOf('2025-04-14')).toEqual(APRIL_14)
    expect(dayOf('')).toBeNull()
    expect(dayOf('soon')).toBeNull()
    expect(dayOf('2025-04-31T00:00:00')).toBeNull()
  })

  test('each day is written as the page would write it, under its own key, with or without the weekday', () => {
    const es = inLocale('es')
    const texts = dayTexts(es, ['2025-04-14T00:00:00', { year: 2025, month: 1, day: 1 }, 'not a date'])
    expect(texts).toEqual({ [dayKey(APRIL_14)]: '14 de abril de 2025', [dayKey({ year: 2025, month: 1, day: 1 })]: '1 de enero de 2025' })
    expect(dayTexts(es, [APRIL_14], true)).toEqual({ [dayKey(APRIL_14, true)]: 'lunes, 14 de abril de 2025' })
    expect(dayKey(APRIL_14, true)).not.toBe(dayKey(APRIL_14))
  })
})
