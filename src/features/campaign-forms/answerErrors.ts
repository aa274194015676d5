import type { z } from 'zod'

/**
 * The answers' errors as the lead endpoints send them, each field's first message by its name;
 * a key the form has no field for is named on its own.
 */
export function answerErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const fields = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.length > 0 ? String(issue.path[0]) : 'fields']
    for (const field of fields) errors[field] ??= issue.message
  }
  return errors
}
