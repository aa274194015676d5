import { HONEYPOT_FIELD } from '../../leads/honeypot'
import type { ApplicationFormValues } from './formSchema'

export const APPLY_ENDPOINT = '/api/careers/apply'

/** The fields a 400 answer may name that the form can show a message on, in form order. */
export const FIELD_NAMES = ['name', 'email', 'profileUrl', 'coverNote', 'cv'] as const
export type FieldName = (typeof FIELD_NAMES)[number]
export type FieldError = { field: FieldName; message: string }

export type SubmitResult =
  | { kind: 'sent' }
  | { kind: 'invalid'; errors: FieldError[] }
  | { kind: 'jobClosed' }
  | { kind: 'tooLarge' }
  | { kind: 'rateLimited' }
  | { kind: 'failed' }

/** The endpoint's multipart body: the text fields, the honeypot and the CV under `cv`. */
export function applicationFormData(job: string, values: ApplicationFormValues): FormData {
  const data = new FormData()
  data.set('job', job)
  data.set('name', values.name)
  data.set('email', values.email)
  data.set('profileUrl', values.profileUrl ?? '')
  data.set('coverNote', values.coverNote ?? '')
  data.set(HONEYPOT_FIELD, values[HONEYPOT_FIELD] ?? '')
  data.set('cv', values.cv, values.cv.name)
  return data
}

/** A 400 answer's `errors` map, or an empty one when the body has none. */
function errorsMap(body: unknown): Record<string, unknown> {
  const errors = typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined
  return typeof errors === 'object' && errors !== null ? (errors as Record<string, unknown>) : {}
}

/** The messages of a 400 answer for fields the form shows; anything else is ignored. */
export function fieldErrors(body: unknown): FieldError[] {
  const errors = errorsMap(body)
  return FIELD_NAMES.flatMap((field) => {
    const message = errors[field]
    return typeof message === 'string' && message.trim() ? [{ field, message }] : []
  })
}

/**
 * Sends the application. No Content-Type header is set: the browser writes the multipart
 * boundary itself. A 400 about the job itself means it closed while the page was open; one
 * naming nothing the form knows counts as a plain failure.
 */
export async function submitApplication(job: string, values: ApplicationFormValues): Promise<SubmitResult> {
  let response: Response
  try {
    response = await fetch(APPLY_ENDPOINT, { method: 'POST', body: applicationFormData(job, values) })
  } catch {
    return { kind: 'failed' }
  }
  if (response.ok) return { kind: 'sent' }
  if (response.status === 413) return { kind: 'tooLarge' }
  if (response.status === 429) return { kind: 'rateLimited' }
  if (response.status === 400) {
    const body: unknown = await response.json().catch(() => null)
    const errors = fieldErrors(body)
    if (errors.length > 0) return { kind: 'invalid', errors }
    if ('job' in errorsMap(body)) return { kind: 'jobClosed' }
  }
  return { kind: 'failed' }
}
