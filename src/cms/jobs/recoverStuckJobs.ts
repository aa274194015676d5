import type { Payload } from 'payload'

import { CRM_TIMEOUT_MS } from '../leads/delivery/types'

/** Far longer than one delivery attempt can take (its CRM call gives up after CRM_TIMEOUT_MS). */
export const STUCK_AFTER_MS = 30 * CRM_TIMEOUT_MS

/**
 * Payload marks a job `processing` while it runs and never clears the mark if the process
 * dies mid-run (payload issue #17645), so such a job would never run again. Jobs still
 * marked long after any attempt could have ended are released for the runner to retry.
 */
export async function recoverStuckJobs(payload: Payload, olderThanMs = STUCK_AFTER_MS): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanMs).toISOString()
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: { and: [{ processing: { equals: true } }, { updatedAt: { less_than_equal: cutoff } }] },
    data: { processing: false },
    overrideAccess: true,
  })
  if (docs.length > 0) payload.logger.warn({ msg: 'released jobs left processing by a stopped runner', count: docs.length })
  return docs.length
}
