import { describe, expect, it } from 'vitest'

import { serializeJsonLd } from '@/features/seo/JsonLd'

describe('serializeJsonLd', () => {
  it('cannot close the script tag or start markup, and still parses to the same data', () => {
    const data = { headline: '</script><script>alert(1)</script> & <!-- \u2028 \u2029' }
    const text = serializeJsonLd(data)
    expect(text).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(text)).toEqual(data)
  })
})
