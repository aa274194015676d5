import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { startQueue, type QueueSpec } from '@/cms/jobs/queueLoop'

const spec: QueueSpec = { queue: 'default', everyMs: 5_000, limit: 3 }

/** A round that stays under way until `finish()` is called. */
function pendingRound() {
  let finish = () => {}
  const done = new Promise<void>((resolve) => (finish = resolve))
  return { done, finish: () => finish() }
}

describe('startQueue', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs a round every everyMs with its spec, never before the first interval', async () => {
    const runRound = vi.fn(async () => 0)
    const loop = startQueue(spec, { runRound, onError: vi.fn() })
    await vi.advanceTimersByTimeAsync(4_999)
    expect(runRound).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(runRound).toHaveBeenCalledTimes(1)
    expect(runRound).toHaveBeenLastCalledWith(spec, expect.any(Function))
    await vi.advanceTimersByTimeAsync(10_000)
    expect(runRound).toHaveBeenCalledTimes(3)
    await loop.stop()
  })

  it('starts the next round only once this one is done, everyMs after it', async () => {
    const round = pendingRound()
    const runRound = vi.fn(() => round.done)
    const loop = startQueue(spec, { runRound, onError: vi.fn() })
    await vi.advanceTimersByTimeAsync(5_000)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(runRound).toHaveBeenCalledTimes(1)
    round.finish()
    await vi.advanceTimersByTimeAsync(4_999)
    expect(runRound).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(runRound).toHaveBeenCalledTimes(2)
    await loop.stop()
  })

  it('reports a failed round and goes on', async () => {
    const failure = new Error('database unavailable')
    const runRound = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue(0)
    const onError = vi.fn()
    const loop = startQueue(spec, { runRound, onError })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(onError).toHaveBeenCalledWith(failure, spec)
    expect(runRound).toHaveBeenCalledTimes(2)
    await loop.stop()
  })

  it('stop() waits for the round under way, tells it to stop, and starts no other', async () => {
    const round = pendingRound()
    let stopping: (() => boolean) | undefined
    const runRound = vi.fn((_: QueueSpec, isStopping: () => boolean) => {
      stopping = isStopping
      return round.done
    })
    const loop = startQueue(spec, { runRound, onError: vi.fn() })
    await vi.advanceTimersByTimeAsync(5_000)
    expect(stopping?.()).toBe(false)

    let stopped = false
    const stop = loop.stop().then(() => (stopped = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(stopping?.()).toBe(true)
    expect(stopped).toBe(false)
    round.finish()
    await stop
    expect(stopped).toBe(true)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(runRound).toHaveBeenCalledTimes(1)
  })

  it('stop() between rounds resolves at once and cancels the next round', async () => {
    const runRound = vi.fn(async () => 0)
    const loop = startQueue(spec, { runRound, onError: vi.fn() })
    await loop.stop()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(runRound).not.toHaveBeenCalled()
  })

  it('leaves the process free to exit unless asked to keep it alive', async () => {
    const runRound = vi.fn(async () => 0)
    const spy = vi.spyOn(globalThis, 'setTimeout')
    const server = startQueue(spec, { runRound, onError: vi.fn() })
    const serverTimer = spy.mock.results.at(-1)?.value as NodeJS.Timeout
    const jobs = startQueue(spec, { runRound, onError: vi.fn(), keepProcessAlive: true })
    const jobsTimer = spy.mock.results.at(-1)?.value as NodeJS.Timeout
    expect(serverTimer.hasRef()).toBe(false)
    expect(jobsTimer.hasRef()).toBe(true)
    spy.mockRestore()
    await server.stop()
    await jobs.stop()
  })
})

describe('runQueueRound', () => {
  type RunArgs = { queue: string; limit: number; processingOrder?: string }
  /** A Payload whose queue holds `due` jobs; records how it was asked. */
  function fakePayload(due: number) {
    const run = vi.fn(async ({ limit }: RunArgs) => {
      const ran = Math.min(due, limit)
      due -= ran
      return ran > 0 ? { remainingJobsFromQueried: 0 } : { noJobsRemaining: true, remainingJobsFromQueried: 0 }
    })
    return { payload: { jobs: { run } } as never, run }
  }

  it('runs due jobs one at a time, up to the limit, in the spec’s order, and counts them', async () => {
    const { runQueueRound, JOB_QUEUES } = await import('@/cms/jobs/jobsRunner')
    const { payload, run } = fakePayload(10)
    expect(await runQueueRound(payload, JOB_QUEUES.scheduledPublish)).toBe(5)
    expect(run).toHaveBeenCalledTimes(5)
    expect(run).toHaveBeenLastCalledWith({ queue: 'default', limit: 1, processingOrder: 'waitUntil' })
  })

  it('ends when the queue has nothing due, or when the runner is stopping', async () => {
    const { runQueueRound, JOB_QUEUES } = await import('@/cms/jobs/jobsRunner')
    const few = fakePayload(2)
    expect(await runQueueRound(few.payload, JOB_QUEUES.leads)).toBe(2)
    expect(few.run).toHaveBeenCalledTimes(3)
    expect(few.run).toHaveBeenLastCalledWith({ queue: 'leads', limit: 1, processingOrder: undefined })

    const many = fakePayload(10)
    let calls = 0
    expect(await runQueueRound(many.payload, JOB_QUEUES.leads, () => ++calls > 1)).toBe(1)
  })
})

describe('draining a backlog while the process is quiet', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const draining: QueueSpec = { ...spec, drainWhenQuiet: true }

  it('starts the next round at once after a full round while quiet, and at the usual pace once busy', async () => {
    let quiet = true
    const runRound = vi.fn(async () => 3)
    const loop = startQueue(draining, { runRound, onError: vi.fn(), isQuiet: async () => quiet })
    await vi.advanceTimersByTimeAsync(5_000)
    expect(runRound).toHaveBeenCalledTimes(1)
    // Back to back: several rounds within a few milliseconds, where the pace is one per 5 s.
    await vi.advanceTimersByTimeAsync(10)
    expect(runRound.mock.calls.length).toBeGreaterThanOrEqual(3)
    quiet = false
    await vi.advanceTimersByTimeAsync(10)
    const whenBusy = runRound.mock.calls.length
    await vi.advanceTimersByTimeAsync(4_980)
    expect(runRound).toHaveBeenCalledTimes(whenBusy)
    await vi.advanceTimersByTimeAsync(20)
    expect(runRound).toHaveBeenCalledTimes(whenBusy + 1)
    await loop.stop()
  })

  it('waits everyMs after a round that emptied the queue, quiet or not, and never drains a queue without drainWhenQuiet', async () => {
    const isQuiet = vi.fn(async () => true)
    const partial = vi.fn(async () => 2)
    const loop = startQueue(draining, { runRound: partial, onError: vi.fn(), isQuiet })
    const full = vi.fn(async () => 3)
    const plain = startQueue(spec, { runRound: full, onError: vi.fn(), isQuiet })
    await vi.advanceTimersByTimeAsync(5_000)
    await vi.advanceTimersByTimeAsync(4_999)
    expect(partial).toHaveBeenCalledTimes(1)
    expect(full).toHaveBeenCalledTimes(1)
    expect(isQuiet).not.toHaveBeenCalled()
    await loop.stop()
    await plain.stop()
  })

  it('stop() during the quiet probe starts no other round', async () => {
    let answer: (quiet: boolean) => void = () => {}
    const isQuiet = () => new Promise<boolean>((resolve) => (answer = resolve))
    const runRound = vi.fn(async () => 3)
    const loop = startQueue(draining, { runRound, onError: vi.fn(), isQuiet })
    await vi.advanceTimersByTimeAsync(5_000)
    const stop = loop.stop()
    answer(true)
    await stop
    await vi.advanceTimersByTimeAsync(60_000)
    expect(runRound).toHaveBeenCalledTimes(1)
  })
})

describe('processIsQuiet', () => {
  it('says quiet when the event loop idles through the probe, busy when it is blocked', async () => {
    const { processIsQuiet, QUIET_PROBE_MS } = await import('@/cms/jobs/queueLoop')
    expect(await processIsQuiet()).toBe(true)
    const probe = processIsQuiet()
    const until = performance.now() + QUIET_PROBE_MS * 3
    while (performance.now() < until) {
      // keep the event loop busy through the whole probe
    }
    expect(await probe).toBe(false)
  })
})
