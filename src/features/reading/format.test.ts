import { setupI18n } from '@lingui/core'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { formatDay } from './format.ts'

const inLocale = (locale: string) => {
  const i18n = setupI18n()
  i18n.loadAndActivate({ locale, messages: {} })
  return i18n
}

afterEach(() => { vi.restoreAllMocks() })

describe('formatDay', () => {
  test('writes a calendar day out in the reader’s language, with the weekday when asked', () => {
    expect(formatDay(inLocale('en'), 2025, 4, 14)).toBe('April 14, 2025')
    expect(formatDay(inLocale('en'), 2025, 4, 14, true)).toBe('Monday, April 14, 2025')
    expect(formatDay(inLocale('es'), 2025, 4, 14)).toBe('14 de abril de 2025')
    expect(formatDay(inLocale('es'), 2025, 4, 14, true)).toBe('lunes, 14 de abril de 2025')
  })

  test('the same day everywhere: no time zone moves it', () => {
    expect(formatDay(inLocale('en'), 2025, 1, 1)).toBe('January 1, 2025')
    expect(formatDay(inLocale('en'), 2024, 12, 31)).toBe('December 31, 2024')
  })

  test('a page of dates makes at most one formatter per language and style, not one per date (decision 0136)', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat')
    const i18n = inLocale('en')
    for (let day = 1; day <= 12; day += 1) formatDay(i18n, 2025, 3, day)
    expect(made.mock.calls.length).toBeLessThanOrEqual(1)
  })
})
