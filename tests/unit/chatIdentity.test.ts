import { decodeProtectedHeader, jwtVerify } from 'jose'
import { afterEach, describe, expect, it, vi } from 'vitest'

type ChatIdentity = typeof import('@/features/integrations/chatIdentity')

const SECRET = 'chat-identity-secret-'.padEnd(40, 'x')
// The visitor id's MAC is keyed from PAYLOAD_SECRET (given here, so nothing is generated under data/).
const PAYLOAD_SECRET = 'payload-secret-for-chat-tests-'.padEnd(40, 'p')
const CONFIGURED = { INTERCOM_APP_ID: 'abc123', CHAT_IDENTITY_SECRET: SECRET, PAYLOAD_SECRET }
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const SITE = 'http://localhost:3000'

/** A fresh copy of the endpoint (and of getEnv's cache and the rate limiters) reading `vars`. */
async function load(vars: Record<string, string>): Promise<ChatIdentity> {
  for (const key of ['INTERCOM_APP_ID', 'CHAT_IDENTITY_SECRET', 'SITE_URL', 'REDIS_URL']) vi.stubEnv(key, undefined)
  vi.stubEnv('PAYLOAD_SECRET', PAYLOAD_SECRET)
  for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value)
  vi.resetModules()
  return import('@/features/integrations/chatIdentity')
}

let ips = 0
/** The browser's call from chat.ts: same-origin JSON, from an address no other test used. */
function call(method: 'POST' | 'DELETE', headers: Record<string, string> = {}) {
  ips += 1
  return new Request(`${SITE}/api/chat/identity`, {
    method,
    headers: {
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': `10.7.${ips >> 8}.${ips & 255}`,
      ...headers,
    },
    body: '{}',
  })
}

type Identity = { userId: string; token: string }
const cookieValue = (setCookie: string | null) => /^cipherwell_chat=([^;]*);/.exec(setCookie ?? '')?.[1]
/** The cookie's value: the visitor id and its HMAC-SHA256 (base64url). */
const SIGNED = (userId: string) => new RegExp(`^${userId}\\.[A-Za-z0-9_-]{43}$`)

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('issueChatIdentity (POST /api/chat/identity)', () => {
  it('is 404 when chat is not configured', async () => {
    const { issueChatIdentity } = await load({})
    const response = await issueChatIdentity(call('POST'))
    expect(response.status).toBe(404)
    expect(response.headers.get('set-cookie')).toBeNull()
    const onlySecret = await load({ CHAT_IDENTITY_SECRET: SECRET })
    expect((await onlySecret.issueChatIdentity(call('POST'))).status).toBe(404)
  })

  it('answers a new visitor id and an HS256 token of { user_id } signed with the secret, valid for an hour', async () => {
    const { issueChatIdentity } = await load(CONFIGURED)
    const before = Math.floor(Date.now() / 1000)
    const response = await issueChatIdentity(call('POST'))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = (await response.json()) as Identity
    expect(Object.keys(body).sort()).toEqual(['token', 'userId'])
    expect(body.userId).toMatch(UUID_V4)
    expect(decodeProtectedHeader(body.token)).toEqual({ alg: 'HS256', typ: 'JWT' })
    const { payload } = await jwtVerify(body.token, new TextEncoder().encode(SECRET), { algorithms: ['HS256'] })
    expect(payload.user_id).toBe(body.userId)
    expect(payload.iat).toBeGreaterThanOrEqual(before)
    expect(payload.exp! - payload.iat!).toBe(3600)
    expect(Math.abs(payload.exp! - (before + 3600))).toBeLessThanOrEqual(5)
    await expect(jwtVerify(body.token, new TextEncoder().encode(SECRET.replace('x', 'y')))).rejects.toThrow()
  })

  it('keeps the id in an HttpOnly cookie that only /api/chat receives', async () => {
    const { issueChatIdentity } = await load(CONFIGURED)
    const response = await issueChatIdentity(call('POST'))
    const { userId } = (await response.json()) as Identity
    const value = cookieValue(response.headers.get('set-cookie'))!
    expect(value).toMatch(SIGNED(userId))
    expect(response.headers.get('set-cookie')).toBe(
      `cipherwell_chat=${value}; Path=/api/chat; Max-Age=31536000; HttpOnly; SameSite=Lax`,
    )
  })

  it('marks the cookie Secure on an https site', async () => {
    const { issueChatIdentity } = await load({ ...CONFIGURED, SITE_URL: 'https://www.cipherwell.com' })
    const response = await issueChatIdentity(call('POST'))
    const { userId } = (await response.json()) as Identity
    const value = cookieValue(response.headers.get('set-cookie'))!
    expect(value).toMatch(SIGNED(userId))
    expect(response.headers.get('set-cookie')).toBe(
      `cipherwell_chat=${value}; Path=/api/chat; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure`,
    )
  })

  it('gives a returning visitor the same id', async () => {
    const { issueChatIdentity } = await load(CONFIGURED)
    const first = await issueChatIdentity(call('POST'))
    const cookie = cookieValue(first.headers.get('set-cookie'))
    const { userId } = (await first.json()) as Identity
    expect(cookie).toMatch(SIGNED(userId))
    const again = await issueChatIdentity(
      call('POST', { cookie: `cookie-permissions=accepted; cipherwell_chat=${cookie}; _ga=1` }),
    )
    const second = (await again.json()) as Identity
    expect(second.userId).toBe(userId)
    const { payload } = await jwtVerify(second.token, new TextEncoder().encode(SECRET))
    expect(payload.user_id).toBe(userId)
    expect(cookieValue(again.headers.get('set-cookie'))).toBe(cookie)
  })

  it('ignores a forged cookie value that is not a v4 uuid, and issues a new id', async () => {
    const { issueChatIdentity } = await load(CONFIGURED)
    for (const forged of [
      'admin',
      '1',
      'user@example.com',
      '00000000-0000-1000-8000-000000000000',
      crypto.randomUUID().toUpperCase(),
    ]) {
      const response = await issueChatIdentity(call('POST', { cookie: `cipherwell_chat=${forged}` }))
      const { userId } = (await response.json()) as Identity
      expect(userId).not.toBe(forged)
      expect(userId).toMatch(UUID_V4)
      expect(cookieValue(response.headers.get('set-cookie'))).toMatch(SIGNED(userId))
    }
  })

  it('mints no token for a visitor id the server did not sign: a bare id, a tampered or foreign MAC, an id in the body', async () => {
    const { issueChatIdentity } = await load(CONFIGURED)
    const issued = await issueChatIdentity(call('POST'))
    const { userId: victim } = (await issued.json()) as Identity
    const signed = cookieValue(issued.headers.get('set-cookie'))!
    const mac = signed.split('.')[1]!
    const other = await load({ ...CONFIGURED, PAYLOAD_SECRET: PAYLOAD_SECRET.replace('p', 'q') })
    const foreign = cookieValue((await other.issueChatIdentity(call('POST'))).headers.get('set-cookie'))!
    const { issueChatIdentity: issue } = await load(CONFIGURED)
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`
    for (const forged of [
      victim, // the id alone, as the old cookie held it: anyone who learned it could set it
      `${victim}.${flipped}`,
      `${victim}.${mac}.${mac}`,
      `${crypto.randomUUID()}.${mac}`, // the victim's MAC on another id
      `${foreign.split('.')[0]}.${foreign.split('.')[1]}`, // signed with another secret
    ]) {
      const response = await issue(call('POST', { cookie: `cipherwell_chat=${forged}` }))
      const body = (await response.json()) as Identity
      expect(body.userId).not.toBe(victim)
      expect(body.userId).not.toBe(forged.split('.')[0])
      const { payload } = await jwtVerify(body.token, new TextEncoder().encode(SECRET))
      expect(payload.user_id).toBe(body.userId)
      expect(cookieValue(response.headers.get('set-cookie'))).toMatch(SIGNED(body.userId))
    }
    const viaBody = new Request(`${SITE}/api/chat/identity`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', 'x-forwarded-for': '10.7.255.1' },
      body: JSON.stringify({ userId: victim, user_id: victim }),
    })
    expect(((await (await issue(viaBody)).json()) as Identity).userId).not.toBe(victim)
    // The signed cookie itself still works.
    const back = await issue(call('POST', { cookie: `cipherwell_chat=${signed}` }))
    expect(((await back.json()) as Identity).userId).toBe(victim)
  })

  it('ignores another cookie’s uuid', async () => {
    const { issueChatIdentity } = await load(CONFIGURED)
    const other = crypto.randomUUID()
    const response = await issueChatIdentity(
      call('POST', { cookie: `cipherwell-visitor-id=${other}; xcipherwell_chat=${other}` }),
    )
    expect(((await response.json()) as Identity).userId).not.toBe(other)
  })

  it('refuses a cross-site request with 403, without a cookie', async () => {
    const { issueChatIdentity } = await load(CONFIGURED)
    const response = await issueChatIdentity(call('POST', { 'sec-fetch-site': 'cross-site' }))
    expect(response.status).toBe(403)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect((await issueChatIdentity(call('POST', { 'sec-fetch-site': 'same-site' }))).status).toBe(403)
  })

  it('refuses another content type with 415', async () => {
    const { issueChatIdentity } = await load(CONFIGURED)
    expect((await issueChatIdentity(call('POST', { 'content-type': 'text/plain' }))).status).toBe(415)
  })
})

describe('forgetChatIdentity (DELETE /api/chat/identity)', () => {
  it('answers 204 and expires the cookie', async () => {
    const { forgetChatIdentity } = await load(CONFIGURED)
    const response = await forgetChatIdentity(call('DELETE', { cookie: `cipherwell_chat=${crypto.randomUUID()}` }))
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
    expect(response.headers.get('set-cookie')).toBe(
      'cipherwell_chat=; Path=/api/chat; Max-Age=0; HttpOnly; SameSite=Lax',
    )
  })

  it('refuses a cross-site request with 403, leaving the cookie', async () => {
    const { forgetChatIdentity } = await load(CONFIGURED)
    const response = await forgetChatIdentity(call('DELETE', { 'sec-fetch-site': 'cross-site' }))
    expect(response.status).toBe(403)
    expect(response.headers.get('set-cookie')).toBeNull()
  })
})

describe('the route /api/chat/identity', () => {
  it('issues a signed id, honours it on return, and gives a tampered cookie a new id', async () => {
    vi.stubEnv('PAYLOAD_SECRET', PAYLOAD_SECRET)
    await load(CONFIGURED)
    const { POST } = await import('@/app/api/chat/identity/route')
    const first = await POST(call('POST'))
    expect(first.status).toBe(200)
    const { userId } = (await first.json()) as Identity
    const cookie = cookieValue(first.headers.get('set-cookie'))!
    const again = (await (await POST(call('POST', { cookie: `cipherwell_chat=${cookie}` }))).json()) as Identity
    expect(again.userId).toBe(userId)
    const tampered = `${crypto.randomUUID()}.${cookie.split('.')[1]}`
    const fresh = await POST(call('POST', { cookie: `cipherwell_chat=${tampered}` }))
    const renewed = (await fresh.json()) as Identity
    expect(renewed.userId).not.toBe(userId)
    expect(renewed.userId).not.toBe(tampered.split('.')[0])
    expect(cookieValue(fresh.headers.get('set-cookie'))).toMatch(SIGNED(renewed.userId))
  })
})
