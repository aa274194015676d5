import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { User } from '@/cms/payload-types'

import { bootPayload, type Booted } from './helpers/bootPayload'
import { cmsGraphql, cmsRest, postJson } from './helpers/cmsRoute'

/*
 * Issue 16, finding 12 (bad input to Payload's REST API answered 500) and the upload part of
 * finding 9 (an anonymous upload read whole before it is refused), replayed through the app's
 * own route, src/app/(payload)/api/[...slug]/route.ts.
 */

const PASSWORD = 'a long test password'

let booted: Booted
let payload: Payload
let auth: { authorization: string }

beforeAll(async () => {
  booted = await bootPayload()
  payload = booted.payload
  const admin: User = await payload.create({
    collection: 'users',
    data: { email: 'admin@cipherwell.test', password: PASSWORD, roles: ['admin'] },
  })
  const { token } = await payload.login({ collection: 'users', data: { email: admin.email, password: PASSWORD } })
  auth = { authorization: `JWT ${token}` }
})
afterAll(async () => {
  await booted?.shutdown()
})

describe('finding 12: bad input to the CMS API is a 4xx, not a 500', () => {
  it('GET a file that does not exist: 404 (a visitor may get 403 first, where read access needs a document)', async () => {
    expect([403, 404]).toContain((await cmsRest('/media/file/missing.png')).status)
    expect((await cmsRest('/media/file/missing.png', { headers: auth })).status).toBe(404)
    expect((await cmsRest('/cv-uploads/file/missing.pdf', { headers: auth })).status).toBe(404)
  })

  it('a write whose body is not JSON or a form: 415, and nothing is created', async () => {
    const email = 'plain@cipherwell.test'
    for (const type of ['text/plain', 'application/xml', 'Application/JSON']) {
      const answer = await cmsRest('/users', {
        method: 'POST',
        headers: { ...auth, 'content-type': type },
        body: `email=${email}`,
      })
      expect(answer.status, type).toBe(415)
    }
    expect((await payload.count({ collection: 'users', where: { email: { equals: email } } })).totalDocs).toBe(0)
  })

  it('a JSON body that is not an object: 400', async () => {
    for (const body of ['null', '"admin"', '42', '[1]']) {
      const answer = await cmsRest('/users', {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body,
      })
      expect(answer.status, body).toBe(400)
    }
    const patched = await cmsRest('/pages/1', {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: 'null',
    })
    expect(patched.status).toBe(400)
  })

  it('the version routes of a collection without versions, or of a version that does not exist: 404', async () => {
    for (const path of [
      '/globals/banner/versions/1',
      '/categories/versions',
      '/users/versions/1',
    ]) {
      expect((await cmsRest(path, { headers: auth })).status, path).toBe(404)
    }
    expect((await cmsRest('/globals/banner/versions/1', { method: 'POST', headers: auth })).status).toBe(404)
    // Routes that exist answer as before.
    expect((await cmsRest('/pages/versions', { headers: auth })).status).toBe(200)
    expect((await cmsRest('/globals/header-nav', { headers: auth })).status).toBe(200)
    // The globals have versions now (restore a navigation): their history answers.
    expect((await cmsRest('/globals/header-nav/versions', { headers: auth })).status).toBe(200)
  })

  it('a document id that cannot be an id (ids are numbers): 404, whatever the method', async () => {
    // 99999999999 is past PostgreSQL's integer column, where it threw.
    const paths = [
      '/pages/abc',
      '/posts/1abc',
      '/pages/versions/abc',
      '/users/%27%20or%201=1',
      '/redirects/1.5',
      '/pages/99999999999',
    ]
    for (const path of paths) {
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const init =
          method === 'PATCH'
            ? { method, headers: { ...auth, 'content-type': 'application/json' }, body: '{}' }
            : { method, headers: auth }
        expect((await cmsRest(path, init)).status, `${method} ${path}`).toBe(404)
      }
    }
    expect((await cmsRest('/pages/abc/duplicate', { method: 'POST', headers: auth })).status).toBe(404)
    expect((await cmsRest('/pages/versions/abc', { method: 'POST', headers: auth })).status).toBe(404)
    // A visitor gets the same answer as for a missing document.
    expect((await cmsRest('/pages/abc')).status).toBe(404)
    expect((await cmsRest('/pages/999999', { headers: auth })).status).toBe(404)
    // Named routes in the id's place are still theirs.
    expect((await cmsRest('/pages/count', { headers: auth })).status).toBe(200)
    expect((await cmsRest('/users/me', { headers: auth })).status).toBe(200)
  })

  it('a valid JSON write and a sign-in still work', async () => {
    const made = await postJson('/categories', { title: 'Research', slug: 'research' }, { headers: auth })
    expect(made.status).toBe(201)
    expect((await postJson('/users/login', { email: 'admin@cipherwell.test', password: PASSWORD })).status).toBe(200)
  })
})

/** A multipart upload of `megabytes` MB streamed in 64 KB chunks, counting how much of it was read. */
function trackedUpload(megabytes: number) {
  const boundary = 'cipherwell-test-boundary'
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"alt":"x"}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const chunk = new Uint8Array(64 * 1024)
  const chunks = (megabytes * 1024 * 1024) / chunk.length
  const read = { chunks: 0 }
  let sent = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      read.chunks = sent
      if (sent === 0) controller.enqueue(new Uint8Array(head))
      else if (sent <= chunks) controller.enqueue(chunk)
      else if (sent === chunks + 1) controller.enqueue(new Uint8Array(tail))
      else return controller.close()
      sent += 1
    },
  })
  return { body, read, total: chunks + 2, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

describe('finding 9: an anonymous upload is refused before its file is read', () => {
  it.each(['/media', '/cv-uploads'])(
    'POST %s without a session: 403, after reading at most one chunk',
    async (path) => {
      const upload = trackedUpload(20)
      const answer = await cmsRest(path, { method: 'POST', headers: upload.headers, body: upload.body })
      expect(answer.status).toBe(403)
      expect(upload.read.chunks).toBeLessThanOrEqual(2)
      expect(await payload.count({ collection: path.slice(1) as 'media' })).toMatchObject({ totalDocs: 0 })
    },
  )

  it('a signed-in editor’s upload is read and stored as before', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'square.png')
    form.append('_payload', JSON.stringify({ alt: 'A blue square' }))
    const answer = await cmsRest('/media', { method: 'POST', headers: auth, body: form })
    expect(answer.status).toBe(201)
    const file = await cmsRest(`/media/file/${(answer.body.doc as { filename: string }).filename}`, { headers: auth })
    expect(file.status).toBe(200)
  })
})

describe('issue 33: the guards see the route Payload runs, and no answer is cached', () => {
  it('finding 3: a route spelt in other letter cases meets the same guards (404, never 500)', async () => {
    for (const path of ['/authors/VERSIONS', '/categories/Versions', '/globals/banner/VERSIONS/1', '/pages/VERSIONS/abc']) {
      expect((await cmsRest(path, { headers: auth })).status, path).toBe(404)
    }
    expect((await cmsRest('/media/FILE/missing.png', { headers: auth })).status).toBe(404)
    expect((await cmsRest('/cv-uploads/File/missing.pdf', { headers: auth })).status).toBe(404)
    // The admin's long queries arrive as POST with a GET override: Payload runs them as GETs, so do the guards.
    const overridden = await cmsRest('/authors/versions', {
      method: 'POST',
      headers: { ...auth, 'x-payload-http-method-override': 'GET', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'depth=0',
    })
    expect(overridden.status).toBe(404)
  })

  it('finding 2: GraphQL is off unless GRAPHQL_ENABLED, so the replay is a 404 that reads nothing', async () => {
    const aliases = Array.from({ length: 330 }, (_, i) => `a${i}: Posts(limit: 100) { docs { content } }`)
    const find = vi.spyOn(payload.db, 'find')
    try {
      const answer = await cmsGraphql(`{ ${aliases.join(' ')} }`)
      expect(answer.status).toBe(404)
      expect(find).not.toHaveBeenCalled()
    } finally {
      find.mockRestore()
    }
    expect((await cmsGraphql('{ __typename }', { headers: auth })).status).toBe(404)
  })

  it('finding 11: every answer of the CMS API is no-store, but for a published file fetched without a session', async () => {
    const signedIn = await postJson('/users/login', { email: 'admin@cipherwell.test', password: PASSWORD })
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers.get('cache-control')).toBe('no-store')
    for (const path of ['/users/me', '/leads?depth=0', '/pages?depth=0', '/pages/abc']) {
      expect((await cmsRest(path, { headers: auth })).headers.get('cache-control'), path).toBe('no-store')
    }
    expect((await cmsRest('/pages?depth=0')).headers.get('cache-control')).toBe('no-store')
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'public-dot.png')
    form.append('_payload', JSON.stringify({ alt: 'A dot', public: true }))
    const made = await cmsRest('/media', { method: 'POST', headers: auth, body: form })
    const filename = (made.body.doc as { filename: string }).filename
    const visitor = await cmsRest(`/media/file/${filename}`)
    expect(visitor.status).toBe(200)
    expect(visitor.headers.get('cache-control')).not.toBe('no-store')
    expect((await cmsRest(`/media/file/${filename}`, { headers: auth })).headers.get('cache-control')).toBe('no-store')
  })
})
