import { describe, expect, it } from 'vitest'

import { startOfHour } from '@/lib/time'

describe('startOfHour', () => {
  it('truncates to the start of the UTC hour', () => {
    expect(startOfHour(new Date('2026-03-14T15:09:26.535Z')).toISOString()).toBe('2026-03-14T15:00:00.000Z')
  })

  it('leaves an exact hour unchanged', () => {
    expect(startOfHour(new Date('2026-03-14T15:00:00.000Z')).toISOString()).toBe('2026-03-14T15:00:00.000Z')
  })

  it('does not mutate its argument', () => {
    const date = new Date('2026-03-14T15:59:59.999Z')
    startOfHour(date)
    expect(date.toISOString()).toBe('2026-03-14T15:59:59.999Z')
  })
})
