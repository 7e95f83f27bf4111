import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, compareDates, parseIsoDate, toIsoDate, todayOf } from './calendar-date.ts'

const calendarDate = fc.date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true })
  .map((date) => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }))

describe('calendar days', () => {
  it('moves across month and year ends and writes the ISO date the content service filters on', () => {
    expect(toIsoDate(addDays({ year: 2025, month: 12, day: 31 }, 1))).toBe('2026-01-01')
    expect(toIsoDate(addDays({ year: 2024, month: 3, day: 1 }, -1))).toBe('2024-02-29')
    fc.assert(fc.property(calendarDate, fc.integer({ min: -400, max: 400 }), (date, days) => {
      expect(addDays(addDays(date, days), -days)).toEqual(date)
    }))
  })

  it('takes today from the reader’s own clock', () => {
    expect(todayOf(new Date(2026, 6, 4, 23, 59))).toEqual({ year: 2026, month: 7, day: 4 })
  })

  it('reads the content’s yyyy-mm-dd dates and nothing else', () => {
    expect(parseIsoDate('2027-12-31')).toEqual({ year: 2027, month: 12, day: 31 })
    for (const value of ['2027-02-29', '2027-13-01', '27-12-31', '2027-12-31T00:00:00', 20271231, null, undefined]) expect(parseIsoDate(value)).toBeNull()
  })

  it('orders days like their ISO dates', () => {
    fc.assert(fc.property(calendarDate, calendarDate, (a, b) => {
      expect(Math.sign(compareDates(a, b))).toBe(Math.sign(toIsoDate(a).localeCompare(toIsoDate(b))))
    }))
  })
})
