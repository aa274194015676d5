import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { log } from '@/lib/log'
import { accessLog } from '@/server/accessLog'

/** A server that logs with accessLog and answers as `answer` says. */
async function serve(answer: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const server = http.createServer((req, res) => {
    req.headers['x-request-id'] = 'request-0001'
    accessLog(req, res)
    answer(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) }
}

/** The next call of `method` on the logger: its fields and message. */
const nextLine = (method: 'info' | 'warn' | 'error') =>
  new Promise<[Record<string, unknown>, string]>((resolve) => {
    vi.spyOn(log(), method).mockImplementationOnce(((entry: Record<string, unknown>, msg: string) =>
      resolve([entry, msg])) as never)
  })

describe('accessLog', () => {
  afterEach(() => vi.restoreAllMocks())

  it('logs one line per request: id, method, path without its query, status and duration, and nothing personal', async () => {
    const site = await serve((_, res) => res.end('ok'))
    const line = nextLine('info')
    await fetch(`${site.url}/contact?utm_source=mail&email=a@example.com`, { headers: { 'user-agent': 'secret-agent' } })
    const [entry, msg] = await line
    expect(msg).toBe('request completed')
    expect(entry).toEqual({
      requestId: 'request-0001',
      req: { method: 'GET', path: '/contact' },
      res: { status: 200 },
      durationMs: expect.any(Number),
    })
    expect(JSON.stringify(entry)).not.toMatch(/example\.com|secret-agent|127\.0\.0\.1/)
    await site.close()
  })

  it('logs a 5xx as an error and an abandoned response as a warning', async () => {
    const failing = await serve((_, res) => {
      res.statusCode = 503
      res.end()
    })
    const failed = nextLine('error')
    await fetch(failing.url, { method: 'POST', body: 'x' })
    expect(await failed).toEqual([expect.objectContaining({ res: { status: 503 } }), 'request failed'])
    await failing.close()

    const hanging = await serve(() => {})
    const aborted = nextLine('warn')
    await expect(fetch(hanging.url, { signal: AbortSignal.timeout(100) })).rejects.toThrow()
    expect(await aborted).toEqual([expect.objectContaining({ req: { method: 'GET', path: '/' } }), 'request aborted'])
    hanging.close()
  })

  it('leaves Next’s immutable files out', async () => {
    const info = vi.spyOn(log(), 'info').mockImplementation(() => undefined)
    const site = await serve((_, res) => res.end('x'))
    await (await fetch(`${site.url}/_next/static/chunks/app.js`)).text()
    await (await fetch(`${site.url}/api/health`)).text()
    await vi.waitFor(() => expect(info).toHaveBeenCalledTimes(1))
    expect(info.mock.calls[0]?.[0]).toMatchObject({ req: { path: '/api/health' } })
    await site.close()
  })
})
