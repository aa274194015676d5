import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { LEADS_QUEUE } from './deliverLead'
import { recoverStuckJobs } from './recoverStuckJobs'

const RECOVERY_INTERVAL_MS = 60_000
/** Due deliveries are picked up this often, so a lead reaches the CRM about a second after it is stored. */
export const QUEUE_INTERVAL_MS = 1_000
/** At most this many deliveries a round: 5/s is far beyond a marketing site's leads. */
export const DELIVERIES_PER_ROUND = 5

/**
 * Boot Payload in the runner process and drive the lead queue. At boot no delivery can be
 * running here, and this is the queue's only runner, so every job still marked as running
 * was left by a stopped process: release them all, then keep releasing any that hang.
 */
export async function startLeadQueue(): Promise<void> {
  const payload = await getPayload({ config })
  await recoverStuckJobs(payload, 0)
  setInterval(
    () => void recoverStuckJobs(payload).catch((error) => payload.logger.error(error)),
    RECOVERY_INTERVAL_MS,
  ).unref()
  runRounds(payload)
}

/**
 * One round a second, one delivery at a time, the next round only once this one is done.
 * Payload's autoRun cron would start a round's deliveries all at once; a delivery costs
 * ~4 ms of this process's CPU, and a batch of them at once held the lead endpoints up for
 * tens of milliseconds, the p99 of `npm run bench`. One at a time, each CRM call's wait
 * lets the visitors' requests through.
 */
function runRounds(payload: Payload): void {
  const round = async () => {
    try {
      await payload.jobs.run({ queue: LEADS_QUEUE, limit: DELIVERIES_PER_ROUND, sequential: true })
    } catch (error) {
      payload.logger.error({ err: error, msg: 'lead queue round failed' })
    } finally {
      setTimeout(() => void round(), QUEUE_INTERVAL_MS).unref()
    }
  }
  setTimeout(() => void round(), QUEUE_INTERVAL_MS).unref()
}
