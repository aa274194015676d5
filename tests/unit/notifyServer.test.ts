import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { notifyServer, NOTIFY_RETRY_PAUSES_MS } from '@/cms/hooks/notifyServer'
import { verifyRevalidation } from '@/lib/revalidationSignature'

const SECRET = 'notify-server-test-secret-0123456789'

/** A stand-in for the server's /api/revalidate: answers each request with the next status given. */
let answers: number[] = []
const received: { validSignature: boolean; body: string }[] = []
let server: http.Server

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const timestamp = Number(req.headers['x-revalidate-timestamp'])
      const signature = String(req.headers['x-revalidate-signature'])
      received.push({ validSignature: verifyRevalidation(body, timestamp, signature, SECRET), body })
      res.writeHead(answers.shift() ?? 200).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  // Read by getEnv() on notifyServer's first call, none of which has happened yet.
  process.env.REVALIDATE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  process.env.PAYLOAD_SECRET = SECRET
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  answers = []
  received.length = 0
})

describe('asking the server to expire cached pages (notifyServer)', () => {
  it('asks once when the server answers, with a valid signature', async () => {
    expect(await notifyServer(['pages'])).toBeNull()
    expect(received).toEqual([{ validSignature: true, body: JSON.stringify({ tags: ['pages'] }) }])
  })

  it('asks again after a server error, until it is answered', async () => {
    answers = [503, 502]
    expect(await notifyServer(['pages'])).toBeNull()
    expect(received).toHaveLength(3)
    expect(received.every(({ validSignature }) => validSignature)).toBe(true)
  })

  it('gives up after three tries, saying how the last one failed', async () => {
    answers = [503, 503, 500]
    expect(await notifyServer(['pages'])).toBe('the server answered 500')
    expect(received).toHaveLength(1 + NOTIFY_RETRY_PAUSES_MS.length)
  })

  it('does not repeat a refusal', async () => {
    answers = [401]
    expect(await notifyServer(['pages'])).toBe('the server answered 401')
    expect(received).toHaveLength(1)
  })
})
