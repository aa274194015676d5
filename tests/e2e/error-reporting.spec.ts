import { expect, test, type Page } from '@playwright/test'

import { receivedRequests, waitForReceived, type ReceivedRequest } from './helpers/receiver'
import { E2E_INTEGRATIONS, E2E_PORT } from './helpers/server'

const OUR_ORIGIN = `http://127.0.0.1:${E2E_PORT}`
const TUNNEL = `${OUR_ORIGIN}/api/monitoring`
const DSN = new URL(E2E_INTEGRATIONS.SENTRY_DSN)
/** Where the test server forwards envelopes: the fake receiver's project 42. */
const ENVELOPE_PATH = `/api${DSN.pathname}/envelope/`

type SentRequest = { url: string; method: string; body: string }

/** Every request the page makes from now on, with its body (replay payloads are binary; text is enough here). */
function recordRequests(page: Page): SentRequest[] {
  const sent: SentRequest[] = []
  page.on('request', (request) =>
    sent.push({ url: request.url(), method: request.method(), body: request.postDataBuffer()?.toString('utf8') ?? '' }),
  )
  return sent
}

async function openWithErrorReporting(page: Page, path = '/') {
  await page.goto(path)
  await page.locator('html[data-error-reporting-ready]').waitFor({ state: 'attached' })
}

const uniqueMessage = (label: string) => `e2e-sentry-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

/** An uncaught error from a task of the page, as a bug in an event handler would throw. */
async function throwUncaught(page: Page, message: string) {
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text)
    })
  }, message)
}

/** The lines of an envelope that are JSON: its header, item headers and JSON payloads. */
function envelopeJson(body: string): Record<string, unknown>[] {
  return body.split('\n').flatMap((line) => {
    try {
      const value: unknown = JSON.parse(line)
      return typeof value === 'object' && value !== null ? [value as Record<string, unknown>] : []
    } catch {
      return []
    }
  })
}

type ErrorEvent = { exception?: { values?: { value?: string }[] }; tags?: Record<string, string> }

/** The error event for `message` in an envelope the receiver got. */
function errorEvent(received: ReceivedRequest, message: string): ErrorEvent {
  const event = envelopeJson(received.body).find((item) =>
    (item as ErrorEvent).exception?.values?.some((value) => value.value === message),
  )
  expect(event, 'an error event with the thrown message').toBeDefined()
  return event as ErrorEvent
}

/** The envelope with the error event for `message` (later ones may name it in a breadcrumb). */
const reportOf = (message: string) => (request: ReceivedRequest) =>
  request.method === 'POST' &&
  request.path === ENVELOPE_PATH &&
  request.body.includes('{"type":"event"') &&
  request.body.includes(message)

const isHttp = (url: string) => /^https?:/.test(url)

// Each test its own address for the tunnel's per-IP limit, so the rest of the suite (all from
// 127.0.0.1) cannot use it up first.
test.describe('error reporting with consent (New York)', () => {
  test.use({ timezoneId: 'America/New_York', extraHTTPHeaders: { 'x-forwarded-for': '10.77.0.1' } })

  test('an uncaught error reaches the reporter through /api/monitoring, never from the browser directly', async ({
    page,
  }) => {
    const sent = recordRequests(page)
    await openWithErrorReporting(page)
    const message = uniqueMessage('accepted')
    await throwUncaught(page, message)

    const received = await waitForReceived(reportOf(message))
    expect(received.headers['content-type']).toBe('application/x-sentry-envelope')
    errorEvent(received, message)

    const carrying = sent.filter((request) => request.body.includes(message))
    expect(carrying.length).toBeGreaterThan(0)
    expect(carrying.filter((request) => request.method !== 'POST' || request.url !== TUNNEL)).toEqual([])
    // Other integrations may load after consent; none of the error reporter's traffic leaves our origin.
    expect(sent.filter((request) => isHttp(request.url) && new URL(request.url).origin === DSN.origin)).toEqual([])
    const envelopes = sent.filter((request) => request.method === 'POST' && request.body.includes('"sent_at"'))
    expect(envelopes.length).toBeGreaterThan(0)
    expect(envelopes.filter((request) => request.url !== TUNNEL)).toEqual([])
  })

  test('after consent, an error brings the replay of its session', async ({ page }) => {
    await openWithErrorReporting(page)
    await page.locator('html[data-replay-enabled]').waitFor({ state: 'attached' })
    const message = uniqueMessage('replayed')
    await throwUncaught(page, message)

    const replayId = errorEvent(await waitForReceived(reportOf(message)), message).tags?.replayId
    expect(replayId, 'the error names its replay').toBeTruthy()
    // The SDK holds a replay back until it is 5 s long, so this waits longer than most.
    const isItsReplay = (request: ReceivedRequest) =>
      request.path === ENVELOPE_PATH &&
      request.body.includes('"type":"replay_event"') &&
      request.body.includes(`"replay_id":"${replayId}"`)
    await expect.poll(async () => (await receivedRequests()).some(isItsReplay), { timeout: 30_000 }).toBe(true)
  })
})

test.describe('error reporting before consent (Berlin)', () => {
  test.use({ timezoneId: 'Europe/Berlin', extraHTTPHeaders: { 'x-forwarded-for': '10.77.0.2' } })

  test('an error is reported, nothing is replayed, and only our origin is contacted', async ({ page }) => {
    const sent = recordRequests(page)
    await openWithErrorReporting(page)
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible()
    const message = uniqueMessage('pending')
    await throwUncaught(page, message)

    const event = errorEvent(await waitForReceived(reportOf(message)), message)
    // A recording replay, buffering or not, names itself on every error it would keep.
    expect(event.tags?.replayId).toBeUndefined()
    await expect(page.locator('html[data-replay-enabled]')).toHaveCount(0)
    expect(sent.filter((request) => /"type":"replay_(event|recording)"/.test(request.body))).toEqual([])
    expect(
      sent
        .filter((request) => isHttp(request.url) && new URL(request.url).origin !== OUR_ORIGIN)
        .map((request) => request.url),
    ).toEqual([])
  })
})

test.describe('the /api/monitoring tunnel over HTTP @desktop', () => {
  const envelopeFor = (dsn: string) =>
    `${JSON.stringify({ event_id: 'f'.repeat(32), sent_at: new Date().toISOString(), dsn })}\n{"type":"event"}\n{"message":"e2e"}`

  test('answers 405 to other methods', async ({ request }) => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      expect((await request.fetch('/api/monitoring', { method })).status(), method).toBe(405)
    }
  })

  test('refuses an envelope for another project with 400 and a cross-site post with 403', async ({ request }) => {
    const foreign = await request.post('/api/monitoring', {
      headers: { 'x-forwarded-for': '10.77.0.3' },
      data: envelopeFor(`http://e2epublickey@127.0.0.1:${DSN.port}/43`),
    })
    expect(foreign.status()).toBe(400)
    const crossSite = await request.post('/api/monitoring', {
      headers: { origin: 'https://evil.example', 'x-forwarded-for': '10.77.0.3' },
      data: envelopeFor(E2E_INTEGRATIONS.SENTRY_DSN),
    })
    expect(crossSite.status()).toBe(403)
  })
})
