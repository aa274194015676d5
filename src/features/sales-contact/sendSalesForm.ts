import { z } from 'zod'

import type { SalesFormBody } from './schema'

/** Messages keyed by the body field they concern. */
export type SalesFormErrors = Record<string, string>

/** Sent, or refused with messages for the form to show. */
export type SalesFormAnswer = { sent: true } | { sent: false; errors: SalesFormErrors }

const refusalSchema = z.object({ errors: z.record(z.string(), z.string()) })

/**
 * POST /api/salesForm. A refusal that names fields is an answer for the form; every
 * other failure (network, rate limit, a body without an errors map) is thrown.
 */
export async function sendSalesForm(body: SalesFormBody): Promise<SalesFormAnswer> {
  const response = await fetch('/api/salesForm', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (response.ok) return { sent: true }
  const refusal = refusalSchema.safeParse(await response.json())
  if (!refusal.success || Object.keys(refusal.data.errors).length === 0) {
    throw new Error(`POST /api/salesForm answered ${response.status}`)
  }
  return { sent: false, errors: refusal.data.errors }
}
