import { describe, expect, it } from 'vitest'

import { retryAfterSeconds } from '@/features/search-dialog/fetchSearch'
import { groupResults, moveActive } from '@/features/search-dialog/groupResults'
import { searchApiUrl, searchPageUrl } from '@/features/search-dialog/searchAddresses'
import { parseSearchAnswer, type SearchHit } from '@/features/search-dialog/searchAnswer'

const hit = (type: string, title: string): SearchHit => ({
  type,
  typeLabel: type === 'posts' ? 'Blog' : type[0]!.toUpperCase() + type.slice(1),
  title,
  url: `/${type}/${title.toLowerCase()}`,
  excerpt: [],
})

describe('grouping the results', () => {
  it('puts each type where its best result ranked, keeps rank order within it and numbers options as shown', () => {
    const groups = groupResults([hit('products', 'Relay'), hit('posts', 'Tokens'), hit('products', 'Vault'), hit('jobs', 'SRE')])
    expect(groups.map((group) => [group.label, group.options.map(({ hit: { title }, index }) => `${index}:${title}`)])).toEqual([
      ['Products', ['0:Relay', '1:Vault']],
      ['Blog', ['2:Tokens']],
      ['Jobs', ['3:SRE']],
    ])
  })

  it('has no groups without results', () => {
    expect(groupResults([])).toEqual([])
  })
})

describe('moving the active option', () => {
  it('steps and wraps at both ends', () => {
    expect(moveActive(0, 1, 3)).toBe(1)
    expect(moveActive(2, 1, 3)).toBe(0)
    expect(moveActive(0, -1, 3)).toBe(2)
    expect(moveActive(1, -1, 3)).toBe(0)
  })

  it('starts at an end when nothing valid is active, and has nothing to move to in an empty list', () => {
    expect(moveActive(-1, 1, 3)).toBe(0)
    expect(moveActive(7, -1, 3)).toBe(2)
    expect(moveActive(0, 1, 0)).toBe(-1)
  })
})

describe("the endpoint's answer", () => {
  const good = { type: 'products', typeLabel: 'Product', title: 'Relay', url: '/products/relay#how', excerpt: [{ text: 'relay', hit: true }] }

  it('is read as sent', () => {
    expect(parseSearchAnswer({ query: 'relay', total: 3, results: [good] })).toEqual({ query: 'relay', total: 3, results: [good] })
  })

  it('drops results that are malformed or lead off the site', () => {
    const bad = [
      { ...good, url: 'javascript:alert(1)' },
      { ...good, url: 'https://evil.example/' },
      { ...good, url: '//evil.example/' },
      { ...good, url: '/\\evil.example' },
      { ...good, title: 7 },
      null,
    ]
    const answer = parseSearchAnswer({ query: 'relay', total: 7, results: [...bad, good] })
    expect(answer?.results).toEqual([good])
  })

  it('keeps excerpt segments as text and defaults what is missing', () => {
    const answer = parseSearchAnswer({ results: [{ ...good, excerpt: [{ text: '<b>x</b>' }, 'junk'] }] })
    expect(answer).toEqual({ query: '', total: 1, results: [{ ...good, excerpt: [{ text: '<b>x</b>', hit: false }] }] })
  })

  it('is null when the body is not an answer', () => {
    expect(parseSearchAnswer(null)).toBeNull()
    expect(parseSearchAnswer({ errors: { q: 'Too long' } })).toBeNull()
  })
})

describe('addresses and waits', () => {
  it('encodes the query for the endpoint and the search page', () => {
    expect(searchApiUrl('50% & "tokens"')).toBe('/api/search?q=50%25%20%26%20%22tokens%22&limit=8')
    expect(searchPageUrl('  relay ')).toBe('/search?q=relay')
    expect(searchPageUrl('   ')).toBe('/search')
  })

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-11-27T05:00:00Z')
    expect(retryAfterSeconds('30', now)).toBe(30)
    expect(retryAfterSeconds('Fri, 27 Nov 2026 05:00:12 GMT', now)).toBe(12)
    expect(retryAfterSeconds(null, now)).toBeNull()
    expect(retryAfterSeconds('soon', now)).toBeNull()
  })
})
