import type { Metadata } from 'next'
import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { faqJsonLd } from '@/blocks/Faq/faqJsonLd'
import type { Draft } from '@/cms/draft'
import type { Category, Page } from '@/cms/payload-types'
import { metaDescription, metaImage, metaTitle } from '@/cms/seo/generateMeta'
import { listingMetadata } from '@/features/blog/listingText'
import type { ContentType } from '@/features/content/contentType'
import { detailJsonLd, detailMetadata } from '@/features/content/detailSeo'
import { changelog } from '@/features/content/registry/changelog'
import { customers } from '@/features/content/registry/customers'
import { jobs } from '@/features/content/registry/jobs'
import { legal } from '@/features/content/registry/legal'
import { papers } from '@/features/content/registry/papers'
import { posts } from '@/features/content/registry/posts'
import { webinars } from '@/features/content/registry/webinars'
import { pageMetadata, pageMetadataWithImage, pageTrail } from '@/features/pages/pageMetadata'
import { blogIndexCard } from '@/features/seo/blogIndexCard'
import { breadcrumbList } from '@/features/seo/breadcrumbs'
import { serializeJsonLd } from '@/features/seo/JsonLd'
import { ogCard, ogCardText, type CardText } from '@/features/seo/ogText'

/*
 * Issue 34: Live Preview showed a server error for a new page whose description was still
 * empty. Autosave stores drafts unvalidated, so every builder of metadata, structured data
 * and link-preview cards is called here with drafts whose required fields are missing, null
 * or empty, and must return something a visitor could be shown: never "null" or "undefined".
 */

const BRAND = 'Cipherwell'
const SITE = 'https://www.example.com'
const NOTHING = /\bnull\b|\bundefined\b/

const emptyRichText = {
  root: { type: 'root', children: [], direction: null, format: '' as const, indent: 0, version: 1 },
}

/** A document's required fields missing, all null, or empty ('' for text, [] for lists, empty groups and relations). */
function drafts<T>(empty: Draft<T>): [string, Draft<T>][] {
  const nulls = Object.fromEntries(Object.keys(empty).map((key) => [key, null])) as Draft<T>
  return [
    ['missing', {} as Draft<T>],
    ['null', nulls],
    ['empty', empty],
  ]
}

/** The title a browser shows: a page's own, or the brand alone (the layout's template adds the brand otherwise). */
const shownTitle = ({ title }: Metadata) =>
  typeof title === 'object' && title && 'absolute' in title ? title.absolute : title

function expectSensibleMetadata(meta: Metadata) {
  expect(shownTitle(meta)).toEqual(expect.any(String))
  expect(String(shownTitle(meta)).trim()).not.toBe('')
  expect(JSON.stringify(meta)).not.toMatch(NOTHING)
  if ('description' in meta) expect(meta.description).toMatch(/\S/)
}

function expectSensibleCard(card: CardText) {
  const text = ogCardText(ogCard(card, BRAND, SITE))
  expect(text.title).toMatch(/\S/)
  expect(text.eyebrow).toMatch(/\S/)
  // No description is drawn as none (null), never as an empty line.
  expect(text.description === null || /\S/.test(text.description)).toBe(true)
  expect([text.title, text.eyebrow, text.description ?? ''].join(' ')).not.toMatch(NOTHING)
}

const expectSensibleJsonLd = (data: object) => expect(serializeJsonLd(data)).not.toMatch(NOTHING)

/** Every builder a content type's detail route calls, on each draft of `empty`. */
function describeDrafts<Doc extends { slug: string }>(type: ContentType<Doc>, empty: Draft<Doc>) {
  describe(`a ${type.collection} draft`, () => {
    it.each(drafts(empty))('with its required fields %s: metadata, structured data and card', (_, draft) => {
      expect(type.name(draft)).not.toMatch(NOTHING)
      const meta = detailMetadata(type, draft, BRAND)
      expectSensibleMetadata(meta)
      expect(meta).not.toHaveProperty('description')
      detailJsonLd(type, draft, { siteUrl: SITE, brand: BRAND }).forEach(expectSensibleJsonLd)
      expectSensibleCard(type.og.card(draft))
    })
  })
}

describeDrafts(changelog, { title: '', slug: '', summary: '', content: emptyRichText, publishedAt: '', updatedAt: '' })
describeDrafts(webinars, { title: '', slug: '', startsAt: '', durationMinutes: null, summary: '', speakers: [] })
describeDrafts(papers, { title: '', slug: '', abstract: '', pdf: {}, publishedAt: '' })
describeDrafts(legal, { title: '', slug: '', summary: '', effectiveDate: '', content: emptyRichText })
// `remote` is true here and null in the null draft: both ways of placing a job.
describeDrafts(jobs, {
  title: '',
  slug: '',
  department: null,
  location: '',
  remote: true,
  employmentType: null,
  summary: '',
  description: emptyRichText,
  postedAt: '',
})
describeDrafts(customers, {
  name: '',
  slug: '',
  logo: {},
  industry: null,
  headline: '',
  summary: '',
  quote: {},
  content: emptyRichText,
})
// Relations populated but unfinished too: an author without a name, an unreadable id, a cover without a file.
describeDrafts(posts, {
  title: '',
  slug: '',
  excerpt: '',
  coverImage: { url: null },
  content: emptyRichText,
  publishedAt: '',
  authors: [{ name: null }, 7, null],
  categories: [{ title: '' }, null],
  meta: { title: '', description: null },
  updatedAt: '',
})

const emptyPage: Draft<Page> = {
  title: '',
  path: '',
  description: '',
  layout: [],
  header: null,
  meta: { image: { url: null } },
  updatedAt: '',
}

describe.each(drafts<Page>(emptyPage))('a page draft with its required fields %s', (_, draft) => {
  it('has the brand for a title and no description, wherever it is', () => {
    // Every listing (press, careers, blog…) and the home page are Pages documents too.
    for (const path of [draft.path, '/', '/press', '/products/new-product']) {
      const page = { ...draft, path }
      for (const meta of [pageMetadata(BRAND, page), pageMetadataWithImage(BRAND, page)]) {
        expectSensibleMetadata(meta)
        expect(shownTitle(meta)).toBe(BRAND)
        expect(meta).not.toHaveProperty('description')
      }
      expectSensibleJsonLd(breadcrumbList(SITE, pageTrail(path, draft.title)))
    }
    expect(pageTrail('/products/new-product', draft.title).at(-1)?.name).toBe('New product')
  })

  it('gives the blog listing and its card a title', () => {
    const category: Draft<Category> = { title: draft.title, slug: null, description: null }
    for (const pageNumber of [1, 2]) {
      for (const chosen of [null, category]) {
        const meta = listingMetadata(BRAND, { page: draft, category: chosen, pageNumber, pages: 2 })
        expectSensibleMetadata(meta)
        expect(String(shownTitle(meta))).toMatch(/^Blog/)
        expectSensibleCard(blogIndexCard({ page: draft, category: chosen, pageNumber }))
      }
    }
  })

  it('fills the SEO fields’ “Auto-generate” with nothing rather than failing', async () => {
    const req = { payload: { findGlobal: async () => ({ brandName: null }) } } as unknown as PayloadRequest
    const doc = draft as Record<string, unknown>
    expect(await metaTitle({ doc, collectionConfig: { slug: 'pages' }, req })).toBe('')
    expect(metaDescription({ doc })).toBe('')
    expect(metaImage({ doc })).toBe('')
  })
})

describe('a FAQ block in a draft', () => {
  it('describes only the questions that have answers, and nothing when none has', () => {
    expect(faqJsonLd(null)).toBeNull()
    expect(faqJsonLd([{ question: 'Is it PCI compliant?', answer: null }, null, {}])).toBeNull()
    const data = faqJsonLd([
      { question: '', answer: 'Yes.' },
      { question: 'Is it PCI compliant?', answer: 'Yes.' },
    ])
    expect(data?.mainEntity).toHaveLength(1)
    expectSensibleJsonLd(data!)
  })
})

describe('a new page whose description is still empty (as reported)', () => {
  it('is titled, and has no description tag until the description is written', () => {
    const draft = { ...emptyPage, title: 'Spring launch', path: '/spring-launch', description: null }
    const meta = pageMetadataWithImage(BRAND, draft)
    expect(meta.title).toBe('Spring launch')
    expect(meta).not.toHaveProperty('description')
    expect(pageMetadataWithImage(BRAND, { ...draft, description: 'Now written.' }).description).toBe('Now written.')
  })
})

describe('the draft once its fields are filled', () => {
  it('shows them: the fallbacks are for empty fields only', () => {
    const meta = pageMetadata(BRAND, {
      ...emptyPage,
      title: 'Relay',
      path: '/relay',
      description: 'An encryption proxy.',
    })
    expect(meta).toMatchObject({ title: 'Relay', description: 'An encryption proxy.' })
    const entry = { title: 'Relay 2.0', slug: 'relay-2', summary: 'Faster.', publishedAt: '2026-03-01T00:00:00.000Z' }
    expect(detailMetadata(changelog, entry, BRAND)).toMatchObject({
      title: 'Relay 2.0 — Changelog',
      description: 'Faster.',
    })
    expect(changelog.og.card(entry)).toEqual({
      eyebrow: 'Changelog · Mar 1, 2026',
      title: 'Relay 2.0',
      description: 'Faster.',
    })
  })
})
