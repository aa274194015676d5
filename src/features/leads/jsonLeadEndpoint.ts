import type { Payload } from 'payload'
import type { z } from 'zod'

import { payloadClient } from '@/cms/read/payload'
import { getEnv, type Env } from '@/lib/env'
import { isHoneypotHit } from './honeypotDrops'
import { guardRequest } from './http/guard'
import { BodyTooLarge, readBody } from './http/readBody'
import { fieldErrors, jsonError, ok } from './http/responses'
import { reviveWithoutNul } from './http/withoutNul'
import { toFieldErrors } from './http/zodErrors'

/** JSON lead bodies are a few fields of text; anything bigger is not a real form. */
export const JSON_BODY_LIMIT = 32 * 1024

type Handler<T> = (input: T, context: { payload: Payload; env: Env; request: Request }) => Promise<Response>

/**
 * A POST endpoint for one lead form: guard, read at most 32 KB, parse, validate with the
 * form's shared schema, drop honeypot hits with a 200, then hand the valid input on.
 * Other methods get Next's own 405 because the route exports only POST.
 */
export function jsonLeadEndpoint<S extends z.ZodType<Record<string, unknown>>>(
  form: string,
  schema: S,
  handle: Handler<z.infer<S>>,
) {
  return async function POST(request: Request): Promise<Response> {
    const env = getEnv()
    const refused = await guardRequest(request, env, form, 'application/json')
    if (refused) return refused
    let text: string
    try {
      text = new TextDecoder().decode(await readBody(request, JSON_BODY_LIMIT))
    } catch (error) {
      if (error instanceof BodyTooLarge) return jsonError(413, `The body must be at most ${JSON_BODY_LIMIT} bytes`)
      throw error
    }
    let body: unknown
    try {
      body = JSON.parse(text, reviveWithoutNul)
    } catch {
      return jsonError(400, 'The body must be valid JSON')
    }
    const parsed = schema.safeParse(body)
    if (!parsed.success) return fieldErrors(toFieldErrors(parsed.error))
    const payload = await payloadClient()
    if (isHoneypotHit(payload, form, parsed.data)) return ok({ ok: true })
    return handle(parsed.data, { payload, env, request })
  }
}
