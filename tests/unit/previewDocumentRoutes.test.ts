import { describe, expect, it } from 'vitest'

import { livePreview, previewButton } from '@/cms/adminPreview'
import {
  adminDocumentUrl,
  disableDraftUrl,
  documentAt,
  documentPath,
  previewUrl,
  SLUGGED_ROUTES,
} from '@/cms/documentRoutes'

describe('documentPath and documentAt', () => {
  it('gives pages their own path and slugged documents their section', () => {
    expect(documentPath('pages', { path: '/products/relay' })).toBe('/products/relay')
    expect(documentPath('pages', { path: '/' })).toBe('/')
    expect(documentPath('posts', { slug: 'hello-world' })).toBe('/blog/hello-world')
    expect(documentPath('jobs', { slug: 'staff-engineer' })).toBe('/careers/staff-engineer')
    expect(documentPath('legal', { slug: 'privacy' })).toBe('/legal/privacy')
  })

  it('has no address for a document without one, or a collection without pages', () => {
    expect(documentPath('pages', {})).toBeNull()
    expect(documentPath('posts', { slug: '' })).toBeNull()
    expect(documentPath('posts', { slug: '../admin' })).toBeNull()
    expect(documentPath('media', { slug: 'x' })).toBeNull()
    expect(documentPath('users', { path: '/x' })).toBeNull()
  })

  it('finds the document behind an address, the inverse of documentPath', () => {
    for (const [collection, prefix] of Object.entries(SLUGGED_ROUTES)) {
      expect(documentAt(`${prefix}/some-doc`)).toEqual({ collection, field: 'slug', value: 'some-doc' })
      expect(documentAt(prefix)).toEqual({ collection: 'pages', field: 'path', value: prefix })
    }
    expect(documentAt('/')).toEqual({ collection: 'pages', field: 'path', value: '/' })
    expect(documentAt('/products/relay')).toEqual({ collection: 'pages', field: 'path', value: '/products/relay' })
    expect(documentAt('/blog/index/all/2')).toEqual({ collection: 'pages', field: 'path', value: '/blog' })
  })
})

describe('preview links', () => {
  it('goes through /api/preview and /api/disable-draft with the path encoded', () => {
    expect(previewUrl('/blog/hello-world')).toBe('/api/preview?path=%2Fblog%2Fhello-world')
    expect(disableDraftUrl('/blog?page=2')).toBe('/api/disable-draft?redirect=%2Fblog%3Fpage%3D2')
    expect(adminDocumentUrl('posts', 12)).toBe('/admin/collections/posts/12')
  })

  it("configures the admin's Preview button and live preview to the same URL", async () => {
    const button = previewButton('posts')
    expect(await button({ slug: 'hello-world' }, { locale: 'en', req: {} as never, token: null })).toBe(
      '/api/preview?path=%2Fblog%2Fhello-world',
    )
    const url = livePreview.url as (args: { collectionConfig?: { slug: string }; data: Record<string, unknown> }) => unknown
    expect(url({ collectionConfig: { slug: 'pages' }, data: { path: '/pricing' } })).toBe('/api/preview?path=%2Fpricing')
    expect(url({ collectionConfig: { slug: 'pages' }, data: {} })).toBeNull()
    expect(livePreview.collections).toEqual(['pages', 'posts'])
    expect(livePreview.breakpoints).toEqual([
      { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
      { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
      { name: 'mobile', label: 'Mobile', width: 375, height: 812 },
    ])
  })
})
