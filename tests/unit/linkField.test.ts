import type { Field, GroupField } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { linkField } from '@/cms/fields/linkField'
import { eachLink, linkHref, referenceTarget, type LinkValue } from '@/cms/links/linkValue'
import { linkHolders } from '@/cms/links/linkHolders'

const addresses: Record<string, string> = { 'pages:1': '/pricing', 'posts:7': '/blog/launch' }
const addressOf = vi.fn(async (collection: string, id: string | number) => addresses[`${collection}:${id}`] ?? null)

describe('linkHref, the one rule from link to address', () => {
  it('gives a custom link the address the editor typed', async () => {
    expect(await linkHref({ type: 'custom', href: ' /contact?topic=pci ' }, addressOf)).toBe('/contact?topic=pci')
    expect(await linkHref({ type: 'custom', href: 'https://docs.cipherwell.com' }, addressOf)).toBe('https://docs.cipherwell.com')
  })

  it('treats a link stored before references existed (no type) as custom', async () => {
    expect(await linkHref({ href: '/pricing' }, addressOf)).toBe('/pricing')
  })

  it('gives a reference its document’s current address, looked up by collection and id', async () => {
    expect(await linkHref({ type: 'reference', reference: { relationTo: 'pages', value: 1 } }, addressOf)).toBe('/pricing')
    expect(await linkHref({ type: 'reference', reference: { relationTo: 'posts', value: 7 } }, addressOf)).toBe('/blog/launch')
  })

  it('ignores an address stored beside a reference: the document decides', async () => {
    expect(await linkHref({ type: 'reference', reference: { relationTo: 'pages', value: 1 }, href: '/old' }, addressOf)).toBe('/pricing')
  })

  it('reads a populated reference from the document itself, with the collection’s address rule', async () => {
    addressOf.mockClear()
    const post = { relationTo: 'posts', value: { id: 7, slug: 'renamed' } }
    expect(await linkHref({ type: 'reference', reference: post }, addressOf)).toBe('/blog/renamed')
    const page = { relationTo: 'pages', value: { id: 1, path: '/pricing-2027' } }
    expect(await linkHref({ type: 'reference', reference: page }, addressOf)).toBe('/pricing-2027')
    expect(addressOf).not.toHaveBeenCalled()
  })

  it('leads nowhere when the reference is empty, gone or not a linkable collection', async () => {
    expect(await linkHref({ type: 'reference' }, addressOf)).toBeNull()
    expect(await linkHref({ type: 'reference', reference: { relationTo: 'pages', value: 404 } }, addressOf)).toBeNull()
    expect(await linkHref({ type: 'reference', reference: { relationTo: 'users', value: 1 } }, addressOf)).toBeNull()
    expect(await linkHref({ type: 'custom', href: '' }, addressOf)).toBeNull()
    expect(await linkHref(null, addressOf)).toBeNull()
  })
})

describe('referenceTarget and eachLink', () => {
  it('names a reference’s collection and id, populated or not', () => {
    expect(referenceTarget({ type: 'reference', reference: { relationTo: 'pages', value: 3 } })).toEqual({ collection: 'pages', id: 3 })
    expect(referenceTarget({ type: 'reference', reference: { relationTo: 'jobs', value: { id: 9 } } })).toEqual({ collection: 'jobs', id: 9 })
    expect(referenceTarget({ type: 'custom', href: '/pricing' })).toBeNull()
  })

  it('finds every link in a document, in blocks, arrays and groups', () => {
    const doc = {
      title: 'Home',
      layout: [
        { blockType: 'cta', primary: { label: 'A', type: 'reference', reference: { relationTo: 'pages', value: 1 } }, secondary: { type: 'custom', href: '/b' } },
        { blockType: 'featureGrid', features: [{ title: 'F', link: { type: 'custom', href: null } }] },
      ],
      seo: { title: 'not a link', type: 'website' },
    }
    const found: LinkValue[] = []
    eachLink(doc, (link) => found.push(link))
    expect(found.map((link) => link.type)).toEqual(['reference', 'custom', 'custom'])
  })
})

const fieldNamed = (group: GroupField, name: string) =>
  group.fields.find((field): field is Field & { name: string } => 'name' in field && field.name === name)!

type Validate = (value: unknown, options: { siblingData: Record<string, unknown> }) => true | string
const validate = (group: GroupField, name: string, value: unknown, siblingData: Record<string, unknown>) =>
  ((fieldNamed(group, name) as { validate: Validate }).validate)(value, { siblingData })

describe('linkField', () => {
  const button = linkField({ name: 'primary', label: 'Primary button', withLabel: true })
  const required = linkField({ name: 'talkToExpert', required: true, defaultHref: '/contact' })
  const optional = linkField({ name: 'link' })

  it('is one group: a label where asked, the type, a picker over every public type, an anchor on the picked page, the custom address', () => {
    expect(button.fields.map((field) => ('name' in field ? field.name : field.type))).toEqual(['label', 'type', 'reference', 'anchor', 'href'])
    expect(optional.fields.map((field) => ('name' in field ? field.name : field.type))).toEqual(['type', 'reference', 'anchor', 'href'])
    expect((fieldNamed(button, 'reference') as { relationTo: string[] }).relationTo).toEqual([
      'pages',
      'posts',
      'changelog',
      'webinars',
      'papers',
      'customers',
      'jobs',
      'legal',
    ])
    expect((fieldNamed(button, 'type') as { defaultValue: string }).defaultValue).toBe('reference')
    expect((fieldNamed(required, 'type') as { defaultValue: string }).defaultValue).toBe('custom')
    expect((fieldNamed(required, 'href') as { defaultValue: string }).defaultValue).toBe('/contact')
  })

  it('keeps the custom address’s rule and message', () => {
    const custom = { type: 'custom' }
    expect(validate(optional, 'href', '/pricing', custom)).toBe(true)
    expect(validate(optional, 'href', 'javascript:alert(1)', custom)).toBe('Enter a path like /pricing or a URL like https://…')
    expect(validate(optional, 'href', '', custom)).toBe(true)
    expect(validate(required, 'href', '', custom)).toBe('Enter a path like /pricing or a URL like https://…')
    expect(validate(button, 'href', '', { ...custom, label: 'Go' })).toBe('A labelled link needs an address')
    expect(validate(button, 'href', '', { ...custom, label: '' })).toBe(true)
  })

  it('asks for a document when a reference must lead somewhere', () => {
    const message = 'Choose the page or post this link leads to, or switch to a custom URL'
    expect(validate(optional, 'reference', null, { type: 'reference' })).toBe(true)
    expect(validate(required, 'reference', null, { type: 'reference' })).toBe(message)
    expect(validate(button, 'reference', null, { type: 'reference', label: 'Go' })).toBe(message)
    expect(validate(button, 'reference', { relationTo: 'pages', value: 1 }, { type: 'reference', label: 'Go' })).toBe(true)
    expect(validate(button, 'href', 'not checked', { type: 'reference', label: 'Go' })).toBe(true)
  })

  it('is how the config’s collections and globals are found to hold links', () => {
    const holders = linkHolders({
      collections: [
        { slug: 'pages', fields: [{ name: 'layout', type: 'blocks', blocks: [{ slug: 'cta', fields: [button] }] }] },
        { slug: 'authors', fields: [{ name: 'name', type: 'text' }] },
      ],
      globals: [{ slug: 'footer', fields: [{ name: 'links', type: 'array', fields: [optional] }] }],
    } as never)
    expect(holders.collections.map((c) => c.slug)).toEqual(['pages'])
    expect(holders.globals.map((g) => g.slug)).toEqual(['footer'])
  })
})
