import type { Payload } from 'payload'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { leaseJobsRunner, RUNNER_LEASE_KEY } from '@/cms/jobs/runnerLease'

/**
 * PostgreSQL's side of the lease, as much as the lease uses: session advisory locks, which end
 * with their session. `end(client)` is the server ending a session (its process was killed, or
 * the network went).
 */
function fakePostgres() {
  let holder: number | null = null
  let sessions = 0
  const ended = new Set<number>()
  const server = {
    get holder() {
      return holder
    },
    released: [] as { session: number; destroy: boolean }[],
    end(session: number) {
      ended.add(session)
      if (holder === session) holder = null
    },
    pool: {
      connect: async () => {
        const session = ++sessions
        return {
          session,
          on: () => undefined,
          query: async (sql: string, values?: unknown[]) => {
            if (ended.has(session)) throw new Error('Connection terminated unexpectedly')
            if (values && values[0] !== RUNNER_LEASE_KEY) throw new Error(`unexpected key ${String(values[0])}`)
            if (sql.includes('pg_try_advisory_lock')) {
              if (holder === null) holder = session
              return { rows: [{ locked: holder === session }] }
            }
            if (sql.includes('pg_advisory_unlock')) {
              if (holder === session) holder = null
              return { rows: [{}] }
            }
            return { rows: [{}] }
          },
          release: (destroy = false) => {
            server.released.push({ session, destroy })
            if (destroy) server.end(session)
          },
        }
      },
    },
  }
  return server
}

const payloadOn = (pool: unknown) =>
  ({ db: { pool }, logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } }) as unknown as Payload

/** A queue runner that counts its starts and stops. */
function queues() {
  const counts = { started: 0, stopped: 0 }
  return {
    counts,
    start: async () => {
      counts.started += 1
      return { stop: async () => void (counts.stopped += 1) }
    },
  }
}

describe('leaseJobsRunner', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('on SQLite (no pool) runs the queues at once and stops them', async () => {
    const runner = queues()
    const lease = leaseJobsRunner(payloadOn(undefined), runner.start)
    await vi.advanceTimersByTimeAsync(0)
    expect(runner.counts).toEqual({ started: 1, stopped: 0 })
    await lease.stop()
    expect(runner.counts).toEqual({ started: 1, stopped: 1 })
  })

  it('lets one of two instances run the queues; the other takes over within a check of the first one dying', async () => {
    const server = fakePostgres()
    const [first, second] = [queues(), queues()]
    const a = leaseJobsRunner(payloadOn(server.pool), first.start, { checkMs: 5_000 })
    const b = leaseJobsRunner(payloadOn(server.pool), second.start, { checkMs: 5_000 })
    await vi.advanceTimersByTimeAsync(0)
    expect([first.counts.started, second.counts.started]).toEqual([1, 0])

    await vi.advanceTimersByTimeAsync(30_000) // b keeps asking; a keeps holding
    expect([first.counts.started, second.counts.started]).toEqual([1, 0])

    server.end(server.holder!) // a's process is killed: PostgreSQL ends its session
    await vi.advanceTimersByTimeAsync(5_000)
    expect(second.counts.started).toBe(1)

    // a finds its session gone at its next check and stops its queues (a live process cut off).
    await vi.advanceTimersByTimeAsync(5_000)
    expect(first.counts.stopped).toBe(1)
    expect(server.released).toContainEqual({ session: 1, destroy: true })
    // …and then stands by: b holds the lease, so a never runs the queues again meanwhile.
    await vi.advanceTimersByTimeAsync(30_000)
    expect([first.counts.started, second.counts.started]).toEqual([1, 1])

    await Promise.all([a.stop(), b.stop()])
  })

  it('on stop, stops the queues, gives the lease back and returns its connection whole', async () => {
    const server = fakePostgres()
    const runner = queues()
    const lease = leaseJobsRunner(payloadOn(server.pool), runner.start)
    await vi.advanceTimersByTimeAsync(0)
    expect(server.holder).toBe(1)
    await lease.stop()
    expect(runner.counts.stopped).toBe(1)
    expect(server.holder).toBeNull()
    expect(server.released).toEqual([{ session: 1, destroy: false }])
    // No check runs after the stop.
    await vi.advanceTimersByTimeAsync(60_000)
    expect(runner.counts.started).toBe(1)
  })

  it('a stopped standby never starts the queues', async () => {
    const server = fakePostgres()
    const [first, second] = [queues(), queues()]
    const a = leaseJobsRunner(payloadOn(server.pool), first.start)
    const b = leaseJobsRunner(payloadOn(server.pool), second.start)
    await vi.advanceTimersByTimeAsync(0)
    await b.stop()
    await a.stop()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(second.counts.started).toBe(0)
  })
})
