import { APIError, createLocalReq, ValidationError, type Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { TAGS } from '@/cms/cacheTags'
import { referenceLinksByPath } from '@/cms/links/referenceLinksByPath'
import type { CallToActionBlock, Page, User } from '@/cms/payload-types'

import { bootPayload, type Booted } from './helpers/bootPayload'
import { richTextLinkTo } from './helpers/richText'
import { onPostgres } from './helpers/postgres'

// Outside a Next server there is no data cache: reads go straight through, and expiring a tag is recorded.
const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T>(fn: T) => fn,
  revalidateTag,
}))

let booted: Booted
let payload: Payload
let editor: User

beforeAll(async () => {
  booted = await bootPayload({ seeded: true })
  payload = booted.payload
  editor = await payload.create({
    collection: 'users',
    data: { email: 'links-editor@cipherwell.test', password: 'a long test password', roles: ['editor'] },
  })
})
afterAll(async () => {
  await booted?.shutdown()
})
beforeEach(() => revalidateTag.mockClear())

const asEditor = () => ({ overrideAccess: false, user: editor })
const anonymous = { overrideAccess: false, user: null }

const pageAt = async (path: string) =>
  (await payload.find({ collection: 'pages', where: { path: { equals: path } }, depth: 0, limit: 1 })).docs[0] as Page

const createPage = (path: string, title: string, layout: Page['layout'] = []) =>
  payload.create({
    collection: 'pages',
    data: { title, path, description: 'Made by a links test.', header: 'dark', layout, _status: 'published' },
    ...asEditor(),
  })

const ctaTo = (target: Page): CallToActionBlock => ({
  blockType: 'cta',
  heading: 'Go there',
  primary: { label: 'Go', type: 'reference', reference: { relationTo: 'pages', value: target.id } },
  secondary: { label: 'Docs', type: 'custom', href: 'https://docs.cipherwell.com' },
})

const ctaOf = (page: Page) => page.layout?.find((block): block is CallToActionBlock => block.blockType === 'cta')

/** The message of a refused delete. */
async function refusal(write: Promise<unknown>): Promise<string> {
  const error = await write.then(
    () => null,
    (caught: unknown) => caught,
  )
  if (!(error instanceof APIError)) throw new Error(`expected an APIError, got ${String(error)}`)
  // A named error: Payload answers a nameless one as "An unknown error occurred." in the admin.
  expect(error.name).toBe('LinkedDocumentError')
  expect(error.status).toBe(409)
  return error.message
}

describe(`links by reference on ${onPostgres ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('seeds links to site content as references, and other sites’ addresses as custom links', async () => {
    const nav = await payload.findGlobal({ slug: 'header-nav', depth: 0 })
    const pricing = nav.items?.find((item) => item.title === 'Pricing')?.link
    expect(pricing).toMatchObject({ type: 'reference', href: '/pricing' })
    expect(pricing?.reference).toEqual({ relationTo: 'pages', value: (await pageAt('/pricing')).id })
    const docs = nav.items?.find((item) => item.title === 'Docs')?.link
    expect(docs).toMatchObject({ type: 'custom', href: expect.stringMatching(/^https:\/\//) })
    expect(docs?.reference ?? null).toBeNull()
  })

  it('resolves a reference to its document’s address, for visitors too', async () => {
    const target = await createPage('/links-resolve-target', 'Resolve target')
    const referrer = await createPage('/links-resolve-referrer', 'Resolve referrer', [ctaTo(target)])
    const read = await payload.findByID({ collection: 'pages', id: referrer.id, depth: 2, ...anonymous })
    expect(ctaOf(read)?.primary).toMatchObject({ type: 'reference', href: '/links-resolve-target' })
    expect(ctaOf(read)?.secondary).toMatchObject({ type: 'custom', href: 'https://docs.cipherwell.com' })
  })

  it('stores no address for a reference, so a stale one cannot linger', async () => {
    const target = await createPage('/links-stored-target', 'Stored target')
    const block = ctaTo(target)
    const referrer = await createPage('/links-stored-referrer', 'Stored referrer', [
      { ...block, primary: { ...block.primary, href: '/somewhere-else' } },
    ])
    const row = (await payload.db.findOne({ collection: 'pages', where: { id: { equals: referrer.id } } })) as Page
    expect(ctaOf(row)?.primary?.href).toBeNull()
    const read = await payload.findByID({ collection: 'pages', id: referrer.id, depth: 0 })
    expect(ctaOf(read)?.primary?.href).toBe('/links-stored-target')
  })

  it('follows the target to its new address, and expires the pages that show links', async () => {
    const target = await createPage('/links-move-target', 'Move target')
    const referrer = await createPage('/links-move-referrer', 'Move referrer', [ctaTo(target)])
    revalidateTag.mockClear()
    await payload.update({ collection: 'pages', id: target.id, data: { path: '/links-moved-target', _status: 'published' }, ...asEditor() })
    expect(revalidateTag).toHaveBeenCalledWith(TAGS.addresses, { expire: 0 })

    const read = await payload.findByID({ collection: 'pages', id: referrer.id, depth: 2, ...anonymous })
    expect(ctaOf(read)?.primary?.href).toBe('/links-moved-target')
  })

  it('leaves the linking pages cached when a target is saved at the same address', async () => {
    const target = await createPage('/links-same-target', 'Same target')
    revalidateTag.mockClear()
    await payload.update({ collection: 'pages', id: target.id, data: { title: 'Same target, retitled', _status: 'published' }, ...asEditor() })
    expect(revalidateTag).not.toHaveBeenCalledWith(TAGS.addresses, expect.anything())
  })

  it('refuses to delete a linked document, naming what links to it, until the links are gone', async () => {
    const target = await createPage('/links-delete-target', 'Delete target')
    await createPage('/links-delete-referrer', 'Delete referrer', [ctaTo(target)])
    const message = await refusal(payload.delete({ collection: 'pages', id: target.id, ...asEditor() }))
    expect(message).toContain('/links-delete-target cannot be deleted')
    expect(message).toContain('Page “Delete referrer” (/links-delete-referrer)')
    expect(await pageAt('/links-delete-target')).toBeDefined()
    const referrer = await pageAt('/links-delete-referrer')
    // With where to change each: the admin's "Linked from" panel shows these as links.
    const { referrersOf } = await import('@/cms/links/protectLinkTargets')
    const { referrers } = await referrersOf(await createLocalReq({}, payload), 'pages', target.id)
    expect(referrers).toEqual([{ label: 'Page “Delete referrer” (/links-delete-referrer)', href: `/admin/collections/pages/${referrer.id}` }])

    await payload.update({ collection: 'pages', id: referrer.id, data: { layout: [], _status: 'published' }, ...asEditor() })
    await payload.delete({ collection: 'pages', id: target.id, ...asEditor() })
    expect(await pageAt('/links-delete-target')).toBeUndefined()
  })

  it('gives a rich-text link to a page that page’s address, follows it when it moves, and keeps the page from being deleted (issue 34)', async () => {
    const target = await createPage('/links-richtext-target', 'Rich text target')
    const entry = await payload.create({
      collection: 'changelog',
      data: {
        title: 'Links in rich text',
        slug: 'links-in-rich-text',
        summary: 'An entry with an internal link.',
        content: richTextLinkTo('the target page', { relationTo: 'pages', value: target.id }),
        publishedAt: '2026-06-01T09:00:00.000Z',
        _status: 'published',
      } as never,
      ...asEditor(),
    })
    const linkIn = async () => {
      const read = await payload.findByID({ collection: 'changelog', id: entry.id, depth: 1, ...anonymous })
      return JSON.stringify(read.content).match(/"url":"([^"]*)"/)?.[1]
    }
    expect(await linkIn()).toBe('/links-richtext-target')

    revalidateTag.mockClear()
    await payload.update({ collection: 'pages', id: target.id, data: { path: '/links-richtext-moved', _status: 'published' }, ...asEditor() })
    expect(revalidateTag).toHaveBeenCalledWith(TAGS.addresses, { expire: 0 })
    expect(await linkIn()).toBe('/links-richtext-moved')

    const message = await refusal(payload.delete({ collection: 'pages', id: target.id, ...asEditor() }))
    expect(message).toContain('Changelog entry “Links in rich text”')
    // Once the text links elsewhere, only the redirect the move made still holds the page.
    await payload.update({ collection: 'changelog', id: entry.id, data: { content: richTextLinkTo('elsewhere', { relationTo: 'pages', value: (await pageAt('/pricing')).id }), _status: 'published' } as never, ...asEditor() })
    const after = await refusal(payload.delete({ collection: 'pages', id: target.id, ...asEditor() }))
    expect(after).not.toContain('Changelog entry')
    expect(after).toContain('Redirect /links-richtext-target → /links-richtext-moved')
  })

  it('names the globals and redirects that lead to a document it refuses to delete', async () => {
    const pricing = await pageAt('/pricing')
    await payload.create({ collection: 'redirects', data: { from: '/links-old-pricing', to: '/pricing', type: '301' }, ...asEditor() })
    await payload.create({ collection: 'redirects', data: { from: '/links-pricing-mail', to: '/pricing?ref=mail', type: '302' }, ...asEditor() })
    await payload.create({ collection: 'redirects', data: { from: '/links-pricing-faq', to: '/pricing-faq', type: '302' }, ...asEditor() })
    const message = await refusal(payload.delete({ collection: 'pages', id: pricing.id, ...asEditor() }))
    expect(message).toContain('Header navigation')
    expect(message).toContain('Footer')
    expect(message).toMatch(/Redirect \/links-old-pricing → \/pricing[;.]/)
    expect(message).toContain('Redirect /links-pricing-mail → /pricing?ref=mail')
    expect(message).not.toContain('/links-pricing-faq')
  })

  it('refuses a labelled link without a target, and a custom address that is not a path or URL', async () => {
    const error = await payload
      .create({
        collection: 'pages',
        data: {
          title: 'Bad links',
          path: '/links-bad',
          description: 'Made by a links test.',
          header: 'dark',
          layout: [
            { blockType: 'cta', heading: 'A', primary: { label: 'Nowhere', type: 'reference' }, secondary: { label: 'Bad', type: 'custom', href: 'javascript:alert(1)' } },
          ],
          _status: 'published',
        },
        ...asEditor(),
      })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ValidationError)
    const messages = (error as ValidationError).data.errors.map((problem) => problem.message)
    expect(messages).toContain('Choose the page or post this link leads to, or switch to a custom URL')
    expect(messages).toContain('Enter a path like /pricing or a URL like https://…')
  })

  it('turns stored addresses of documents into references, as the migration does for existing databases', async () => {
    const careers = await pageAt('/careers')
    await payload.updateGlobal({
      slug: 'footer',
      data: {
        columns: [
          {
            title: 'Old style',
            links: [
              { label: 'Careers', link: { type: 'custom', href: '/careers' } },
              { label: 'Careers, anchored', link: { type: 'custom', href: '/careers#open-roles' } },
              { label: 'Status', link: { type: 'custom', href: 'https://status.cipherwell.com' } },
            ],
          },
        ],
        _status: 'published',
      },
      ...asEditor(),
    })
    expect(await referenceLinksByPath(payload)).toBeGreaterThan(0)

    const links = (await payload.findGlobal({ slug: 'footer', depth: 0 })).columns?.[0]?.links?.map(({ link }) => link)
    expect(links?.[0]).toMatchObject({ type: 'reference', reference: { relationTo: 'pages', value: careers.id }, href: '/careers' })
    expect(links?.[1]).toMatchObject({ type: 'custom', href: '/careers#open-roles' })
    expect(links?.[2]).toMatchObject({ type: 'custom', href: 'https://status.cipherwell.com' })
    const latest = await payload.findGlobalVersions({ slug: 'footer', sort: '-updatedAt', limit: 1, depth: 0 })
    expect(latest.docs[0]?.version.columns?.[0]?.links?.[0]?.link).toMatchObject({ type: 'reference' })

    expect(await referenceLinksByPath(payload)).toBe(0)
  })
})
