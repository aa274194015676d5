import { z } from 'zod'

import { SalesFormFailure } from './failureMessage'
import type { SalesFormBody } from './schema'

/** Messages keyed by the body field they concern. */
export type SalesFormErrors = Record<string, string>

/** Sent, or refused with messages for the form to show. */
export type SalesFormAnswer = { sent: true } | { sent: false; errors: SalesFormErrors }

const refusalSchema = z.object({ errors: z.record(z.string(), z.string()) })
const errorSchema = z.object({ error: z.string() })

/**
 * POST /api/salesForm. A refusal that names fields is an answer for the form; every
 * other failure is thrown: a network failure as fetch throws it, any other answer (rate
 * limit, database down, a proxy's error page) as a SalesFormFailure with its status,
 * Retry-After and the server's own message when it sent one.
 */
export async function sendSalesForm(body: SalesFormBody): Promise<SalesFormAnswer> {
  const response = await fetch('/api/salesForm', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (response.ok) return { sent: true }
  // A proxy in front may answer with an HTML page: no JSON is no message.
  const answered: unknown = await response.json().catch(() => null)
  const refusal = refusalSchema.safeParse(answered)
  if (refusal.success && Object.keys(refusal.data.errors).length > 0) return { sent: false, errors: refusal.data.errors }
  const retryAfter = Number(response.headers.get('retry-after'))
  throw new SalesFormFailure(
    response.status,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    errorSchema.safeParse(answered).data?.error,
  )
}
