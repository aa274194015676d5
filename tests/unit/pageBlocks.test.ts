import { createElement, type ComponentType, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ArchitectureDiagram, FIGURE_INSET, NARROW, SCROLL_HINT } from '@/blocks/ArchitectureDiagram/Component'
import { MAX_LANES } from '@/blocks/ArchitectureDiagram/config'
import { layoutDiagram, wrapLabel } from '@/blocks/ArchitectureDiagram/layout'
import { ComplianceBadges } from '@/blocks/ComplianceBadges/Component'
import { ComplianceBadgesBlock } from '@/blocks/ComplianceBadges/config'
import { firstSentence, relatedCards } from '@/blocks/RelatedProducts/relatedCards'
import { SplitFeature } from '@/blocks/SplitFeature/Component'
import { Stats } from '@/blocks/Stats/Component'
import type {
  ArchitectureDiagramBlock,
  ComplianceBadgesBlock as BadgesData,
  Page,
  SplitFeatureBlock,
  StatsBlock,
} from '@/cms/payload-types'
import { COMPLIANCE_MARKS, complianceMarks } from '@/lib/complianceMarks'
import { CodeTabs } from '@/ui/code/CodeTabs.client'
import { tabForKey } from '@/ui/tabKeys'

// The tabs take their panels as children, as JSX passes them.
const Tabs = CodeTabs as ComponentType<{ label: string; tabs: string[]; children?: ReactNode }>

const render = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element)
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

describe('code tabs', () => {
  it('move with the arrow keys (wrapping), Home and End, and ignore other keys', () => {
    expect(tabForKey('ArrowRight', 0, 4)).toBe(1)
    expect(tabForKey('ArrowRight', 3, 4)).toBe(0)
    expect(tabForKey('ArrowLeft', 0, 4)).toBe(3)
    expect(tabForKey('ArrowLeft', 2, 4)).toBe(1)
    expect(tabForKey('Home', 2, 4)).toBe(0)
    expect(tabForKey('End', 1, 4)).toBe(3)
    expect(tabForKey('Enter', 1, 4)).toBeNull()
    expect(tabForKey('ArrowDown', 1, 4)).toBeNull()
  })

  it('render a tab list and every panel, only the first in the tab order and shown when scripts run', () => {
    const html = render(createElement(Tabs, { label: 'Language', tabs: ['curl', 'Node'] }, createElement('pre', null, 'curl …'), createElement('pre', null, 'await …')))
    expect(html).toMatch(/role="tablist" aria-label="Language"/)
    expect(html.match(/role="tab"/g)).toHaveLength(2)
    expect(html.match(/aria-selected="true"/g)).toHaveLength(1)
    expect(html.match(/tabindex="0"/g)).toHaveLength(1)
    // Both panels are in the page: without scripts they are shown stacked, and the tab list hidden.
    expect(html).toContain('curl …')
    expect(html).toContain('await …')
    expect(html.match(/role="tabpanel"/g)).toHaveLength(2)
    expect(html).toContain('[@media(scripting:enabled)]:hidden')
    expect(html).not.toMatch(/ hidden=""/)
  })
})

const split = (overrides: Partial<SplitFeatureBlock>): SplitFeatureBlock => ({
  blockType: 'splitFeature',
  heading: 'What we take off your plate',
  text: 'Scope leaves with the card numbers.',
  points: [{ text: 'A responsibility matrix' }, { text: 'Evidence on demand' }],
  side: 'right',
  ...overrides,
})

describe('split feature', () => {
  it('shows its heading, points and the chosen drawing, on the side chosen', () => {
    const right = render(createElement(SplitFeature, { block: split({ visual: 'pci' }), tinted: false }))
    expect(right).toContain('<h2')
    expect(right.match(/<li[ >]/g)).toHaveLength(2)
    expect(right).toMatch(/<svg role="img" aria-label="[^"]{20,}"/)
    expect(right).toContain('desk:grid-cols-2')
    expect(right).not.toContain('desk:order-first')
    const left = render(createElement(SplitFeature, { block: split({ visual: 'pci', side: 'left' }), tinted: false }))
    expect(left).toContain('desk:order-first')
    // Left out on phones held upright, where its labels would be too small to read.
    expect(right).toMatch(/class="hidden [^"]*sm:block[^"]*"><svg role="img"/)
  })

  it('sets its points beside the text, in a panel, when it has no picture', () => {
    const html = render(createElement(SplitFeature, { block: split({}), tinted: false }))
    expect(html).toContain('desk:grid-cols-2')
    expect(html).not.toContain('<svg role="img"')
    // Text first, then the panel of points: two halves, in reading order.
    expect(html.indexOf('<h2')).toBeLessThan(html.indexOf('<ul'))
    expect(html).toMatch(/<div class="rounded-card [^"]*"><ul class="space-y-4">/)
    expect(html.match(/<li[ >]/g)).toHaveLength(2)
  })

  it('takes the whole width without a picture', () => {
    const html = render(createElement(SplitFeature, { block: split({ points: [] }), tinted: true }))
    expect(html).not.toContain('desk:grid-cols-2')
    expect(html).not.toContain('<ul')
    expect(html).toContain('bg-slate-50')
  })
})

describe('compliance badges', () => {
  it('offer editors exactly the marks there are badges for', () => {
    const field = ComplianceBadgesBlock.fields.find((f) => 'name' in f && f.name === 'marks')
    const options = field && 'options' in field ? field.options.map((option) => (typeof option === 'string' ? option : option.value)) : []
    expect(options).toEqual(COMPLIANCE_MARKS.map(({ value }) => value))
  })

  it('keep the editor’s order and skip marks no longer offered', () => {
    expect(complianceMarks(['soc2_type2', 'retired_mark', 'pci_dss_l1']).map((mark) => mark.name)).toEqual(['SOC 2 Type II', 'PCI DSS Level 1'])
    expect(complianceMarks(null)).toEqual([])
  })

  it('name each badge in text beside a decorative seal, with an optional link', () => {
    const block: BadgesData = { blockType: 'complianceBadges', marks: ['pci_dss_l1', 'hipaa'], link: { label: 'Security', href: '/legal/privacy' } }
    const html = render(createElement(ComplianceBadges, { block, tinted: false }))
    expect(html).toContain('aria-label="Compliance"')
    expect(html.match(/<li[ >]/g)).toHaveLength(2)
    expect(html.match(/<svg viewBox="0 0 120 120" aria-hidden="true"/g)).toHaveLength(2)
    expect(html).toContain('PCI DSS Level 1</span>')
    expect(html).toContain('HIPAA</span>')
    expect(html).toContain('href="/legal/privacy"')
    expect(render(createElement(ComplianceBadges, { block: { ...block, marks: [] }, tinted: false }))).toBe('')
  })
})

const page = (path: string, title: string, description: string) => ({ id: 1, path, title, description }) as Page

describe('related products', () => {
  it('make a card of each published page, once, in the editor’s order', () => {
    const cards = relatedCards([
      page('/products/relay', 'Relay', 'An encryption proxy. It tokenizes in flight.'),
      7,
      page('/products/enclaves', 'Enclaves', 'Hardware isolation for your container'),
      page('/products/relay', 'Relay', 'Again.'),
    ])
    expect(cards).toEqual([
      { href: '/products/relay', title: 'Relay', summary: 'An encryption proxy.' },
      { href: '/products/enclaves', title: 'Enclaves', summary: 'Hardware isolation for your container' },
    ])
    expect(relatedCards(null)).toEqual([])
  })

  it('summarise a description by its first sentence, keeping decimals whole', () => {
    expect(firstSentence('A p99 of 5.2 ms. Then more.')).toBe('A p99 of 5.2 ms.')
    expect(firstSentence('  No full stop ')).toBe('No full stop')
  })
})

describe('architecture diagram', () => {
  const lanes = [{ label: 'Browser' }, { label: 'Relay', ours: true }, { label: 'Processor' }]

  it('numbers the steps whose lanes exist and leaves out the rest', () => {
    const layout = layoutDiagram(lanes, [
      { from: 1, to: 2, label: 'Card number', marking: 'sensitive' },
      { from: 2, to: 5, label: 'To a lane that is not there' },
      { from: 2, to: 2, label: 'Tokenize' },
      { from: 2, to: 3, label: 'Revealed', marking: 'token' },
    ])
    expect(layout.steps.map((step) => [step.number, step.from, step.to, step.label])).toEqual([
      [1, 'Browser', 'Relay', 'Card number'],
      [2, 'Relay', 'Relay', 'Tokenize'],
      [3, 'Relay', 'Processor', 'Revealed'],
    ])
    expect(layout.lanes.map((lane) => lane.ours)).toEqual([false, true, false])
    expect(layout.steps[1]).toMatchObject({ x1: layout.steps[1]!.x2, anchor: 'start' })
    expect(layout.width).toBeGreaterThan(layout.lanes.at(-1)!.x)
    expect(layout.height).toBeGreaterThan(layout.steps.at(-1)!.y)
  })

  it('shows the scroll hint exactly while the box is narrower than the drawing can shrink to', () => {
    const laneCounts = Object.keys(SCROLL_HINT).map(Number)
    // Every lane count an editor can choose (two up to the config's maximum) has its hint.
    expect(laneCounts).toEqual(Array.from({ length: MAX_LANES - 1 }, (_, index) => index + 2))
    for (const count of laneCounts) {
      const layout = layoutDiagram(Array.from({ length: count }, (_, index) => ({ label: `Lane ${index}` })), [])
      expect(SCROLL_HINT[count]).toBe(`@max-[${layout.minWidth}px]:inline`)
      expect(layout.minWidth).toBeLessThan(layout.width)
    }
  })

  it('gives the drawing up for the list exactly while the section is narrower than the drawing in its figure', () => {
    // The figure's padding from desk (p-6) and its border, on both sides.
    expect(FIGURE_INSET).toBe(2 * 24 + 2 * 1)
    const laneCounts = Object.keys(NARROW).map(Number)
    expect(laneCounts).toEqual(Array.from({ length: MAX_LANES - 1 }, (_, index) => index + 2))
    for (const count of laneCounts) {
      const layout = layoutDiagram(Array.from({ length: count }, (_, index) => ({ label: `Lane ${index}` })), [])
      const below = `@max-[${layout.minWidth + FIGURE_INSET}px]`
      expect(NARROW[count]).toEqual({ drawing: `${below}:hidden`, list: `${below}:p-4`, frame: `${below}:flex` })
    }
  })

  it('swaps the drawing for the framed steps and their lanes in a narrow section, and keeps a drawing without steps', () => {
    const steps = [{ from: 1, to: 2, label: 'Card number', marking: 'sensitive' as const }]
    const html = render(createElement(ArchitectureDiagram, { block: { blockType: 'architectureDiagram', heading: 'Flow', lanes, steps }, tinted: false }))
    const narrow = NARROW[3]!
    // The section's container is the one the queries measure; the figure stays one for its scroll hint.
    expect(html).toMatch(/class="[^"]*@container grid /)
    expect(html).toMatch(new RegExp(`<figure class="@container [^"]*desk:p-6[^"]* ${escape(narrow.drawing)}"`))
    expect(html).toMatch(new RegExp(`<div class="relative isolate [^"]*${escape(narrow.list)}">`))
    // The frame and the row of lanes show only there, and only the lanes' names are in that row.
    expect(html.match(new RegExp(`class="[^"]* hidden [^"]*${escape(narrow.frame)}"`, 'g'))).toHaveLength(2)
    expect(html).toMatch(/<p aria-hidden="true"[^>]*><span[^>]*>Browser<\/span><span[^>]*>Relay<\/span><span[^>]*>Processor<\/span><\/p>/)
    expect(html).toMatch(/ring-brand-500">Relay</)

    const withoutSteps = render(createElement(ArchitectureDiagram, { block: { blockType: 'architectureDiagram', lanes, steps: [] }, tinted: false }))
    expect(withoutSteps).toContain('<svg role="img"')
    expect(withoutSteps).not.toContain(narrow.drawing)
  })

  it('wraps a label to a few lines, and never cuts a step between neighbouring lanes', () => {
    expect(wrapLabel('POST /v1/checkout with card number', 20, 2)).toEqual(['POST /v1/checkout', 'with card number'])
    expect(wrapLabel('one two three four five six', 8, 2)).toEqual(['one two', 'three…'])
    expect(wrapLabel('one two three four five six seven', 8, 3)).toEqual(['one two', 'three', 'four…'])
    // Seeded on 3-D Secure, and cut at two lines: its words break badly at 23 characters a line.
    const seeded = layoutDiagram(lanes, [{ from: 1, to: 2, label: 'Frictionless: authenticated, no challenge' }])
    expect(seeded.steps[0]!.lines).toEqual(['Frictionless:', 'authenticated, no', 'challenge'])
  })

  it('draws one image and lists every step as text', () => {
    const block: ArchitectureDiagramBlock = {
      blockType: 'architectureDiagram',
      heading: 'Where the card goes',
      lanes,
      steps: [
        { from: 1, to: 2, label: 'Card number', marking: 'sensitive' },
        { from: 2, to: 3, label: 'Token', marking: 'token' },
      ],
    }
    const html = render(createElement(ArchitectureDiagram, { block, tinted: false }))
    expect(html.match(/<svg role="img" aria-label="Sequence diagram between Browser, Relay, Processor[^"]*"/g)).toHaveLength(1)
    expect(html).toMatch(/<ol aria-label="Steps"/)
    expect(html.match(/<li[ >]/g)).toHaveLength(2)
    expect(html).toContain('Card number<span class="text-slate-600"> (sensitive data)</span>')
    expect(html).toContain('Sensitive data</span>')
    expect(html).toMatch(/role="region" aria-label="Where the card goes: diagram" tabindex="0"/)
  })
})

describe('stats', () => {
  it('prints a footnote under the figures when there is one', () => {
    const block: StatsBlock = { blockType: 'stats', items: [{ value: '5 ms', label: 'p99' }], footnote: 'Measured in October.' }
    expect(render(createElement(Stats, { block }))).toContain('Measured in October.</p>')
    expect(render(createElement(Stats, { block: { ...block, footnote: null } }))).not.toContain('Measured')
  })
})
