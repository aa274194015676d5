import { describe, expect, it } from 'vitest'

import { closePreviewTarget } from '@/features/preview/closePreviewTarget'
import { sameOriginPath } from '@/features/preview/sameOriginPath'

describe('sameOriginPath', () => {
  it.each([
    ['/', '/'],
    ['/pricing', '/pricing'],
    ['/blog/hello-world', '/blog/hello-world'],
    ['/blog?page=2&category=news', '/blog?page=2&category=news'],
    ['/a/../pricing', '/pricing'],
    ['/products/relay#faq', '/products/relay#faq'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(sameOriginPath(value)).toBe(expected)
  })

  it.each([
    null,
    undefined,
    '',
    'pricing',
    '//elsewhere.example',
    '//elsewhere.example/path',
    '/\\elsewhere.example',
    '/\\/elsewhere.example',
    '\\\\elsewhere.example',
    'https://elsewhere.example',
    'http://127.0.0.1:3000/pricing',
    'javascript:alert(1)',
    ' /pricing',
    '/\t/elsewhere.example',
    '/\n/elsewhere.example',
    '/.//elsewhere.example',
    '/..//elsewhere.example',
    '/%2e//elsewhere.example',
    `/${'a'.repeat(2048)}`,
  ])('refuses %j', (value) => {
    expect(sameOriginPath(value)).toBeNull()
  })

  it('never returns anything a browser would read as another host', () => {
    for (const value of ['/./', '/a/..//b', '/%2F%2Felsewhere.example', '/@elsewhere.example', '/:@elsewhere.example']) {
      const path = sameOriginPath(value)
      if (path === null) continue
      expect(path.startsWith('/')).toBe(true)
      expect(path.startsWith('//')).toBe(false)
      expect(new URL(path, 'https://ours.example').origin).toBe('https://ours.example')
    }
  })
})

describe('closePreviewTarget', () => {
  const ownOrigins = ['http://127.0.0.1:3100', 'https://www.cipherwell.example']

  it('returns to the explicit same-origin redirect', () => {
    expect(closePreviewTarget({ redirect: '/blog/post-a?x=1', referer: 'http://127.0.0.1:3100/other', ownOrigins })).toBe(
      '/blog/post-a?x=1',
    )
  })

  it.each(['https://elsewhere.example', '//elsewhere.example', '/\\elsewhere.example', 'elsewhere.example'])(
    'goes home for the unsafe redirect %s, even with a good Referer',
    (redirect) => {
      expect(closePreviewTarget({ redirect, referer: 'http://127.0.0.1:3100/pricing', ownOrigins })).toBe('/')
    },
  )

  it("falls back to the Referer's path when the Referer is one of our origins", () => {
    expect(closePreviewTarget({ redirect: null, referer: 'http://127.0.0.1:3100/pricing?tab=2', ownOrigins })).toBe(
      '/pricing?tab=2',
    )
    expect(closePreviewTarget({ redirect: null, referer: 'https://www.cipherwell.example/careers', ownOrigins })).toBe(
      '/careers',
    )
  })

  it.each([
    'https://elsewhere.example/pricing',
    'http://127.0.0.1:3101/pricing',
    'https://www.cipherwell.example.elsewhere.example/pricing',
    'not a url',
  ])('ignores the foreign or broken Referer %s', (referer) => {
    expect(closePreviewTarget({ redirect: null, referer, ownOrigins })).toBe('/')
  })

  it('goes home with neither', () => {
    expect(closePreviewTarget({ redirect: null, referer: null, ownOrigins })).toBe('/')
    expect(closePreviewTarget({ redirect: '', referer: null, ownOrigins })).toBe('/')
  })
})
