/** The start of `date`'s hour (UTC): a cache key that changes at most once an hour. */
export function startOfHour(date: Date): Date {
  const start = new Date(date)
  start.setUTCMinutes(0, 0, 0)
  return start
}
