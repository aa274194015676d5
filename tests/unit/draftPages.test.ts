import { readdirSync } from 'node:fs'
import path from 'node:path'

import { createElement } from 'react'
import { describe, expect, it, vi } from 'vitest'

import configPromise from '@payload-config'
import { LAYOUT_BLOCKS } from '@/blocks/configs'
import type { Draft } from '@/cms/draft'
import type { Page } from '@/cms/payload-types'
import type { ContentType } from '@/features/content/contentType'
import { CmsPage } from '@/features/pages/CmsPage'
import { DRAFT_SHAPES, draftData } from './draftShapes'
import { expectNoMissingValues, renderDraft } from './renderDraft'

// The pages' "more to read" bands list published documents: none here, so nothing is read.
vi.mock('@/cms/read/collections', () => {
  const readers = { slugs: async () => [], bySlug: async () => null, bySlugOrDraft: async () => null, list: async () => [] }
  return {
    posts: readers,
    changelog: readers,
    webinars: readers,
    papers: readers,
    customers: readers,
    jobs: readers,
    legal: readers,
    getCategories: async () => [],
    getPressReleases: async () => [],
  }
})

/**
 * A draft-mode request renders whatever autosave stored, however unfinished: a new page before
 * its title, a post before its authors, a webinar before its date. Every content type in the
 * registry (src/features/content/registry) renders from a draft of its collection's fields in
 * each shape Payload gives an unfilled field, and so does a page, with every layout block.
 */
const config = await configPromise
const fieldsOf = (slug: string) => {
  const collection = config.collections.find((candidate) => candidate.slug === slug)
  if (!collection) throw new Error(`No collection "${slug}" in the Payload config`)
  return collection.fields
}

const REGISTRY = path.resolve('src/features/content/registry')
const isContentType = (value: unknown): value is ContentType<{ slug: string }> =>
  typeof value === 'object' && value !== null && 'collection' in value && 'render' in value
const contentTypes = (
  await Promise.all(readdirSync(REGISTRY).map(async (file) => Object.values(await import(path.join(REGISTRY, file)))))
)
  .flat()
  .filter(isContentType)

describe('content types', () => {
  it('are all found in the registry', () => {
    expect(contentTypes.map((type) => type.collection).sort()).toEqual(['changelog', 'customers', 'jobs', 'legal', 'papers', 'posts', 'webinars'])
  })
})

describe.each(contentTypes.map((type) => [type.collection, type] as const))('a %s draft', (collection, type) => {
  it.each(DRAFT_SHAPES)('renders its page when its fields are %s', async (shape) => {
    const draft = { id: 7, ...draftData(fieldsOf(collection), shape) } as Draft<{ slug: string }>
    expectNoMissingValues(await renderDraft(type.render(draft)))
  })
})

describe('a page draft', () => {
  it.each(DRAFT_SHAPES)('renders when its fields are %s', async (shape) => {
    const draft = { id: 7, ...draftData(fieldsOf('pages'), shape) } as Draft<Page>
    expectNoMissingValues(await renderDraft(createElement(CmsPage, { page: draft })))
  })

  it.each(DRAFT_SHAPES)('renders with every block in its layout when their fields are %s', async (shape) => {
    const layout = LAYOUT_BLOCKS.map((block, index) => ({ blockType: block.slug, id: `block-${index}`, ...draftData(block.fields, shape) }))
    const draft = { id: 7, ...draftData(fieldsOf('pages'), shape), layout } as Draft<Page>
    expectNoMissingValues(await renderDraft(createElement(CmsPage, { page: draft })))
  })
})

describe('an unfinished document shows nothing in place of what is missing', () => {
  const typeOf = (collection: string) => contentTypes.find((type) => type.collection === collection)!

  it('a post with only its title has no date and no byline', async () => {
    const html = await renderDraft(typeOf('posts').render({ id: 7, title: 'Tokens at rest', publishedAt: null, authors: [] } as Draft<{ slug: string }>))
    expect(html).toContain('Tokens at rest</h1>')
    expect(html).not.toContain('<time')
  })

  it('a webinar without its start time is still being planned: upcoming, with no time', async () => {
    const html = await renderDraft(typeOf('webinars').render({ id: 7, title: 'Scope in an hour', startsAt: null } as Draft<{ slug: string }>))
    expect(html).toContain('Live webinar')
    expect(html).not.toContain('<time')
    expect(html).not.toContain('Duration')
  })
})
