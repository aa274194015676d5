import type { AfterErrorHook } from 'payload'

type FieldError = { path: string; message: string }
type WithFieldErrors = Error & { status?: number; data?: { errors?: FieldError[] } }

const hasFieldErrors = (error: WithFieldErrors): boolean =>
  error.status === 400 && Array.isArray(error.data?.errors) && error.data.errors.length > 0

/**
 * Keeps each field's reason in a REST error answer, so the admin can mark the field and say why.
 *
 * Payload formats errors with `instanceof ValidationError`. In the production build the page
 * bundle, the route bundle and instrumentation each have their own copy of Payload's classes,
 * while one Payload instance serves them all; an error thrown by another copy then fails the
 * check and loses `data`, leaving only "The following field is invalid: path". This rebuilds
 * Payload's own shape from the error itself.
 */
export const keepFieldErrors: AfterErrorHook = ({ error, result }) => {
  const failed = error as WithFieldErrors
  if (!hasFieldErrors(failed)) return
  const answered = result?.errors?.[0] as { data?: unknown } | undefined
  if (answered?.data) return
  return {
    response: { errors: [{ name: 'ValidationError', data: failed.data, message: failed.message }] },
    status: 400,
  }
}
