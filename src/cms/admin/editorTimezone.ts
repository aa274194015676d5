import type { ClientConfig, Timezone } from 'payload'

/** "(UTC+05:30) Asia/Kolkata": the zone's offset now, in the style of Payload's own list. */
export function timezoneLabel(zone: string, at = new Date()): string {
  const offset = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value
  const utc = !offset || offset === 'GMT' ? 'UTC+00:00' : offset.replace('GMT', 'UTC')
  return `(${utc}) ${zone}`
}

/**
 * The admin's config with the editor's own time zone (the browser's) as the scheduler's
 * default. Payload's schedule drawer starts on `admin.timezones.defaultTimezone`, one value
 * for everyone, and shows "Select a value" without it, though the time typed is then read in
 * the browser's zone anyway. A zone missing from the list is added, so the picker can show it.
 */
export function withEditorTimezone(config: ClientConfig, zone: string | undefined): ClientConfig {
  const timezones = config.admin.timezones
  if (!zone || !timezones) return config
  const supported: Timezone[] = timezones.supportedTimezones ?? []
  const listed = supported.some((option) => option.value === zone)
  return {
    ...config,
    admin: {
      ...config.admin,
      timezones: {
        ...timezones,
        defaultTimezone: zone,
        supportedTimezones: listed ? supported : [...supported, { label: timezoneLabel(zone), value: zone }],
      },
    },
  }
}
