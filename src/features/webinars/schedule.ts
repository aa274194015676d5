import type { Draft } from '@/cms/draft'
import type { Webinar } from '@/cms/payload-types'

/**
 * Upcoming until the start time passes: decided at render time, and pages regenerate hourly.
 * A draft without its start time yet is one still being planned: upcoming.
 */
export const isUpcoming = (webinar: Pick<Draft<Webinar>, 'startsAt'>, now: Date) =>
  !webinar.startsAt || new Date(webinar.startsAt).getTime() >= now.getTime()

/** Upcoming soonest first; on demand most recent first. */
export function splitWebinars<W extends Pick<Webinar, 'startsAt'>>(webinars: W[], now: Date) {
  const byStart = (a: W, b: W) => new Date(a.startsAt).getTime() - new Date(b.startsAt).getTime()
  const upcoming = webinars.filter((w) => isUpcoming(w, now)).sort(byStart)
  const onDemand = webinars.filter((w) => !isUpcoming(w, now)).sort((a, b) => byStart(b, a))
  return { upcoming, onDemand }
}

/** A start time in UTC, saying so ("5:00 PM UTC"): the same instant for every visitor. */
const UTC_START = {
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
} as const
const START_FORMATS = {
  long: new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', ...UTC_START }),
  short: new Intl.DateTimeFormat('en-US', { month: 'short', ...UTC_START }),
}

/** "Thursday, December 12, 2026 at 5:00 PM UTC" (long) or "Dec 12, 2026, 5:00 PM UTC" (short). */
export const formatWebinarTime = (iso: string, style: keyof typeof START_FORMATS = 'long') =>
  START_FORMATS[style].format(new Date(iso))

/** 45 → "45 minutes", 60 → "1 hour", 90 → "1 hour 30 minutes". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`
  return [hours > 0 ? part(hours, 'hour') : null, rest > 0 || hours === 0 ? part(rest, 'minute') : null]
    .filter(Boolean)
    .join(' ')
}
