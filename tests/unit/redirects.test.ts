import { describe, expect, it, vi } from 'vitest'

import { findRedirect, throughRule, toRuleTable, type RedirectRule } from '@/lib/redirects/match'
import { formatTarget, isRedirectablePath, normaliseSitePath, parseTarget, redirectKey } from '@/lib/redirects/normalise'
import { createRuleTable } from '@/features/redirects/ruleTable'

const rule = (from: string, to: string, status: 301 | 302 = 301): RedirectRule => ({ from, to, status })
const target = (input: string) => {
  const parsed = parseTarget(input)
  return parsed && formatTarget(parsed)
}

describe('normaliseSitePath', () => {
  it.each([
    ['/old-pricing', '/old-pricing'],
    ['old-pricing', '/old-pricing'],
    ['/old-pricing/', '/old-pricing'],
    ['/blog//old-post///', '/blog/old-post'],
    ['/old?utm_source=x#top', '/old'],
    ['  /old  ', '/old'],
    ['/', '/'],
    ['//', null],
    ['/café', '/caf%C3%A9'],
    ['/caf%C3%A9', '/caf%C3%A9'],
    ['/Old.html', '/Old.html'],
    ['/a/../b', '/b'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseSitePath(input)).toBe(expected)
  })

  it('refuses what is not a site path', () => {
    for (const input of ['', '   ', 'https://example.com/a', '//evil.example/a', 'mailto:a@b.c', 'javascript:alert(1)']) {
      expect(normaliseSitePath(input)).toBeNull()
    }
  })

  it('tells page paths from the paths the proxy never sees', () => {
    expect(isRedirectablePath('/pricing')).toBe(true)
    expect(isRedirectablePath('/apiary')).toBe(true)
    for (const path of ['/api', '/api/media', '/admin', '/admin/x', '/_next/static/a.js']) expect(isRedirectablePath(path)).toBe(false)
  })
})

describe('redirectKey', () => {
  it.each([
    ['/Old-Pricing/', '/old-pricing'],
    ['/OLD-PRICING?x=1', '/old-pricing'],
    ['/Café', '/caf%C3%A9'],
    ['/CAF%C3%89', '/caf%C3%A9'],
    ['/100%', '/100%'],
    ['https://example.com/A', null],
  ])('%s → %s', (input, expected) => {
    expect(redirectKey(input)).toBe(expected)
  })
})

describe('parseTarget', () => {
  it('keeps a site path with its query, normalised', () => {
    expect(target('/pricing/')).toBe('/pricing')
    expect(target('/pricing?plan=team#faq')).toBe('/pricing?plan=team')
  })

  it('accepts absolute https addresses only', () => {
    expect(target('https://docs.example.com/guide?x=1')).toBe('https://docs.example.com/guide?x=1')
    for (const input of ['http://docs.example.com/', 'javascript:alert(1)', '//evil.example/', 'https://user:pw@example.com/', 'https://']) {
      expect(parseTarget(input)).toBeNull()
    }
  })
})

describe('findRedirect', () => {
  const table = toRuleTable([
    rule('/old-pricing', '/pricing'),
    rule('/campaign', '/pricing?plan=team', 302),
    rule('/docs', 'https://docs.example.com/start'),
  ])
  const redirect = (url: string) => {
    const found = findRedirect(table, new URL(url, 'https://www.cipherwell.test'))
    return found && { location: found.location.href, status: found.status }
  }

  it('matches the normalised path and answers the rule’s status', () => {
    expect(redirect('/old-pricing')).toEqual({ location: 'https://www.cipherwell.test/pricing', status: 301 })
    expect(redirect('/old-pricing/')).toEqual({ location: 'https://www.cipherwell.test/pricing', status: 301 })
    expect(redirect('/campaign')).toEqual({ location: 'https://www.cipherwell.test/pricing?plan=team', status: 302 })
  })

  it('keeps the query string when redirecting to a site path; the target’s own parameters win', () => {
    expect(redirect('/old-pricing?utm_source=mail&x=1')?.location).toBe('https://www.cipherwell.test/pricing?utm_source=mail&x=1')
    expect(redirect('/campaign?plan=solo&utm_source=ad')?.location).toBe('https://www.cipherwell.test/pricing?plan=team&utm_source=ad')
  })

  it('sends absolute targets as written', () => {
    expect(redirect('/docs?utm_source=mail')).toEqual({ location: 'https://docs.example.com/start', status: 301 })
  })

  it('matches whatever the case of the address asked for, or of the rule as stored', () => {
    expect(redirect('/Old-Pricing')).toEqual({ location: 'https://www.cipherwell.test/pricing', status: 301 })
    expect(redirect('/CAMPAIGN?utm_source=ad')?.location).toBe('https://www.cipherwell.test/pricing?plan=team&utm_source=ad')
    const legacy = toRuleTable([rule('/Spring-Sale', '/pricing')])
    expect(findRedirect(legacy, new URL('https://www.cipherwell.test/spring-sale'))?.location.pathname).toBe('/pricing')
  })

  it('leaves other paths alone', () => {
    expect(redirect('/pricing')).toBeNull()
    expect(redirect('/old-pricing/more')).toBeNull()
  })
})

describe('throughRule', () => {
  it('sends a target that leads to the rule’s address straight on, keeping its query', () => {
    expect(throughRule('/b', rule('/b', '/c'))).toBe('/c')
    expect(throughRule('/b?x=1', rule('/b', '/c'))).toBe('/c?x=1')
    expect(throughRule('/B', rule('/b', '/c'))).toBe('/c')
    expect(throughRule('/b', rule('/b', 'https://docs.example.com/'))).toBe('https://docs.example.com/')
  })

  it('leaves other targets unchanged', () => {
    expect(throughRule('/bb', rule('/b', '/c'))).toBe('/bb')
    expect(throughRule('https://x.example/b', rule('/b', '/c'))).toBe('https://x.example/b')
  })
})

/** Lets a refresh that has already been answered finish (it settles within a few microtasks). */
const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('createRuleTable', () => {
  const setup = () => {
    let clock = 1_000_000
    const load = vi.fn<() => Promise<RedirectRule[]>>()
    const onError = vi.fn()
    const table = createRuleTable({ load, now: () => clock, onError })
    const froms = async () => [...(await table.get()).keys()]
    return { load, onError, froms, tick: (ms: number) => (clock += ms) }
  }

  it('loads on first use, then again only once the table is 5 s old', async () => {
    const { load, froms, tick } = setup()
    load.mockResolvedValueOnce([rule('/a', '/b')]).mockResolvedValueOnce([rule('/c', '/d')])
    expect(await froms()).toEqual(['/a'])
    tick(4_999)
    expect(await froms()).toEqual(['/a'])
    expect(load).toHaveBeenCalledTimes(1)
    tick(1)
    // Stale-while-revalidate: the request that starts the refresh is served the last table…
    expect(await froms()).toEqual(['/a'])
    expect(load).toHaveBeenCalledTimes(2)
    await settle()
    // …and the next one the refreshed table.
    expect(await froms()).toEqual(['/c'])
  })

  it('is empty until the first success, and keeps the last table when a load fails', async () => {
    const { load, onError, froms, tick } = setup()
    load.mockRejectedValueOnce(new Error('ECONNREFUSED')).mockResolvedValueOnce([rule('/a', '/b')]).mockRejectedValueOnce(new Error('500'))
    expect(await froms()).toEqual([])
    tick(5_000)
    await froms()
    await settle()
    expect(await froms()).toEqual(['/a'])
    tick(5_000)
    await froms()
    await settle()
    expect(await froms()).toEqual(['/a'])
    expect(onError).toHaveBeenCalledTimes(2)
  })

  it('asks a failing source no more than every 5 s, even when the failure is synchronous', async () => {
    const { load, froms, tick } = setup()
    load.mockImplementation(() => {
      throw new Error('bad environment')
    })
    await froms()
    await froms()
    expect(load).toHaveBeenCalledTimes(1)
    tick(5_000)
    await froms()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('shares one load between requests arriving together', async () => {
    const { load, froms } = setup()
    let finish: (rules: RedirectRule[]) => void = () => {}
    load.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)))
    const waiting = Promise.all([froms(), froms(), froms()])
    finish([rule('/a', '/b')])
    expect(await waiting).toEqual([['/a'], ['/a'], ['/a']])
    expect(load).toHaveBeenCalledTimes(1)
  })
})
