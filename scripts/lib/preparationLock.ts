import type { Payload } from 'payload'

/**
 * The PostgreSQL advisory lock held while an instance migrates and seeds. Any 64-bit constant
 * of ours would do; it only has to differ from other advisory locks on the same database.
 */
export const PREPARATION_LOCK_KEY = 4_217_771_003

type PoolClient = {
  query: (sql: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>
  release: () => void
}

/**
 * Runs `work` (migrate, first admin, seed) while no other instance does: replicas started at
 * the same moment against an empty PostgreSQL (an orchestrator's first deploy) queue here, the
 * first migrates and seeds, and the rest find a current, seeded database and only serve.
 * A session-level lock on a connection of its own: it goes when the session does, so an
 * instance killed while preparing frees it, and the next one carries on from the committed
 * migrations. Payload has no lock of its own around migrate().
 *
 * SQLite is not locked: its file lives on one host under one data directory, and the README
 * runs one instance per data directory; scaling out is PostgreSQL's job.
 */
export async function oneInstanceAtATime<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  const pool = (payload.db as unknown as { pool?: { connect: () => Promise<PoolClient> } }).pool
  if (!pool) return work()
  const client = await pool.connect()
  try {
    const first = await client.query('select pg_try_advisory_lock($1) as locked', [PREPARATION_LOCK_KEY])
    if (first.rows[0]?.locked !== true) {
      console.log('Another instance is preparing the database; waiting for it to finish.')
      await client.query('select pg_advisory_lock($1)', [PREPARATION_LOCK_KEY])
    }
    return await work()
  } finally {
    await client.query('select pg_advisory_unlock($1)', [PREPARATION_LOCK_KEY]).catch(() => undefined)
    client.release()
  }
}
