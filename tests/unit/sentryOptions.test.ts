import { makeFetchTransport } from '@sentry/browser'
import { describe, expect, it, vi } from 'vitest'

import { fetchWithTimeout } from '@/features/monitoring/fetchWithTimeout'
import { MONITORING_TUNNEL, sentryOptions } from '@/features/monitoring/sentryOptions'

// Error reporter: sample rate 1, buffer limit 20, send timeout 5000 ms, replays on error 100 %,
// session replays 10 %, all text masked, all media blocked, traces 100 %.
describe('sentryOptions', () => {
  it('sends every error and every trace, from the browser and the server', () => {
    for (const options of [sentryOptions.browser, sentryOptions.server]) {
      expect(options).toMatchObject({ sampleRate: 1, tracesSampleRate: 1 })
    }
  })

  it('replays every session with an error and one session in ten', () => {
    expect(sentryOptions.browser).toMatchObject({ replaysOnErrorSampleRate: 1, replaysSessionSampleRate: 0.1 })
  })

  it('masks all text and blocks all media in replays', () => {
    expect(sentryOptions.replay).toEqual({ maskAllText: true, blockAllMedia: true })
  })

  it('queues at most 20 envelopes and gives each send 5000 ms', () => {
    expect(sentryOptions.browser.transportOptions).toEqual({ bufferSize: 20 })
    expect(sentryOptions.server.transportOptions).toEqual({ bufferSize: 20 })
    expect(sentryOptions.sendTimeoutMs).toBe(5000)
  })

  it('sends from the browser to our own tunnel only', () => {
    expect(MONITORING_TUNNEL).toBe('/api/monitoring')
    expect(sentryOptions.browser.tunnel).toBe(MONITORING_TUNNEL)
  })

  it('collects no personal data (v11 collects it unless told not to)', () => {
    for (const options of [sentryOptions.browser, sentryOptions.server]) {
      expect(options.dataCollection).toMatchObject({
        userInfo: false,
        cookies: false,
        httpHeaders: { request: { allow: ['user-agent'] }, response: false },
        httpBodies: [],
        urlQueryParams: false,
        stackFrameVariables: false,
      })
    }
  })

  it('sends whole transactions, which self-hosted and Sentry-compatible servers accept', () => {
    expect(sentryOptions.browser.traceLifecycle).toBe('static')
    expect(sentryOptions.server.traceLifecycle).toBe('static')
  })

  it('does not trace the tunnel route on the server', () => {
    expect(sentryOptions.server.ignoreSpans.some((pattern) => pattern.test('POST /api/monitoring'))).toBe(true)
    expect(sentryOptions.server.ignoreSpans.some((pattern) => pattern.test('POST /api/salesForm'))).toBe(false)
  })
})

/** The SDK's browser transport as startErrorReporting builds it, against a server that never answers. */
function hangingTransport(timeoutMs: number) {
  const recordDroppedEvent = vi.fn()
  const hanging: typeof fetch = (_input, init) =>
    new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
  const transport = makeFetchTransport(
    { url: MONITORING_TUNNEL, recordDroppedEvent, ...sentryOptions.browser.transportOptions },
    fetchWithTimeout(hanging, timeoutMs),
  )
  return { transport, recordDroppedEvent }
}

// Typed from the transport itself: the top-level @sentry/core here is another major version.
type Envelope = Parameters<ReturnType<typeof makeFetchTransport>['send']>[0]
const envelope = (n: number): Envelope => [
  { event_id: `${n}`.padStart(32, '0'), sent_at: new Date().toISOString() },
  [[{ type: 'event' }, { message: `error ${n}` }]],
]

describe('the browser transport with these options', () => {
  it('gives up on a send that outlives the timeout, counting it as a network error', async () => {
    const { transport, recordDroppedEvent } = hangingTransport(50)
    await expect(transport.send(envelope(1))).rejects.toMatchObject({ name: 'TimeoutError' })
    expect(recordDroppedEvent).toHaveBeenCalledWith('network_error', 'error')
  })

  it('drops the 21st envelope while 20 are still being sent', async () => {
    const { transport, recordDroppedEvent } = hangingTransport(60_000)
    for (let n = 1; n <= 20; n++) void transport.send(envelope(n))
    expect(recordDroppedEvent).not.toHaveBeenCalled()
    await transport.send(envelope(21))
    expect(recordDroppedEvent).toHaveBeenCalledWith('queue_overflow', 'error')
  })
})
