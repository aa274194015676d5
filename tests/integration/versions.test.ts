import type { Payload, SanitizedConfig } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { loginToken, rest } from './helpers/apiRoutes'
import { bootPayload, noRevalidate, type Booted } from './helpers/bootPayload'
import { richText } from './helpers/richText'

// Outside a Next server revalidateTag throws and the hook would POST to a server on PORT.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag: () => undefined,
}))

/**
 * Issue 6: pages and posts keep their version history, and an editor can restore a version,
 * through the REST API the admin panel uses (helpers/apiRoutes.ts); visitors and sales staff
 * can neither list nor restore versions.
 */

type Who = 'anonymous' | 'editor' | 'sales'
type Data = Record<string, unknown>
type VersionDoc = { id: number; parent: number; version: { title: string; _status: string }; createdAt: string }

let booted: Booted
let payload: Payload
let config: SanitizedConfig
const tokens: Record<Who, string | null> = { anonymous: null, editor: null, sales: null }
const refs = { image: 0, author: 0, category: 0 }

const NEW_DOC: Record<'pages' | 'posts', (title: string) => Data> = {
  pages: (title) => ({ title, path: '/versioned', description: 'A page with a history.', header: 'dark', _status: 'published' }),
  posts: (title) => ({
    title,
    slug: 'versioned',
    excerpt: 'A post with a history.',
    coverImage: refs.image,
    content: richText('First words.'),
    publishedAt: '2026-06-01T09:00:00.000Z',
    authors: [refs.author],
    categories: [refs.category],
    _status: 'published',
  }),
}

beforeAll(async () => {
  booted = await bootPayload()
  payload = booted.payload
  config = payload.config
  for (const role of ['editor', 'sales'] as const) {
    const email = `versions-${role}@cipherwell.test`
    await payload.create({ collection: 'users', data: { email, password: 'a long test password', roles: [role] } })
    tokens[role] = await loginToken(payload, email, 'a long test password')
  }
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#223344' } }).png().toBuffer()
  const image = await payload.create({
    collection: 'media',
    data: { alt: 'Cover' },
    file: { data: png, mimetype: 'image/png', name: 'cover.png', size: png.length },
    context: noRevalidate,
  })
  refs.image = image.id
  refs.author = (await payload.create({ collection: 'authors', data: { name: 'Ada' }, context: noRevalidate })).id
  refs.category = (await payload.create({ collection: 'categories', data: { title: 'News', slug: 'news' }, context: noRevalidate })).id
})

afterAll(async () => {
  await booted?.shutdown()
})

describe.each(['pages', 'posts'] as const)('%s', (collection) => {
  let id: number
  const titles = ['First title', 'Second title', 'Third title']
  const versionsOf = async (who: Who) =>
    rest(config, 'GET', `/${collection}/versions?where[parent][equals]=${id}&sort=id&depth=0&limit=100`, { token: tokens[who] })
  const current = async (who: Who) => (await rest(config, 'GET', `/${collection}/${id}?depth=0`, { token: tokens[who] })).body
  let history: VersionDoc[]

  beforeAll(async () => {
    const created = await rest(config, 'POST', `/${collection}?depth=0`, { token: tokens.editor, json: NEW_DOC[collection](titles[0]!) })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    id = (created.body.doc as { id: number }).id
    for (const title of titles.slice(1)) {
      const saved = await rest(config, 'PATCH', `/${collection}/${id}?depth=0`, { token: tokens.editor, json: { title } })
      expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    }
  })

  it('keeps a version for every save, listed through GET /api/<collection>/versions', async () => {
    const { status, body } = await versionsOf('editor')
    expect(status).toBe(200)
    history = body.docs as VersionDoc[]
    expect(history.map((doc) => doc.version.title)).toEqual(titles)
    expect(history.every((doc) => doc.parent === id && doc.version._status === 'published')).toBe(true)
    const one = await rest(config, 'GET', `/${collection}/versions/${history[0]!.id}?depth=0`, { token: tokens.editor })
    expect(one.status).toBe(200)
    expect((one.body as VersionDoc).version.title).toBe(titles[0])
  })

  it.each(['anonymous', 'sales'] as const)('cannot be listed, read or restored by %s', async (who) => {
    const first = history[0]!
    expect((await versionsOf(who)).status).toBe(403)
    expect((await rest(config, 'GET', `/${collection}/versions/${first.id}?depth=0`, { token: tokens[who] })).status).toBe(403)
    const restore = await rest(config, 'POST', `/${collection}/versions/${first.id}`, { token: tokens[who] })
    expect(restore.status).toBe(403)
    expect((await current('editor')).title).toBe(titles[2])
    expect((await versionsOf('editor')).body.totalDocs).toBe(titles.length)
  })

  it('restores a version through POST /api/<collection>/versions/<id>: the document returns to it', async () => {
    const first = history[0]!
    const restored = await rest(config, 'POST', `/${collection}/versions/${first.id}?depth=0`, { token: tokens.editor })
    expect(restored.status, JSON.stringify(restored.body)).toBe(200)
    // The restored version was published, so visitors see it too; the restore is itself a new version.
    expect((await current('editor')).title).toBe(titles[0])
    expect((await current('anonymous')).title).toBe(titles[0])
    const after = (await versionsOf('editor')).body.docs as VersionDoc[]
    expect(after.map((doc) => doc.version.title)).toEqual([...titles, titles[0]])
  })
})
