import type { Payload, SanitizedConfig } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { Media } from '@/cms/payload-types'
import { rebuildMediaUsage } from '@/cms/collections/Media/hooks/mediaUsage'

import { collectionNames, graphql, loginToken, rest } from './helpers/apiRoutes'
import { bootPayload, type Booted } from './helpers/bootPayload'
import { richText } from './helpers/richText'

// Outside a Next server revalidateTag throws and the hook would POST to a server on PORT.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag: () => undefined,
}))

/**
 * Issue 16, finding 3: an image uploaded for a draft was listed, searchable and downloadable
 * by anyone. Replayed through Payload's REST (and GraphQL) route handlers: an editor uploads
 * and edits as in the admin, a visitor asks as an anonymous browser would.
 */

const PASSWORD = 'a long test password'
const DAY = '2026-06-01T09:00:00.000Z'

let booted: Booted
let payload: Payload
let config: SanitizedConfig
let editor: string
let png: Buffer
let author: number
let category: number
let counter = 0
const unique = () => `v${++counter}`

async function upload(alt: string, extra: Record<string, unknown> = {}): Promise<Media> {
  const n = unique()
  const { status, body } = await rest(config, 'POST', '/media', {
    token: editor,
    json: { alt, ...extra },
    file: { name: `${n}.png`, type: 'image/png', data: png },
  })
  expect(status, JSON.stringify(body)).toBe(201)
  return body.doc as Media
}

const filePath = (url: string) => url.replace(/^\/api/, '')

/** Everything a visitor could learn about one upload, through every way of asking. */
async function visitorView(media: Media) {
  const word = media.alt.split(' ').at(-1)!
  const list = await rest(config, 'GET', '/media?limit=200&depth=0')
  const search = await rest(config, 'GET', `/media?depth=0&where[alt][like]=${encodeURIComponent(word)}`)
  const byId = await rest(config, 'GET', `/media/${media.id}?depth=0`)
  const file = await rest(config, 'GET', filePath(media.url!), { raw: true })
  const thumbnail = await rest(config, 'GET', filePath(media.sizes!.thumbnail!.url!), { raw: true })
  const ids = (answer: { body: Record<string, unknown> }) =>
    ((answer.body.docs as { id: number }[] | undefined) ?? []).map((doc) => doc.id)
  return {
    listed: ids(list).includes(media.id),
    found: ids(search).includes(media.id),
    byId: byId.status,
    file: file.status,
    thumbnail: thumbnail.status,
  }
}

const HIDDEN = { listed: false, found: false, byId: 403, file: 403, thumbnail: 403 }
const VISIBLE = { listed: true, found: true, byId: 200, file: 200, thumbnail: 200 }

async function expectHidden(media: Media) {
  const view = await visitorView(media)
  // Access is a query here, so a document the query excludes is a 404 by id, like a missing one.
  expect({ ...view, byId: view.byId === 404 ? 403 : view.byId }).toEqual(HIDDEN)
}
async function expectVisible(media: Media) {
  expect(await visitorView(media)).toEqual(VISIBLE)
}

async function createPost(coverImage: number, options: { publish: boolean; content?: unknown }) {
  const n = unique()
  const { status, body } = await rest(config, 'POST', `/posts?depth=0${options.publish ? '' : '&draft=true'}`, {
    token: editor,
    json: {
      title: `Post ${n}`,
      slug: n,
      excerpt: 'Excerpt.',
      coverImage,
      content: options.content ?? richText('Body.'),
      publishedAt: DAY,
      authors: [author],
      categories: [category],
      _status: options.publish ? 'published' : 'draft',
    },
  })
  expect(status, JSON.stringify(body)).toBe(201)
  return (body.doc as { id: number }).id
}

const patch = async (path: string, json: Record<string, unknown>) => {
  const answer = await rest(config, 'PATCH', path, { token: editor, json })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer
}

const uploadNode = (id: number) => ({
  root: {
    type: 'root',
    version: 1,
    direction: null,
    format: '',
    indent: 0,
    children: [
      ...richText('Intro.').root.children,
      { type: 'upload', version: 3, format: '', id: `node-${id}`, fields: null, relationTo: 'media', value: id },
    ],
  },
})

beforeAll(async () => {
  // Off by default: on for the GraphQL half of these checks.
  process.env.GRAPHQL_ENABLED = 'true'
  booted = await bootPayload()
  payload = booted.payload
  config = payload.config
  await payload.create({
    collection: 'users',
    data: { email: 'media-editor@cipherwell.test', password: PASSWORD, roles: ['editor'] },
  })
  editor = await loginToken(payload, 'media-editor@cipherwell.test', PASSWORD)
  png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2244aa' } })
    .png()
    .toBuffer()
  author = (await payload.create({ collection: 'authors', data: { name: 'Ada Visible' } })).id
  category = (await payload.create({ collection: 'categories', data: { title: 'Visibility', slug: 'visibility' } })).id
})

afterAll(async () => {
  await booted?.shutdown()
  delete process.env.GRAPHQL_ENABLED
})

describe('media of unpublished drafts stays private', () => {
  it('an upload used only by a draft post is not listed, searchable, readable by id or downloadable', async () => {
    const media = await upload('Roadmap slide, confidential')
    await createPost(media.id, { publish: false })
    await expectHidden(media)

    // The editor still sees it in the admin.
    const staff = await rest(config, 'GET', `/media/${media.id}?depth=0`, { token: editor })
    expect(staff.status).toBe(200)
    expect(staff.body).toMatchObject({ public: false, usedByPublished: false })
  })

  it('nor through GraphQL', async () => {
    const media = await upload('Draft diagram, embargoed')
    await createPost(media.id, { publish: false })
    const { many, one } = collectionNames('media')
    const query = `{ list: ${many}(limit: 200, where: { alt: { like: "embargoed" } }) { docs { id } } one: ${one}(id: ${media.id}) { id } }`
    // The same query finds it for the editor, so an empty answer below is access, not a typo.
    const staff = await graphql(config, query, { token: editor })
    expect(staff.errors).toEqual([])
    expect(staff.data).toEqual({ list: { docs: [{ id: media.id }] }, one: { id: media.id } })

    const visitor = await graphql(config, query)
    expect(visitor.data?.list).toEqual({ docs: [] })
    expect(visitor.data?.one ?? null).toBeNull()
    expect(visitor.errors.map((error) => error.extensions?.statusCode)).toEqual([404])
  })

  it('an upload nothing uses stays private', async () => {
    await expectHidden(await upload('Unused upload, secret'))
  })

  it('publishing the post makes it public at once, with no rebuild', async () => {
    const media = await upload('Launch banner, unveiled')
    const post = await createPost(media.id, { publish: false })
    await expectHidden(media)
    await patch(`/posts/${post}?depth=0`, { _status: 'published' })
    await expectVisible(media)
  })

  it("a newer draft keeps the published version's image public, and its own new image private", async () => {
    const live = await upload('Live cover, shown')
    const next = await upload('Next cover, pending')
    const post = await createPost(live.id, { publish: true })
    await expectVisible(live)
    await patch(`/posts/${post}?depth=0&draft=true`, { coverImage: next.id, _status: 'draft' })
    await expectVisible(live)
    await expectHidden(next)
  })

  it('unpublishing hides it again, and deleting the post too', async () => {
    const media = await upload('Withdrawn chart, retracted')
    const post = await createPost(media.id, { publish: true })
    await expectVisible(media)
    await patch(`/posts/${post}?depth=0`, { _status: 'draft' })
    await expectHidden(media)

    await patch(`/posts/${post}?depth=0`, { _status: 'published' })
    await expectVisible(media)
    expect((await rest(config, 'DELETE', `/posts/${post}`, { token: editor })).status).toBe(200)
    await expectHidden(media)
  })

  it('stays public while another published document (a page hero, rich text) still shows it', async () => {
    const media = await upload('Shared photo, everywhere')
    const post = await createPost(media.id, { publish: true })
    const n = unique()
    const page = await rest(config, 'POST', '/pages?depth=0', {
      token: editor,
      json: {
        title: `Page ${n}`,
        path: `/visibility/${n}`,
        description: 'A page.',
        header: 'dark',
        layout: [{ blockType: 'hero', heading: 'Hello', image: media.id }],
        _status: 'published',
      },
    })
    expect(page.status, JSON.stringify(page.body)).toBe(201)
    const pageId = (page.body.doc as { id: number }).id

    expect((await rest(config, 'DELETE', `/posts/${post}`, { token: editor })).status).toBe(200)
    await expectVisible(media)
    await patch(`/pages/${pageId}?depth=0`, { _status: 'draft' })
    await expectHidden(media)

    // An upload embedded in a published changelog entry's rich text counts as well.
    const entry = await rest(config, 'POST', '/changelog?depth=0', {
      token: editor,
      json: {
        title: 'Entry',
        slug: unique(),
        summary: 'S.',
        content: uploadNode(media.id),
        publishedAt: DAY,
        _status: 'published',
      },
    })
    expect(entry.status, JSON.stringify(entry.body)).toBe(201)
    await expectVisible(media)
  })

  it('an image with a caption (the editor’s figure block) in published rich text makes its upload public', async () => {
    const media = await upload('Chart in a figure block')
    await expectHidden(media)
    const figure = {
      root: {
        ...richText('Intro.').root,
        children: [
          ...richText('Intro.').root.children,
          {
            type: 'block',
            version: 2,
            format: '',
            fields: {
              id: `figure-${media.id}`,
              blockName: '',
              blockType: 'figure',
              media: media.id,
              caption: 'A chart.',
            },
          },
        ],
      },
    }
    const entry = await rest(config, 'POST', '/changelog?depth=0', {
      token: editor,
      json: {
        title: 'Figure entry',
        slug: unique(),
        summary: 'S.',
        content: figure,
        publishedAt: DAY,
        _status: 'published',
      },
    })
    expect(entry.status, JSON.stringify(entry.body)).toBe(201)
    await expectVisible(media)
    await patch(`/changelog/${(entry.body.doc as { id: number }).id}?depth=0`, { _status: 'draft' })
    await expectHidden(media)
  })

  it('an editor can mark an upload public, and unmark it', async () => {
    const media = await upload('Press kit logo, shared')
    await expectHidden(media)
    await patch(`/media/${media.id}?depth=0`, { public: true })
    await expectVisible(media)
    await patch(`/media/${media.id}?depth=0`, { public: false })
    await expectHidden(media)
  })

  it('nobody sets the "used by published content" flag through the API', async () => {
    const media = await upload('Forged flag, refused', { usedByPublished: true })
    await expectHidden(media)
    await rest(config, 'PATCH', `/media/${media.id}?depth=0`, { token: editor, json: { usedByPublished: true } })
    await expectHidden(media)
  })

  it('a rebuild from the stored documents gives the same rows and flags the hooks kept', async () => {
    const snapshot = async () => ({
      rows: (await payload.find({ collection: 'media-usages', limit: 0, pagination: false, depth: 0 })).docs
        .map((row) => `${row.source}->${typeof row.media === 'object' ? row.media?.id : row.media}`)
        .sort(),
      used: (
        await payload.find({
          collection: 'media',
          where: { usedByPublished: { equals: true } },
          limit: 0,
          pagination: false,
          depth: 0,
        })
      ).docs
        .map((doc) => doc.id)
        .sort(),
    })
    const kept = await snapshot()
    expect(kept.rows.length).toBeGreaterThan(0)
    await payload.db.deleteMany({ collection: 'media-usages', where: {} })
    await payload.db.updateMany({ collection: 'media', where: {}, data: { usedByPublished: false } })
    await rebuildMediaUsage(payload)
    expect(await snapshot()).toEqual(kept)
  })

  it('deleting an upload removes its usage rows', async () => {
    const media = await upload('Doomed image, removed')
    await createPost(media.id, { publish: true })
    expect(
      (await payload.count({ collection: 'media-usages', where: { media: { equals: media.id } } })).totalDocs,
    ).toBe(1)
    expect((await rest(config, 'DELETE', `/media/${media.id}`, { token: editor })).status).toBe(200)
    expect(
      (await payload.count({ collection: 'media-usages', where: { media: { equals: media.id } } })).totalDocs,
    ).toBe(0)
    expect((await payload.count({ collection: 'media-usages', where: { media: { exists: false } } })).totalDocs).toBe(0)
  })
})
