import type { GroupField } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import {
  hrefAnchorProblem,
  internalTarget,
  linkOrigin,
  pageAnchors,
  referenceAnchorProblem,
  type AnchorLookup,
} from '@/cms/anchors/linkAnchors'
import { restAnchorLookup } from '@/cms/anchors/restAnchorLookup'
import { isValidHref } from '@/cms/fields/hrefField'
import { linkField } from '@/cms/fields/linkField'
import { linkHref } from '@/cms/links/linkValue'

/** The site as the lookups see it: /events is a page of blocks, /blog a listing, /blog/launch a post. */
const PAGES: Record<string, { id: number; layout: unknown[] }> = {
  '/events': { id: 4, layout: [{ heading: 'Spring summit' }, { heading: 'Register', anchor: 'register' }] },
  '/blog': { id: 5, layout: [{ heading: 'Latest' }] },
  '/empty': { id: 6, layout: [{ quote: 'No heading' }] },
}
const pageById = (id: string | number) => Object.entries(PAGES).find(([, page]) => String(page.id) === String(id))
const lookup: AnchorLookup = {
  byPath: vi.fn(async (path: string) => (PAGES[path] ? pageAnchors(path, PAGES[path].layout) : null)),
  byDocument: vi.fn(async (collection: string, id: string | number) => {
    const found = collection === 'pages' ? pageById(id) : undefined
    return found ? pageAnchors(found[0], found[1].layout) : null
  }),
}

/** The page being edited: /pricing, with its blocks as they are in the form. */
const pricing = linkOrigin('pages', {
  id: 1,
  path: '/pricing',
  layout: [{ heading: 'Plans' }, { heading: 'Questions', anchor: 'faq' }, { heading: 'Talk to us' }],
})

describe('internalTarget', () => {
  it('splits a link on this site into its path and anchor', () => {
    expect(internalTarget('/pricing?plan=pro#faq')).toEqual({ path: '/pricing', anchor: 'faq' })
    expect(internalTarget('#register')).toEqual({ path: '', anchor: 'register' })
    expect(internalTarget('/pricing')).toEqual({ path: '/pricing', anchor: null })
    expect(internalTarget('https://docs.cipherwell.com/#x')).toBeNull()
  })
})

describe('an anchor in a custom link', () => {
  it('is a well-formed address, alone or after a path', () => {
    for (const href of ['#register', '/events#register', '/pricing?x=1#faq']) expect(isValidHref(href)).toBe(true)
    expect(isValidHref('#two words')).toBe(false)
  })

  it('leads to a block of the page being edited, read from the form', async () => {
    expect(await hrefAnchorProblem('#faq', pricing, lookup)).toBeNull()
    expect(await hrefAnchorProblem('#talk-to-us', pricing, lookup)).toBeNull()
    expect(await hrefAnchorProblem('/pricing#plans', pricing, lookup)).toBeNull()
    expect(lookup.byPath).not.toHaveBeenCalled()
  })

  it('is refused when no block of this page has it, naming the ones it has', async () => {
    expect(await hrefAnchorProblem('#register', pricing, lookup)).toBe(
      'No block on this page has the anchor register. Give a block that anchor in its Anchor field, or link to one this page has: plans, faq, talk-to-us.',
    )
    expect(await hrefAnchorProblem('/pricing#register', pricing, lookup)).toMatch(
      /^No block on this page has the anchor register\./,
    )
  })

  it('alone is refused off a page (a global shows its links on every page)', async () => {
    expect(await hrefAnchorProblem('#register', null, lookup)).toBe(
      'An anchor alone only works in a page’s blocks. Here, put the page’s address before it, like /pricing#register.',
    )
  })

  it('after another page’s path must be one of that page’s anchors', async () => {
    expect(await hrefAnchorProblem('/events#register', pricing, lookup)).toBeNull()
    expect(await hrefAnchorProblem('/events#spring-summit', null, lookup)).toBeNull()
    expect(await hrefAnchorProblem('/events#missing', pricing, lookup)).toBe(
      'The page /events has no block with the anchor missing. Choose one it has (spring-summit, register), or give the block you mean that anchor on /events first.',
    )
    expect(await hrefAnchorProblem('/empty#x', pricing, lookup)).toBe(
      'The page /empty has no anchors yet. Give the block you mean the anchor x in its Anchor field first.',
    )
  })

  it('is taken as typed where the target’s ids are not all known: a listing, a post, no page', async () => {
    expect(await hrefAnchorProblem('/blog#anything', pricing, lookup)).toBeNull()
    expect(await hrefAnchorProblem('/blog/launch#setup', pricing, lookup)).toBeNull()
    expect(await hrefAnchorProblem('https://example.com/#x', pricing, lookup)).toBeNull()
  })

  it('asks for the anchor after a lone #', async () => {
    expect(await hrefAnchorProblem('#', pricing, lookup)).toBe('Type the anchor after the #, like #register.')
    expect(await hrefAnchorProblem('/events#', pricing, lookup)).toBeNull()
  })
})

describe('a reference link’s anchor', () => {
  it('must be one of the chosen page’s anchors', async () => {
    expect(await referenceAnchorProblem('register', { collection: 'pages', id: 4 }, null, lookup)).toBeNull()
    expect(await referenceAnchorProblem('nope', { collection: 'pages', id: 4 }, null, lookup)).toMatch(
      /^The page \/events has no block with the anchor nope\./,
    )
    expect(await referenceAnchorProblem('faq', { collection: 'pages', id: 1 }, pricing, lookup)).toBeNull()
    expect(await referenceAnchorProblem('#faq', { collection: 'pages', id: 1 }, pricing, lookup)).toBe(
      'Leave out the #: type faq.',
    )
    expect(await referenceAnchorProblem('x', null, pricing, lookup)).toBe(
      'Choose the page first, then the anchor of one of its blocks.',
    )
  })

  it('is taken as typed on a post, whose ids come from its text', async () => {
    expect(await referenceAnchorProblem('setup', { collection: 'posts', id: 9 }, null, lookup)).toBeNull()
  })

  it('follows the page’s address, after a #', async () => {
    const addressOf = async () => '/events-2027'
    expect(
      await linkHref(
        { type: 'reference', reference: { relationTo: 'pages', value: 4 }, anchor: 'register' },
        addressOf,
      ),
    ).toBe('/events-2027#register')
    expect(
      await linkHref({ type: 'reference', reference: { relationTo: 'pages', value: 4 }, anchor: '' }, addressOf),
    ).toBe('/events-2027')
  })
})

describe('the link field’s checks', () => {
  type Validate = (value: unknown, options: Record<string, unknown>) => true | string | Promise<true | string>
  const link = linkField({ name: 'primary', withLabel: true })
  const fieldOf = (name: string) =>
    link.fields.find((field) => 'name' in field && field.name === name) as GroupField['fields'][number] & {
      validate: Validate
    }

  it('refuses a missing anchor of the page being edited at the custom address', async () => {
    const data = { path: '/pricing', layout: [{ heading: 'Plans' }] }
    const options = { siblingData: { type: 'custom', label: 'Go' }, data, collectionSlug: 'pages' }
    expect(await fieldOf('href').validate('#plans', options)).toBe(true)
    expect(await fieldOf('href').validate('#register', options)).toMatch(
      /^No block on this page has the anchor register\./,
    )
    expect(await fieldOf('href').validate('#register', { ...options, collectionSlug: undefined })).toMatch(
      /^An anchor alone only works/,
    )
  })

  it('keeps only a reference’s anchor: a custom address carries its own', () => {
    const [keep] = (
      fieldOf('anchor') as unknown as { hooks: { beforeChange: ((args: Record<string, unknown>) => unknown)[] } }
    ).hooks.beforeChange
    expect(keep!({ value: 'faq', siblingData: { type: 'reference' } })).toBe('faq')
    expect(keep!({ value: 'faq', siblingData: { type: 'custom' } })).toBeNull()
  })
})

describe('restAnchorLookup, the admin’s look-up while typing', () => {
  it('asks the REST API for the page’s latest draft by address, once', async () => {
    const fetcher = vi.fn(async () => Response.json({ docs: [{ path: '/events', layout: PAGES['/events']!.layout }] }))
    const rest = restAnchorLookup('/api', fetcher as unknown as typeof fetch)
    expect(await rest.byPath('/events')).toEqual({ path: '/events', anchors: ['spring-summit', 'register'] })
    await rest.byPath('/events')
    expect(fetcher).toHaveBeenCalledTimes(1)
    const url = new URL(String((fetcher.mock.calls[0] as unknown[])[0]), 'http://x')
    expect(url.pathname).toBe('/api/pages')
    expect(url.searchParams.get('where[path][equals]')).toBe('/events')
    expect(url.searchParams.get('draft')).toBe('true')
  })

  it('answers "unknown" when the request fails, so the save decides', async () => {
    const rest = restAnchorLookup('/api', (async () => new Response('', { status: 500 })) as unknown as typeof fetch)
    expect(await rest.byPath('/events')).toBeNull()
    expect(await rest.byDocument('posts', 1)).toBeNull()
  })
})
