import { once } from 'node:events'
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CV_MAX_BYTES } from '@/features/careers/application/schema'
import {
  bodyLimitFor,
  CV_UPLOAD_LIMIT,
  DEFAULT_BODY_LIMIT,
  limitRequestBody,
  LINGER_MS,
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

  // The CI failure this replays: a client still busy uploading had its connection reset under
  // it, and the reset threw away the 413 it had not read yet (EPIPE instead of an answer).
  it('lets a client that reads late still get the 413 of a chunked body it is still sending', async () => {
    const socket = net.connect(port, '127.0.0.1')
    await once(socket, 'connect')
    socket.pause()
    socket.on('error', () => {})
    socket.write('POST /api/revalidate HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n')
    const piece = Buffer.concat([Buffer.from(`${(256 * 1024).toString(16)}\r\n`), Buffer.alloc(256 * 1024, 'a'), Buffer.from('\r\n')])
    // Keep uploading without reading for a while, as a client on a busy machine does.
    const until = Date.now() + 300
    while (Date.now() < until && !socket.destroyed) {
      if (socket.writableLength < 4 * MB) socket.write(piece)
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    const received: Buffer[] = []
    socket.on('data', (bytes: Buffer) => received.push(bytes))
    socket.resume()
    await once(socket, 'close')
    const answer = Buffer.concat(received).toString('latin1')
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(answer).toContain(`{"error":"The body must be at most ${SMALL_JSON_LIMIT} bytes"}`)
  })

  it('closes a refused connection within LINGER_MS however long its client keeps sending', async () => {
    // Half-open: the client goes on sending after the server has closed its side.
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true })
    await once(socket, 'connect')
    socket.on('error', () => {})
    const received: Buffer[] = []
    socket.on('data', (bytes: Buffer) => received.push(bytes))
    socket.write('POST /api/consent HTTP/1.1\r\nHost: test\r\nTransfer-Encoding: chunked\r\n\r\n')
    const piece = Buffer.concat([Buffer.from(`${(64 * 1024).toString(16)}\r\n`), Buffer.alloc(64 * 1024, 'a'), Buffer.from('\r\n')])
    const started = Date.now()
    const sending = setInterval(() => socket.write(piece), 20)
    // Not once(): it rejects on the EPIPE of the writes that follow the server's close.
    await new Promise((resolve) => socket.on('close', resolve))
    clearInterval(sending)
    expect(Date.now() - started).toBeGreaterThanOrEqual(LINGER_MS - 100)
    expect(Date.now() - started).toBeLessThan(LINGER_MS + 1_000)
    expect(Buffer.concat(received).toString('latin1')).toMatch(/^HTTP\/1\.1 413 /)
  })

  it('serves no request pipelined behind a refused body', async () => {
    const socket = net.connect(port, '127.0.0.1')
    await once(socket, 'connect')
    socket.on('error', () => {})
    const calls = app.calls
    const received: Buffer[] = []
    socket.on('data', (bytes: Buffer) => received.push(bytes))
    const size = SMALL_JSON_LIMIT + 1
    socket.write(`POST /api/consent HTTP/1.1\r\nHost: test\r\nContent-Length: ${size}\r\n\r\n`)
    socket.write(Buffer.alloc(size, 'a'))
    socket.write('POST /api/consent HTTP/1.1\r\nHost: test\r\nContent-Length: 2\r\n\r\n{}')
    await once(socket, 'close')
    const answer = Buffer.concat(received).toString('latin1')
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(answer.match(/HTTP\/1\.1 /g)).toHaveLength(1)
    expect(app.calls).toBe(calls)
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
