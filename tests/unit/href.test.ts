import { describe, expect, it } from 'vitest'

import { isExternal } from '@/lib/href'

describe('isExternal', () => {
  it.each(['https://docs.cipherwell.com', 'http://example.com/x', 'HTTPS://EXAMPLE.COM'])('%s is external', (href) => {
    expect(isExternal(href)).toBe(true)
  })

  it.each(['/', '/pricing', '/blog#latest', 'mailto:hi@cipherwell.com', 'https:/broken'])('%s is not', (href) => {
    expect(isExternal(href)).toBe(false)
  })
})
