import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { REMOTE_FILE_MESSAGE } from '@/cms/storage/refuseRemoteFile'

import { loginToken, rest } from './helpers/apiRoutes'
import { bootCareers } from './helpers/bootLeads'
import { type Booted } from './helpers/bootPayload'
import { tinyPdf, zipBombDocx } from './helpers/cvFiles'
import { postForm } from './helpers/leadHttp'

/*
 * Pentest 33, finding 9: bad uploads answered 500. In the production build the app's copy of
 * Payload's error classes is not the one Payload throws with (src/cms/errors.ts), so
 * `instanceof ValidationError` was false and a refused file escaped as a server error. This
 * file runs as the build does: the app gets classes of its own, Payload keeps its originals.
 */
vi.mock('payload', async (importOriginal) => {
  const payload = await importOriginal<typeof import('payload')>()
  class APIError extends payload.APIError {}
  class ValidationError extends payload.ValidationError {}
  return { ...payload, APIError, ValidationError }
})

// A throwaway DATA_DIR until bootPayload sets the real one (see helpers/bootLeads.ts).
vi.hoisted(() => {
  process.env.DATA_DIR = '/tmp/cw-lead-tests-unbooted'
})

const TYPE_ERROR = 'File type must be one of .pdf, .doc, .docx'
const PASSWORD = 'a long test password'

let booted: Booted
let payload: Payload
let POST: (request: Request) => Promise<Response>

beforeAll(async () => {
  booted = await bootCareers()
  payload = booted.payload
  await payload.create({ collection: 'users', data: { email: 'editor@cipherwell.test', password: PASSWORD, roles: ['editor'] } })
  POST = (await import('@/app/api/careers/apply/route')).POST
})
afterAll(async () => {
  await booted?.shutdown()
})

describe('a CV that is not the document it claims to be: 400 with the file-type message, never 500', () => {
  const apply = (bytes: Buffer, name: string) => {
    const form = new FormData()
    for (const [key, value] of Object.entries({ job: 'platform-engineer', name: 'Ada', email: 'ada@example.com', website: '' }))
      form.set(key, value)
    form.set('cv', new File([new Uint8Array(bytes)], name, { type: 'application/octet-stream' }))
    return postForm(POST, '/api/careers/apply', form)
  }
  const traces = async () => {
    const dir = path.join(booted.dataDir, 'cv-uploads')
    return [(await payload.count({ collection: 'job-applications' })).totalDocs, fs.existsSync(dir) ? fs.readdirSync(dir).length : 0]
  }

  it.each([
    ['a PDF header followed by an HTML page', async () => Buffer.from('%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n'), 'cv.pdf'],
    ['a zip signature followed by junk, named .docx', async () => Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(512, 7)]), 'cv.docx'],
    ['a zip bomb named .docx (256 MB of zeros in 256 KB)', () => zipBombDocx(), 'cv.docx'],
  ])('%s', async (_, bytes, name) => {
    const before = await traces()
    const answer = await apply(await bytes(), name)
    expect(answer).toMatchObject({ status: 400, body: { errors: { cv: TYPE_ERROR } } })
    expect(await traces()).toEqual(before)
  })

  it('still stores a real PDF', async () => {
    expect((await apply(tinyPdf(), 'cv.pdf')).status).toBe(201)
  })
})

describe('a media create that names its file by address instead of sending it: 400, nothing fetched', () => {
  it('answers with what to do instead, and stores nothing', async () => {
    const token = await loginToken(payload, 'editor@cipherwell.test', PASSWORD)
    const json = { alt: 'Logo', url: 'https://assets.cipherwell.invalid/logo.svg', filename: 'logo.svg' }
    const answer = await rest(payload.config, 'POST', '/media', { token, json })
    expect(answer).toMatchObject({ status: 400, body: { errors: [{ message: REMOTE_FILE_MESSAGE }] } })
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(0)
  })
})
