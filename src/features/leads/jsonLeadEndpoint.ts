import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import type { z } from 'zod'

import { payloadClient } from '@/cms/read/payload'
import type { Env } from '@/lib/env'
import { isHoneypotHit } from './honeypotDrops'
import type { LeadSource } from '@/cms/collections/leads/inboxRow'
import { unavailableWhenDatabaseDown } from './http/databaseDown'
import { jsonEndpoint } from './http/jsonEndpoint'
import { accepted } from './http/responses'
import { sourceOf } from './http/sourcePage'

/** JSON lead bodies are a few fields of text; anything bigger is not a real form. */
export const JSON_BODY_LIMIT = 32 * 1024

type Handler<T> = (input: T, context: { payload: Payload; env: Env; request: Request; source: LeadSource }) => Promise<Response>

/**
 * A POST endpoint for one lead form: a JSON endpoint (guard, read at most 32 KB, parse,
 * validate with the form's shared schema) that drops honeypot hits with the answer a stored
 * lead gets (a 200 with a random reference), then hands the valid input on with the page it
 * was sent from; a database outage is answered 503.
 */
export function jsonLeadEndpoint<S extends z.ZodType<Record<string, unknown>>>(
  form: string,
  schema: S,
  handle: Handler<z.infer<S>>,
) {
  return unavailableWhenDatabaseDown(
    form,
    jsonEndpoint(form, schema, JSON_BODY_LIMIT, async (input, { env, request }) => {
      const payload = await payloadClient()
      if (isHoneypotHit(payload, form, input)) return accepted(randomUUID())
      return handle(input, { payload, env, request, source: sourceOf(request, env.siteUrl) })
    }),
  )
}
