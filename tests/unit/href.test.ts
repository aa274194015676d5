import { describe, expect, it } from 'vitest'

import { isContactHref, isExternal } from '@/lib/href'

describe('isExternal', () => {
  it.each(['https://docs.cipherwell.com', 'http://example.com/x', 'HTTPS://EXAMPLE.COM'])('%s is external', (href) => {
    expect(isExternal(href)).toBe(true)
  })

  it.each(['/', '/pricing', '/blog#latest', 'mailto:hi@cipherwell.com', 'https:/broken'])('%s is not', (href) => {
    expect(isExternal(href)).toBe(false)
  })
})

describe('isContactHref', () => {
  it.each(['/contact', '/contact?topic=pci', '/contact#form'])('%s is the contact page', (href) => {
    expect(isContactHref(href)).toBe(true)
  })

  it.each(['/contact/thank-you', '/contacts', '/', 'https://example.com/contact'])('%s is not', (href) => {
    expect(isContactHref(href)).toBe(false)
  })
})
