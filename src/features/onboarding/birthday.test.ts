import { describe, expect, it } from 'vitest'
import { formatBirthday, fromIsoDate, toIsoDate } from './birthday.ts'

describe('birthday', () => {
  it('reads as day, short month, year in the page locale', () => {
    expect(formatBirthday('1985-03-14', 'en-US')).toBe('14 Mar 1985')
    expect(formatBirthday('1985-03-14', 'es-ES')).toBe('14 mar 1985')
  })

  it('round-trips calendar days without a time-zone shift and refuses impossible ones', () => {
    expect(toIsoDate(new Date(1990, 3, 12))).toBe('1990-04-12')
    expect(fromIsoDate('1990-04-12')?.getDate()).toBe(12)
    expect(fromIsoDate('1990-02-30')).toBeUndefined()
  })
})
