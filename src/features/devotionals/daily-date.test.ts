import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatDailyDate, nearestSeededDay, parseDailyDate } from './daily-date.ts'
import { compareDates } from '../dates/index.ts'

const isRealDate = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

const calendarDate = fc.date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true })
  .map((date) => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }))

describe('the MMDDYY address date', () => {
  it('reads six digits as month, day and a year of this century', () => {
    expect(parseDailyDate('123125')).toEqual({ year: 2025, month: 12, day: 31 })
    expect(parseDailyDate('010100')).toEqual({ year: 2000, month: 1, day: 1 })
    expect(parseDailyDate('022924')).toEqual({ year: 2024, month: 2, day: 29 })
  })

  it('rejects dates the calendar does not have and anything that is not six digits', () => {
    for (const bad of ['022925', '043025x', '043125', '000125', '130125', '010025', '13012a', '12312', '1231250', '', '12-31-25', ' 123125', '１２３１２５'])
      expect(parseDailyDate(bad), bad).toBeNull()
  })

  it('any string either parses to a real calendar date that formats back to it, or is rejected', () => {
    const sixDigits = fc.stringMatching(/^\d{6}$/)
    fc.assert(fc.property(fc.oneof(fc.string(), sixDigits), (value) => {
      const parsed = parseDailyDate(value)
      if (parsed === null) {
        const match = /^(\d{2})(\d{2})(\d{2})$/.exec(value)
        if (match) expect(isRealDate(2000 + Number(match[3]), Number(match[1]), Number(match[2]))).toBe(false)
        return
      }
      expect(isRealDate(parsed.year, parsed.month, parsed.day)).toBe(true)
      expect(formatDailyDate(parsed)).toBe(value)
    }))
  })

  it('formats and parses back to the same date for every day of the century', () => {
    fc.assert(fc.property(calendarDate, (date) => {
      expect(parseDailyDate(formatDailyDate(date))).toEqual(date)
    }))
  })

})

describe('the seeded range of daily sends (decision 0071)', () => {
  const range = { first: { year: 2025, month: 1, day: 1 }, last: { year: 2027, month: 12, day: 31 } }

  it('keeps a day inside the range and moves one outside to the nearest end', () => {
    fc.assert(fc.property(calendarDate, (date) => {
      const before = compareDates(date, range.first) < 0
      const after = compareDates(date, range.last) > 0
      expect(nearestSeededDay(date, range)).toEqual(before ? range.first : after ? range.last : date)
    }))
    expect(nearestSeededDay({ year: 2028, month: 6, day: 1 }, range)).toEqual(range.last)
    expect(nearestSeededDay({ year: 2024, month: 12, day: 31 }, range)).toEqual(range.first)
  })

  it('without a range every day is its own nearest', () => {
    expect(nearestSeededDay({ year: 2030, month: 1, day: 1 }, null)).toEqual({ year: 2030, month: 1, day: 1 })
  })
})
