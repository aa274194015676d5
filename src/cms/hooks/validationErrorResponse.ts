import type { AfterErrorHook } from 'payload'

import { fieldErrorsOf } from '../errors'

/**
 * Keeps each field's reason in a REST error answer, so the admin can mark the field and say why.
 *
 * Payload formats errors with `instanceof ValidationError`, which fails in the production build
 * for an error thrown by another bundle's copy of Payload (see ../errors.ts): the answer then
 * loses `data`, leaving only "The following field is invalid: path". This rebuilds Payload's own
 * shape from the error itself.
 */
export const keepFieldErrors: AfterErrorHook = ({ error, result }) => {
  if (!fieldErrorsOf(error)) return
  const answered = result?.errors?.[0] as { data?: unknown } | undefined
  if (answered?.data) return
  const { data, message } = error as Error & { data: Record<string, unknown> }
  return { response: { errors: [{ name: 'ValidationError', data, message }] }, status: 400 }
}
