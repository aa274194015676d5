import { z } from 'zod'

import '@/lib/zodWithoutEval'

/** Messages keyed by the body field they concern. */
export type LeadFormErrors = Record<string, string>

/** Sent, or refused with messages for the form to show. */
export type LeadFormAnswer = { sent: true } | { sent: false; errors: LeadFormErrors }

/** The server refused a form without naming a field: its status, Retry-After and own message. */
export class LeadFormFailure extends Error {
  constructor(
    readonly status: number,
    readonly retryAfterSeconds: number | undefined,
    readonly serverMessage: string | undefined,
    path = 'a lead form',
  ) {
    super(`POST ${path} answered ${status}`)
    this.name = 'LeadFormFailure'
  }
}

const refusalSchema = z.object({ errors: z.record(z.string(), z.string()) })
const errorSchema = z.object({ error: z.string() })

type Failure = (status: number, retryAfterSeconds: number | undefined, serverMessage: string | undefined) => LeadFormFailure

/**
 * POSTs a lead form's JSON body to its endpoint. A refusal that names fields is an answer for
 * the form; every other failure is thrown: a network failure as fetch throws it, any other
 * answer (rate limit, database down, a proxy's error page, a form taken down) as a
 * LeadFormFailure with its status, Retry-After and the server's own message when it sent one.
 */
export async function postLeadForm(
  path: string,
  body: unknown,
  failure: Failure = (status, retryAfter, message) => new LeadFormFailure(status, retryAfter, message, path),
): Promise<LeadFormAnswer> {
  const response = await fetch(path, {
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
  throw failure(
    response.status,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    errorSchema.safeParse(answered).data?.error,
  )
}
