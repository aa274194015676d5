import { describe, expect, it } from 'vitest'

import { BodyTooLarge, readBody, readTextBody } from '@/features/leads/http/readBody'

const LIMIT = 1024

/** A body of `total` bytes, handed out 100 bytes a pull, that counts how much was asked of it. */
function countedRequest(total: number, contentLength?: string) {
  const counter = { bytesPulled: 0 }
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const size = Math.min(100, total - counter.bytesPulled)
        if (size <= 0) return controller.close()
        counter.bytesPulled += size
        controller.enqueue(new Uint8Array(size).fill(97))
      },
    },
    // Nothing is pulled until the reader asks.
    { highWaterMark: 0 },
  )
  const headers = contentLength === undefined ? undefined : { 'content-length': contentLength }
  const request = new Request('http://site.test/api/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)
  return { request, counter }
}

describe('readBody', () => {
  it('refuses a declared Content-Length over the limit without reading a byte of the body', async () => {
    const { request, counter } = countedRequest(50 * 1024 * 1024, String(50 * 1024 * 1024))
    await expect(readBody(request, LIMIT)).rejects.toBeInstanceOf(BodyTooLarge)
    expect(counter.bytesPulled).toBe(0)
  })

  it('answers 413 from the declared length alone through readTextBody', async () => {
    const { request, counter } = countedRequest(LIMIT + 1, String(LIMIT + 1))
    const answer = await readTextBody(request, LIMIT)
    expect(answer).toBeInstanceOf(Response)
    expect((answer as Response).status).toBe(413)
    expect(counter.bytesPulled).toBe(0)
  })

  it('stops reading an undeclared body at the first piece past the limit', async () => {
    const { request, counter } = countedRequest(50 * 1024 * 1024)
    await expect(readBody(request, LIMIT)).rejects.toBeInstanceOf(BodyTooLarge)
    expect(counter.bytesPulled).toBeLessThanOrEqual(LIMIT + 100)
  })

  it('reads a body of exactly the limit, declared or not', async () => {
    for (const declared of [String(LIMIT), undefined]) {
      const { request } = countedRequest(LIMIT, declared)
      expect((await readBody(request, LIMIT)).byteLength).toBe(LIMIT)
    }
  })
})
