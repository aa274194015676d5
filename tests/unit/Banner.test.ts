import { describe, expect, it } from 'vitest'

import { isBannerShown } from '@/features/shell/Banner'

describe('isBannerShown', () => {
  it('shows an enabled banner with text', () => {
    expect(isBannerShown({ id: 1, enabled: true, text: 'We raised a Series B' })).toBe(true)
  })

  it('hides a disabled banner or one without visible text', () => {
    expect(isBannerShown({ id: 1, enabled: false, text: 'We raised a Series B' })).toBe(false)
    expect(isBannerShown({ id: 1, enabled: null, text: 'We raised a Series B' })).toBe(false)
    expect(isBannerShown({ id: 1, text: 'We raised a Series B' })).toBe(false)
    expect(isBannerShown({ id: 1, enabled: true, text: '   ' })).toBe(false)
    expect(isBannerShown({ id: 1, enabled: true, text: null })).toBe(false)
    expect(isBannerShown({ id: 1, enabled: true })).toBe(false)
  })
})
