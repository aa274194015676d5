import { createElement, type ComponentType, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { ComparisonTable } from '@/blocks/ComparisonTable/Component'
import { PlanTabs } from '@/blocks/ComparisonTable/PlanTabs.client'
import { PricingTable } from '@/blocks/PricingTable/Component'
import type { ComparisonTableBlock, PricingTableBlock } from '@/cms/payload-types'

// The page loads the tabs lazily (next/dynamic), which a static render leaves out: here they render at once.
vi.mock('@/blocks/ComparisonTable/LazyPlanTabs.client', async () => ({
  LazyPlanTabs: (await import('@/blocks/ComparisonTable/PlanTabs.client')).PlanTabs,
}))

const comparison: ComparisonTableBlock = {
  blockType: 'comparisonTable',
  heading: 'Compare plans',
  columns: [{ label: 'Starter' }, { label: 'Scale' }, { label: 'Enterprise' }],
  rows: [
    { group: 'Usage', feature: 'Stored records', values: [{ value: '1,000' }, { value: '100,000' }, { value: 'Custom' }] },
    { feature: 'Single sign-on', values: [{ value: 'no' }, { value: 'yes' }, { value: 'yes' }] },
    { group: 'Support', feature: 'Support', values: [{ value: 'Community' }, { value: 'Email' }, { value: '24/7' }] },
  ],
}

/** Each tab panel's markup, up to the next panel (the table after the last has no dt, dd or h3). */
// The tabs take their panels as children, as JSX passes them.
const Tabs = PlanTabs as ComponentType<{ label: string; plans: string[]; children?: ReactNode }>

const panels = (html: string) => html.split('role="tabpanel"').slice(1)

describe('comparison table on a phone', () => {
  it('offers one tab per column, only the selected one in the tab order, each controlling its own panel', () => {
    const html = renderToStaticMarkup(createElement(Tabs, { label: 'Compare plans', plans: ['Starter', 'Scale'] }, createElement('p', null, 'A'), createElement('p', null, 'B')))
    expect(html).toMatch(/role="tablist" aria-label="Compare plans"/)
    const tabs = [...html.matchAll(/<button type="button" role="tab" id="([^"]+)" aria-selected="(true|false)" aria-controls="([^"]+)" tabindex="(0|-1)"[^>]*>([^<]+)</g)]
    expect(tabs.map((tab) => [tab[5], tab[2], tab[4]])).toEqual([
      ['Starter', 'true', '0'],
      ['Scale', 'false', '-1'],
    ])
    for (const [, tabId, , panelId] of tabs) expect(html).toContain(`role="tabpanel" id="${panelId}" aria-labelledby="${tabId}" tabindex="0"`)
    // Both panels are in the page; the second waits, hidden, for its tab.
    expect(html).toMatch(/aria-labelledby="[^"]+" tabindex="0"(?! hidden)[^>]*><p>A<\/p>/)
    expect(html).toMatch(/aria-labelledby="[^"]+" tabindex="0" hidden=""[^>]*><p>B<\/p>/)
  })

  it('lists every feature with the value of each plan, grouped as the table is, and keeps the table from sm up', () => {
    const html = renderToStaticMarkup(createElement(ComparisonTable, { block: comparison, tinted: false }))
    expect(html.match(/role="tab"/g)).toHaveLength(3)
    const values = panels(html).map((panel) =>
      [...panel.matchAll(/<dt[^>]*>([^<]+)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map(([, feature, value]) => `${feature}: ${value!.replace(/<[^>]+>/g, '')}`),
    )
    expect(values).toEqual([
      ['Stored records: 1,000', 'Single sign-on: —Not included', 'Support: Community'],
      ['Stored records: 100,000', 'Single sign-on: Included', 'Support: Email'],
      ['Stored records: Custom', 'Single sign-on: Included', 'Support: 24/7'],
    ])
    expect(panels(html)[0]).toMatch(/<h3[^>]*>Usage<\/h3>.*<h3[^>]*>Support<\/h3>/)
    // The switcher below sm, the table from sm; without scripts the table everywhere.
    expect(html).toMatch(/<div class="mt-10 sm:hidden \[@media\(scripting:none\)\]:hidden"><div role="tablist"/)
    expect(html).toMatch(/<div role="region" aria-label="Compare plans" tabindex="0" class="[^"]*hidden sm:block \[@media\(scripting:none\)\]:block[^"]*"><table/)
  })

  it('shows a draft without rows as the table alone, never an empty switcher', () => {
    const html = renderToStaticMarkup(createElement(ComparisonTable, { block: { ...comparison, rows: [] }, tinted: false }))
    expect(html).not.toContain('role="tablist"')
    expect(html).toMatch(/<div role="region" aria-label="Compare plans" tabindex="0" class="relative mt-10 overflow-x-auto  rounded-2xl/)
  })
})

const plan = (name: string, extra: Partial<PricingTableBlock['plans'][number]> = {}): PricingTableBlock['plans'][number] => ({
  name,
  price: '$0',
  description: `${name} pitch`,
  features: [{ text: `${name} feature` }],
  cta: { label: `Choose ${name}`, type: 'custom', href: '/contact' },
  ...extra,
})

describe('pricing table', () => {
  it('puts three plans side by side from md, and four through two columns', () => {
    const grid = (count: number) =>
      /<div class="mt-12 grid items-stretch gap-6 ([^"]+)">/.exec(
        renderToStaticMarkup(createElement(PricingTable, { block: { blockType: 'pricingTable', heading: 'Plans', plans: Array.from({ length: count }, (_, index) => plan(`Plan ${index}`)) }, tinted: false })),
      )?.[1]
    expect(grid(3)).toContain('md:grid-cols-3')
    expect(grid(3)).not.toMatch(/(^| )(sm:|desk:)?grid-cols-1( |$)/)
    expect(grid(4)).toMatch(/sm:grid-cols-2 lg:grid-cols-4/)
  })

  it('leads each card with name, price and pitch, then its button, then its features, on rows the cards share', () => {
    const html = renderToStaticMarkup(createElement(PricingTable, { block: { blockType: 'pricingTable', heading: 'Plans', plans: [plan('Starter'), plan('Scale', { highlighted: true })] }, tinted: false }))
    const cards = html.match(/<article class="row-span-4 grid grid-rows-subgrid gap-y-0 [^"]*">.*?<\/article>/g) ?? []
    expect(cards).toHaveLength(2)
    for (const [index, name] of ['Starter', 'Scale'].entries()) {
      const card = cards[index]!
      const order = [`<h3`, `${name} pitch`, `Choose ${name}`, `${name} feature`].map((text) => card.indexOf(text))
      expect(order.every((at) => at >= 0)).toBe(true)
      expect([...order].sort((a, b) => a - b)).toEqual(order)
    }
    expect(cards[1]).toContain('Most popular')
  })

  it('keeps all four rows of a draft card, empty ones included, so its neighbours stay aligned', () => {
    const html = renderToStaticMarkup(createElement(PricingTable, { block: { blockType: 'pricingTable', heading: 'Plans', plans: [{ name: 'Starter' }] }, tinted: false }))
    expect(html).toMatch(/<h3[^>]*>Starter<\/h3><\/div><\/div><div><\/div><div class="mt-6"><\/div><div><\/div><\/article>/)
  })

  it('without a heading of its own (under the page title), names its plans in h2s and starts at the top', () => {
    const html = renderToStaticMarkup(createElement(PricingTable, { block: { blockType: 'pricingTable', plans: [plan('Starter'), plan('Scale')] }, tinted: false }))
    expect(html).not.toContain('<h3')
    expect(html.match(/<h2[^>]*>(Starter|Scale)<\/h2>/g)).toHaveLength(2)
    expect(html).toMatch(/<div class="grid items-stretch gap-6 /)
  })
})
