import { getPayload, type Payload } from 'payload'

import config from '../../src/cms/payload.config'
import { ensureFirstAdmin } from '../../src/cms/seed/firstAdmin'
import type { Env } from '../../src/lib/env'
import { oneInstanceAtATime } from './preparationLock'

/**
 * Apply committed migrations, create the first admin, and seed an empty database, one instance
 * at a time (instances started together wait for the first, then find nothing left to do).
 */
export async function prepareDatabase(env: Env): Promise<void> {
  const payload = await getPayload({ config })
  try {
    await oneInstanceAtATime(payload, () => prepare(payload, env))
  } finally {
    await payload.destroy()
    // The PostgreSQL adapter's destroy() leaves its pool open: close its idle clients now (the one
    // it keeps checked out goes when the caller's process exits; see scripts/prepare-db.ts).
    void (payload.db as { pool?: { end: () => Promise<void> } }).pool?.end()
  }
}

async function prepare(payload: Payload, env: Env): Promise<void> {
  await payload.db.migrate()
  const admin = await ensureFirstAdmin(payload, env)
  if (admin.created && admin.generatedPassword) {
    console.log(
      `\nCreated the first admin user. This password is shown once; sign in at /admin and change it.\n` +
        `  email:    ${admin.email}\n  password: ${admin.generatedPassword}\n`,
    )
  } else if (admin.created) {
    console.log(`Created admin user ${admin.email} from ADMIN_EMAIL.`)
  }
  const pages = await payload.count({ collection: 'pages', overrideAccess: true })
  if (pages.totalDocs === 0) {
    // Loaded only for an empty database: every other start skips the seed copy and its PDF layout.
    const { seed } = await import('../../src/cms/seed')
    const created = await seed(payload)
    const counts = Object.entries(created).map(([collection, count]) => `${count} ${collection}`)
    console.log(`Seeded ${counts.join(', ')}.`)
  }
}
