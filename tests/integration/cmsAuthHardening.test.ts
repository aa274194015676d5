import { Redis } from 'ioredis'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/cms/payload-types'

import { decodedMail, startFakeSmtp, type FakeSmtp } from '../helpers/fakeSmtp'
import { bootPayload, type Booted } from './helpers/bootPayload'
import { cmsGraphql, cmsRest, postJson, randomIp } from './helpers/cmsRoute'

/*
 * Sign-in and session attacks from issue 16 (and issue 33's findings 3 and 10, at the end), replayed through the app's own Payload routes:
 * a session cookie sent from a foreign origin (2), the password reset (6), unlocking as a
 * non-admin (7) and password guessing from one address (8).
 */

const SITE = 'https://www.cipherwell.test'
const LIMIT = 6
const PASSWORD = 'a long test password'
const ENV = {
  SITE_URL: SITE,
  AUTH_RATE_LIMIT: String(LIMIT),
  AUTH_RATE_WINDOW_SECONDS: '900',
  REDIS_URL: 'redis://127.0.0.1:6379',
  EMAIL_FROM_ADDRESS: 'website@cipherwell.test',
  // The aliased-login case below goes through GraphQL, which is off by default.
  GRAPHQL_ENABLED: 'true',
}

/** The admins' mail server, faked: it keeps every message. */
let smtp: FakeSmtp

let booted: Booted
let payload: Payload
let users: Record<'admin' | 'editor' | 'sales', User>
const saved: Record<string, string | undefined> = {}

beforeAll(async () => {
  smtp = await startFakeSmtp()
  for (const key of [...Object.keys(ENV), 'SMTP_URL', 'ADMIN_URL']) saved[key] = process.env[key]
  delete process.env.ADMIN_URL
  Object.assign(process.env, ENV, { SMTP_URL: smtp.url })
  booted = await bootPayload()
  payload = booted.payload
  const make = (role: User['roles'][number]) =>
    payload.create({
      collection: 'users',
      data: { email: `${role}@cipherwell.test`, password: PASSWORD, roles: [role] },
    })
  users = { admin: await make('admin'), editor: await make('editor'), sales: await make('sales') }
})
afterAll(async () => {
  await booted?.shutdown()
  await smtp?.close()
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
})

const login = (email: string, password: string, ip = randomIp()) =>
  postJson('/users/login', { email, password }, { ip, headers: { origin: SITE } })

async function sessionCookie(email: string): Promise<string> {
  const answer = await login(email, PASSWORD)
  expect(answer.status).toBe(200)
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('payload-token='))
  if (!cookie) throw new Error('no session cookie')
  return cookie
}

const tokenOf = (cookie: string) => cookie.split(';')[0]!

const userCount = async (email: string) =>
  (await payload.count({ collection: 'users', where: { email: { equals: email } } })).totalDocs

describe('finding 2: the session cookie counts only from the site’s own origin', () => {
  it('is HttpOnly, SameSite=Lax and Secure on an https site', async () => {
    const cookie = await sessionCookie(users.admin.email)
    expect(cookie).toMatch(/;\s*HttpOnly/i)
    expect(cookie).toMatch(/;\s*SameSite=Lax/i)
    expect(cookie).toMatch(/;\s*Secure/i)
  })

  it('ignores the admin’s cookie on a JSON write from a foreign or sibling origin', async () => {
    const cookie = tokenOf(await sessionCookie(users.admin.email))
    for (const origin of ['https://evil.example', 'https://blog.cipherwell.test', 'http://www.cipherwell.test']) {
      const email = `forged-${new URL(origin).hostname}@cipherwell.test`
      const answer = await postJson(
        '/users',
        { email, password: PASSWORD, roles: ['admin'] },
        { headers: { cookie, origin } },
      )
      expect(answer.status, origin).toBe(403)
      expect(await userCount(email)).toBe(0)
    }
  })

  it('ignores it on a multipart _payload form (sent by browsers without a preflight)', async () => {
    const cookie = tokenOf(await sessionCookie(users.admin.email))
    const form = new FormData()
    form.append(
      '_payload',
      JSON.stringify({ email: 'forged-form@cipherwell.test', password: PASSWORD, roles: ['admin'] }),
    )
    const answer = await cmsRest('/users', {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example' },
      body: form,
    })
    expect(answer.status).toBe(403)
    expect(await userCount('forged-form@cipherwell.test')).toBe(0)
  })

  it('ignores it without an Origin when the browser says the request is cross-site', async () => {
    const cookie = tokenOf(await sessionCookie(users.admin.email))
    const answer = await postJson(
      '/users',
      { email: 'forged-nav@cipherwell.test', password: PASSWORD, roles: ['editor'] },
      { headers: { cookie, 'sec-fetch-site': 'cross-site' } },
    )
    expect(answer.status).toBe(403)
    expect(await userCount('forged-nav@cipherwell.test')).toBe(0)
  })

  it('still accepts the cookie from the site itself, and lets only the site read answers cross-origin', async () => {
    const cookie = tokenOf(await sessionCookie(users.admin.email))
    const made = await postJson(
      '/users',
      { email: 'made-by-admin@cipherwell.test', password: PASSWORD, roles: ['editor'] },
      { headers: { cookie, origin: SITE } },
    )
    expect(made.status).toBe(201)
    const own = await cmsRest('/users/me', { headers: { cookie, origin: SITE } })
    expect(own.headers.get('access-control-allow-origin')).toBe(SITE)
    expect((own.body.user as User).email).toBe(users.admin.email)
    const foreign = await cmsRest('/users/me', { headers: { cookie, origin: 'https://evil.example' } })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
    expect(foreign.body.user).toBeNull()
  })
})

describe('finding 6: password reset', () => {
  it('answers known and unknown emails alike, mails an absolute link, and the reset completes', async () => {
    const mails = smtp.mails
    mails.length = 0
    const known = await postJson('/users/forgot-password', { email: users.editor.email }, { headers: { origin: SITE } })
    const unknown = await postJson(
      '/users/forgot-password',
      { email: 'nobody@cipherwell.test' },
      { headers: { origin: SITE } },
    )
    expect(known).toMatchObject({ status: 200 })
    expect(unknown.status).toBe(200)
    expect(unknown.body).toEqual(known.body)

    expect(mails).toHaveLength(1)
    expect(mails[0]!.to).toEqual([users.editor.email])
    const link = /https:\/\/www\.cipherwell\.test\/admin\/reset\/([0-9a-f]+)/.exec(decodedMail(mails[0]!.raw))
    expect(link, decodedMail(mails[0]!.raw)).not.toBeNull()

    const newPassword = 'a brand new long password'
    const reset = await postJson(
      '/users/reset-password',
      { token: link![1], password: newPassword },
      { headers: { origin: SITE } },
    )
    expect(reset.status).toBe(200)
    expect((await login(users.editor.email, newPassword)).status).toBe(200)
    expect((await login(users.editor.email, PASSWORD)).status).toBe(401)
    // The token is spent.
    const again = await postJson(
      '/users/reset-password',
      { token: link![1], password: PASSWORD },
      { headers: { origin: SITE } },
    )
    expect(again.status).toBeGreaterThanOrEqual(400)
    expect(again.status).toBeLessThan(500)
    await payload.update({ collection: 'users', id: users.editor.id, data: { password: PASSWORD } })
  })
})

describe('finding 6: a mail server that refuses the reset email', () => {
  it('gives the same 200 for a known account as for an unknown one, and sends the link once mail works', async () => {
    const mails = smtp.mails
    mails.length = 0
    // A fresh account: the editor above is within Payload's 15 s between one account's requests.
    const email = 'refused@cipherwell.test'
    await payload.create({ collection: 'users', data: { email, password: PASSWORD, roles: ['editor'] } })
    smtp.refuse(1)
    const known = await postJson('/users/forgot-password', { email }, { headers: { origin: SITE } })
    const unknown = await postJson(
      '/users/forgot-password',
      { email: 'nobody-else@cipherwell.test' },
      { headers: { origin: SITE } },
    )
    expect(known.status).toBe(200)
    expect(known.body).toEqual(unknown.body)
    expect(smtp.pendingRefusals()).toBe(0)
    expect(mails).toHaveLength(0)

    // Once mail works again, a request is mailed as before (here another account's: Payload
    // keeps 15 s between one account's requests).
    expect(
      (await postJson('/users/forgot-password', { email: users.sales.email }, { headers: { origin: SITE } })).status,
    ).toBe(200)
    expect(mails.map((mail) => mail.to)).toEqual([[users.sales.email]])
    expect(decodedMail(mails[0]!.raw)).toMatch(/https:\/\/www\.cipherwell\.test\/admin\/reset\/[0-9a-f]+/)
  })

  it('sends nothing when the caller asks for no email (the local API)', async () => {
    smtp.mails.length = 0
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: users.sales.email },
      disableEmail: true,
    })
    expect(token).toMatch(/^[0-9a-f]+$/)
    expect(smtp.mails).toHaveLength(0)
  })
})

/** Locks `email` the way a guesser does: five wrong passwords, each from another address. */
async function lockOut(email: string) {
  for (let attempt = 0; attempt < 5; attempt++) expect((await login(email, 'wrong password')).status).toBe(401)
  const answer = await login(email, PASSWORD)
  expect(answer.status).toBe(401)
  expect(JSON.stringify(answer.body)).toMatch(/locked/i)
}

const lockUntil = async (id: number) => {
  const [row] = (
    await payload.find({ collection: 'users', where: { id: { equals: id } }, showHiddenFields: true, limit: 1 })
  ).docs as (User & { lockUntil?: string | null })[]
  return row?.lockUntil ? new Date(row.lockUntil).getTime() : null
}

describe('finding 7: unlocking an account is for admins only', () => {
  it('refuses sales and editors, and lets an admin unlock', async () => {
    const owner = await payload.create({
      collection: 'users',
      data: { email: 'locked-owner@cipherwell.test', password: PASSWORD, roles: ['editor'] },
    })
    await lockOut(owner.email)
    const until = await lockUntil(owner.id)
    // The lock is short (finding 8): the owner is back within five minutes.
    expect(until! - Date.now()).toBeGreaterThan(4 * 60_000)
    expect(until! - Date.now()).toBeLessThanOrEqual(5 * 60_000)

    for (const role of ['sales', 'editor'] as const) {
      const cookie = tokenOf(await sessionCookie(users[role].email))
      const answer = await postJson('/users/unlock', { email: owner.email }, { headers: { cookie, origin: SITE } })
      expect(answer.status, role).toBe(403)
      expect(await lockUntil(owner.id)).toBe(until)
    }
    const admin = tokenOf(await sessionCookie(users.admin.email))
    const unlocked = await postJson(
      '/users/unlock',
      { email: owner.email },
      { headers: { cookie: admin, origin: SITE } },
    )
    expect(unlocked.status).toBe(200)
    expect(await lockUntil(owner.id)).toBeNull()
    expect((await login(owner.email, PASSWORD)).status).toBe(200)
  })
})

describe('finding 8: sign-in routes are throttled per address', () => {
  it('stops a password spray across accounts from one address with 429 and Retry-After', async () => {
    const ip = randomIp()
    for (let attempt = 0; attempt < LIMIT; attempt++) {
      expect((await login(`guess-${attempt}@cipherwell.test`, 'Winter2026!', ip)).status).toBe(401)
    }
    const refused = await login(users.sales.email, PASSWORD, ip)
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(900)
    // Another address is not affected, and nobody's account was locked by the spray.
    expect((await login(users.sales.email, PASSWORD)).status).toBe(200)
  })

  it('does not count successful logins, so an office behind one address keeps signing in', async () => {
    const ip = randomIp()
    for (let attempt = 0; attempt < LIMIT + 3; attempt++)
      expect((await login(users.admin.email, PASSWORD, ip)).status).toBe(200)
  })

  it('throttles password-reset requests and unlocks per address too', async () => {
    const ip = randomIp()
    for (let attempt = 0; attempt < LIMIT; attempt++) {
      const answer = await postJson('/users/forgot-password', { email: `nobody-${attempt}@cipherwell.test` }, { ip })
      expect(answer.status).toBe(200)
    }
    const refused = await postJson('/users/forgot-password', { email: 'nobody@cipherwell.test' }, { ip })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)

    const admin = tokenOf(await sessionCookie(users.admin.email))
    const unlockIp = randomIp()
    for (let attempt = 0; attempt < LIMIT; attempt++) {
      const answer = await postJson(
        '/users/unlock',
        { email: users.sales.email },
        { ip: unlockIp, headers: { cookie: admin, origin: SITE } },
      )
      expect(answer.status).toBe(200)
    }
    const unlock = await postJson(
      '/users/unlock',
      { email: users.sales.email },
      { ip: unlockIp, headers: { cookie: admin, origin: SITE } },
    )
    expect(unlock.status).toBe(429)
  })

  it('counts each aliased login in one GraphQL request as an attempt', async () => {
    const guesses = Array.from(
      { length: LIMIT + 1 },
      (_, i) => `g${i}: loginUser(email: "${users.sales.email}", password: "guess ${i}") { token }`,
    )
    const answer = await cmsGraphql(`mutation { ${guesses.join(' ')} }`)
    expect(answer.status).toBe(429)
    expect(await lockUntil(users.sales.id)).toBeNull()
  })

  it('keeps the count in Redis when REDIS_URL is set, so every instance shares it', async () => {
    const ip = randomIp()
    expect((await login('guess@cipherwell.test', 'wrong', ip)).status).toBe(401)
    const redis = new Redis(ENV.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 })
    try {
      await redis.connect()
      const key = `cipherwell:auth-rate:login:${ip}`
      expect(await redis.get(key)).toBe('1')
      await redis.del(key)
    } finally {
      redis.disconnect()
    }
  })
})

describe('issue 33, finding 3: the throttle is not walked around by letter case', () => {
  it('counts /users/LOGIN with /users/login, and refuses both once the allowance is spent', async () => {
    const ip = randomIp()
    for (let attempt = 0; attempt < LIMIT; attempt++) {
      expect((await login(`case-${attempt}@cipherwell.test`, 'Winter2026!', ip)).status).toBe(401)
    }
    expect((await login(users.sales.email, PASSWORD, ip)).status).toBe(429)
    for (const path of ['/users/LOGIN', '/users/Login', '/users/login/']) {
      const answer = await postJson(path, { email: users.sales.email, password: PASSWORD }, { ip, headers: { origin: SITE } })
      expect(answer.status, path).toBe(429)
    }
  })

  it('throttles /users/Forgot-Password as its lower-case route', async () => {
    smtp.mails.length = 0
    const ip = randomIp()
    const answers = []
    for (let attempt = 0; attempt < LIMIT + 3; attempt++) {
      answers.push((await postJson('/users/Forgot-Password', { email: `nobody-${attempt}@cipherwell.test` }, { ip })).status)
    }
    expect(answers.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200))
    expect(answers.slice(LIMIT)).toEqual([429, 429, 429])
    expect((await postJson('/users/forgot-password', { email: users.sales.email }, { ip })).status).toBe(429)
    expect(smtp.mails).toHaveLength(0)
  })
})

describe('issue 33, finding 10: a session alone does not take the account', () => {
  const patchSelf = (user: User, cookie: string, data: Record<string, unknown>) =>
    cmsRest(`/users/${user.id}`, {
      method: 'PATCH',
      headers: { cookie, origin: SITE, 'content-type': 'application/json' },
      body: JSON.stringify(data),
    })
  const fieldError = (answer: { body: Record<string, unknown> }) =>
    (answer.body.errors as { data?: { errors?: { path: string; message: string }[] } }[] | undefined)?.[0]?.data?.errors?.[0]

  it('refuses a new password or email without the current password, at the field', async () => {
    const owner = await payload.create({
      collection: 'users',
      data: { email: 'stolen-session@cipherwell.test', password: PASSWORD, roles: ['editor'] },
    })
    const cookie = tokenOf(await sessionCookie(owner.email))
    for (const change of [{ password: 'the attacker’s password' }, { email: 'attacker@evil.test' }]) {
      const answer = await patchSelf(owner, cookie, change)
      expect(answer.status, JSON.stringify(change)).toBe(400)
      expect(fieldError(answer)).toEqual({ path: 'currentPassword', message: 'Enter your current password to change your email or password.' })
      const wrong = await patchSelf(owner, cookie, { ...change, currentPassword: 'a guess' })
      expect(wrong.status).toBe(400)
      expect(fieldError(wrong)).toEqual({ path: 'currentPassword', message: 'That is not your current password.' })
    }
    expect((await login(owner.email, PASSWORD)).status).toBe(200)
    expect((await login(owner.email, 'the attacker’s password')).status).toBe(401)
    // Other changes to one's own account need nothing more.
    expect((await patchSelf(owner, cookie, { name: 'Renamed' })).status).toBe(200)
  })

  it('counts each try of the current password as a sign-in attempt from the address', async () => {
    const owner = await payload.create({
      collection: 'users',
      data: { email: 'guessed-current@cipherwell.test', password: PASSWORD, roles: ['sales'] },
    })
    const cookie = tokenOf(await sessionCookie(owner.email))
    const ip = randomIp()
    const guess = (currentPassword: string) =>
      cmsRest(`/users/${owner.id}`, {
        method: 'PATCH',
        ip,
        headers: { cookie, origin: SITE, 'content-type': 'application/json' },
        body: JSON.stringify({ password: 'new long password', currentPassword }),
      })
    for (let attempt = 0; attempt < LIMIT; attempt++) expect((await guess(`guess ${attempt}`)).status).toBe(400)
    const refused = await guess(PASSWORD)
    expect(refused.status).toBe(429)
    expect((await login(owner.email, PASSWORD)).status).toBe(200)
  })

  it('changes both with the current password, and lets an admin reset another account without it', async () => {
    const owner = await payload.create({
      collection: 'users',
      data: { email: 'owner-changes@cipherwell.test', password: PASSWORD, roles: ['editor'] },
    })
    const cookie = tokenOf(await sessionCookie(owner.email))
    const changed = await patchSelf(owner, cookie, { email: 'owner-moved@cipherwell.test', password: 'a new long password', currentPassword: PASSWORD })
    expect(changed.status).toBe(200)
    expect((await login('owner-moved@cipherwell.test', 'a new long password')).status).toBe(200)

    const admin = tokenOf(await sessionCookie(users.admin.email))
    expect((await patchSelf(owner, admin, { password: PASSWORD })).status).toBe(200)
    expect((await login('owner-moved@cipherwell.test', PASSWORD)).status).toBe(200)
    // The admin's own account is guarded like everyone's.
    expect((await patchSelf(users.admin, admin, { password: 'admin’s new password' })).status).toBe(400)
  })
})
