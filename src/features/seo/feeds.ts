import { Feed, type Item } from 'feed'

import type { Changelog, Post } from '@/cms/payload-types'
import { escapeHtml } from '@/lib/escape'

import { FEEDS, type FeedName } from './siteMetadata'

export type FeedFormat = 'rss' | 'atom'

export const FEED_CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
}

/** Readers poll the newest items; a full archive would only make every poll heavier. */
export const FEED_LIMIT = 50

/** One feed entry, whatever it was built from. Dates are ISO strings as the CMS gives them. */
export type FeedEntry = {
  title: string
  path: string
  summary: string
  published: string
  updated: string
  authors: string[]
  categories: { term: string; label: string }[]
}

export type FeedContext = { siteUrl: string; brand: string; format: FeedFormat; generatedAt: Date }

const CHANGELOG_LABELS: Record<NonNullable<Changelog['tags']>[number], string> = {
  new: 'New',
  improved: 'Improved',
  fixed: 'Fixed',
  security: 'Security',
  deprecated: 'Deprecated',
}

/** Authors and categories arrive populated (depth 1); a bare id means the relation is not readable: skip it. */
const populated = <T>(values: (number | T)[] | null | undefined): T[] =>
  (values ?? []).filter((value): value is T => typeof value === 'object' && value !== null)

export const postEntry = (post: Post): FeedEntry => ({
  title: post.title,
  path: `/blog/${post.slug}`,
  summary: post.excerpt,
  published: post.publishedAt,
  updated: post.updatedAt,
  authors: populated(post.authors).map((author) => author.name),
  categories: populated(post.categories).map((category) => ({ term: category.slug, label: category.title })),
})

export const changelogEntry = (entry: Changelog): FeedEntry => ({
  title: entry.title,
  path: `/changelog/${entry.slug}`,
  summary: entry.summary,
  published: entry.publishedAt,
  updated: entry.updatedAt,
  authors: [],
  categories: (entry.tags ?? []).map((tag) => ({ term: tag, label: CHANGELOG_LABELS[tag] })),
})

/** Characters XML 1.0 forbids anywhere, even escaped: a stray one would make the whole feed unreadable. */
const xmlChars = (text: string) => text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')

/**
 * RSS's <author> must be an e-mail address, so names go into Dublin Core's <dc:creator>;
 * `feed` declares that namespace only for full content, so declare it here when used.
 */
function declareDublinCore(xml: string): string {
  if (!xml.includes('<dc:creator>') || xml.includes('xmlns:dc=')) return xml
  return xml.replace('<rss version="2.0"', '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"')
}

function toItem(entry: FeedEntry, { siteUrl, format }: FeedContext): Item {
  const url = `${siteUrl}${entry.path}`
  // Summaries are plain text but both formats carry them as HTML; so do Atom titles (type="html").
  const summary = escapeHtml(xmlChars(entry.summary))
  const authors = entry.authors.map(xmlChars)
  const base = { link: url, date: new Date(entry.updated), published: new Date(entry.published), description: summary }
  if (format === 'rss') {
    return {
      ...base,
      title: xmlChars(entry.title),
      // No id: the guid is then the permalink itself (isPermaLink="true").
      category: entry.categories.map((category) => ({ name: xmlChars(category.label) })),
      // `feed` hands `objects` to xml-js, which writes an array as repeated elements (one per author).
      extensions: authors.length
        ? [
            {
              name: 'dc:creator',
              objects: authors.map((name) => ({ _text: name })) as unknown as Record<string, unknown>,
            },
          ]
        : undefined,
    }
  }
  return {
    ...base,
    title: escapeHtml(xmlChars(entry.title)),
    id: url,
    author: authors.map((name) => ({ name })),
    // Atom puts categories in attributes, which `feed` escapes only for `&` and `"`.
    category: entry.categories.map((category) => ({
      term: xmlChars(category.term).replace(/</g, ''),
      name: xmlChars(category.label).replace(/</g, ''),
    })),
  }
}

const DESCRIPTIONS: Record<FeedName, (brand: string) => string> = {
  blog: (brand) => `Articles from the ${brand} team on payments security, tokenization and compliance.`,
  changelog: (brand) => `New features, improvements and fixes shipped by ${brand}.`,
}

/** A whole feed document. Pure: the same entries always give the same bytes. */
export function renderFeed(name: FeedName, entries: FeedEntry[], context: FeedContext): string {
  const { siteUrl, brand, format, generatedAt } = context
  const feed = FEEDS[name]
  const items = entries.slice(0, FEED_LIMIT)
  const latest = Math.max(...items.map((entry) => Date.parse(entry.updated)).filter(Number.isFinite))
  const document = new Feed({
    id: `${siteUrl}${feed.section}`,
    link: `${siteUrl}${feed.section}`,
    title: `${brand} ${feed.label}`,
    description: DESCRIPTIONS[name](brand),
    language: 'en',
    updated: Number.isFinite(latest) ? new Date(latest) : generatedAt,
    generator: false,
    copyright: `© ${brand}, Inc. All rights reserved.`,
    // Atom requires an author on every entry; the publisher stands in where an entry has none.
    author: { name: brand, link: siteUrl },
    feedLinks: { rss: `${siteUrl}${feed.rss}`, atom: `${siteUrl}${feed.atom}` },
  })
  for (const entry of items) document.addItem(toItem(entry, context))
  return format === 'rss' ? declareDublinCore(document.rss2()) : document.atom1()
}
