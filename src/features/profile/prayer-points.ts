export interface PrayerPoints {
  prayerPointsEarned: number
  prayerPointsRedeemed: number
  prayerPointsBalance: number
}

/**
 * R-PTS-1: a positive change raises earned and balance; a negative change raises redeemed
 * and lowers balance. Used to update a cached account after a redemption without refetching it.
 */
export function applyPrayerPointChange<T extends PrayerPoints>(points: T, change: number): T {
  if (!Number.isFinite(change) || change === 0) return points
  if (change > 0) {
    return { ...points, prayerPointsEarned: points.prayerPointsEarned + change, prayerPointsBalance: points.prayerPointsBalance + change }
  }
  const spent = -change
  return { ...points, prayerPointsRedeemed: points.prayerPointsRedeemed + spent, prayerPointsBalance: points.prayerPointsBalance - spent }
}
