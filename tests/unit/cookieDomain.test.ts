import { describe, expect, it } from 'vitest'

import { cookieDomain } from '@/lib/cookieDomain'

const at = (siteUrl: string, COOKIE_DOMAIN?: string) => cookieDomain({ siteUrl, COOKIE_DOMAIN })

describe('cookieDomain', () => {
  it('is the registrable domain of SITE_URL, by the public suffix list', () => {
    expect(at('https://www.cipherwell.com')).toBe('cipherwell.com')
    expect(at('https://cipherwell.com')).toBe('cipherwell.com')
    expect(at('https://shop.example.co.uk')).toBe('example.co.uk')
  })

  it('never widens to a shared hosting suffix', () => {
    expect(at('https://cipherwell.github.io')).toBe('cipherwell.github.io')
    expect(at('https://preview-42.vercel.app')).toBe('preview-42.vercel.app')
  })

  it('keeps cookies host-only where there is no registrable domain', () => {
    expect(at('http://localhost:3000')).toBeUndefined()
    expect(at('http://127.0.0.1:3900')).toBeUndefined()
    expect(at('http://[::1]:3000')).toBeUndefined()
  })

  it('takes COOKIE_DOMAIN over SITE_URL', () => {
    expect(at('https://www.cipherwell.com', '.cipherwell.io')).toBe('.cipherwell.io')
  })
})
