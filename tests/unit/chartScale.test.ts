import { describe, expect, it } from 'vitest'

import { bands, formatValue, groupedBarWidth, niceAxis, stackTotals } from '@/cms/seed/media/chartScale'

describe('niceAxis', () => {
  it.each([
    [24.5, 5, [0, 5, 10, 15, 20, 25]],
    [14.6, 5, [0, 5, 10, 15]],
    [142, 50, [0, 50, 100, 150]],
    [875, 200, [0, 200, 400, 600, 800, 1000]],
    [4.9, 1, [0, 1, 2, 3, 4, 5]],
  ])('ends %s on a round tick, %s apart', (max, step, ticks) => {
    expect(niceAxis(max)).toEqual({ top: ticks.at(-1), step, ticks })
  })

  it('uses a step of 2.5 for measurements but never for counts', () => {
    expect(niceAxis(11).ticks).toEqual([0, 2.5, 5, 7.5, 10, 12.5])
    expect(niceAxis(11, { integers: true }).ticks).toEqual([0, 5, 10, 15])
    expect(niceAxis(3, { integers: true }).step).toBe(1)
  })

  it('keeps a fixed top, such as 100 for shares', () => {
    expect(niceAxis(58, { top: 100 })).toEqual({ top: 100, step: 20, ticks: [0, 20, 40, 60, 80, 100] })
    expect(niceAxis(12, { top: 15 }).ticks).toEqual([0, 5, 10, 15])
  })

  it('prints ticks without floating-point noise', () => {
    expect(niceAxis(0.7).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8])
  })
})

describe('chart layout', () => {
  it('totals stacked series per category', () => {
    expect(stackTotals([{ values: [61, 0, 9] }, { values: [57, 3, 17] }, { values: [24, 6, 12] }])).toEqual([142, 9, 38])
    expect(stackTotals([])).toEqual([])
  })

  it('splits the plot into equal bands with a bar centred in each', () => {
    expect(bands(4, 400, 0.5)).toEqual([0, 100, 200, 300].map((start) => ({ start, band: 100, bar: 50 })))
  })

  it('fits grouped bars and the gaps between them into one bar’s width', () => {
    expect(groupedBarWidth(62, 2, 2)).toBe(30)
    expect(groupedBarWidth(62, 1, 2)).toBe(62)
  })

  it('formats values with separators, one decimal at most, and the unit', () => {
    expect(formatValue(1200)).toBe('1,200')
    expect(formatValue(2.44, ' ms')).toBe('2.4 ms')
    expect(formatValue(54, '%')).toBe('54%')
  })
})
