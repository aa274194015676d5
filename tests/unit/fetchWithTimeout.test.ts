import { describe, expect, it } from 'vitest'

import { fetchWithTimeout } from '@/features/monitoring/fetchWithTimeout'

const answering: typeof fetch = async () => new Response('ok')
const hanging: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))

describe('fetchWithTimeout', () => {
  it('passes a prompt answer through, with the request options intact', async () => {
    let seen: RequestInit | undefined
    const timed = fetchWithTimeout(async (_input, init) => {
      seen = init
      return new Response('ok', { status: 202 })
    }, 1000)
    const response = await timed('/api/monitoring', { method: 'POST', body: 'envelope', keepalive: true })
    expect(response.status).toBe(202)
    expect(seen).toMatchObject({ method: 'POST', body: 'envelope', keepalive: true })
    expect(seen?.signal).toBeInstanceOf(AbortSignal)
  })

  it('aborts a send that takes longer than the timeout', async () => {
    const started = Date.now()
    await expect(fetchWithTimeout(hanging, 50)('/api/monitoring')).rejects.toMatchObject({ name: 'TimeoutError' })
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('gives every call its own deadline', async () => {
    const timed = fetchWithTimeout(answering, 50)
    await timed('/api/monitoring')
    await new Promise((resolve) => setTimeout(resolve, 80))
    // A deadline shared by all calls would already have passed.
    await expect(timed('/api/monitoring')).resolves.toBeInstanceOf(Response)
  })
})
