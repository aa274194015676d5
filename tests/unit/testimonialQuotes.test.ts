import { describe, expect, it } from 'vitest'

import { customers } from '@/cms/seed/content/customers'
import { SEED_PAGES } from '@/cms/seed/content/pages'
import { fakeSeedContext } from '../helpers/seedContext'

/** Ids stand for slugs, so a block's customer can be read back. */
const slugs: string[] = []
const ctx = fakeSeedContext({ customer: (slug) => (slugs.includes(slug) ? slugs.indexOf(slug) : slugs.push(slug) - 1) })

const seededCustomers = customers(ctx)
const nameOf = (id: unknown) => seededCustomers.find((customer) => customer.slug === slugs[id as number])?.name

type Quote = { where: string; text: string; author: string; role: string; company: string | undefined }

const quotes: Quote[] = [
  ...seededCustomers.map((customer) => ({
    where: `/customers/${customer.slug}`,
    text: customer.quote!.text,
    author: customer.quote!.author,
    role: customer.quote!.role,
    company: customer.name,
  })),
  ...SEED_PAGES.flatMap((page) =>
    (page.layout?.(ctx) ?? []).flatMap((block) =>
      block.blockType === 'testimonial'
        ? [{ where: page.path, text: block.quote, author: block.author, role: block.role ?? '', company: nameOf(block.customer) }]
        : [],
    ),
  ),
]

const words = (text: string) => text.toLowerCase().replace(/[’']/g, '').match(/[a-z0-9]+/g) ?? []
/** Every run of six words: a quote lightly reworded for a second page still shares one. */
const runs = (text: string) => {
  const list = words(text)
  return new Set(list.slice(0, -5).map((_, i) => list.slice(i, i + 6).join(' ')))
}

describe('seeded testimonials', () => {
  it('include the customers’ own quotes and the pages’ testimonial blocks', () => {
    expect(quotes.length).toBeGreaterThanOrEqual(seededCustomers.length + 8)
    for (const quote of quotes) expect(quote.company, quote.where).toBeTruthy()
  })

  it('never use one quote, or a reworded copy of one, on two pages', () => {
    const seen = new Map<string, string>()
    for (const quote of quotes) {
      for (const run of runs(quote.text)) {
        expect(seen.get(run), `“${run}” is in the quotes on ${seen.get(run)} and ${quote.where}`).toBeUndefined()
      }
      for (const run of runs(quote.text)) seen.set(run, quote.where)
    }
  })

  it('quote each person on one page only (a customer’s own story counts as theirs), with at least as many voices as product pages', () => {
    const pageOf = new Map<string, string>()
    for (const quote of quotes) {
      expect(pageOf.get(quote.author), `${quote.author} is quoted on ${pageOf.get(quote.author)} and ${quote.where}`).toBeUndefined()
      pageOf.set(quote.author, quote.where)
    }
    const productPages = SEED_PAGES.filter((page) => page.path.startsWith('/products/'))
    expect(productPages.length).toBeGreaterThanOrEqual(9)
    expect(pageOf.size).toBeGreaterThanOrEqual(productPages.length)
  })

  it('give a role without the company, which the caption adds once', () => {
    for (const quote of quotes) {
      expect(quote.role.trim(), quote.where).not.toBe('')
      expect(quote.role.toLowerCase(), `${quote.where}: “${quote.role}”`).not.toContain(quote.company!.toLowerCase())
    }
  })
})
