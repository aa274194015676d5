/** Answered by the running process on every request, never from a response made at build time. */
export const dynamic = 'force-dynamic'

/**
 * Liveness: the process is up and answering. It touches nothing else (no database), so an
 * outage elsewhere never gets a healthy process restarted; /api/ready says whether it can serve.
 * HEAD is answered too (Next runs GET for it and sends no body).
 */
export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } })
}
