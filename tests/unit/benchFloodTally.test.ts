import { describe, expect, it } from 'vitest'

import { classifyAnswer } from '../../bench/floodTally'

describe('classifyAnswer', () => {
  const direct = { proxy: false, cacheStatusHeader: false }

  it('counts any 2xx as an accepted lead', () => {
    expect(classifyAnswer(200, direct)).toBe('accepted')
    expect(classifyAnswer(201, { proxy: true, cacheStatusHeader: true })).toBe('accepted')
  })

  it("counts a 429 without a proxy as the app's", () => {
    expect(classifyAnswer(429, direct)).toBe('appLimited')
  })

  it("behind the proxy, tells the app's 429 (proxied, so marked) from nginx's own (unmarked)", () => {
    expect(classifyAnswer(429, { proxy: true, cacheStatusHeader: true })).toBe('appLimited')
    expect(classifyAnswer(429, { proxy: true, cacheStatusHeader: false })).toBe('proxyLimited')
  })

  it('puts every other status apart, since nothing but a limit should refuse a valid body', () => {
    for (const status of [400, 403, 413, 415, 500, 502, 503]) expect(classifyAnswer(status, direct)).toBe('other')
    expect(classifyAnswer(503, { proxy: true, cacheStatusHeader: false })).toBe('other')
  })
})
