import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { draftItems, scheduledItems } from '@/cms/admin/dashboardItems'
import type { Page, Post, User } from '@/cms/payload-types'

import { bootPayload, noRevalidate, type Booted } from './helpers/bootPayload'

/**
 * The editor's dashboard boxes (src/cms/admin/RoleDashboard.tsx) name documents by title, and
 * tell a page never published from a published page whose changes are not yet published.
 */
describe('the editor’s dashboard', () => {
  let booted: Booted
  let payload: Payload
  let editor: User
  let neverPublished: Page
  let published: Page
  let post: Post
  const soon = (minutes: number) => new Date(Date.now() + minutes * 60_000)

  beforeAll(async () => {
    booted = await bootPayload({ seeded: true })
    payload = booted.payload
    editor = await payload.create({
      collection: 'users',
      data: { email: 'dashboard-editor@cipherwell.test', password: 'a long test password', roles: ['editor'] },
    })
    neverPublished = await payload.create({
      collection: 'pages',
      draft: true,
      data: {
        title: 'Spring campaign (never published)',
        path: '/spring-campaign',
        description: 'A draft.',
        _status: 'draft',
      },
      context: noRevalidate,
    })
    const pricing = (await payload.find({ collection: 'pages', where: { path: { equals: '/pricing' } }, limit: 1 }))
      .docs[0]!
    published = await payload.update({
      collection: 'pages',
      id: pricing.id,
      draft: true,
      data: { title: 'Pricing, with new plans' },
      context: noRevalidate,
    })
    post = (await payload.find({ collection: 'posts', limit: 1, sort: 'title' })).docs[0]!
    const by = { relationTo: 'users' as const, value: editor.id }
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: {
        type: 'publish',
        doc: { relationTo: 'pages', value: String(published.id) as unknown as number },
        user: by,
      },
      waitUntil: soon(60),
    })
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'unpublish', doc: { relationTo: 'posts', value: String(post.id) as unknown as number }, user: by },
      waitUntil: soon(120),
    })
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', global: 'header-nav', user: by },
      waitUntil: soon(180),
    })
  })
  afterAll(async () => {
    await booted?.shutdown()
  })

  it('lists a page never published under unpublished drafts, and a published page with a newer draft apart', async () => {
    const { unpublished, pending } = await draftItems(payload, editor)
    const titles = (items: { title: string }[]) => items.map((item) => item.title)

    expect(titles(unpublished)).toContain('Spring campaign (never published)')
    expect(titles(unpublished)).not.toContain('Pricing, with new plans')
    expect(pending).toContainEqual(
      expect.objectContaining({
        title: 'Pricing, with new plans',
        detail: 'Page',
        href: `/admin/collections/pages/${published.id}`,
      }),
    )
    expect(titles(pending)).not.toContain('Spring campaign (never published)')
    expect(unpublished.find((item) => item.title.startsWith('Spring'))?.href).toBe(
      `/admin/collections/pages/${neverPublished.id}`,
    )
  })

  it('names each scheduled document by its title and says what will happen, soonest first', async () => {
    const items = await scheduledItems(payload, editor)
    expect(items.map(({ title, detail, href }) => ({ title, detail, href }))).toEqual([
      { title: 'Pricing, with new plans', detail: 'Publish page', href: `/admin/collections/pages/${published.id}` },
      { title: post.title, detail: 'Unpublish blog post', href: `/admin/collections/posts/${post.id}` },
      { title: 'Header navigation', detail: 'Publish', href: '/admin/globals/header-nav' },
    ])
  })
})
