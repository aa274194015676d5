import { describe, expect, it } from 'vitest'

import { addressFromTitleHook } from '@/cms/fields/addressFromTitleHook'
import { slugField } from '@/cms/fields/slugField'
import { pathField } from '@/cms/fields/pathField'
import { SLUG } from '@/cms/documentRoutes'
import { SITE_PATH } from '@/cms/fields/pathField'
import { addressFromTitle, slugify } from '@/lib/addresses/fromTitle'

describe('slugify', () => {
  it.each([
    ['Relay latency in 2026', 'relay-latency-in-2026'],
    ['  PCI DSS: what changes?  ', 'pci-dss-what-changes'],
    ['Café & Crème', 'cafe-and-creme'],
    ['Don’t store card numbers', 'dont-store-card-numbers'],
    ['snake_case -- and  dashes', 'snake-case-and-dashes'],
    ['日本語', ''],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug)
  })

  it('makes only slugs the site accepts, cut at a word', () => {
    const long = slugify('Tokenisation '.repeat(12))
    expect(long.length).toBeLessThanOrEqual(60)
    expect(long).toMatch(SLUG)
    expect(long.endsWith('tokenisation')).toBe(true)
    expect(slugify('x'.repeat(80))).toHaveLength(60)
  })
})

describe('addressFromTitle', () => {
  it('makes a slug from the title', () => {
    expect(addressFromTitle('slug', 'Hello, World', 'old')).toBe('hello-world')
  })

  it('makes a page path in the section the page is in', () => {
    expect(addressFromTitle('path', 'Relay Pro', '/products/relay')).toBe('/products/relay-pro')
    expect(addressFromTitle('path', 'Relay Pro', '')).toBe('/relay-pro')
    expect(addressFromTitle('path', 'Relay Pro', undefined)).toBe('/relay-pro')
    expect(addressFromTitle('path', 'Relay Pro', '/')).toBe('/relay-pro')
    expect(addressFromTitle('path', 'Relay Pro', '/pricing')).toBe('/relay-pro')
    expect(addressFromTitle('path', 'Thank you', '/contact/x')).toMatch(SITE_PATH)
  })

  it('makes nothing from a title without letters or digits', () => {
    expect(addressFromTitle('path', '—', '/products/relay')).toBe('')
    expect(addressFromTitle('slug', undefined, 'x')).toBe('')
  })
})

describe('addressFromTitleHook', () => {
  const field = { name: 'slug', type: 'text' } as const
  const run = (args: Record<string, unknown>) =>
    (addressFromTitleHook('slug', 'title') as (args: unknown) => unknown)({ field, ...args })

  it('fills an empty address from the title', () => {
    expect(run({ value: undefined, data: { title: 'New post' } })).toBe('new-post')
    expect(run({ value: '', data: { title: 'New post' }, originalDoc: { slug: 'old', title: 'Old' } })).toBe('new-post')
  })

  it('keeps an address the editor gave, and a stored one an update leaves out', () => {
    expect(run({ value: 'mine', data: { title: 'New post' } })).toBe('mine')
    expect(run({ value: undefined, data: { title: 'Renamed' }, originalDoc: { slug: 'kept', title: 'Old' } })).toBeUndefined()
  })

  it('is on every slug and page path, before validation', () => {
    expect(slugField().hooks?.beforeValidate).toHaveLength(1)
    expect(pathField.hooks?.beforeValidate).toHaveLength(1)
  })
})

describe('address validation says how to fix an empty address', () => {
  type Validate = (value: string | null | undefined) => true | string
  it('names the title it is made from', () => {
    expect((slugField({ from: 'name' }).validate as unknown as Validate)('')).toMatch(/Give it a name/)
    expect((pathField.validate as unknown as Validate)(undefined)).toMatch(/title/)
  })
})
