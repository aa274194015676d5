const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/** "November 21, 2026": dates are shown in UTC so server and visitor agree. */
export const formatDate = (iso: string) => DATE.format(new Date(iso))
