import { describe, expect, it } from 'vitest'

import { sourceOf } from '@/features/leads/http/sourcePage'

const SITE = 'https://www.cipherwell.test'
const request = (headers: Record<string, string>) => new Request(`${SITE}/api/salesForm`, { method: 'POST', headers })

describe('the page a lead was sent from', () => {
  it('is the path and query of a Referer on our own site', () => {
    expect(sourceOf(request({ referer: `${SITE}/products/pci?topic=pci` }), SITE)).toEqual({ page: '/products/pci?topic=pci' })
    // As a proxy names the host the visitor used.
    expect(sourceOf(request({ referer: 'http://127.0.0.1:3000/contact', host: '127.0.0.1:3000', 'x-forwarded-proto': 'http' }), SITE)).toEqual({
      page: '/contact',
    })
  })

  it('is left out for another site’s page, a malformed Referer or none', () => {
    expect(sourceOf(request({ referer: 'https://evil.test/products/pci' }), SITE)).toEqual({})
    expect(sourceOf(request({ referer: 'not a url' }), SITE)).toEqual({})
    expect(sourceOf(request({}), SITE)).toEqual({})
  })

  it('is cut to 500 characters', () => {
    expect(sourceOf(request({ referer: `${SITE}/${'a'.repeat(600)}` }), SITE).page).toHaveLength(500)
  })
})
