const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/**
 * "November 21, 2026": dates are shown in UTC so server and visitor agree. A draft's date not
 * yet set is no date (never "January 1, 1970", nor a RangeError from an invalid one).
 */
export const formatDate = (iso: string | null | undefined) => {
  const date = iso ? new Date(iso) : null
  return date && !Number.isNaN(date.getTime()) ? DATE.format(date) : ''
}
