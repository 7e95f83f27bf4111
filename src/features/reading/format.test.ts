import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
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

  test('the same day everywhere: a reader west of Greenwich does not get the day before', () => {
    // ICU reads the machine's zone once, and test machines often run in UTC: a process of its own in Los Angeles,
    // where midnight UTC of 1 January is still 31 December.
    const script = `import { setupI18n } from '@lingui/core'
      import { formatDay } from ${JSON.stringify(fileURLToPath(new URL('./format.ts', import.meta.url)))}
      const i18n = setupI18n(); i18n.loadAndActivate({ locale: 'en', messages: {} })
      process.stdout.write(new Date(Date.UTC(2025, 0, 1)).getDate() + ' ' + formatDay(i18n, 2025, 1, 1))`
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { env: { ...process.env, TZ: 'America/Los_Angeles' }, encoding: 'utf8' })
    expect(out).toBe('31 January 1, 2025')
  })

  test('a page of dates makes at most one formatter per language and style, not one per date (decision 0136)', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat')
    const i18n = inLocale('en')
    for (let day = 1; day <= 12; day += 1) formatDay(i18n, 2025, 3, day)
    expect(made.mock.calls.length).toBeLessThanOrEqual(1)
  })
})
