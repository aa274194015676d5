import config from '@payload-config'
import { getPayload } from 'payload'

import { onShutdown } from '@/lib/shutdownHooks'

import { startJobsRunner } from './jobsRunner'

/**
 * The Next server's jobs runner (JOBS_RUNNER=true): boot Payload now, so deliveries and
 * scheduled publishing resume right after a restart rather than at the first visitor's
 * request. Its loops never keep the server alive on their own.
 *
 * The runner works outside any request, where Next's revalidateTag throws: the CMS hooks then
 * expire the page cache through the signed POST to /api/revalidate (src/cms/hooks/revalidate.ts),
 * to this same server by default (REVALIDATE_URL). On SIGTERM the server lets the job under way
 * finish before it exits (src/server/shutdown.ts).
 */
export async function startServerJobs(): Promise<void> {
  const payload = await getPayload({ config })
  const runner = startJobsRunner(payload)
  onShutdown(() => runner.stop())
}
