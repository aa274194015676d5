import type { z } from 'zod'

import { getEnv, type Env } from '@/lib/env'
import { guardRequest } from './guard'
import type { RateLimitPolicy } from '@/lib/http/rateLimit'
import { readTextBody } from './readBody'
import { fieldErrors, jsonError } from './responses'
import { reviveWithoutNul } from './withoutNul'
import { toFieldErrors } from './zodErrors'

type Handler<T> = (input: T, context: { env: Env; request: Request }) => Promise<Response>

/**
 * A POST endpoint taking a small JSON body: guard (403, 429, 415) under the rate-limit
 * bucket `name` and `policy`, read at most `limit` bytes (413), parse (400) and validate with `schema`
 * (400 with field errors), then hand the valid input on. Other methods get Next's own 405
 * because the route exports only POST.
 */
export function jsonEndpoint<S extends z.ZodType<Record<string, unknown>>>(
  name: string,
  schema: S,
  limit: number,
  handle: Handler<z.infer<S>>,
  policy: RateLimitPolicy = 'lead',
) {
  return async function POST(request: Request): Promise<Response> {
    const env = getEnv()
    const refused = await guardRequest(request, env, name, 'application/json', policy)
    if (refused) return refused
    const text = await readTextBody(request, limit)
    if (text instanceof Response) return text
    let body: unknown
    try {
      body = JSON.parse(text, reviveWithoutNul)
    } catch {
      return jsonError(400, 'The body must be valid JSON')
    }
    const parsed = schema.safeParse(body)
    if (!parsed.success) return fieldErrors(toFieldErrors(parsed.error))
    return handle(parsed.data, { env, request })
  }
}
