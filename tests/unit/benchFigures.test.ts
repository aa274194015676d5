import { describe, expect, it } from 'vitest'

import { atLeast, atMost, below, figure, misses, ratio, tableRows } from '../../bench/figures'

describe('bench figures', () => {
  it('judges each figure against its target, at the boundary too', () => {
    expect(atLeast('throughput', 'cache / bare', 0.8, 0.8).met).toBe(true)
    expect(atLeast('throughput', 'cache / bare', 0.79, 0.8).met).toBe(false)
    expect(atMost('startup', 'seconds', 15, 15).met).toBe(true)
    expect(atMost('startup', 'seconds', 15.1, 15).met).toBe(false)
    expect(below('leads', 'p99', 99, 100).met).toBe(true)
    expect(below('leads', 'p99', 100, 100).met).toBe(false)
    expect(atLeast('x', 'ratio', Number.NaN, 0.5).met).toBe(false) // a ratio of nothing is no pass
  })

  it('lists what missed and nothing reported without a target', () => {
    const figures = [
      atLeast('flood', 'under flood / quiet', 0.4, 0.5),
      figure('flood', 'next alone under flood / quiet', 0.2),
      atMost('startup', 'non-200', 0, 0),
    ]
    expect(misses(figures)).toEqual(['flood: under flood / quiet'])
    expect(tableRows(figures).map((row) => row.met)).toEqual(['NO', '', 'yes'])
    expect(tableRows(figures)[0]).toMatchObject({ target: '≥ 0.5', value: '0.4' })
  })

  it('rounds ratios to two places and refuses a zero denominator', () => {
    expect(ratio(45_678, 57_000)).toBe(0.8)
    expect(ratio(3_000, 57_000)).toBe(0.05)
    expect(ratio(1, 0)).toBeNaN()
  })
})
