import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ComplianceBadges } from '@/blocks/ComplianceBadges/Component'
import { CAPS_EM, fittedFontSize, ringArc, rosettePath, SEAL, SEALS } from '@/blocks/ComplianceBadges/seals'
import type { ComplianceBadgesBlock } from '@/cms/payload-types'
import { COMPLIANCE_MARKS } from '@/lib/complianceMarks'

const numbers = (d: string) => (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number)

describe('compliance seals', () => {
  it('exist for every mark an editor can choose', () => {
    expect(Object.keys(SEALS).sort()).toEqual(COMPLIANCE_MARKS.map(({ value }) => value).sort())
  })

  it('set every ring text and centre large enough to read at the badge’s size', () => {
    for (const [value, seal] of Object.entries(SEALS)) {
      expect(fittedFontSize(seal.top, ringArc('top').length, SEAL.ringText), `${value}: ${seal.top}`).toBeGreaterThanOrEqual(7)
      expect(fittedFontSize(seal.bottom, ringArc('bottom').length, SEAL.ringText), `${value}: ${seal.bottom}`).toBeGreaterThanOrEqual(7)
      expect(fittedFontSize(seal.centre, SEAL.centreWidth, SEAL.centreText, CAPS_EM.centre), `${value}: ${seal.centre}`).toBeGreaterThanOrEqual(18)
    }
  })

  it('shrink a text to its room and never grow one past the largest size', () => {
    expect(fittedFontSize('ISO', 70, 22, 0.72)).toBe(22)
    expect(fittedFontSize('SOC 2', 70, 22, 0.72)).toBe(19.4)
    expect(fittedFontSize('A'.repeat(40), 120, 8)).toBe(3.7)
  })

  it('run both ring texts left to right: over the top clockwise, under the bottom anticlockwise', () => {
    const [tx1, ty1, , , , , tsweep, tx2, ty2] = numbers(ringArc('top').d)
    expect(tx1!).toBeLessThan(tx2!)
    expect(Math.max(ty1!, ty2!)).toBeLessThan(SEAL.centre)
    expect(tsweep).toBe(1)
    const [bx1, by1, , , , , bsweep, bx2, by2] = numbers(ringArc('bottom').d)
    expect(bx1!).toBeLessThan(bx2!)
    expect(Math.min(by1!, by2!)).toBeGreaterThan(SEAL.centre)
    expect(bsweep).toBe(0)
    // Sized to the arc the separators leave free, a little shorter than the path it follows.
    expect(ringArc('top').length).toBeCloseTo((SEAL.topRadius * SEAL.arcDegrees * Math.PI) / 180)
  })

  it('tooth a rosette’s edge between its two radii, all the way round', () => {
    const d = rosettePath(40, 59.5, 56.8)
    expect(d.match(/[ML]/g)).toHaveLength(80)
    expect(d.endsWith('Z')).toBe(true)
    const coords = numbers(d)
    const radii = coords.flatMap((x, index) => (index % 2 === 0 ? [Math.hypot(x - SEAL.centre, coords[index + 1]! - SEAL.centre)] : []))
    expect(Math.max(...radii)).toBeCloseTo(59.5, 1)
    expect(Math.min(...radii)).toBeCloseTo(56.8, 1)
  })

  it('draw each badge’s seal with its ring on paths of its own, the same mark twice on one page included', () => {
    const block: ComplianceBadgesBlock = { blockType: 'complianceBadges', marks: ['pci_dss_l1', 'soc2_type2'] }
    const html = renderToStaticMarkup(createElement('div', null, createElement(ComplianceBadges, { block, tinted: false }), createElement(ComplianceBadges, { block, tinted: true })))
    const ids = [...html.matchAll(/<path id="([^"]+)"/g)].map((match) => match[1])
    expect(ids).toHaveLength(8)
    expect(new Set(ids).size).toBe(8)
    const refs = [...html.matchAll(/<textPath href="#([^"]+)"/g)].map((match) => match[1])
    expect(refs.sort()).toEqual([...ids].sort())
    expect(html).toContain('PCI DSS COMPLIANT</textPath>')
    expect(html).toContain('SOC 2 EXAMINATION</textPath>')
    expect(html.match(/<svg viewBox="0 0 120 120" aria-hidden="true"/g)).toHaveLength(4)
  })
})
