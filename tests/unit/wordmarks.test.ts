import { describe, expect, it } from 'vitest'

import { svgProblem } from '@/cms/collections/Media/hooks/svgAllowlist'
import { mediaCatalog } from '@/cms/seed/media/catalog'

const logos = mediaCatalog(new Date('2026-01-15T00:00:00Z')).filter((spec) => spec.key.startsWith('logo-'))

describe('seeded wordmarks', () => {
  it('are at least eight SVGs, each named by its brand', () => {
    expect(logos.length).toBeGreaterThanOrEqual(8)
    for (const logo of logos) expect(logo.mimetype).toBe('image/svg+xml')
    const alts = logos.map((logo) => logo.alt.trim())
    expect(alts.every(Boolean)).toBe(true)
    expect(new Set(alts).size).toBe(alts.length)
  })

  it.each(logos.map((logo) => [logo.key, logo] as const))('%s is one height, drawn letters and no font, and passes the upload check', async (_, logo) => {
    const source = (await logo.render()).toString('utf8')
    expect(svgProblem(source)).toBeNull()
    expect(source).toMatch(/^<svg [^>]*height="32" viewBox="0 0 [\d.]+ 32"/)
    expect(source).not.toMatch(/NaN|<text|font-family/)
    // The name's letters: far more path data than the small mark beside it.
    expect(source.length).toBeGreaterThan(1500)
  })
})
