import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { SearchPage } from '@/features/search/SearchPage'
import { parseSearchRequest } from '@/features/search/searchRequest'

const request = (q: string) => {
  const parsed = parseSearchRequest(new URLSearchParams({ q }))
  if (!parsed.request) throw new Error('a valid search')
  return parsed.request
}

const page = (q: string) =>
  renderToStaticMarkup(
    createElement(SearchPage, {
      outcome: {
        kind: 'results',
        request: request(q),
        answer: {
          query: q,
          total: 3,
          capped: false,
          counts: { products: 1, posts: 1, legal: 1 },
          results: [{ type: 'products', typeLabel: 'Products', title: q, url: `/products/${q}`, excerpt: [{ text: q, hit: true }] }],
        },
      },
    }),
  )

describe('search results page layout', () => {
  it('keeps the filters and results in columns no wider than the page: the filter row scrolls inside its own box', () => {
    const html = page('token')
    // An implicit grid column (or a plain 1fr) is as wide as its widest content, here the filter row.
    const grid = /<div class="(grid [^"]*)"><nav aria-label="Filter results by type"/.exec(html)?.[1]
    expect(grid).toBeDefined()
    expect(grid!.split(' ')).toContain('grid-cols-1')
    expect(grid).toMatch(/desk:grid-cols-\[14rem_minmax\(0,1fr\)\]/)
    expect(html).toMatch(/<nav aria-label="Filter results by type"><ul class="[^"]*flex [^"]*overflow-x-auto/)
  })

  it('breaks a query of one long word wherever it must, in the heading and the results alike', () => {
    const long = 'x'.repeat(200)
    const html = page(long)
    expect(html).toMatch(new RegExp(`^(<[^>]+>)*?<div class="wrap-break-word">.*<h1[^>]*>Results for “${long}”</h1>`))
    expect(html.indexOf('<div class="wrap-break-word">')).toBeLessThan(html.indexOf('<mark'))
  })
})
