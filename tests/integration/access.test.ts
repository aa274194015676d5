import { Forbidden, NotFound, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Page, User } from '@/cms/payload-types'

import { bootPayload, noRevalidate, type Booted } from './helpers/bootPayload'

/** Every write below goes through access control, as a request from the site or admin would. */
const asUser = (user: User | null) => ({ overrideAccess: false, user, context: noRevalidate })
const anonymous = asUser(null)

const GLOBALS = ['site-settings', 'header-nav', 'footer', 'banner'] as const

describe('access control through the local API', () => {
  let booted: Booted
  let payload: Payload
  let users: Record<'admin' | 'editor' | 'sales', User>
  let published: Page
  let draft: Page

  beforeAll(async () => {
    booted = await bootPayload({ seeded: true })
    payload = booted.payload
    const make = (role: User['roles'][number]) =>
      payload.create({ collection: 'users', data: { email: `${role}@cipherwell.test`, password: 'a long test password', roles: [role] } })
    users = { admin: await make('admin'), editor: await make('editor'), sales: await make('sales') }
    published = (await payload.find({ collection: 'pages', where: { path: { equals: '/pricing' } } })).docs[0]!
    draft = await payload.create({
      collection: 'pages',
      draft: true,
      data: { title: 'Unannounced product', path: '/products/secret', description: 'Not yet public.', _status: 'draft' },
      context: noRevalidate,
    })
  })
  afterAll(async () => {
    await booted?.shutdown()
  })

  const pagePaths = async (user: User | null, draftMode = false) =>
    (await payload.find({ collection: 'pages', draft: draftMode, limit: 0, pagination: false, ...asUser(user) })).docs.map(
      (page) => page.path,
    )

  describe('anonymous visitors', () => {
    it('read published pages but never drafts', async () => {
      for (const draftMode of [false, true]) {
        const paths = await pagePaths(null, draftMode)
        expect(paths).toContain(published.path)
        expect(paths).not.toContain(draft.path)
      }
      await expect(payload.findByID({ collection: 'pages', id: draft.id, ...anonymous })).rejects.toThrow(NotFound)
    })

    it('do not see an unpublished edit to a published page', async () => {
      await payload.update({
        collection: 'pages',
        id: published.id,
        draft: true,
        data: { title: 'Pricing (draft rewrite)' },
        context: noRevalidate,
      })
      const seen = await payload.find({ collection: 'pages', where: { id: { equals: published.id } }, ...anonymous })
      expect(seen.docs.map((page) => page.title)).toEqual([published.title])
      const inDraftMode = await payload.find({ collection: 'pages', draft: true, where: { id: { equals: published.id } }, ...anonymous })
      expect(inDraftMode.docs.map((page) => page.title)).not.toContain('Pricing (draft rewrite)')
    })

    it('cannot create, update or delete pages', async () => {
      const data = { title: 'Spam', path: '/spam', description: 'Spam.', header: 'dark' as const }
      await expect(payload.create({ collection: 'pages', data, ...anonymous })).rejects.toThrow(Forbidden)
      await expect(payload.update({ collection: 'pages', id: published.id, data: { title: 'Defaced' }, ...anonymous })).rejects.toThrow(Forbidden)
      await expect(payload.delete({ collection: 'pages', id: published.id, ...anonymous })).rejects.toThrow(Forbidden)
      expect((await payload.findByID({ collection: 'pages', id: published.id })).title).toBe(published.title)
    })

    it.each(GLOBALS)('cannot update the %s global', async (slug) => {
      await expect(payload.updateGlobal({ slug, data: {}, ...anonymous })).rejects.toThrow(Forbidden)
    })

    it('cannot read users', async () => {
      // Refusing may be a Forbidden error or an empty result; a database error is neither.
      const seen = await payload.find({ collection: 'users', ...anonymous }).then(
        ({ docs }) => docs,
        (error: unknown) => (error instanceof Forbidden ? [] : Promise.reject(error)),
      )
      expect(seen).toEqual([])
    })

    it('cannot update users', async () => {
      await expect(
        payload.update({ collection: 'users', id: users.admin.id, data: { email: 'taken@evil.test' }, ...anonymous }),
      ).rejects.toThrow(Forbidden)
    })
  })

  describe('editors', () => {
    it('read drafts', async () => {
      expect(await pagePaths(users.editor)).toContain(draft.path)
      expect(await pagePaths(users.editor, true)).toContain(draft.path)
    })

    it('update pages and every global', async () => {
      const page = await payload.update({ collection: 'pages', id: draft.id, data: { title: 'Announced' }, ...asUser(users.editor) })
      expect(page.title).toBe('Announced')
      const banner = await payload.updateGlobal({ slug: 'banner', data: { enabled: true }, ...asUser(users.editor) })
      expect(banner.enabled).toBe(true)
      for (const slug of GLOBALS) {
        await expect(payload.updateGlobal({ slug, data: {}, ...asUser(users.editor) })).resolves.toBeDefined()
      }
    })

    it('save a global as a draft nobody else sees, publish it, and restore an earlier version', async () => {
      const visitorsSee = async () => (await payload.findGlobal({ slug: 'banner', draft: true, ...anonymous })).linkLabel
      const before = await visitorsSee()
      await payload.updateGlobal({ slug: 'banner', draft: true, data: { linkLabel: 'Draft label' }, ...asUser(users.editor) })
      expect(await visitorsSee()).toBe(before)
      expect((await payload.findGlobal({ slug: 'banner', draft: true, ...asUser(users.editor) })).linkLabel).toBe('Draft label')
      await payload.updateGlobal({ slug: 'banner', data: { linkLabel: 'Published label', _status: 'published' }, ...asUser(users.editor) })
      expect(await visitorsSee()).toBe('Published label')

      const versions = await payload.findGlobalVersions({ slug: 'banner', sort: 'createdAt', ...asUser(users.editor) })
      const first = versions.docs.find((version) => version.version.linkLabel === before && version.version._status === 'published')
      expect(first).toBeDefined()
      await payload.restoreGlobalVersion({ slug: 'banner', id: String(first!.id), ...asUser(users.editor) })
      expect(await visitorsSee()).toBe(before)
      await expect(payload.findGlobalVersions({ slug: 'banner', ...asUser(users.sales) })).rejects.toThrow(Forbidden)
    })

    it('see only themselves among users, and cannot create users or grant themselves admin', async () => {
      const { docs } = await payload.find({ collection: 'users', ...asUser(users.editor) })
      expect(docs.map((user) => user.email)).toEqual([users.editor.email])
      await expect(
        payload.create({ collection: 'users', data: { email: 'new@cipherwell.test', password: 'a long test password', roles: ['admin'] }, ...asUser(users.editor) }),
      ).rejects.toThrow(Forbidden)

      await payload.update({ collection: 'users', id: users.editor.id, data: { roles: ['admin'] }, ...asUser(users.editor) })
      expect((await payload.findByID({ collection: 'users', id: users.editor.id })).roles).toEqual(['editor'])
    })
  })

  describe('sales staff', () => {
    it('cannot see drafts or update pages and globals', async () => {
      expect(await pagePaths(users.sales, true)).not.toContain(draft.path)
      await expect(
        payload.update({ collection: 'pages', id: published.id, data: { title: 'Discount!' }, ...asUser(users.sales) }),
      ).rejects.toThrow(Forbidden)
      for (const slug of GLOBALS) {
        await expect(payload.updateGlobal({ slug, data: {}, ...asUser(users.sales) })).rejects.toThrow(Forbidden)
      }
    })
  })

  describe('admins', () => {
    it('create users with any role', async () => {
      const created = await payload.create({
        collection: 'users',
        data: { email: 'second-admin@cipherwell.test', password: 'a long test password', roles: ['admin', 'sales'] },
        ...asUser(users.admin),
      })
      expect(created.roles).toEqual(['admin', 'sales'])
    })
  })
})
