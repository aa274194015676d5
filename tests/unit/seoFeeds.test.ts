import { describe, expect, it } from 'vitest'

import type { Author, Category, Changelog, Post } from '@/cms/payload-types'
import {
  changelogEntry,
  FEED_CONTENT_TYPES,
  FEED_LIMIT,
  postEntry,
  renderFeed,
  type FeedContext,
} from '@/features/seo/feeds'

import { childrenNamed, childText, parseXml, type XmlElement } from './seoXml'

const SITE = 'https://www.example.com'
const GENERATED = new Date('2026-06-01T00:00:00.000Z')
const rss: FeedContext = { siteUrl: SITE, brand: 'Cipherwell', format: 'rss', generatedAt: GENERATED }
const atom: FeedContext = { ...rss, format: 'atom' }

const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }
const author = (id: number, name: string): Author => ({ id, name, ...stamp })
const category = (id: number, slug: string, title: string): Category => ({ id, slug, title, ...stamp })
const richText = {
  root: { type: 'root', children: [], direction: null, format: '', indent: 0, version: 1 },
} as Post['content']

function post(n: number, overrides: Partial<Post> = {}): Post {
  return {
    id: n,
    title: `Post ${n}`,
    slug: `post-${n}`,
    excerpt: `Excerpt ${n}`,
    coverImage: 1,
    content: richText,
    publishedAt: `2026-03-0${n}T10:00:00.000Z`,
    updatedAt: `2026-04-0${n}T10:00:00.000Z`,
    createdAt: stamp.createdAt,
    authors: [author(1, 'Ada Lovelace'), author(2, 'Alan Turing')],
    categories: [category(1, 'engineering', 'Engineering')],
    ...overrides,
  }
}

function change(n: number, overrides: Partial<Changelog> = {}): Changelog {
  return {
    id: n,
    title: `Release ${n}`,
    slug: `release-${n}`,
    summary: `Summary ${n}`,
    tags: ['new', 'security'],
    content: richText,
    publishedAt: `2026-05-0${n}T09:00:00.000Z`,
    updatedAt: `2026-05-0${n}T12:00:00.000Z`,
    createdAt: stamp.createdAt,
    ...overrides,
  }
}

const posts = [post(3), post(2), post(1)]
const items = (root: XmlElement) => childrenNamed(childrenNamed(root, 'channel')[0]!, 'item')

describe('RSS 2.0', () => {
  const root = parseXml(renderFeed('blog', posts.map(postEntry), rss))
  const channel = childrenNamed(root, 'channel')[0]!

  it('is an RSS 2.0 document describing the section, with its own address', () => {
    expect(root.name).toBe('rss')
    expect(root.attrs.version).toBe('2.0')
    expect(childText(channel, 'title')).toBe('Cipherwell Blog')
    expect(childText(channel, 'link')).toBe(`${SITE}/blog`)
    expect(childrenNamed(channel, 'atom:link')[0]?.attrs).toMatchObject({ href: `${SITE}/blog/feed.xml`, rel: 'self' })
    expect(root.attrs['xmlns:atom']).toBe('http://www.w3.org/2005/Atom')
  })

  it('has one item per post, in the given order, with absolute permalinks as guids', () => {
    expect(items(root)).toHaveLength(3)
    const first = items(root)[0]!
    expect(childText(first, 'title')).toBe('Post 3')
    expect(childText(first, 'link')).toBe(`${SITE}/blog/post-3`)
    expect(childText(first, 'guid')).toBe(`${SITE}/blog/post-3`)
    expect(childrenNamed(first, 'guid')[0]?.attrs.isPermaLink).toBe('true')
    expect(new Date(childText(first, 'pubDate')!).toISOString()).toBe('2026-03-03T10:00:00.000Z')
    expect(childText(first, 'description')).toBe('Excerpt 3')
    expect(childrenNamed(first, 'category').map((c) => c.text)).toEqual(['Engineering'])
  })

  it('names authors with Dublin Core (RSS <author> must be an e-mail address) and declares its namespace', () => {
    const first = items(root)[0]!
    expect(childrenNamed(first, 'dc:creator').map((c) => c.text)).toEqual(['Ada Lovelace', 'Alan Turing'])
    expect(childrenNamed(first, 'author')).toHaveLength(0)
    expect(root.attrs['xmlns:dc']).toBe('http://purl.org/dc/elements/1.1/')
  })

  it('dates the channel by its latest change, not by when it was built', () => {
    expect(new Date(childText(channel, 'lastBuildDate')!).toISOString()).toBe('2026-04-03T10:00:00.000Z')
  })
})

describe('Atom 1.0', () => {
  const root = parseXml(renderFeed('blog', posts.map(postEntry), atom))
  const entries = childrenNamed(root, 'entry')

  it('is an Atom document with its id, self link and a publisher as author', () => {
    expect(root.name).toBe('feed')
    expect(root.attrs.xmlns).toBe('http://www.w3.org/2005/Atom')
    expect(childText(root, 'id')).toBe(`${SITE}/blog`)
    expect(childrenNamed(root, 'link').map((l) => l.attrs)).toContainEqual({
      rel: 'self',
      href: `${SITE}/blog/atom.xml`,
    })
    expect(childText(childrenNamed(root, 'author')[0]!, 'name')).toBe('Cipherwell')
    expect(childText(root, 'updated')).toBe('2026-04-03T10:00:00.000Z')
  })

  it('has one entry per post with id, link, dates, summary, authors and categories', () => {
    expect(entries).toHaveLength(3)
    const first = entries[0]!
    expect(childText(first, 'id')).toBe(`${SITE}/blog/post-3`)
    expect(childrenNamed(first, 'link')[0]?.attrs.href).toBe(`${SITE}/blog/post-3`)
    expect(childText(first, 'updated')).toBe('2026-04-03T10:00:00.000Z')
    expect(childText(first, 'published')).toBe('2026-03-03T10:00:00.000Z')
    expect(childText(first, 'summary')).toBe('Excerpt 3')
    expect(childrenNamed(first, 'author').map((a) => childText(a, 'name'))).toEqual(['Ada Lovelace', 'Alan Turing'])
    expect(childrenNamed(first, 'category')[0]?.attrs).toMatchObject({ term: 'engineering', label: 'Engineering' })
  })
})

describe('the changelog feeds', () => {
  const entries = [change(2), change(1)].map(changelogEntry)

  it('link entries under /changelog and turn tags into categories', () => {
    const item = items(parseXml(renderFeed('changelog', entries, rss)))[0]!
    expect(childText(item, 'link')).toBe(`${SITE}/changelog/release-2`)
    expect(childText(item, 'description')).toBe('Summary 2')
    expect(childrenNamed(item, 'category').map((c) => c.text)).toEqual(['New', 'Security'])
    expect(childrenNamed(item, 'dc:creator')).toHaveLength(0)
  })

  it('point to their own addresses', () => {
    const root = parseXml(renderFeed('changelog', entries, atom))
    expect(childText(root, 'title')).toBe('Cipherwell Changelog')
    expect(childrenNamed(root, 'link').map((l) => l.attrs.href)).toEqual([
      `${SITE}/changelog`,
      `${SITE}/changelog/atom.xml`,
    ])
    expect(childrenNamed(root, 'entry')).toHaveLength(2)
  })
})

describe('hostile content', () => {
  const nasty = 'A & B <script>alert(1)</script> ]]> "quoted" \u0001\u0008 done'
  const entry = postEntry(
    post(1, {
      title: nasty,
      excerpt: nasty,
      authors: [author(1, nasty), 2],
      categories: [category(1, 'x', nasty), 7],
    }),
  )

  it.each([
    ['rss', rss],
    ['atom', atom],
  ])('still gives well-formed %s with the text intact', (_, context) => {
    const xml = renderFeed('blog', [entry], context)
    const root = parseXml(xml)
    expect(xml).not.toContain('\u0001')
    const item = context.format === 'rss' ? items(root)[0]! : childrenNamed(root, 'entry')[0]!
    // Summaries (and Atom titles) are HTML: the markup arrives escaped, never live.
    const summary = childText(item, context.format === 'rss' ? 'description' : 'summary')
    expect(summary).toContain('&lt;script&gt;')
    expect(summary).not.toContain('<script>')
  })

  it('skips relations that arrive unpopulated', () => {
    expect(entry.authors).toHaveLength(1)
    expect(entry.categories).toHaveLength(1)
  })
})

describe('limits and edge cases', () => {
  it(`keeps the newest ${FEED_LIMIT} items`, () => {
    const many = Array.from({ length: FEED_LIMIT + 5 }, (_, i) => ({ ...postEntry(post(1)), path: `/blog/p-${i}` }))
    expect(items(parseXml(renderFeed('blog', many, rss)))).toHaveLength(FEED_LIMIT)
  })

  it('renders an empty feed, dated when it was generated', () => {
    const root = parseXml(renderFeed('blog', [], atom))
    expect(childrenNamed(root, 'entry')).toHaveLength(0)
    expect(childText(root, 'updated')).toBe(GENERATED.toISOString())
  })

  it('is deterministic', () => {
    expect(renderFeed('blog', posts.map(postEntry), rss)).toBe(renderFeed('blog', posts.map(postEntry), rss))
  })

  it('declares the feed media types with their charset', () => {
    expect(FEED_CONTENT_TYPES).toEqual({
      rss: 'application/rss+xml; charset=utf-8',
      atom: 'application/atom+xml; charset=utf-8',
    })
  })
})

describe('the test XML reader', () => {
  it.each([
    ['an unclosed tag', '<a><b></a>'],
    ['a raw ampersand', '<a>x & y</a>'],
    ['a raw < in an attribute', '<a x="<"/>'],
    ['two roots', '<a/><b/>'],
    ['a duplicate attribute', '<a x="1" x="2"/>'],
  ])('rejects %s', (_, xml) => {
    expect(() => parseXml(xml)).toThrow()
  })
})
