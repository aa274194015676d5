import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { layoutDiagram } from '@/blocks/ArchitectureDiagram/layout'
import { CUSTOMER_PRODUCTS, Customers } from '@/cms/collections/Customers'
import type { Customer } from '@/cms/payload-types'
import { customers as seedCustomers } from '@/cms/seed/content/customers'
import type { SeedContext } from '@/cms/seed/lib/seedContext'
import { isProductPage, seedPages } from '@/cms/seed/pages'
import { cardSpan, spanClass, type CardSpan } from '@/features/customers/cardGrid'
import { CustomerCards } from '@/features/customers/CustomerCard'
import { featuredFirst } from '@/features/customers/featured'
import { productsUsed } from '@/features/customers/productsUsed'
import { splitBeforeLastSection } from '@/features/customers/splitStory'
import { titleWithoutCompany } from '@/features/customers/titleWithoutCompany'

/** The rows a grid of `columns` packs the spans into, as a CSS grid places them in order. */
function rows(spans: number[], columns: number): number[] {
  const filled: number[] = []
  for (const span of spans) {
    const last = filled.length - 1
    if (last >= 0 && filled[last]! + span <= columns) filled[last] = filled[last]! + span
    else filled.push(span)
  }
  return filled
}

describe('the customers page', () => {
  const story = (id: number, featured?: boolean) => ({ id, featured })

  it('opens with the first featured story, or the first story, and keeps the rest in order', () => {
    expect(featuredFirst([story(1), story(2, true), story(3, true), story(4)])).toEqual({
      featured: story(2, true),
      rest: [story(1), story(3, true), story(4)],
    })
    expect(featuredFirst([story(1), story(2)])).toEqual({ featured: story(1), rest: [story(2)] })
    expect(featuredFirst([])).toEqual({ featured: null, rest: [] })
  })

  it('widens only the last card, so no row at md (two columns) or lg (three) ends in an empty slot', () => {
    for (let count = 1; count <= 13; count++) {
      const spans: CardSpan[] = Array.from({ length: count }, (_, index) => cardSpan(index, count))
      expect(rows(spans.map((span) => span.md), 2).every((row) => row === 2), `${count} cards at md`).toBe(true)
      expect(rows(spans.map((span) => span.lg), 3).every((row) => row === 3), `${count} cards at lg`).toBe(true)
      expect(spans.slice(0, -1).every((span) => span.md === 1 && span.lg === 1), `${count} cards`).toBe(true)
    }
  })

  it('spells the spans as Tailwind classes, adding lg only where it differs from md', () => {
    // Seven stories besides the featured one: the seventh takes both columns at md and the row at lg.
    expect(spanClass(cardSpan(6, 7))).toBe('md:col-span-2 lg:col-span-3')
    expect(spanClass(cardSpan(4, 5))).toBe('md:col-span-2')
    expect(spanClass(cardSpan(3, 4))).toBe('lg:col-span-3')
    expect(spanClass(cardSpan(2, 3))).toBe('md:col-span-2 lg:col-span-1')
    expect(spanClass(cardSpan(0, 3))).toBe('')
  })
})

describe('a story’s title beside its wordmark', () => {
  it('drops the company’s name where a verb follows it, and says it to screen readers instead', () => {
    expect(titleWithoutCompany('Fernwick Finance moved from SAQ\u00a0D to SAQ\u00a0A', 'Fernwick Finance')).toEqual({
      text: 'Moved from SAQ\u00a0D to SAQ\u00a0A',
      nameHidden: true,
    })
    expect(titleWithoutCompany('Harbor & Pine secured its checkout', 'Harbor & Pine').text).toBe('Secured its checkout')
  })

  it('keeps a headline whole where the name is not its subject, hiding nothing it already says', () => {
    expect(titleWithoutCompany('Tallyline’s checks never see a number', 'Tallyline')).toEqual({ text: 'Tallyline’s checks never see a number', nameHidden: false })
    expect(titleWithoutCompany('Fernwick Finance', 'Fernwick Finance')).toEqual({ text: 'Fernwick Finance', nameHidden: false })
    expect(titleWithoutCompany('How a lender reached SAQ A', 'Fernwick Finance')).toEqual({ text: 'How a lender reached SAQ A', nameHidden: true })
    expect(titleWithoutCompany('A draft headline', '')).toEqual({ text: 'A draft headline', nameHidden: false })
  })
})

describe('products used', () => {
  it('lists the chosen products in the editor’s order, once each, leaving out retired values', () => {
    expect(productsUsed(['relay', 'retired', 'card_collection', 'relay', null])).toEqual([
      { value: 'relay', label: 'Relay', href: '/products/relay' },
      { value: 'card_collection', label: 'Card Collection', href: '/products/card-collection' },
    ])
    expect(productsUsed(undefined)).toEqual([])
  })

  it('offers every product page the seed creates, under its own title and address', () => {
    const products = seedPages.filter(isProductPage).map(({ title, path }) => ({ label: title, path }))
    expect(CUSTOMER_PRODUCTS.map(({ label, path }) => ({ label, path }))).toEqual(expect.arrayContaining(products))
    expect(CUSTOMER_PRODUCTS).toHaveLength(products.length)
    for (const { value } of CUSTOMER_PRODUCTS) expect(value, 'a GraphQL enum name').toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/)
  })
})

describe('a story’s text', () => {
  const heading = (text: string) => ({ type: 'heading', tag: 'h2', children: [{ type: 'text', text }] })
  const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] })
  const editor = (children: object[]) => ({ root: { type: 'root', direction: 'ltr', children } })

  it('is cut before its last section, where the pull quote goes', () => {
    const content = editor([heading('The challenge'), paragraph('a'), heading('The approach'), paragraph('b'), heading('The result'), paragraph('c')])
    expect(splitBeforeLastSection(content)).toEqual([
      editor([heading('The challenge'), paragraph('a'), heading('The approach'), paragraph('b')]),
      editor([heading('The result'), paragraph('c')]),
    ])
  })

  it('stays whole with a single section, or when a draft holds no rich text yet', () => {
    const single = editor([heading('The story'), paragraph('a')])
    expect(splitBeforeLastSection(single)).toEqual([single, null])
    expect(splitBeforeLastSection(editor([paragraph('a')]))[1]).toBeNull()
    expect(splitBeforeLastSection(null)).toEqual([null, null])
  })
})

describe('the customers collection', () => {
  const field = (name: string) => Customers.fields.flatMap((f) => ('fields' in f && f.type === 'row' ? f.fields : [f])).find((f) => 'name' in f && f.name === name)

  it('adds the facts, the featured mark and the diagram as optional fields, so older stories stay valid', () => {
    for (const name of ['featured', 'size', 'region', 'products', 'architecture']) {
      const added = field(name)
      expect(added, name).toBeDefined()
      expect(added && 'required' in added ? added.required : undefined, name).toBeFalsy()
    }
  })

  it('stores the diagram in the architecture diagram block’s own shape, none of it required', () => {
    const group = field('architecture')
    const inner = group && 'fields' in group ? group.fields : []
    expect(inner.map((f) => ('name' in f ? f.name : f.type))).toEqual(['heading', 'intro', 'lanes', 'steps'])
    for (const f of inner) expect('required' in f ? f.required : undefined).toBeFalsy()
    const steps = inner.find((f) => 'name' in f && f.name === 'steps')
    expect(steps?.type).toBe('array')
  })
})

describe('the seeded stories', () => {
  const ctx = { md: (markdown: string) => markdown, media: () => 1 } as unknown as SeedContext
  const seeded = seedCustomers(ctx)

  it('feature exactly one story, and give every story its facts and products', () => {
    expect(seeded.filter((customer) => customer.featured)).toHaveLength(1)
    for (const customer of seeded) {
      expect(customer.size, customer.slug).toMatch(/^\d[\d,]* employees$/)
      expect(customer.region, customer.slug).toBeTruthy()
      expect(productsUsed(customer.products).length, customer.slug).toBeGreaterThan(0)
      expect(productsUsed(customer.products), customer.slug).toHaveLength(customer.products?.length ?? 0)
    }
  })

  it('draw each story’s own architecture: lanes that fit their boxes, every step placed and legible', () => {
    const drawings = new Set<string>()
    for (const customer of seeded) {
      const lanes = customer.architecture?.lanes ?? []
      const steps = customer.architecture?.steps ?? []
      expect(customer.architecture?.heading, customer.slug).toBeTruthy()
      expect(lanes.length, customer.slug).toBeGreaterThanOrEqual(3)
      // Four lanes fit the wide layout's right-hand column without scrolling; five would not.
      expect(lanes.length, customer.slug).toBeLessThanOrEqual(4)
      const layout = layoutDiagram(lanes, steps)
      expect(layout.steps, `${customer.slug}: a step names a lane that is not there`).toHaveLength(steps.length)
      for (const lane of lanes) expect(lane.label.length, `${customer.slug}: ${lane.label}`).toBeLessThanOrEqual(20)
      for (const step of layout.steps) {
        expect(step.lines.join(' '), `${customer.slug}: “${step.label}” is cut short`).toBe(step.label)
        // A loop's label runs to the right of its lane, off the drawing beside the last one.
        if (step.x1 === step.x2) expect(step.x1, `${customer.slug}: “${step.label}”`).toBeLessThan(layout.lanes.at(-1)!.x)
      }
      drawings.add(JSON.stringify(steps.map((step) => step.label)))
    }
    expect(drawings.size).toBe(seeded.length)
  })
})

describe('customer cards', () => {
  const customer = (id: number, name: string, headline: string): Customer =>
    ({
      id,
      name,
      slug: name.toLowerCase().replace(/\W+/g, '-'),
      logo: { id, url: `/media/${id}.svg`, alt: name, width: 160, height: 32 },
      industry: 'Fintech',
      headline,
      summary: '',
      quote: { text: '', author: '', role: '' },
      results: [{ value: '41', label: 'systems out of scope' }],
      products: ['relay'],
      content: {},
    }) as unknown as Customer

  it('name the company once, by its wordmark, and widen the last card to fill the row', () => {
    const cards = [customer(1, 'Acme Pay', 'Acme Pay moved to SAQ A'), customer(2, 'Brill', 'Brill keeps cards out'), customer(3, 'Cobalt', 'Cobalt routes charges')]
    const html = renderToStaticMarkup(createElement(CustomerCards, { customers: cards, heading: 'h3' }))
    expect(html.match(/<li class="[^"]*"/g)).toEqual(['<li class=""', '<li class=""', '<li class="md:col-span-2 lg:col-span-1"'])
    expect(html).toContain('<span class="sr-only">Acme Pay: </span>Moved to SAQ A')
    // The wordmark is decorative: the link names the company.
    expect(html).not.toContain('alt="Acme Pay"')
    expect(html.match(/Acme Pay/g)).toHaveLength(1)
    expect(html).toContain('>41</dd>')
    expect(html).toContain('aria-label="Products used"')
  })
})
