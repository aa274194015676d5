import { randomUUID } from 'node:crypto'

import type { Logger } from 'pino'

import { log } from '@/lib/log'

/** What our server (src/server) accepts from nginx or generates; anything else is not trusted into a log line. */
const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/

const generated = new WeakMap<Request, string>()

/**
 * The request's id: the `x-request-id` header our server sets on every request. Without it
 * (a route handler called outside that server) one is made up, once per request, so every line
 * logged for the request still shares an id.
 */
export function requestId(request: Request): string {
  const given = request.headers.get('x-request-id')
  if (given && REQUEST_ID.test(given)) return given
  let id = generated.get(request)
  if (!id) generated.set(request, (id = randomUUID()))
  return id
}

/** log() with the request's id on every line. */
export const requestLogger = (request: Request): Logger => log().child({ requestId: requestId(request) })
