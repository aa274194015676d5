import type { Payload } from 'payload'

/** The PostgreSQL advisory lock that is the jobs lease (scripts/lib/preparationLock.ts holds the one before it). */
export const RUNNER_LEASE_KEY = 4_217_771_004
/**
 * How often an instance without the lease asks for it, and the holder checks its session still
 * stands: a runner that dies is replaced within about this long after PostgreSQL ends its session
 * (at once for a killed process, whose socket the kernel closes).
 */
export const LEASE_CHECK_MS = 5_000

export type Stoppable = { stop: () => Promise<void> }

type LockClient = {
  query: (sql: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>
  release: (destroy?: boolean) => void
  on: (event: 'error', listener: (error: Error) => void) => void
}

/**
 * Runs the jobs queues (`start`) only while this instance holds the jobs lease, so JOBS_RUNNER
 * may be true on every instance: one runs the queues, the others stand by and one of them takes
 * over when the runner dies. The lease is a session-level advisory lock on a connection taken
 * from Payload's pool and kept: PostgreSQL ends the session, and with it the lease, when the
 * process dies. A holder that loses its connection stops its queues (the job under way
 * finishes) and asks again. One connection of the pool is the lease's for the process's life.
 *
 * Caveat: a holder cut off from PostgreSQL but alive may still be finishing a delivery when a
 * standby takes over and releases that job (startJobsRunner releases every job marked running);
 * both attempts carry the lead's idempotency key, so the CRM stores the lead once.
 *
 * SQLite has no lease: its file has one instance (README, "Scale-out"), which runs the queues.
 */
export function leaseJobsRunner(
  payload: Payload,
  start: () => Promise<Stoppable>,
  { checkMs = LEASE_CHECK_MS, keepProcessAlive = false }: { checkMs?: number; keepProcessAlive?: boolean } = {},
): Stoppable {
  const pool = (payload.db as unknown as { pool?: { connect: () => Promise<LockClient> } }).pool
  if (!pool) {
    const running = start().catch((error: unknown) => {
      payload.logger.error({ err: error, msg: 'the jobs queues did not start' })
      return undefined
    })
    return { stop: async () => (await running)?.stop() }
  }

  let stopped = false
  let client: LockClient | undefined
  let runner: Stoppable | undefined
  let timer: NodeJS.Timeout | undefined
  let current: Promise<void> | undefined

  const letGo = async (destroyConnection: boolean) => {
    const [was, held] = [runner, client]
    runner = undefined
    client = undefined
    await was?.stop()
    if (held && !destroyConnection) {
      await held.query('select pg_advisory_unlock($1)', [RUNNER_LEASE_KEY]).catch(() => undefined)
    }
    held?.release(destroyConnection)
  }

  const check = async () => {
    try {
      if (!client) {
        client = await pool.connect()
        // An idle checked-out client's socket error must not crash the process: the next check fails instead.
        client.on('error', () => undefined)
      }
      if (runner) {
        await client.query('select 1')
      } else {
        const { rows } = await client.query('select pg_try_advisory_lock($1) as locked', [RUNNER_LEASE_KEY])
        if (rows[0]?.locked === true && !stopped) {
          payload.logger.info('took the jobs lease: this instance runs the jobs queues')
          runner = await start()
        }
      }
    } catch (error) {
      payload.logger.warn({ err: error, msg: `jobs lease: check failed; queues stopped, asking again in ${checkMs / 1000} s` })
      await letGo(true)
    }
  }

  const schedule = () => {
    if (stopped) return
    timer = setTimeout(() => {
      current = check().finally(() => {
        current = undefined
        schedule()
      })
    }, checkMs)
    if (!keepProcessAlive) timer.unref()
  }

  current = check().finally(() => {
    current = undefined
    schedule()
  })
  return {
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await current
      await letGo(false)
    },
  }
}
