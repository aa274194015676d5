import config from '@payload-config'
import { getPayload } from 'payload'

import { recoverStuckJobs } from './recoverStuckJobs'

const RECOVERY_INTERVAL_MS = 60_000

/**
 * Boot Payload in the runner process with its crons (Payload starts autoRun only when asked,
 * `cron: true`), which then drive the queue every two seconds. At boot no
 * delivery can be running here, and this is the queue's only runner, so every job still
 * marked as running was left by a stopped process: release them all, then keep releasing
 * any that hang.
 */
export async function startLeadQueue(): Promise<void> {
  const payload = await getPayload({ config, cron: true })
  await recoverStuckJobs(payload, 0)
  setInterval(() => void recoverStuckJobs(payload).catch((error) => payload.logger.error(error)), RECOVERY_INTERVAL_MS).unref()
}
