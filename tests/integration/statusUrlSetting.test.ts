import type { Payload, SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { seedGlobals } from '@/cms/seed/globals'
import { STATUS_URL_MESSAGE } from '@/lib/http/statusUrl'

import { loginToken, rest } from './helpers/apiRoutes'
import { bootPayload, type Booted } from './helpers/bootPayload'

// Outside a Next server revalidateTag throws and the hook would POST to a server on PORT.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag: () => undefined,
}))

/** Issue 16, finding 4: the status JSON URL an editor saves must be a public https address. */
describe('site settings: the status JSON URL', () => {
  let booted: Booted
  let payload: Payload
  let config: SanitizedConfig
  let editor: string

  beforeAll(async () => {
    booted = await bootPayload()
    payload = booted.payload
    config = payload.config
    await seedGlobals(payload)
    await payload.create({ collection: 'users', data: { email: 'status-editor@cipherwell.test', password: 'a long test password', roles: ['editor'] } })
    editor = await loginToken(payload, 'status-editor@cipherwell.test', 'a long test password')
  })
  afterAll(async () => {
    await booted?.shutdown()
  })

  const save = (statusJsonUrl: string) => rest(config, 'POST', '/globals/site-settings?depth=0', { token: editor, json: { statusJsonUrl } })

  it.each([
    'http://127.0.0.1:8080/internal',
    'https://127.0.0.1:8443/internal',
    'https://[::ffff:127.0.0.1]/internal',
    'https://169.254.169.254/latest/meta-data/',
    'https://localhost/status.json',
    'http://status.cipherwell.com/api/v2/status.json',
  ])('refuses %s with a 400 that says why, and keeps the stored value', async (url) => {
    const before = (await payload.findGlobal({ slug: 'site-settings' })).statusJsonUrl ?? null
    const { status, body } = await save(url)
    expect(status).toBe(400)
    expect(JSON.stringify(body)).toContain(STATUS_URL_MESSAGE)
    expect((await payload.findGlobal({ slug: 'site-settings' })).statusJsonUrl ?? null).toBe(before)
  })

  it('accepts a public https address, and clearing it', async () => {
    expect((await save('https://status.cipherwell.com/api/v2/status.json')).status).toBe(200)
    expect((await payload.findGlobal({ slug: 'site-settings' })).statusJsonUrl).toBe('https://status.cipherwell.com/api/v2/status.json')
    expect((await save('')).status).toBe(200)
  })
})
