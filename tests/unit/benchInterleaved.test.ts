import { describe, expect, it } from 'vitest'

import { interleaved, medianRun, rotated } from '../../bench/interleaved'

describe('interleaved runs', () => {
  it('warms each variant up once, then rotates the order every round', async () => {
    const calls: string[] = []
    const runs = await interleaved(
      ['a', 'b', 'c'] as const,
      3,
      async (variant) => calls.push(`warm ${variant}`),
      async (variant) => {
        calls.push(variant)
        return calls.length
      },
    )
    expect(calls).toEqual(['warm a', 'warm b', 'warm c', 'a', 'b', 'c', 'b', 'c', 'a', 'c', 'a', 'b'])
    // Each run returns how many calls had been made by then: its place in the sequence above.
    expect(runs.get('a')).toEqual([4, 9, 11])
    expect(runs.get('b')).toEqual([5, 7, 12])
    expect(runs.get('c')).toEqual([6, 8, 10])
  })

  it('rotates with wrap-around', () => {
    expect(rotated([1, 2, 3], 0)).toEqual([1, 2, 3])
    expect(rotated([1, 2, 3], 4)).toEqual([2, 3, 1])
  })

  it('picks the median run by value, the lower middle one of an even count', () => {
    const runs = [{ rps: 30 }, { rps: 10 }, { rps: 20 }]
    expect(medianRun(runs, (run) => run.rps)).toBe(runs[2])
    expect(medianRun([{ rps: 4 }, { rps: 1 }, { rps: 3 }, { rps: 2 }], (run) => run.rps)).toEqual({ rps: 2 })
    expect(() => medianRun([], () => 0)).toThrow('no runs')
  })
})
