import { describe, expect, it } from 'vitest'

import { searchFields } from '@/cms/search/searchDocument'
import { MATCH_END, MATCH_START, markdownText } from '@/cms/text/markdownText'
import { parseSearchRequest, searchTerms } from '@/features/search/searchRequest'
import { excerptSegments } from '@/features/search/searchAnswer'

const params = (query: string) => new URLSearchParams(query)
const md = (value: unknown) => (typeof value === 'string' ? value : '')

describe('search terms', () => {
  it('keeps letters and digits only, lower case, each word once', () => {
    expect(searchTerms('Relay  relay, 3-D Secure!')).toEqual(['relay', '3', 'd', 'secure'])
    expect(searchTerms("'; DROP TABLE x; --")).toEqual(['drop', 'table', 'x'])
    expect(searchTerms('% _ " * : ( ) NEAR/2 \u0000')).toEqual(['near', '2'])
    expect(searchTerms('Café Zürich')).toEqual(['café', 'zürich'])
    expect(searchTerms('')).toEqual([])
  })

  it('stops at eight words of at most 40 characters', () => {
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8)
    expect(searchTerms('x'.repeat(3000))).toEqual(['x'.repeat(40)])
  })
})

describe('search request', () => {
  it('reads q, type and page for the page, q and limit for the endpoint', () => {
    expect(parseSearchRequest(params('q=relay&type=posts&page=2')).request).toMatchObject({
      q: 'relay',
      terms: ['relay'],
      type: 'posts',
      page: 2,
      perPage: 10,
    })
    expect(parseSearchRequest(params('q=relay&limit=5'), { limitParam: true }).request).toMatchObject({ perPage: 5, page: 1 })
    expect(parseSearchRequest(params('q=relay'), { limitParam: true }).request?.perPage).toBe(8)
    expect(parseSearchRequest(params('')).request).toMatchObject({ q: '', terms: [] })
  })

  it('answers each bad parameter with a message', () => {
    expect(parseSearchRequest(params(`q=${'x'.repeat(201)}`)).errors).toEqual({ q: 'Use at most 200 characters.' })
    expect(parseSearchRequest(params(`q=${'x'.repeat(200)}`)).errors).toBeUndefined()
    expect(parseSearchRequest(params('q=a&type=users')).errors?.type).toMatch(/^Choose one of: products, solutions/)
    for (const page of ['0', '-1', '1.5', 'abc', '51', '99999']) {
      expect(parseSearchRequest(params(`q=a&page=${page}`)).errors, page).toEqual({ page: 'Use a page number from 1 to 50.' })
    }
    expect(parseSearchRequest(params('q=a&limit=21'), { limitParam: true }).errors).toEqual({ limit: 'Use a limit from 1 to 20.' })
  })
})

describe('excerpt segments', () => {
  it('splits marked matches from the text around them', () => {
    expect(excerptSegments(`Cards become ${MATCH_START}tokens${MATCH_END} in ${MATCH_START}flight${MATCH_END}.`)).toEqual([
      { text: 'Cards become ', hit: false },
      { text: 'tokens', hit: true },
      { text: ' in ', hit: false },
      { text: 'flight', hit: true },
      { text: '.', hit: false },
    ])
    expect(excerptSegments(`${MATCH_START}Relay${MATCH_END}`)).toEqual([{ text: 'Relay', hit: true }])
    expect(excerptSegments('')).toEqual([])
  })
})

describe('markdown as indexed text', () => {
  it('separates headings and keeps words, not syntax', () => {
    const { headings, text } = markdownText(
      [
        '# Title',
        '## Why **tokens**',
        'Read [the docs](https://example.com/docs) and `card_number` *now*.',
        '- one item',
        '1. first',
        '> quoted _words_',
        '| a | b |',
        '| --- | --- |',
        '```js',
        'relay.tokenize(card)',
        '```',
      ].join('\n'),
    )
    expect(headings).toBe('Title\nWhy tokens')
    expect(text).toBe('Read the docs and card_number now.\none item.\nfirst.\nquoted words.\na b.\nrelay.tokenize(card)')
  })

  it('removes NUL and the match marks, so content cannot fake a highlight', () => {
    expect(markdownText(`a\u0000b ${MATCH_START}c${MATCH_END}`).text).toBe('ab c.')
  })
})

describe('search fields of a document', () => {
  it('files pages under products, solutions or pages by address', () => {
    const page = (path: string) => searchFields('pages', { title: 'T', path, description: 'D', layout: [] }, md)
    expect(page('/products/relay')?.type).toBe('products')
    expect(page('/solutions/pii')?.type).toBe('solutions')
    expect(page('/pricing')?.type).toBe('pages')
    expect(page('/productsx')?.type).toBe('pages')
  })

  it('gives the address, hides noindex documents, and has none for a page without a path', () => {
    expect(searchFields('posts', { title: 'P', slug: 'hello', excerpt: 'E', content: 'Body', meta: { noindex: true } }, md)).toMatchObject({
      url: '/blog/hello',
      type: 'posts',
      summary: 'E.',
      body: 'Body.',
      hidden: true,
    })
    expect(searchFields('press', { title: 'R', slug: 'launch', summary: 'S', content: '' }, md)?.url).toBe('/press#launch')
    expect(searchFields('jobs', { title: 'J', slug: 'engineer', summary: 'S', description: '' }, md)?.url).toBe('/careers/engineer')
    expect(searchFields('pages', { title: 'New', path: null }, md)).toBeNull()
  })
})
