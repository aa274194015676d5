import { Forbidden, ValidationError, type Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { TAGS } from '@/cms/cacheTags'
import type { Page, Post, Redirect, User } from '@/cms/payload-types'
import { signRulesRequest } from '@/features/redirects/rulesRequest'
import { getEnv } from '@/lib/env'
import { resolvePayloadSecret } from '@/lib/secret'

import { bootPayload, type Booted } from './helpers/bootPayload'

// Outside a Next server there is no data cache: reads go straight through, and expiring a tag is recorded.
const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T>(fn: T) => fn,
  revalidateTag,
}))

let booted: Booted
let payload: Payload
let users: Record<'admin' | 'editor' | 'sales', User>

beforeAll(async () => {
  booted = await bootPayload({ seeded: true })
  payload = booted.payload
  const make = (role: User['roles'][number]) =>
    payload.create({ collection: 'users', data: { email: `${role}@cipherwell.test`, password: 'a long test password', roles: [role] } })
  users = { admin: await make('admin'), editor: await make('editor'), sales: await make('sales') }
})
afterAll(async () => {
  await booted?.shutdown()
})

const asUser = (user: User | null) => ({ overrideAccess: false, user })
const create = (from: string, to: string, type: Redirect['type'] = '301') =>
  payload.create({ collection: 'redirects', data: { from, to, type }, ...asUser(users.editor) })
const redirectFrom = async (from: string) =>
  (await payload.find({ collection: 'redirects', where: { from: { equals: from } }, depth: 0 })).docs[0] ?? null

/** The field messages of a refused write. */
async function refusal(write: Promise<unknown>): Promise<string[]> {
  const error = await write.then(
    () => null,
    (caught: unknown) => caught,
  )
  if (!(error instanceof ValidationError)) throw new Error(`expected a ValidationError, got ${String(error)}`)
  return error.data.errors.map((problem) => problem.message)
}

describe('the redirects collection', () => {
  it('stores one spelling of the old address and keeps the target’s query', async () => {
    const saved = await create(' old-contact/ ?ref=mail', '/contact?topic=sales')
    expect(saved).toMatchObject({ from: '/old-contact', to: '/contact?topic=sales', type: '301' })
  })

  it('refuses what is not a site path, with a message saying what to enter', async () => {
    expect(await refusal(create('https://example.com/a', '/pricing'))).toEqual([
      'Enter an address on this site that starts with /, such as /old-pricing (no domain, no query string)',
    ])
    expect(await refusal(create('/api/leads', '/pricing'))).toEqual([
      'Addresses under /api, /admin and /_next are not pages and cannot be redirected',
    ])
    expect(await refusal(create('/old-docs', 'http://docs.example.com/'))).toEqual([
      'Enter an address on this site that starts with /, such as /pricing, or a full https:// address',
    ])
  })

  it('refuses a second redirect from the same address', async () => {
    await create('/dup', '/pricing')
    expect(await refusal(create('/dup/?x=1', '/about'))).toEqual(['A redirect from /dup already exists: edit that one instead'])
  })

  it('treats an old address in any case as one: stored in lower case, refused twice', async () => {
    expect((await create('/Spring-Offer/', '/pricing')).from).toBe('/spring-offer')
    expect(await refusal(create('/SPRING-OFFER', '/about'))).toEqual(['A redirect from /spring-offer already exists: edit that one instead'])
    expect(await refusal(create('/Loop-Case', '/loop-case'))).toEqual(['A redirect cannot lead to its own address'])
  })

  it('refuses loops and chains, naming the final address', async () => {
    expect(await refusal(create('/loop', '/loop/'))).toEqual(['A redirect cannot lead to its own address'])
    await create('/first', '/second')
    expect(await refusal(create('/zero', '/first?x=1'))).toEqual([
      '/first is itself redirected to /second: enter /second here, so visitors are not sent through two redirects',
    ])
    expect(await refusal(create('/second', '/first'))).toEqual([
      '/first is itself redirected to /second: enter /second here, so visitors are not sent through two redirects',
    ])
  })

  it('flattens redirects that led to a new redirect’s address', async () => {
    await create('/x-one', '/x-two?from=one')
    await create('/x-two', 'https://docs.example.com/x')
    expect((await redirectFrom('/x-one'))?.to).toBe('https://docs.example.com/x')
    await create('/y-one', '/y-two?from=one')
    await create('/y-two', '/y-three')
    expect((await redirectFrom('/y-one'))?.to).toBe('/y-three?from=one')
  })
})

describe('who may see and manage redirects', () => {
  let rule: Redirect
  beforeAll(async () => {
    rule = await create('/access-check', '/pricing')
  })

  /** Refusing may be a Forbidden error or an empty result; a database error is neither. */
  const seenBy = (user: User | null) =>
    payload.find({ collection: 'redirects', ...asUser(user) }).then(
      ({ docs }) => docs.map((doc) => doc.from),
      (error: unknown) => (error instanceof Forbidden ? [] : Promise.reject(error)),
    )

  it('is nobody’s business but content staff’s', async () => {
    expect(await seenBy(null)).toEqual([])
    expect(await seenBy(users.sales)).toEqual([])
    expect(await seenBy(users.editor)).toContain('/access-check')
    expect(await seenBy(users.admin)).toContain('/access-check')
    for (const user of [null, users.sales]) {
      await expect(payload.create({ collection: 'redirects', data: { from: '/spam', to: '/x', type: '302' }, ...asUser(user) })).rejects.toThrow(Forbidden)
      await expect(payload.update({ collection: 'redirects', id: rule.id, data: { to: '/x' }, ...asUser(user) })).rejects.toThrow(Forbidden)
      await expect(payload.delete({ collection: 'redirects', id: rule.id, ...asUser(user) })).rejects.toThrow(Forbidden)
    }
  })

  it('lets editors and admins change and delete them', async () => {
    const updated = await payload.update({ collection: 'redirects', id: rule.id, data: { type: '302' }, ...asUser(users.editor) })
    expect(updated.type).toBe('302')
    await payload.delete({ collection: 'redirects', id: rule.id, ...asUser(users.admin) })
    expect(await redirectFrom('/access-check')).toBeNull()
  })
})

describe('publishing at a new address', () => {
  let page: Page
  beforeAll(async () => {
    page = await payload.create({
      collection: 'pages',
      data: { title: 'Rename me', path: '/rename-me', description: 'A page that moves.', header: 'dark', _status: 'published' },
      ...asUser(users.editor),
    })
    await create('/older-name', '/rename-me')
  })

  it('waits for the publish: a draft with a new path creates nothing', async () => {
    await payload.update({ collection: 'pages', id: page.id, draft: true, data: { path: '/renamed' }, ...asUser(users.editor) })
    expect(await redirectFrom('/rename-me')).toBeNull()
  })

  it('creates a 301 from the old address and flattens the chain that led there', async () => {
    await payload.update({ collection: 'pages', id: page.id, data: { path: '/renamed', _status: 'published' }, ...asUser(users.editor) })
    expect(await redirectFrom('/rename-me')).toMatchObject({ to: '/renamed', type: '301' })
    expect(await redirectFrom('/older-name')).toMatchObject({ to: '/renamed' })
  })

  it('does nothing when the editor unticks the box, and stores no checkbox', async () => {
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { path: '/renamed-quietly', redirectFromOldAddress: false, _status: 'published' },
      ...asUser(users.editor),
    })
    expect(await redirectFrom('/renamed')).toBeNull()
    // Not stored: read back, the box shows its default again, ready for the next rename.
    expect((await payload.findByID({ collection: 'pages', id: page.id })).redirectFromOldAddress).toBe(true)
  })

  it('takes the new address back from a redirect that would hide the page', async () => {
    await create('/taken', '/pricing', '302')
    await payload.update({ collection: 'pages', id: page.id, data: { path: '/taken', _status: 'published' }, ...asUser(users.editor) })
    expect(await redirectFrom('/taken')).toBeNull()
    expect(await redirectFrom('/renamed-quietly')).toMatchObject({ to: '/taken', type: '301' })
  })

  it('offers the box only while the form’s address differs from the published one, and only to staff', async () => {
    const asEditor = await payload.findByID({ collection: 'pages', id: page.id, draft: true, ...asUser(users.editor) })
    expect(asEditor.publishedAddress).toBe('/taken')
    const asVisitor = await payload.findByID({ collection: 'pages', id: page.id, ...asUser(null) })
    expect(asVisitor.publishedAddress ?? null).toBeNull()
    const never = await payload.create({
      collection: 'pages',
      data: { title: 'Never published', path: '/never-published', description: 'A draft.', header: 'dark', _status: 'draft' },
      draft: true,
      ...asUser(users.editor),
    })
    expect(never.publishedAddress ?? null).toBeNull()
  })

  it('redirects a blog post’s old slug', async () => {
    const post = (await payload.find({ collection: 'posts', limit: 1, depth: 0 })).docs[0] as Post
    await payload.update({ collection: 'posts', id: post.id, data: { slug: `${post.slug}-v2`, _status: 'published' }, ...asUser(users.editor) })
    expect(await redirectFrom(`/blog/${post.slug}`)).toMatchObject({ to: `/blog/${post.slug}-v2`, type: '301' })
  })
})

describe('GET /api/redirect-rules', () => {
  let GET: (request: Request) => Promise<Response>
  beforeAll(async () => {
    GET = (await import('@/app/api/redirect-rules/route')).GET
  })
  const get = (headers: Record<string, string> = {}) => GET(new Request('http://127.0.0.1:3000/api/redirect-rules', { headers }))

  it('answers only a request signed with the Payload secret', async () => {
    expect((await get()).status).toBe(401)
    expect((await get(signRulesRequest('not-the-secret-not-the-secret-000000'))).status).toBe(401)
    expect((await get(signRulesRequest(resolvePayloadSecret(getEnv()), Date.now() - 120_000))).status).toBe(401)
  })

  it('answers every rule with its status as a number', async () => {
    await create('/rules-temporary', '/pricing', '302')
    const response = await get(signRulesRequest(resolvePayloadSecret(getEnv())))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const { rules } = (await response.json()) as { rules: unknown[] }
    expect(rules).toContainEqual({ from: '/rules-temporary', to: '/pricing', status: 302 })
    expect(rules).toContainEqual({ from: '/rename-me', to: '/renamed', status: 301 })
    expect(rules).toHaveLength((await payload.count({ collection: 'redirects' })).totalDocs)
  })

  describe('its cache tag', () => {
    beforeEach(() => revalidateTag.mockClear())
    const expired = () => revalidateTag.mock.calls.filter(([tag]) => tag === TAGS.redirects)

    it('expires at once when a redirect is created, changed or deleted', async () => {
      const rule = await create('/tag-check', '/pricing')
      expect(expired()).toEqual([[TAGS.redirects, { expire: 0 }]])
      await payload.update({ collection: 'redirects', id: rule.id, data: { type: '302' }, ...asUser(users.editor) })
      expect(expired()).toHaveLength(2)
      await payload.delete({ collection: 'redirects', id: rule.id, ...asUser(users.editor) })
      expect(expired()).toHaveLength(3)
    })

    it('expires when a rename creates a redirect', async () => {
      const page = await payload.create({
        collection: 'pages',
        data: { title: 'Tagged', path: '/tagged', description: 'Moves once.', header: 'dark', _status: 'published' },
        ...asUser(users.editor),
      })
      revalidateTag.mockClear()
      await payload.update({ collection: 'pages', id: page.id, data: { path: '/tagged-moved', _status: 'published' }, ...asUser(users.editor) })
      expect(expired().length).toBeGreaterThan(0)
    })
  })
})

describe('addresses are unique, for drafts and duplicates too', () => {
  const editor = () => asUser(users.editor)
  const pageAt = async (path: string) =>
    (await payload.find({ collection: 'pages', where: { path: { equals: path } }, depth: 0, limit: 1 })).docs[0] as Page
  // A published, complete post (the newest-first sort puts an undated draft first on PostgreSQL).
  const anyPost = async () =>
    (await payload.find({ collection: 'posts', where: { _status: { equals: 'published' } }, sort: 'slug', limit: 1, depth: 0 }))
      .docs[0] as Post

  it('refuses a draft that takes another page’s path, naming that page, at the path field', async () => {
    const [contact, pricing] = [await pageAt('/contact'), await pageAt('/pricing')]
    const write = payload.update({ collection: 'pages', id: contact.id, draft: true, data: { path: '/pricing' }, ...editor() })
    const error = await write.then(
      () => null,
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(ValidationError)
    const message = `Another page, “${pricing.title}”, already uses /pricing. Choose another path.`
    expect((error as ValidationError).data.errors).toEqual([{ path: 'path', message }])
    // The error's own message says it too: the admin shows only that for a refused autosave.
    expect((error as ValidationError).message).toBe(message)
  })

  it('refuses a slug another post’s latest draft has claimed', async () => {
    // A draft need not be complete: a title and the slug it claims.
    await payload.create({
      collection: 'posts',
      data: { slug: 'claimed-by-a-draft', title: 'Draft claim', _status: 'draft' } as Post,
      draft: true,
      ...editor(),
    })
    const other = await anyPost()
    expect(
      await refusal(payload.update({ collection: 'posts', id: other.id, draft: true, data: { slug: 'claimed-by-a-draft' }, ...editor() })),
    ).toEqual(['Another blog post, “Draft claim”, already uses claimed-by-a-draft. Choose another slug.'])
  })

  it('gives a duplicate a free address it can be published at', async () => {
    const pricing = await pageAt('/pricing')
    const first = await payload.duplicate({ collection: 'pages', id: pricing.id, ...editor() })
    const second = await payload.duplicate({ collection: 'pages', id: pricing.id, ...editor() })
    expect([first.path, second.path]).toEqual(['/pricing-copy', '/pricing-copy-2'])
    const published = await payload.update({ collection: 'pages', id: first.id, data: { _status: 'published' }, ...editor() })
    expect(published).toMatchObject({ path: '/pricing-copy', _status: 'published' })
    const post = await anyPost()
    expect((await payload.duplicate({ collection: 'posts', id: post.id, ...editor() })).slug).toBe(`${post.slug}-copy`)
  })
})

describe('addresses made from titles on the server', () => {
  const editor = () => asUser(users.editor)

  it('makes an empty slug or path from the title, and keeps one an update leaves out', async () => {
    const category = await payload.create({ collection: 'categories', data: { title: 'Café & Crème' } as never, ...editor() })
    expect(category.slug).toBe('cafe-and-creme')
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Made From Title', description: 'A page made by a test.', _status: 'published' } as never,
      ...editor(),
    })
    expect(page.path).toBe('/made-from-title')
    const renamed = await payload.update({ collection: 'pages', id: page.id, data: { title: 'Renamed later' }, ...editor() })
    expect(renamed.path).toBe('/made-from-title')
    const given = await payload.create({ collection: 'categories', data: { title: 'Given', slug: 'own-slug' }, ...editor() })
    expect(given.slug).toBe('own-slug')
  })

  it('refuses a title that makes no slug at the slug field, saying how to fix it', async () => {
    expect(await refusal(payload.create({ collection: 'categories', data: { title: '—' } as never, ...editor() }))).toEqual([
      'Give it a title to make the slug from, or type a slug: lower-case words joined by hyphens',
    ])
  })
})

describe('user accounts', () => {
  it('name someone saved without a name after their address, and keep a name given', async () => {
    const unnamed = await payload.create({
      collection: 'users',
      data: { email: 'jane.doe@cipherwell.test', password: 'a long test password', roles: ['editor'] },
    })
    expect(unnamed.name).toBe('Jane Doe')
    const named = await payload.update({ collection: 'users', id: unnamed.id, data: { name: '  Jane Q. Doe ' } })
    expect(named.name).toBe('Jane Q. Doe')
  })
})
