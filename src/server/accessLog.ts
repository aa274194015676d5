import type { IncomingMessage, ServerResponse } from 'node:http'

import { log } from '@/lib/log'

/**
 * One JSON line per request, written when its response closes: request id, method, path
 * (without its query string, which can carry a preview path or campaign data), status and
 * duration. No address, user agent, cookie or any other header: none of it is needed to run
 * the site, and all of it is personal data. Next's own files are not logged; they are
 * immutable and would drown the rest.
 *
 * One listener of our own rather than pino-http, which builds a child logger and runs its
 * serializers for every request: on the lead endpoints' hot path that was CPU spent on nothing
 * we log. Levels follow pino-http's: a 5xx is an error, a response the client abandoned before
 * it was sent is a warning.
 */
export function accessLog(req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? ''
  if (url.startsWith('/_next/static/')) return
  const started = performance.now()
  res.once('close', () => {
    const entry = {
      requestId: String(req.headers['x-request-id']),
      req: { method: req.method, path: url.split('?')[0] },
      res: { status: res.statusCode },
      durationMs: Math.round(performance.now() - started),
    }
    if (!res.writableFinished) log().warn(entry, 'request aborted')
    else if (res.statusCode >= 500) log().error(entry, 'request failed')
    else log().info(entry, 'request completed')
  })
}
