import { describe, expect, it } from 'vitest'

import { lighthouseProblems, lighthouseSample, medianSample, type LhrLike } from '../../bench/lighthouseFigures'

const lhr = (performance: number, lcp: number, scriptBytes?: number): LhrLike => ({
  environment: { benchmarkIndex: 1147.5 },
  categories: {
    performance: { score: performance },
    accessibility: { score: 1 },
    'best-practices': { score: 0.96 },
    seo: { score: null },
  },
  audits: {
    'largest-contentful-paint': { numericValue: lcp },
    'total-blocking-time': { numericValue: 12.4 },
    'cumulative-layout-shift': { numericValue: 0.0012 },
    'resource-summary': {
      details: {
        items: [
          { resourceType: 'total', transferSize: 200_000 },
          ...(scriptBytes === undefined ? [] : [{ resourceType: 'script', transferSize: scriptBytes }]),
        ],
      },
    },
  },
})

describe('lighthouseSample', () => {
  it('reads scores as 0–100, LCP and TBT in whole ms, CLS as is and the script bytes', () => {
    expect(lighthouseSample(lhr(0.987, 1234.6, 150_000))).toEqual({
      performance: 99,
      accessibility: 100,
      'best-practices': 96,
      seo: 0, // a category Lighthouse could not score counts as 0, never as a pass
      lcpMs: 1235,
      tbtMs: 12,
      cls: 0.0012,
      jsBytes: 150_000,
      benchmarkIndex: 1148,
    })
  })

  it('has no JS figure (NaN) when the summary has no script row', () => {
    expect(lighthouseSample(lhr(1, 1000)).jsBytes).toBeNaN()
  })
})

describe('medianSample', () => {
  it('takes each figure’s median on its own', () => {
    const median = medianSample([lhr(0.9, 3000, 1), lhr(1, 1000, 3), lhr(0.95, 2000, 2)].map(lighthouseSample))
    expect(median).toMatchObject({ performance: 95, lcpMs: 2000, jsBytes: 2 })
  })

  it('refuses no runs at all', () => {
    expect(() => medianSample([])).toThrow()
  })
})

describe('lighthouseProblems', () => {
  it('names a runtime error first: it voids every figure of the run', () => {
    expect(lighthouseProblems({ ...lhr(0, Number.NaN), runtimeError: { code: 'NO_FCP' } })).toEqual([
      'runtime error NO_FCP',
    ])
  })

  it('names the weighted audits scoring below 1 outside performance, once each', () => {
    const report: LhrLike = {
      categories: {
        performance: { score: 0.9, auditRefs: [{ id: 'largest-contentful-paint', weight: 25 }] },
        accessibility: { score: 1, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
        'best-practices': {
          score: 0.96,
          auditRefs: [
            { id: 'errors-in-console', weight: 1 },
            { id: 'csp-xss', weight: 0 },
            { id: 'inspector-issues', weight: 1 },
          ],
        },
        seo: {
          score: 1,
          auditRefs: [
            { id: 'errors-in-console', weight: 1 },
            { id: 'structured-data', weight: 1 },
          ],
        },
      },
      audits: {
        'largest-contentful-paint': { score: 0.5 },
        'color-contrast': { score: 1 },
        'errors-in-console': { score: 0 },
        'csp-xss': { score: 0 }, // informative (weight 0): costs no points
        'inspector-issues': { score: null }, // not applicable
        'structured-data': { score: null },
      },
    }
    expect(lighthouseProblems(report)).toEqual(['errors-in-console'])
  })
})
