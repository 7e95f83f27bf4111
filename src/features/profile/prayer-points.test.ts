import { describe, expect, it } from 'vitest'
import { applyPrayerPointChange } from './prayer-points.ts'

const start = { prayerPointsEarned: 150, prayerPointsRedeemed: 30, prayerPointsBalance: 120 }

describe('applyPrayerPointChange', () => {
  it('a positive change raises earned and balance', () => {
    expect(applyPrayerPointChange(start, 100)).toEqual({ prayerPointsEarned: 250, prayerPointsRedeemed: 30, prayerPointsBalance: 220 })
  })

  it('a negative change raises redeemed and lowers balance', () => {
    expect(applyPrayerPointChange(start, -20)).toEqual({ prayerPointsEarned: 150, prayerPointsRedeemed: 50, prayerPointsBalance: 100 })
  })

  it('no change (or a value that is not a number) leaves the points alone and keeps other fields', () => {
    const account = { ...start, name: 'Grace' }
    expect(applyPrayerPointChange(account, 0)).toBe(account)
    expect(applyPrayerPointChange(account, Number.NaN)).toBe(account)
    expect(applyPrayerPointChange(account, 5).name).toBe('Grace')
  })
})
