import crypto from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { bootPayload, type Booted } from './helpers/bootPayload'
import { postJson } from './helpers/cmsRoute'

/*
 * Pentest 33, finding 7: a wrong password for a known account took 85–95 ms, for an unknown
 * address 6 ms, because only the first was hashed. Timing it here would be flaky on a shared
 * machine, so this counts the hashing instead: every PBKDF2 run, Payload's and ours, with the
 * parameters that make its cost. The spy is set before the app is imported, as
 * src/cms/auth/passwordHash.ts takes crypto.pbkdf2 when it loads.
 */
const pbkdf2 = vi.spyOn(crypto, 'pbkdf2')

const PASSWORD = 'a long test password'

let booted: Booted

beforeAll(async () => {
  booted = await bootPayload()
  for (const email of ['known@cipherwell.test', 'other@cipherwell.test'])
    await booted.payload.create({ collection: 'users', data: { email, password: PASSWORD, roles: ['editor'] } })
})
afterAll(async () => {
  await booted?.shutdown()
  pbkdf2.mockRestore()
})

/** The answer to a sign-in, and the PBKDF2 runs it cost: iterations, key length and digest of each. */
async function signIn(email: string, password: string) {
  pbkdf2.mockClear()
  const { status, body } = await postJson('/users/login', { email, password })
  const runs = pbkdf2.mock.calls.map(([, , iterations, keyLength, digest]) => ({ iterations, keyLength, digest }))
  return { status, body, runs }
}

describe('sign-in does the same hashing whether the account exists or not', () => {
  it('hashes the password for an unknown address as for a known one with a wrong password, and answers alike', async () => {
    const known = await signIn('known@cipherwell.test', 'not the password')
    const unknown = await signIn('nobody@cipherwell.test', 'not the password')
    expect(known.runs).toHaveLength(1)
    expect(unknown.runs).toEqual(known.runs)
    expect(unknown).toMatchObject({ status: 401, body: known.body })
  })

  it('hashes once, not twice, for a known address however it is typed, and for the right password', async () => {
    expect((await signIn('  OTHER@Cipherwell.test ', 'not the password')).runs).toHaveLength(1)
    const right = await signIn('other@cipherwell.test', PASSWORD)
    expect(right).toMatchObject({ status: 200, runs: [expect.anything()] })
  })

  it('hashes nothing when Payload refuses the request before looking anyone up', async () => {
    for (const email of ['known@cipherwell.test', 'nobody@cipherwell.test']) {
      const { status, runs } = await signIn(email, '  ')
      expect(status).toBe(400)
      expect(runs).toEqual([])
    }
  })
})
