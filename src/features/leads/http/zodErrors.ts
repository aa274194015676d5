import type { z } from 'zod'

/** A zod error as an errors map: each field's first message, keyed by the field's top-level name. */
export function toFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'body'
    errors[field] ??= issue.message
  }
  return errors
}
