import type { Payload } from 'payload'

import { LEADS_QUEUE } from '../leads/repository'
import { startQueue, type QueueLoop, type QueueSpec } from './queueLoop'
import { recoverStuckJobs } from './recoverStuckJobs'
import { leaseJobsRunner } from './runnerLease'
import { SCHEDULED_PUBLISH_QUEUE } from './schedulePublish'

const RECOVERY_INTERVAL_MS = 60_000

/**
 * Every queue this site runs. Each queue has a loop of its own, so a slow publish never holds
 * up a delivery (nor the other way round), and every round runs its jobs one after another.
 *
 * - Leads: a round a second, up to five deliveries, so a lead reaches the CRM about a second
 *   after it is stored (5/s is far beyond a marketing site's leads). Payload's autoRun cron
 *   would start a round's deliveries all at once, and a batch of them together holds the lead
 *   endpoints up. One at a time, each CRM call's wait lets the visitors' requests through.
 *   A backlog (after a CRM outage or a burst) drains round after round while the process is
 *   quiet, and at five a second while visitors are being answered (queueLoop.ts).
 * - Scheduled publish/unpublish: a round every 5 s, up to five documents, earliest due first,
 *   so a scheduled change goes live within about 5 s of its time.
 */
export const JOB_QUEUES = {
  leads: { queue: LEADS_QUEUE, everyMs: 1_000, limit: 5, drainWhenQuiet: true },
  scheduledPublish: { queue: SCHEDULED_PUBLISH_QUEUE, everyMs: 5_000, limit: 5, processingOrder: 'waitUntil' },
} as const satisfies Record<string, QueueSpec>

/**
 * One round of a queue, what the runner's loops call: its due jobs, up to the limit, one after
 * another, each picked when the previous one is done (so the earliest due goes first, and a
 * stopping runner ends after the job under way). Returns how many jobs ran.
 */
export async function runQueueRound(payload: Payload, spec: QueueSpec, stopping: () => boolean = () => false): Promise<number> {
  let ran = 0
  while (ran < spec.limit && !stopping()) {
    const result = await payload.jobs.run({ queue: spec.queue, limit: 1, processingOrder: spec.processingOrder })
    if (result.noJobsRemaining) break
    ran += 1
  }
  return ran
}

export type JobsRunner = {
  /** Starts no new job; resolves once the jobs under way have finished. */
  stop: () => Promise<void>
}

/**
 * The jobs runner of this process (the Next server with JOBS_RUNNER=true, or `npm run jobs`):
 * it drives every queue while it holds the jobs lease (runnerLease.ts), so however many
 * instances run with JOBS_RUNNER=true, one runs the queues at a time.
 */
export function startJobsRunner(payload: Payload, options: { keepProcessAlive?: boolean } = {}): JobsRunner {
  return leaseJobsRunner(payload, () => runQueues(payload, options), options)
}

/**
 * Drive every queue, as the lease's holder. No other runner holds the lease, so every job still
 * marked as running was left by a runner that stopped (or lost the lease; see runnerLease.ts):
 * release them all, then keep releasing any that hang.
 */
async function runQueues(payload: Payload, options: { keepProcessAlive?: boolean }): Promise<JobsRunner> {
  await recoverStuckJobs(payload, 0)
  const recovery = setInterval(
    () => void recoverStuckJobs(payload).catch((error) => payload.logger.error(error)),
    RECOVERY_INTERVAL_MS,
  )
  recovery.unref()
  const loops: QueueLoop[] = Object.values(JOB_QUEUES).map((spec) =>
    startQueue(spec, {
      runRound: (_, stopping) => runQueueRound(payload, spec, stopping),
      onError: (error) => payload.logger.error({ err: error, msg: `${spec.queue} queue round failed` }),
      keepProcessAlive: options.keepProcessAlive,
    }),
  )
  return {
    stop: async () => {
      clearInterval(recovery)
      await Promise.all(loops.map((loop) => loop.stop()))
    },
  }
}
