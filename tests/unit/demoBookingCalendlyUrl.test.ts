import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { CALENDLY_PRIMARY_COLOR, calendlySchedulingUrl } from '@/features/demo-booking/calendlyUrl'

describe('calendlySchedulingUrl', () => {
  it('hides the GDPR banner and uses the brand colour', () => {
    const url = new URL(calendlySchedulingUrl('https://calendly.com/cipherwell/demo'))
    expect(url.origin + url.pathname).toBe('https://calendly.com/cipherwell/demo')
    expect(url.searchParams.get('hide_gdpr_banner')).toBe('1')
    expect(url.searchParams.get('primary_color')).toBe(CALENDLY_PRIMARY_COLOR)
  })

  it('keeps parameters the configured link already has and overrides its own two', () => {
    const url = new URL(calendlySchedulingUrl('https://calendly.com/team/demo?month=2026-01&primary_color=000000'))
    expect(url.searchParams.get('month')).toBe('2026-01')
    expect(url.searchParams.getAll('primary_color')).toEqual([CALENDLY_PRIMARY_COLOR])
  })

  it('uses a brand colour of the site theme, as Calendly wants it: hex without #', () => {
    const css = readFileSync('src/app/(site)/globals.css', 'utf8')
    expect(CALENDLY_PRIMARY_COLOR).toMatch(/^[0-9a-f]{6}$/)
    expect(css).toContain(`--color-brand-600: #${CALENDLY_PRIMARY_COLOR};`)
  })
})
