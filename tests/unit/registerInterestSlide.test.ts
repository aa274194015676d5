import { describe, expect, it } from 'vitest'

import { DIALOG_ANIMATION_SECONDS, NARROW_VIEWPORT_QUERY, slideOffset } from '@/features/register-interest/slideIn'

// 0.3 s; sideways by 100 px on wide screens, vertically by 20 px up to 768 px.
describe('register-interest dialog motion', () => {
  it('lasts 0.3 s', () => {
    expect(DIALOG_ANIMATION_SECONDS).toBe(0.3)
  })

  it('counts 768 px as narrow', () => {
    expect(NARROW_VIEWPORT_QUERY).toBe('(max-width: 768px)')
  })

  it('slides 100 px sideways or 20 px vertically', () => {
    expect(slideOffset('x')).toEqual({ x: 100 })
    expect(slideOffset('y')).toEqual({ y: 20 })
  })
})
