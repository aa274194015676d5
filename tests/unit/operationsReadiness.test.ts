import { pino } from 'pino'
import { describe, expect, it } from 'vitest'

import { checkReadiness } from '@/features/operations/readiness'

function capturingLogger() {
  const lines: Record<string, unknown>[] = []
  const logger = pino(
    { base: null, timestamp: false },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  )
  return { logger, lines }
}

function deferred() {
  let resolve!: () => void
  let reject!: (error: unknown) => void
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

describe('checkReadiness', () => {
  it('is ready when the check passes in time', async () => {
    const { logger, lines } = capturingLogger()
    expect(await checkReadiness(async () => {}, logger)).toEqual({ ready: true })
    expect(lines).toEqual([])
  })

  it('is not ready when the check takes longer than the timeout, and says so without waiting for it', async () => {
    const { logger, lines } = capturingLogger()
    const slow = deferred()
    const started = Date.now()
    expect(await checkReadiness(() => slow.promise, logger, 50)).toEqual({
      ready: false,
      reason: 'the database did not answer within 50 ms',
    })
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(lines).toEqual([{ level: 40, msg: 'not ready: database did not answer', timeoutMs: 50 }])
    slow.resolve()
  })

  it('runs one check at a time: probes during a slow check wait on it rather than starting another', async () => {
    const { logger } = capturingLogger()
    const slow = deferred()
    let started = 0
    const check = () => ((started += 1), slow.promise)
    const first = checkReadiness(check, logger, 50)
    const second = checkReadiness(check, logger, 5_000)
    expect(await first).toMatchObject({ ready: false })
    slow.resolve()
    expect(await second).toEqual({ ready: true })
    expect(started).toBe(1)
    // Once it has settled, the next probe checks afresh.
    expect(await checkReadiness(async () => void (started += 1), logger)).toEqual({ ready: true })
    expect(started).toBe(2)
  })

  it('tells an unreachable database from any other failure, and logs neither error message', async () => {
    const { logger, lines } = capturingLogger()
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432 (postgres://app:secret@db)'), {
      code: 'ECONNREFUSED',
    })
    expect(await checkReadiness(() => Promise.reject(refused), logger)).toEqual({
      ready: false,
      reason: 'the database is unreachable',
    })
    const other = new Error('relation "ada@example.com" does not exist')
    expect(await checkReadiness(() => Promise.reject(other), logger)).toEqual({
      ready: false,
      reason: 'the database check failed',
    })
    expect(lines).toEqual([
      { level: 40, msg: 'not ready: database check failed', code: 'ECONNREFUSED', errorName: 'Error' },
      { level: 40, msg: 'not ready: database check failed', errorName: 'Error' },
    ])
  })

  it('does not leave a failed check behind for the next probe', async () => {
    const { logger } = capturingLogger()
    const failing = deferred()
    const probe = checkReadiness(() => failing.promise, logger)
    failing.reject(new Error('Connection terminated unexpectedly'))
    expect(await probe).toEqual({ ready: false, reason: 'the database is unreachable' })
    expect(await checkReadiness(async () => {}, logger)).toEqual({ ready: true })
  })
})
