import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { withDeadline } from '@/lib/http/deadline'
import { postToService } from '@/lib/http/postToService'

describe('withDeadline', () => {
  afterEach(() => vi.useRealTimers())

  it('leaves no timer behind once the work has settled, answered or failed', async () => {
    vi.useFakeTimers()
    expect(await withDeadline(5_000, async () => 'answer')).toBe('answer')
    await expect(withDeadline(5_000, async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('aborts the signal with a TimeoutError when the work outlasts it', async () => {
    vi.useFakeTimers()
    let seen: AbortSignal | undefined
    const work = withDeadline(100, (signal) => {
      seen = signal
      return new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)))
    })
    const failed = expect(work).rejects.toMatchObject({ name: 'TimeoutError' })
    await vi.advanceTimersByTimeAsync(100)
    await failed
    expect(seen?.aborted).toBe(true)
  })

  it('gives up on a service that never answers (postToService)', async () => {
    const server = createServer(() => {})
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const started = performance.now()
    await expect(
      postToService(`http://127.0.0.1:${port}/siteverify`, { headers: {}, body: 'x', timeoutMs: 200 }),
    ).rejects.toThrow()
    expect(performance.now() - started).toBeLessThan(5_000)
    server.closeAllConnections()
    server.close()
  })
})
