import { payloadClient } from '@/cms/read/payload'
import { pingDatabase } from '@/features/operations/pingDatabase'
import { checkReadiness } from '@/features/operations/readiness'
import { requestLogger } from '@/features/operations/requestLogger'

/** Answered by the running process on every request, never from a response made at build time. */
export const dynamic = 'force-dynamic'

const HEADERS = { 'cache-control': 'no-store' }

/**
 * Readiness: 200 while the database answers a trivial query within 2 s and no work that pages
 * or leads wait on (the proxy's redirect refresh, a lead write) is stuck past its bound, else
 * 503, so a load balancer sends no visitor here until it can serve pages and store their lead.
 * HEAD is answered too (Next runs GET for it and sends no body).
 */
export async function GET(request: Request): Promise<Response> {
  const readiness = await checkReadiness(async () => pingDatabase(await payloadClient()), requestLogger(request))
  if (readiness.ready) return Response.json({ status: 'ready' }, { headers: HEADERS })
  return Response.json({ status: 'unavailable', reason: readiness.reason }, { status: 503, headers: HEADERS })
}
