import type { PayloadRequest } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { metaDescription, metaImage, metaTitle, META_TITLE_MAX } from '@/cms/seo/generateMeta'
import { brandedTitle } from '@/lib/brandTitle'

/** A request whose published site settings name the brand (or fail to load). */
const reqWithBrand = (brandName: string | null) =>
  ({
    payload: {
      findGlobal: vi.fn(async () => {
        if (brandName === null) throw new Error('no settings table yet')
        return { brandName }
      }),
    },
  }) as unknown as PayloadRequest

const pages = { slug: 'pages' }
const posts = { slug: 'posts' }

describe('brandedTitle: the brand exactly once', () => {
  it.each([
    ['Spring launch', 'Spring launch · Cipherwell'],
    ['ux Spring Launch | Cipherwell', 'ux Spring Launch · Cipherwell'],
    ['Cipherwell for payments teams', 'Cipherwell for payments teams · Cipherwell'],
    ['Cipherwell: Spring launch', 'Spring launch · Cipherwell'],
    ['Cipherwell', 'Cipherwell'],
  ])('%s → %s', (title, expected) => {
    expect(brandedTitle(title, 'Cipherwell')).toBe(expected)
  })

  it('puts the brand first on request, and is the layout’s template for %s', () => {
    expect(brandedTitle('card data, encrypted', 'Cipherwell', { brandFirst: true })).toBe('Cipherwell · card data, encrypted')
    expect(brandedTitle('Cipherwell — card data, encrypted', 'Cipherwell', { brandFirst: true })).toBe(
      'Cipherwell · card data, encrypted',
    )
    expect(brandedTitle('%s', 'Acme')).toBe('%s · Acme')
  })
})

describe('the SEO plugin’s generators', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it('titles a document as the site’s <title> shows it, with the settings’ brand once', async () => {
    const req = reqWithBrand('Acme')
    expect(await metaTitle({ doc: { title: 'Pricing' }, collectionConfig: pages, req })).toBe('Pricing · Acme')
    expect(await metaTitle({ doc: { title: 'Spring launch | Acme' }, collectionConfig: posts, req })).toBe(
      'Spring launch · Acme',
    )
    expect(await metaTitle({ doc: { title: 'Card data, encrypted', path: '/' }, collectionConfig: pages, req })).toBe(
      'Acme · Card data, encrypted',
    )
  })

  it('falls back to the default brand, and gives nothing for an untitled form', async () => {
    expect(await metaTitle({ doc: { title: 'Pricing' }, collectionConfig: pages, req: reqWithBrand(null) })).toBe(
      'Pricing · Cipherwell',
    )
    expect(await metaTitle({ doc: {}, collectionConfig: pages, req: reqWithBrand('Acme') })).toBe('')
    expect(await metaTitle({ doc: undefined, req: reqWithBrand('Acme') })).toBe('')
  })

  it('keeps a generated title within the limit the field enforces', async () => {
    const long = 'Why tokenisation beats encryption at rest for card data in every region we operate'
    const title = await metaTitle({ doc: { title: long }, collectionConfig: posts, req: reqWithBrand('Cipherwell') })
    expect(title.length).toBeLessThanOrEqual(META_TITLE_MAX)
    expect(title).not.toContain('Cipherwell')
    expect(title.endsWith('…')).toBe(true)
  })

  it('describes a document by its own summary: a page’s description, a post’s excerpt', () => {
    expect(metaDescription({ doc: { description: '  An encryption\n proxy. ' } })).toBe('An encryption proxy.')
    expect(metaDescription({ doc: { excerpt: 'What we shipped.' } })).toBe('What we shipped.')
    expect(metaDescription({ doc: { title: 'No summary' } })).toBe('')
    expect(metaDescription({ doc: { description: 'word '.repeat(100) } }).length).toBeLessThanOrEqual(300)
  })

  it('leads with the post’s cover or the page’s hero image, else none', () => {
    expect(metaImage({ doc: { coverImage: 7 } })).toBe(7)
    expect(metaImage({ doc: { coverImage: { id: 8, url: '/media/x.png' } } })).toBe(8)
    expect(metaImage({ doc: { layout: [{ blockType: 'cta' }, { blockType: 'hero', image: 9 }] } })).toBe(9)
    expect(metaImage({ doc: { layout: [{ blockType: 'hero' }] } })).toBe('')
    expect(metaImage({ doc: undefined })).toBe('')
  })

  it('gives the document’s public address on the site', async () => {
    vi.stubEnv('SITE_URL', 'https://www.cipherwell.com')
    vi.resetModules()
    const { metaUrl } = await import('@/cms/seo/generateMeta')
    expect(metaUrl({ doc: { path: '/pricing' }, collectionConfig: pages })).toBe('https://www.cipherwell.com/pricing')
    expect(metaUrl({ doc: { slug: 'spring-launch' }, collectionConfig: posts })).toBe('https://www.cipherwell.com/blog/spring-launch')
    expect(metaUrl({ doc: { slug: 'Not a slug!' }, collectionConfig: posts })).toBe('https://www.cipherwell.com/')
  })
})
