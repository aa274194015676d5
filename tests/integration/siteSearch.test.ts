import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Page, Post } from '@/cms/payload-types'
import { SEARCH_INDEX } from '@/cms/search/searchPlugin'
import { queryIndex } from '@/cms/search/queryIndex'
import type { IndexQuery } from '@/cms/search/searchQuery'
import { MATCH_START } from '@/cms/text/markdownText'
import { searchTerms } from '@/features/search/searchRequest'

import { bootPayload, noRevalidate, type Booted } from './helpers/bootPayload'

/** Lexical rich text of one paragraph per string. */
const richText = (...paragraphs: string[]) => ({
  root: {
    type: 'root',
    direction: null,
    format: '',
    indent: 0,
    version: 1,
    children: paragraphs.map((text) => ({
      type: 'paragraph',
      direction: null,
      format: '',
      indent: 0,
      version: 1,
      textFormat: 0,
      children: [{ type: 'text', text, detail: 0, format: 0, mode: 'normal', style: '', version: 1 }],
    })),
  },
})

const RATE_LIMIT = 3

/**
 * The site search's index and queries on the engine under test (SQLite's FTS5, PostgreSQL's
 * tsvector): what the migration builds from the seed, what publishing, unpublishing and
 * deleting do to it, the ranking, and input that must never break it; then GET /api/search as
 * the route runs it. One seeded boot for both.
 */
describe('site search', () => {
  let booted: Booted
  let payload: Payload
  let searchEndpoint: typeof import('@/features/search/searchEndpoint').searchEndpoint
  const search = (q: string, options: Partial<IndexQuery> = {}) =>
    queryIndex(payload, { terms: searchTerms(q), limit: 10, offset: 0, ...options })
  const urls = async (q: string) => (await search(q, { limit: 50 })).hits.map((hit) => hit.url)

  // A post needs a cover, authors and categories: a seeded post lends them.
  let seededPost: Post
  const post = (slug: string, title: string, body: string, status: 'published' | 'draft' = 'published') =>
    payload.create({
      collection: 'posts',
      data: {
        title,
        slug,
        excerpt: `${title}.`,
        content: richText(body),
        coverImage: seededPost.coverImage,
        authors: seededPost.authors,
        categories: seededPost.categories,
        publishedAt: new Date().toISOString(),
        _status: status,
      } as unknown as Post,
      context: noRevalidate,
    })

  beforeAll(async () => {
    process.env.SEARCH_RATE_LIMIT = String(RATE_LIMIT)
    booted = await bootPayload({ seeded: true })
    payload = booted.payload
    seededPost = (await payload.find({ collection: 'posts', limit: 1, depth: 0 })).docs[0] as Post
    // Imported after the boot: it reads the environment set above.
    searchEndpoint = (await import('@/features/search/searchEndpoint')).searchEndpoint
  })
  afterAll(async () => {
    delete process.env.SEARCH_RATE_LIMIT
    await booted?.shutdown()
  })

  it('indexes the seeded site and finds a product by its name first', async () => {
    const { hits, counts } = await search('relay')
    expect(hits[0]).toMatchObject({ type: 'products', url: '/products/relay', title: 'Relay' })
    // The changelog's "Relay: 38% lower p99 latency" matches too, after the product.
    expect(counts.changelog).toBeGreaterThan(0)
    expect(hits[0]!.excerpt).toContain(MATCH_START)
  })

  it('matches words as prefixes and by stem', async () => {
    expect(await urls('tok')).toEqual(expect.arrayContaining([expect.stringMatching(/^\/blog\//)]))
    expect((await search('tokenization')).total).toBeGreaterThan(0)
  })

  it('ranks a title match above a body match, and a heading match above plain text', async () => {
    await post('quillwort-in-text', 'An ordinary title', 'Deep in the text the word quillwort appears, twice: quillwort.')
    await post('quillwort-in-title', 'Quillwort for everyone', 'Nothing else to say.')
    await payload.create({
      collection: 'pages',
      data: {
        title: 'Plain page',
        path: '/quillwort-heading',
        description: 'A page.',
        layout: [{ blockType: 'featureGrid', heading: 'Quillwort under a heading', features: [{ title: 'One', text: 'Text.' }] }],
        _status: 'published',
      } as Page,
      context: noRevalidate,
    })
    expect(await urls('quillwort')).toEqual(['/blog/quillwort-in-title', '/quillwort-heading', '/blog/quillwort-in-text'])
  })

  it('follows publishing: drafts never, a published draft edit keeps the published words, unpublish and delete remove', async () => {
    const draftOnly = await post('marmoset-draft', 'Marmoset draft', 'Unpublished marmoset words.', 'draft')
    expect(await urls('marmoset')).toEqual([])

    const live = await post('pangolin-post', 'Pangolin post', 'Published pangolin words.')
    expect(await urls('pangolin')).toEqual(['/blog/pangolin-post'])

    // An editor's newer draft: visitors still read (and find) the published post.
    await payload.update({ collection: 'posts', id: live.id, draft: true, data: { title: 'Okapi retitle' }, context: noRevalidate })
    expect(await urls('okapi')).toEqual([])
    expect(await urls('pangolin')).toEqual(['/blog/pangolin-post'])

    // Publishing the draft: the new words, at once.
    await payload.update({ collection: 'posts', id: live.id, data: { title: 'Okapi retitle', _status: 'published' }, context: noRevalidate })
    expect(await urls('okapi')).toEqual(['/blog/pangolin-post'])

    // Unpublish, publish again, delete.
    await payload.update({ collection: 'posts', id: live.id, data: { _status: 'draft' }, context: noRevalidate })
    expect(await urls('okapi')).toEqual([])
    await payload.update({ collection: 'posts', id: live.id, data: { _status: 'published' }, context: noRevalidate })
    expect(await urls('okapi')).toEqual(['/blog/pangolin-post'])
    await payload.delete({ collection: 'posts', id: live.id, context: noRevalidate })
    expect(await urls('okapi')).toEqual([])

    // Publishing the never-published draft brings it in.
    await payload.update({ collection: 'posts', id: draftOnly.id, data: { _status: 'published' }, context: noRevalidate })
    expect(await urls('marmoset')).toEqual(['/blog/marmoset-draft'])
  })

  it('never finds a page hidden from search engines', async () => {
    await payload.create({
      collection: 'pages',
      data: { title: 'Axolotl landing', path: '/axolotl', description: 'Hidden.', meta: { noindex: true }, _status: 'published' } as Page,
      context: noRevalidate,
    })
    expect(await urls('axolotl')).toEqual([])
  })

  it('filters by type, counts every type and pages through the results', async () => {
    const all = await search('card', { limit: 50 })
    expect(all.total).toBe(Object.values(all.counts).reduce((sum, n) => sum + (n ?? 0), 0))
    const posts = await search('card', { type: 'posts', limit: 50 })
    expect(posts.total).toBe(all.counts.posts)
    expect(posts.hits.every((hit) => hit.type === 'posts')).toBe(true)
    const first = await search('card', { limit: 3 })
    const second = await search('card', { limit: 3, offset: 3 })
    expect(second.hits).toHaveLength(3)
    expect(second.hits.map((hit) => hit.url)).not.toEqual(expect.arrayContaining(first.hits.map((hit) => hit.url)))
  })

  it('takes any text as words only: query syntax, SQL, %, NUL and stop words find nothing or something, never fail', async () => {
    const inputs = [
      "'; DROP TABLE search_index; --",
      '" OR 1=1 --',
      '% _ %%',
      'relay\u0000',
      'NEAR(relay tokens) AND title:relay*',
      'a & b | !c <-> d:*',
      'the of and',
      '\uE000relay\uE001',
      'x'.repeat(3000),
    ]
    for (const input of inputs) {
      const answer = await search(input)
      expect(Array.isArray(answer.hits), input.slice(0, 40)).toBe(true)
    }
    expect((await search('relay\u0000')).hits[0]?.url).toBe('/products/relay')
    // The table is still there, with its rows.
    expect((await payload.count({ collection: SEARCH_INDEX })).totalDocs).toBeGreaterThan(20)
  })

  describe('GET /api/search', () => {
    const ask = (q: string, address: string) =>
      searchEndpoint(new Request(`http://localhost/api/search?q=${encodeURIComponent(q)}`, { headers: { 'x-forwarded-for': address } }))

    it('answers results with a private, short cache and noindex', async () => {
      const response = await ask('enclaves', '198.51.100.1')
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('private, max-age=10')
      expect(response.headers.get('x-robots-tag')).toBe('noindex')
      const body = await response.json()
      expect(body.results[0]).toMatchObject({ url: '/products/enclaves', typeLabel: 'Products' })
    })

    it(`limits one address to ${RATE_LIMIT} searches a minute, and no one else`, async () => {
      for (let i = 0; i < RATE_LIMIT; i++) expect((await ask(`relay ${i}`, '198.51.100.2')).status).toBe(200)
      const limited = await ask('relay', '198.51.100.2')
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await limited.json()).error).toMatch(/^Too many searches\. Please wait \d+ seconds\.$/)
      expect((await ask('relay', '198.51.100.3')).status).toBe(200)
    })
  })
})
