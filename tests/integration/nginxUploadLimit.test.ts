import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { fileTooLargeAnswer, UPLOAD_BODY_LIMIT } from '../../src/cms/uploads/uploadLimit'
import { ensureNginx, startNginx, type RunningNginx } from '../../scripts/lib/nginx'
import { startFakeUpstream, type FakeUpstream } from './helpers/fakeUpstream'
import { request, requestWithDeclaredBody } from './helpers/nginxClient'

/**
 * deploy/nginx.conf's limit on media uploads, run by Debian's nginx in front of a fake Next
 * server: the body of a file at the upload limit gets through to the app, anything larger is
 * answered by nginx itself with the words and the field Payload would answer with
 * (src/cms/uploads/uploadLimit.ts), so the admin says the same whichever refuses it.
 */
// Beside nginx.test.ts's and nginxObservatory.test.ts's ports; the PostgreSQL project skips nginx files.
const PORTS = { upstream: 18040, http: 18041, https: 18042 }

let upstream: FakeUpstream
let nginx: RunningNginx
let ca: Buffer
let workDir: string

beforeAll(async () => {
  ensureNginx()
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-nginx-upload-'))
  upstream = await startFakeUpstream(PORTS.upstream)
  nginx = await startNginx({ upstream: upstream.url, httpPort: PORTS.http, httpsPort: PORTS.https, workDir })
  ca = fs.readFileSync(nginx.certPath)
})

afterAll(async () => {
  await nginx?.stop()
  await upstream?.close()
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true })
})

describe('media uploads through the proxy', () => {
  it('answers a body over the upload limit with 413 in Payload’s shape, before the app reads it', async () => {
    const reply = await requestWithDeclaredBody(`${nginx.httpsUrl}/api/media`, UPLOAD_BODY_LIMIT + 1, ca)
    expect(reply.status).toBe(413)
    expect(reply.headers['content-type']).toContain('application/json')
    expect(JSON.parse(reply.text)).toEqual(fileTooLargeAnswer())
    expect(upstream.hits('/api/media')).toBe(0)
  })

  it('passes a body of exactly the limit on to the app', async () => {
    const reply = await request(`${nginx.httpsUrl}/api/media`, {
      ca,
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: Buffer.alloc(UPLOAD_BODY_LIMIT, 'a'),
    })
    expect(reply.status).not.toBe(413)
    expect(upstream.hits('/api/media')).toBe(1)
  })

  it('keeps the plain 1 MB refusal for the rest of the API', async () => {
    const reply = await requestWithDeclaredBody(`${nginx.httpsUrl}/api/pages`, 1024 * 1024 + 1, ca)
    expect(reply.status).toBe(413)
    expect(JSON.parse(reply.text)).toEqual({ error: 'The body is too large' })
  })
})
