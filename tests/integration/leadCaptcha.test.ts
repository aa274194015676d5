import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { type Booted } from './helpers/bootPayload'
import { bootLeads } from './helpers/bootLeads'
import { type Route } from './helpers/jsonEndpoints'
import { leadByReference, postJson, startFake, type Fake } from './helpers/leadHttp'

// A throwaway DATA_DIR until bootPayload sets the real one (see helpers/bootLeads.ts).
vi.hoisted(() => {
  process.env.DATA_DIR = '/tmp/cw-lead-tests-unbooted'
})

const SECRET = '0x0000000000000000000000000000000000000000'

/** hCaptcha's siteverify, faked: the token names the answer. */
const verifications: URLSearchParams[] = []
function fakeHcaptcha() {
  return startFake((req, body, res) => {
    const form = new URLSearchParams(body)
    verifications.push(form)
    const token = form.get('response')
    if (token === 'answer-500') return void res.writeHead(500).end('{"success":true}')
    if (token === 'hang-up') return void req.socket.destroy()
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ success: token === 'good-token' }))
  })
}

describe('POST /api/salesForm with hCaptcha configured', () => {
  let booted: Booted
  let payload: Payload
  let POST: Route
  let n = 0
  const lead = (token?: string) => {
    n += 1
    return { firstName: 'Alan', lastName: 'Turing', email: `alan.${n}@example.com`, textField: 'Hello', ...(token === undefined ? {} : { token }) }
  }
  const stored = () => payload.count({ collection: 'sales-contacts' }).then(({ totalDocs }) => totalDocs)
  const captchaOf = async (reference: unknown) => (await leadByReference(payload, 'sales-contacts', reference)).captcha

  let hcaptcha: Fake

  beforeAll(async () => {
    // The fake's port is the verify URL, so the env is set once it listens, before anything reads it.
    hcaptcha = await fakeHcaptcha()
    Object.assign(process.env, {
      HCAPTCHA_SECRET: SECRET,
      HCAPTCHA_VERIFY_URL: `${hcaptcha.url}/siteverify`,
      LEAD_RATE_LIMIT: '1000',
      CRM_ADAPTER: 'none',
    })
    for (const key of ['SITE_URL', 'CAPTCHA_DISABLED', 'REDIS_URL']) delete process.env[key]
    booted = await bootLeads()
    payload = booted.payload
    POST = (await import('@/app/api/salesForm/route')).POST
  })
  afterAll(async () => {
    await hcaptcha?.close()
    await booted?.shutdown()
  })

  it('stores the lead as verified when hCaptcha accepts the token, sending our secret but not the visitor IP', async () => {
    const { status, body } = await postJson(POST, '/api/salesForm', lead('good-token'))
    expect(status).toBe(200)
    expect(await captchaOf(body.id)).toBe('verified')
    const sent = verifications.at(-1)!
    expect(sent.get('secret')).toBe(SECRET)
    expect(sent.get('response')).toBe('good-token')
    expect(sent.has('remoteip')).toBe(false)
  })

  it('answers 400 on the token field and stores nothing when hCaptcha rejects the token', async () => {
    const before = await stored()
    const { status, body } = await postJson(POST, '/api/salesForm', lead('forged-token'))
    expect(status).toBe(400)
    expect(body).toEqual({ errors: { token: 'The captcha check failed; please try again' } })
    expect(await stored()).toBe(before)
  })

  it('answers 400 on the token field without asking hCaptcha when there is no token', async () => {
    const before = await stored()
    const asked = verifications.length
    for (const token of [undefined, '']) {
      const { status, body } = await postJson(POST, '/api/salesForm', lead(token))
      expect(status).toBe(400)
      expect(body).toEqual({ errors: { token: 'The captcha check failed; please try again' } })
    }
    expect(verifications.length).toBe(asked)
    expect(await stored()).toBe(before)
  })

  it('keeps the lead as unverifiable when hCaptcha answers 500 or hangs up', async () => {
    for (const token of ['answer-500', 'hang-up']) {
      const { status, body } = await postJson(POST, '/api/salesForm', lead(token))
      expect(status).toBe(200)
      expect(await captchaOf(body.id)).toBe('unverifiable')
    }
  })

  it('keeps the lead as unverifiable when hCaptcha cannot be reached at all', async () => {
    await hcaptcha.close()
    const { status, body } = await postJson(POST, '/api/salesForm', lead('good-token'))
    expect(status).toBe(200)
    expect(await captchaOf(body.id)).toBe('unverifiable')
  })
})
