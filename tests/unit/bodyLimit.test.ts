import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CV_MAX_BYTES } from '@/features/careers/application/schema'
import {
  bodyLimitFor,
  CV_UPLOAD_LIMIT,
  DEFAULT_BODY_LIMIT,
  limitRequestBody,
  MEDIA_UPLOAD_LIMIT,
  SMALL_JSON_LIMIT,
} from '@/server/bodyLimit'

import { sendLargeBody } from '../helpers/sendLargeBody'

const MB = 1024 * 1024
const ATTACK_BYTES = 50 * MB

/** What the application behind the limit saw: how many requests reached it and the bytes it read. */
const app = { calls: 0, bytesRead: 0 }
/** Bytes each connection took off its socket, recorded when it closes. */
const socketBytes: number[] = []
let server: http.Server
let port: number

beforeAll(async () => {
  server = http.createServer((req, res) => {
    limitRequestBody(req, res, () => {
      app.calls += 1
      let size = 0
      req.on('data', (chunk: Buffer) => {
        size += chunk.byteLength
        app.bytesRead += chunk.byteLength
      })
      req.on('end', () => res.end(JSON.stringify({ size })))
    })
  })
  server.on('connection', (socket) => socket.on('close', () => socketBytes.push(socket.bytesRead)))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const post = (path: string, total: number, declareLength: boolean, agent: http.Agent | false = false) =>
  sendLargeBody(`http://127.0.0.1:${port}${path}`, total, declareLength, agent)

async function attack(path: string, declareLength: boolean) {
  const before = { ...app }
  socketBytes.length = 0
  const answer = await post(path, ATTACK_BYTES, declareLength)
  // The refused connection closes; its byte count is recorded then.
  await expect.poll(() => socketBytes.length).toBeGreaterThan(0)
  return { answer, appCalls: app.calls - before.calls, appBytes: app.bytesRead - before.bytesRead, socketBytes: socketBytes[0]! }
}

describe('request body limit in front of the application', () => {
  it('refuses a 50 MB body with Content-Length from the header alone: 413, connection closed, nothing read', async () => {
    const { answer, appCalls, appBytes, socketBytes } = await attack('/api/revalidate', true)
    expect(answer.status).toBe(413)
    expect(answer.headers.connection).toBe('close')
    expect(JSON.parse(answer.body)).toEqual({ error: `The body must be at most ${SMALL_JSON_LIMIT} bytes` })
    expect(appCalls).toBe(0)
    expect(appBytes).toBe(0)
    // Whatever was already in flight when the answer went out, far from the 50 MB sent.
    expect(socketBytes).toBeLessThan(ATTACK_BYTES / 5)
  })

  it('refuses a 50 MB chunked body once it passes the limit, before the application sees any of it', async () => {
    const { answer, appCalls, appBytes, socketBytes } = await attack('/api/revalidate', false)
    expect(answer.status).toBe(413)
    expect(answer.headers.connection).toBe('close')
    expect(appCalls).toBe(0)
    expect(appBytes).toBe(0)
    expect(socketBytes).toBeLessThan(ATTACK_BYTES / 5)
  })

  it('refuses a 50 MB chunked upload to the media library past its own, larger limit', async () => {
    const { answer, appCalls, socketBytes } = await attack('/api/media', false)
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toEqual({ error: `The body must be at most ${MEDIA_UPLOAD_LIMIT} bytes` })
    expect(appCalls).toBe(0)
    expect(socketBytes).toBeLessThan(MEDIA_UPLOAD_LIMIT + 10 * MB)
  })

  it('passes a body of exactly the limit whole, chunked or with Content-Length, and keeps the connection usable', async () => {
    const keepAlive = new http.Agent({ keepAlive: true })
    for (const declareLength of [true, false]) {
      const answer = await post('/api/salesForm', SMALL_JSON_LIMIT, declareLength, keepAlive)
      expect(answer.status).toBe(200)
      expect(JSON.parse(answer.body)).toEqual({ size: SMALL_JSON_LIMIT })
      expect(answer.headers.connection).not.toBe('close')
    }
    keepAlive.destroy()
    const over = await post('/api/salesForm', SMALL_JSON_LIMIT + 1, false)
    expect(over.status).toBe(413)
  })

  it('passes an empty chunked body and requests without a body', async () => {
    expect((await post('/api/consent', 0, false)).status).toBe(200)
    const get = await fetch(`http://127.0.0.1:${port}/`)
    expect(get.status).toBe(200)
  })
})

describe('bodyLimitFor', () => {
  it('gives each kind of endpoint its limit and everything else the default', () => {
    expect(bodyLimitFor('/api/careers/apply')).toBe(CV_UPLOAD_LIMIT)
    expect(CV_UPLOAD_LIMIT).toBeGreaterThan(CV_MAX_BYTES)
    expect(bodyLimitFor('/api/media')).toBe(MEDIA_UPLOAD_LIMIT)
    expect(bodyLimitFor('/api/media/42')).toBe(MEDIA_UPLOAD_LIMIT)
    for (const path of ['/api/salesForm', '/api/demo', '/api/beta-signup', '/api/consent', '/api/revalidate', '/api/event', '/api/pipeline/v1/track']) {
      expect(bodyLimitFor(path)).toBe(SMALL_JSON_LIMIT)
    }
    for (const path of ['/api/users', '/api/graphql', '/api/mediax', '/api/%6Dedia', '/admin', '/contact']) {
      expect(bodyLimitFor(path)).toBe(DEFAULT_BODY_LIMIT)
    }
  })
})
