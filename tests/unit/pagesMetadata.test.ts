import { describe, expect, it } from 'vitest'

import type { Page } from '@/cms/payload-types'
import { clampText, humaniseSegment, pageMetadata, pageTrail, routeMetadata } from '@/features/pages/pageMetadata'
import { withoutBrand } from '@/lib/brandTitle'
import { feedAlternateTypes } from '@/features/seo/siteMetadata'

const page = (path: string, extra: Partial<Page> = {}) =>
  ({
    id: 1,
    path,
    title: 'Relay',
    description: 'An encryption proxy.',
    header: 'dark',
    updatedAt: '',
    createdAt: '',
    ...extra,
  }) as Page

describe('pageTrail', () => {
  it('gives nested pages a trail: humanised sections, the page title last', () => {
    expect(pageTrail('/products/relay', 'Relay')).toEqual([
      { name: 'Products' },
      { name: 'Relay', path: '/products/relay' },
    ])
    expect(pageTrail('/products/relay', 'Relay', ['/products'])[0]).toEqual({ name: 'Products', path: '/products' })
    expect(pageTrail('/contact/thank-you', 'Thank you').map((c) => c.name)).toEqual(['Contact', 'Thank you'])
  })

  it('gives top-level pages none', () => {
    expect(pageTrail('/pricing', 'Pricing')).toEqual([])
    expect(pageTrail('/', 'Home')).toEqual([])
  })

  it('humanises segments', () => {
    expect(humaniseSegment('card-issuing')).toBe('Card issuing')
    expect(humaniseSegment('3ds')).toBe('3ds')
  })
})

describe('pageMetadata', () => {
  it('uses the document, with the SEO title when set', () => {
    expect(pageMetadata('Cipherwell', page('/products/relay'))).toMatchObject({
      title: 'Relay',
      description: 'An encryption proxy.',
      alternates: { canonical: '/products/relay', types: feedAlternateTypes() },
    })
    // Open Graph is left to the layout's defaults, which follow the title and description.
    expect(pageMetadata('Cipherwell', page('/products/relay'))).not.toHaveProperty('openGraph')
    expect(pageMetadata('Cipherwell', page('/products/relay', { meta: { title: 'Encryption proxy' } })).title).toBe(
      'Encryption proxy',
    )
  })

  it('uses the SEO description when set, else the page’s own', () => {
    expect(pageMetadata('Cipherwell', page('/x', { meta: { description: 'For search results.' } })).description).toBe(
      'For search results.',
    )
    expect(pageMetadata('Cipherwell', page('/x', { meta: { description: '' } })).description).toBe('An encryption proxy.')
  })

  it('lets listings override title, description and canonical', () => {
    const meta = pageMetadata('Cipherwell', page('/blog'), {
      title: 'Blog — page 2',
      description: 'Page 2.',
      canonical: '/blog?page=2',
    })
    expect(meta).toMatchObject({
      title: 'Blog — page 2',
      description: 'Page 2.',
      alternates: { canonical: '/blog?page=2' },
    })
  })

  it('keeps noindex pages out of search and brands the home title', () => {
    expect(pageMetadata('Cipherwell', page('/x', { meta: { noindex: true } })).robots).toEqual({
      index: false,
      follow: true,
    })
    expect(pageMetadata('Acme', page('/')).title).toEqual({ absolute: 'Acme · Relay' })
  })

  it('names the brand once, whatever the editor typed', () => {
    const seo = (title: string) => ({ meta: { title } })
    expect(pageMetadata('Cipherwell', page('/spring', seo('ux Spring Launch | Cipherwell'))).title).toBe(
      'ux Spring Launch',
    )
    expect(pageMetadata('Cipherwell', page('/', seo('Cipherwell — card data, encrypted'))).title).toEqual({
      absolute: 'Cipherwell · card data, encrypted',
    })
    // A meta title made by the admin's Auto-generate carries the brand already: still once.
    expect(pageMetadata('Cipherwell', page('/spring', seo('Spring launch · Cipherwell'))).title).toBe('Spring launch')
    expect(pageMetadata('Cipherwell', page('/', seo('Cipherwell · Card data, encrypted'))).title).toEqual({
      absolute: 'Cipherwell · Card data, encrypted',
    })
  })
})

describe('withoutBrand', () => {
  it.each([
    ['Spring launch | Cipherwell', 'Spring launch'],
    ['Spring launch · cipherwell', 'Spring launch'],
    ['Cipherwell: Spring launch', 'Spring launch'],
    ['Spring launch – Cipherwell ', 'Spring launch'],
    ['Cipherwell for payments teams', 'Cipherwell for payments teams'],
    ['Why Cipherwell-style proxies help', 'Why Cipherwell-style proxies help'],
    ['Cipherwell', 'Cipherwell'],
  ])('%s → %s', (title, expected) => {
    expect(withoutBrand(title, 'Cipherwell')).toBe(expected)
  })
})

describe('routeMetadata', () => {
  it('adds Open Graph on request, starting from the site defaults', () => {
    const meta = routeMetadata('Cipherwell', {
      title: 'Post',
      description: 'About it.',
      canonical: '/blog/post',
      openGraph: { type: 'article', publishedTime: '2026-01-01T00:00:00.000Z' },
    })
    expect(meta.openGraph).toEqual({
      siteName: 'Cipherwell',
      locale: 'en_US',
      type: 'article',
      title: 'Post',
      description: 'About it.',
      url: '/blog/post',
      publishedTime: '2026-01-01T00:00:00.000Z',
    })
  })
})

describe('clampText', () => {
  it('leaves short text alone and cuts long text at a word', () => {
    expect(clampText('  short\n text ')).toBe('short text')
    const long = clampText('alpha beta gamma delta', 15)
    expect(long).toBe('alpha beta…')
    expect(long.length).toBeLessThanOrEqual(15)
  })
})
