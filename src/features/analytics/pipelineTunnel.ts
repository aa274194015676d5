import 'server-only'

import { z } from 'zod'

import { guardRequest } from '@/features/leads/http/guard'
import { readTextBody } from '@/features/leads/http/readBody'
import { jsonError, ok } from '@/features/leads/http/responses'
import { getEnv } from '@/lib/env'
import { postToService } from '@/lib/http/postToService'

/** Segment's calls by the path letter its browser library posts to: track, identify, page, group, alias, screen. */
const METHODS = new Set(['t', 'i', 'p', 'g', 'a', 's'])
/** Segment refuses events over 32 KB; the margin covers JSON escaping, nothing more. */
export const PIPELINE_BODY_LIMIT = 40 * 1024
const UPSTREAM_TIMEOUT_MS = 5000

const eventSchema = z.object({ writeKey: z.string(), type: z.string() }).loose()

/**
 * The same-origin tunnel to the customer-data pipeline: the browser posts Segment's calls
 * here and we forward them to ANALYTICS_PIPELINE_URL. Only our own write key is forwarded
 * (the tunnel is not an open relay), and the visitor's address stays here: the pipeline
 * sees our server, not them.
 */
export async function tunnelToPipeline(request: Request, method: string): Promise<Response> {
  const env = getEnv()
  if (!env.SEGMENT_WRITE_KEY) return jsonError(404, 'Analytics is not configured')
  if (!METHODS.has(method)) return jsonError(404, 'Unknown analytics call')
  // Segment's browser library posts text/plain (a CORS-simple request); JSON is fine too.
  const refused = await guardRequest(request, env, 'pipeline', ['text/plain', 'application/json'], 'beacon')
  if (refused) return refused
  const text = await readTextBody(request, PIPELINE_BODY_LIMIT)
  if (text instanceof Response) return text
  let event: z.infer<typeof eventSchema>
  try {
    event = eventSchema.parse(JSON.parse(text))
  } catch {
    return jsonError(400, 'The body must be a Segment event')
  }
  if (event.writeKey !== env.SEGMENT_WRITE_KEY) return jsonError(400, 'Unknown write key')
  try {
    const answer = await postToService(`${env.ANALYTICS_PIPELINE_URL.replace(/\/+$/, '')}/v1/${method}`, {
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${env.SEGMENT_WRITE_KEY}:`).toString('base64')}`,
      },
      body: text,
      timeoutMs: UPSTREAM_TIMEOUT_MS,
    })
    // The browser library retries on 429 and 5xx by itself; other refusals are final.
    if (answer.ok) return ok({ ok: true })
    return jsonError(answer.status >= 500 ? 502 : answer.status, 'The analytics pipeline refused the event')
  } catch {
    return jsonError(502, 'The analytics pipeline could not be reached')
  }
}
