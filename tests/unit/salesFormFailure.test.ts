import { afterEach, describe, expect, it, vi } from 'vitest'

import { SALES_EMAIL } from '@/features/sales-contact/copy'
import {
  CAPTCHA_BLOCKED_MESSAGE,
  failureMessage,
  SalesFormFailure,
  UNREACHABLE_MESSAGE,
  waitFor,
} from '@/features/sales-contact/failureMessage'
import type { SalesFormBody } from '@/features/sales-contact/schema'
import { sendSalesForm } from '@/features/sales-contact/sendSalesForm'

const BODY = { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', textField: 'Hi', context: 'c', token: 't' } as SalesFormBody

const answer = (status: number, body: string, headers: Record<string, string> = {}) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, { status, headers }))

afterEach(() => vi.restoreAllMocks())

describe('sendSalesForm', () => {
  it('answers field errors for the form to show', async () => {
    answer(400, JSON.stringify({ errors: { email: 'Please enter a valid email' } }))
    await expect(sendSalesForm(BODY)).resolves.toEqual({ sent: false, errors: { email: 'Please enter a valid email' } })
  })

  it('throws any other refusal with its status, Retry-After and the server’s own message', async () => {
    answer(429, JSON.stringify({ error: 'Too many requests; please try again later' }), { 'retry-after': '42' })
    await expect(sendSalesForm(BODY)).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 42,
      serverMessage: 'Too many requests; please try again later',
    })
  })

  it('throws a proxy’s HTML error page as a failure without a message', async () => {
    answer(502, '<html>Bad gateway</html>', { 'content-type': 'text/html' })
    const failure = await sendSalesForm(BODY).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(SalesFormFailure)
    expect(failure).toMatchObject({ status: 502, retryAfterSeconds: undefined, serverMessage: undefined })
  })
})

describe('failureMessage', () => {
  it('says when to retry after a rate limit', () => {
    expect(failureMessage(new SalesFormFailure(429, 42, undefined))).toBe(
      'Your message was not sent: too many messages came from your network just now. Please try again in 42 seconds.',
    )
    expect(failureMessage(new SalesFormFailure(429, undefined, undefined))).toContain('try again in a minute.')
  })

  it('gives the server’s own words when it could not store the message', () => {
    const server = 'We could not save your request right now. Please try again in a few minutes.'
    expect(failureMessage(new SalesFormFailure(503, 120, server))).toBe(`Your message was not sent. ${server}`)
  })

  it('asks for a reload on a refused origin, and offers the email for anything else', () => {
    expect(failureMessage(new SalesFormFailure(403, undefined, 'Cross-site requests are not accepted'))).toContain(
      'reload the page',
    )
    expect(failureMessage(new SalesFormFailure(500, undefined, undefined))).toBe(
      `Your message was not sent (error 500). Please try again, or write to us at ${SALES_EMAIL}.`,
    )
  })

  it('tells a visitor whose request never arrived to check the connection', () => {
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe(UNREACHABLE_MESSAGE)
  })

  it('gives the email address when the spam check cannot load', () => {
    expect(CAPTCHA_BLOCKED_MESSAGE).toContain(SALES_EMAIL)
  })
})

describe('waitFor', () => {
  it.each([
    [1, 'a second'],
    [30, '30 seconds'],
    [60, 'a minute'],
    [61, '2 minutes'],
    [300, '5 minutes'],
  ])('%i s reads "%s"', (seconds, words) => expect(waitFor(seconds)).toBe(words))
})
