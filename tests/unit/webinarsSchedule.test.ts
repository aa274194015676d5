import { describe, expect, it } from 'vitest'

import { formatDuration, formatWebinarTime, isUpcoming, splitWebinars } from '@/features/webinars/schedule'

const NOW = new Date('2026-06-01T12:00:00Z')
const at = (startsAt: string) => ({ startsAt })

describe('splitWebinars', () => {
  it('puts upcoming ones soonest first and past ones most recent first', () => {
    const webinars = [
      at('2026-07-01T17:00:00Z'),
      at('2026-05-01T17:00:00Z'),
      at('2026-06-02T17:00:00Z'),
      at('2026-01-01T17:00:00Z'),
    ]
    const { upcoming, onDemand } = splitWebinars(webinars, NOW)
    expect(upcoming.map((w) => w.startsAt)).toEqual(['2026-06-02T17:00:00Z', '2026-07-01T17:00:00Z'])
    expect(onDemand.map((w) => w.startsAt)).toEqual(['2026-05-01T17:00:00Z', '2026-01-01T17:00:00Z'])
  })

  it('counts a webinar starting right now as upcoming', () => {
    expect(isUpcoming(at(NOW.toISOString()), NOW)).toBe(true)
    expect(isUpcoming(at('2026-06-01T11:59:59Z'), NOW)).toBe(false)
  })
})

describe('formatting', () => {
  it('shows the time in UTC, named', () => {
    expect(formatWebinarTime('2026-12-12T17:00:00.000Z')).toBe('Saturday, December 12, 2026 at 5:00 PM UTC')
  })

  it.each([
    [45, '45 minutes'],
    [60, '1 hour'],
    [90, '1 hour 30 minutes'],
    [121, '2 hours 1 minute'],
    [0, '0 minutes'],
  ])('says %i minutes as %j', (minutes, text) => expect(formatDuration(minutes)).toBe(text))
})
