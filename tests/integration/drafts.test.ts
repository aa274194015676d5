import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Post } from '@/cms/payload-types'

import { bootPayload, noRevalidate, type Booted } from './helpers/bootPayload'

/** A visitor who asks the API for drafts must get the published text, never the draft. */
describe('drafts stay private', () => {
  let booted: Booted
  let payload: Payload
  let post: Post
  const draftTitle = 'Unpublished headline'

  beforeAll(async () => {
    booted = await bootPayload({ seeded: true })
    payload = booted.payload
    post = (await payload.find({ collection: 'posts', limit: 1 })).docs[0]!
    await payload.update({
      collection: 'posts',
      id: post.id,
      draft: true,
      data: { title: draftTitle },
      context: noRevalidate,
    })
  })
  afterAll(async () => {
    await booted?.shutdown()
  })

  it('findByID and find with draft: true answer an anonymous caller with the published version', async () => {
    const byId = await payload.findByID({
      collection: 'posts',
      id: post.id,
      draft: true,
      overrideAccess: false,
      user: null,
    })
    expect(byId.title).toBe(post.title)
    const list = await payload.find({
      collection: 'posts',
      draft: true,
      overrideAccess: false,
      user: null,
      pagination: false,
    })
    expect(list.docs.map((doc) => doc.title)).not.toContain(draftTitle)
  })

  it('versions are for content staff only', async () => {
    await expect(payload.findVersions({ collection: 'posts', overrideAccess: false, user: null })).rejects.toThrow()
  })

  it('an editor still sees the draft', async () => {
    const editor = await payload.create({
      collection: 'users',
      data: { email: 'drafts-editor@cipherwell.test', password: 'a long test password', roles: ['editor'] },
    })
    const byId = await payload.findByID({
      collection: 'posts',
      id: post.id,
      draft: true,
      overrideAccess: false,
      user: editor,
    })
    expect(byId.title).toBe(draftTitle)
  })
})
