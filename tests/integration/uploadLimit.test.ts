import fs from 'node:fs'
import path from 'node:path'

import { REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { fileTooLargeAnswer, UPLOAD_FILE_LIMIT, uploadHelp } from '@/cms/uploads/uploadLimit'

import { loginToken } from './helpers/apiRoutes'
import { bootPayload, type Booted } from './helpers/bootPayload'
import { tinyPdf } from './helpers/cvFiles'

// Outside a Next server revalidateTag throws and the hook would POST to a server on PORT.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag: () => undefined,
}))

/*
 * In the production build the app's copy of Payload's error classes is not the one Payload
 * formats errors with (src/cms/errors.ts): an answer then keeps an error's message and loses its
 * `data`, where the admin finds the field to mark. This file runs as the build does: the app's
 * APIError is a class of its own, not Payload's nor a subclass of it.
 */
vi.mock('payload', async (importOriginal) => {
  const payload = await importOriginal<typeof import('payload')>()
  class APIError extends Error {
    constructor(
      message: string,
      public status = 500,
      public data: unknown = null,
      public isPublic = status !== 500,
    ) {
      super(message)
    }
  }
  return { ...payload, APIError }
})

const MB = 1024 * 1024
const PASSWORD = 'a long test password'

let booted: Booted
let payload: Payload
let editor: string

beforeAll(async () => {
  booted = await bootPayload()
  payload = booted.payload
  await payload.create({ collection: 'users', data: { email: 'editor@cipherwell.test', password: PASSWORD, roles: ['editor'] } })
  editor = await loginToken(payload, 'editor@cipherwell.test', PASSWORD)
})
afterAll(async () => {
  await booted?.shutdown()
})

/**
 * A PDF uploaded to the media library as the admin sends it (`file` and `_payload`), through
 * Payload's REST route. A browser declares the body's length; `chunked` sends it without one.
 */
async function uploadPdf(bytes: number, { chunked = false } = {}) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(tinyPdf(bytes))], { type: 'application/pdf' }), 'brochure.pdf')
  form.append('_payload', JSON.stringify({ alt: 'Brochure' }))
  const encoded = new Response(form)
  const body = new Uint8Array(await encoded.arrayBuffer())
  const headers: Record<string, string> = {
    authorization: `JWT ${editor}`,
    'content-type': encoded.headers.get('content-type')!,
    ...(chunked ? {} : { 'content-length': String(body.byteLength) }),
  }
  const stream = new Blob([body]).stream()
  const request = new Request('http://localhost:3000/api/media', { method: 'POST', headers, body: stream, duplex: 'half' } as RequestInit)
  const response = await REST_POST(payload.config)(request, { params: Promise.resolve({ slug: ['media'] }) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, length: body.byteLength }
}

const stored = async () => {
  const dir = path.join(booted.dataDir, 'media')
  return [(await payload.count({ collection: 'media' })).totalDocs, fs.existsSync(dir) ? fs.readdirSync(dir).length : 0]
}

describe('a file over the upload limit (src/cms/uploads/uploadLimit.ts)', () => {
  it('is refused with 413, its size and the limit named, at the file field; nothing is stored', async () => {
    const before = await stored()
    const answer = await uploadPdf(25 * MB)
    expect(answer.status).toBe(413)
    expect(answer.body).toEqual(fileTooLargeAnswer(answer.length))
    expect(answer.body).toMatchObject({
      errors: [{ message: expect.stringMatching(/^This file is 25 MB; the largest file you can upload is 20 MB\. /) }],
    })
    expect(await stored()).toEqual(before)
  })

  it('sent without a length, is said to be larger than the limit', async () => {
    const answer = await uploadPdf(25 * MB, { chunked: true })
    expect(answer.status).toBe(413)
    expect(answer.body).toEqual(fileTooLargeAnswer())
  })

  it('one byte over is refused too, and a file of exactly the limit is stored', async () => {
    expect((await uploadPdf(UPLOAD_FILE_LIMIT + 1)).body).toEqual(fileTooLargeAnswer())
    const [docs] = await stored()
    expect((await uploadPdf(UPLOAD_FILE_LIMIT)).status).toBe(201)
    expect((await stored())[0]).toBe(docs! + 1)
  })
})

describe('the media library’s upload help', () => {
  it('comes first among its fields, built from the types the collection takes', () => {
    const { fields, upload } = payload.collections.media.config
    expect(fields[0]).toMatchObject({
      name: 'uploadRules',
      type: 'ui',
      admin: { components: { Field: { clientProps: { mimeTypes: upload.mimeTypes } } } },
    })
    expect(uploadHelp(upload.mimeTypes)).toBe('Upload a PNG, JPEG, WebP, AVIF, SVG or PDF file of up to 20 MB.')
  })
})
