import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import type { Env } from '../../lib/env'

export type FirstAdminResult = { created: false } | { created: true; email: string; generatedPassword?: string }

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com'

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD create that admin when no such user exists. Without them,
 * an empty user table gets one admin with a random password, which the caller prints once:
 * it is stored only as Payload's hash.
 */
export async function ensureFirstAdmin(payload: Payload, env: Env): Promise<FirstAdminResult> {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const existing = await payload.count({ collection: 'users', where: { email: { equals: env.ADMIN_EMAIL } } })
    if (existing.totalDocs > 0) return { created: false }
    await payload.create({
      collection: 'users',
      data: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, roles: ['admin'] },
    })
    return { created: true, email: env.ADMIN_EMAIL }
  }
  const users = await payload.count({ collection: 'users' })
  if (users.totalDocs > 0) return { created: false }
  const password = randomBytes(18).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email: DEFAULT_ADMIN_EMAIL, password, roles: ['admin'] },
  })
  return { created: true, email: DEFAULT_ADMIN_EMAIL, generatedPassword: password }
}
