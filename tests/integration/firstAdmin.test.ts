import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEFAULT_ADMIN_EMAIL, ensureFirstAdmin } from '@/cms/seed/firstAdmin'
import { parseEnv } from '@/lib/env'

import { bootPayload, type Booted } from './helpers/bootPayload'

describe('ensureFirstAdmin', () => {
  let booted: Booted
  let payload: Payload

  beforeAll(async () => {
    booted = await bootPayload()
    payload = booted.payload
  })
  afterAll(async () => {
    await booted?.shutdown()
  })

  const login = (email: string, password: string) => payload.login({ collection: 'users', data: { email, password } })

  describe('without ADMIN_EMAIL', () => {
    it('creates admin@example.com with a generated password that signs in, once', async () => {
      const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: booted.dataDir })
      const result = await ensureFirstAdmin(payload, env)
      if (!result.created) throw new Error('expected the first admin to be created')
      expect(result.email).toBe(DEFAULT_ADMIN_EMAIL)
      const password = result.generatedPassword ?? ''
      expect(password.length).toBeGreaterThanOrEqual(20)

      const { user, token } = await login(DEFAULT_ADMIN_EMAIL, password)
      expect(token).toEqual(expect.any(String))
      expect(user?.roles).toEqual(['admin'])
      // The password is really checked, so the login above proves the generated one was stored.
      await expect(login(DEFAULT_ADMIN_EMAIL, `${password}x`)).rejects.toThrow()

      expect(await ensureFirstAdmin(payload, env)).toEqual({ created: false })
      expect((await payload.count({ collection: 'users' })).totalDocs).toBe(1)
    })
  })

  describe('with ADMIN_EMAIL and ADMIN_PASSWORD', () => {
    it('creates that admin once, even when other users exist, and it signs in', async () => {
      const email = 'ops@cipherwell.test'
      const password = 'correct horse battery staple'
      const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: booted.dataDir, ADMIN_EMAIL: email, ADMIN_PASSWORD: password })

      expect(await ensureFirstAdmin(payload, env)).toEqual({ created: true, email })
      expect(await ensureFirstAdmin(payload, env)).toEqual({ created: false })
      expect((await payload.count({ collection: 'users', where: { email: { equals: email } } })).totalDocs).toBe(1)

      const { user } = await login(email, password)
      expect(user?.roles).toEqual(['admin'])
    })
  })
})
