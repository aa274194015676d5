import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

// nginx's $request_id is 32 hex digits; a UUID is 36 characters. Anything else is replaced.
const ACCEPTED = /^[A-Za-z0-9-]{8,64}$/

/**
 * Every request carries an id, from the proxy in front when it sent a sane one, else made
 * here. It is put on the request (route handlers log it), and on the response so a visitor's
 * report of a failed request can be matched to the log line.
 */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id']
  const id = typeof given === 'string' && ACCEPTED.test(given) ? given : randomUUID()
  req.headers['x-request-id'] = id
  res.setHeader('X-Request-Id', id)
  return id
}
