const DAY = 24 * 60 * 60 * 1000

/**
 * Dates relative to the seed day, so a site seeded on any day has recent posts, an
 * upcoming webinar and open job ads. `hourUtc` puts each at a plausible time of day.
 */
export function daysFrom(now: Date, days: number, hourUtc = 9): string {
  const date = new Date(now.getTime() + days * DAY)
  date.setUTCHours(hourUtc, 0, 0, 0)
  return date.toISOString()
}

export const daysAgo = (now: Date, days: number, hourUtc = 9) => daysFrom(now, -days, hourUtc)

/** The first day of the month `months` before `now`: when policies take effect. */
export function monthStart(now: Date, monthsBack: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1)).toISOString()
}
