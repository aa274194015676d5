import { APIError } from 'payload'

/**
 * Payload's errors, recognised and raised the same way whichever copy of Payload is involved.
 *
 * The production build holds several copies of Payload's classes (the page bundle, the route
 * bundle, instrumentation) while one Payload instance serves them all, so `instanceof
 * ValidationError` is false for an error another copy threw. Its name is no better: Payload
 * names each error after its class (`this.constructor.name`), which the build shortens (to "o").
 * What every copy keeps is the shape Payload's APIError gives its errors: an HTTP `status`, and,
 * for a ValidationError, `data.errors`, one entry per field.
 */

export type FieldError = { path: string; message: string }

type Shaped = { status?: unknown; data?: { errors?: unknown } | null }

/** A ValidationError's field errors, thrown by any copy of Payload; null for any other error. */
export function fieldErrorsOf(error: unknown): FieldError[] | null {
  if (typeof error !== 'object' || error === null) return null
  const { status, data } = error as Shaped
  const errors = data?.errors
  return status === 400 && Array.isArray(errors) && errors.length > 0 ? (errors as FieldError[]) : null
}

/**
 * An error Payload answers with this status and message as they are. The name is set by hand:
 * Payload would take it from the class, shortened by the build, and answers an error without
 * one as "An unknown error occurred.".
 */
export function publicError(name: string, message: string, status = 400, data: Record<string, unknown> | null = null): APIError {
  const error = new APIError(message, status, data, true)
  error.name = name
  return error
}

/** The status of a refusal (4xx) Payload raised, from any copy of Payload; null for anything else. */
export function clientErrorStatus(error: unknown): number | null {
  const status = typeof error === 'object' && error !== null ? (error as Shaped).status : undefined
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null
}
