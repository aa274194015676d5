import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

import type { LeadFormErrors } from './postLeadForm'

/**
 * Each server message goes on its own field, and focus moves to the first of them.
 * Messages about fields without an input (not in `fieldNames`) are shown once for the whole form.
 */
export function showServerErrors<T extends FieldValues>(
  errors: LeadFormErrors,
  fieldNames: readonly string[],
  setError: UseFormSetError<T>,
): void {
  let focused = false
  const formMessages: string[] = []
  for (const [name, message] of Object.entries(errors)) {
    if (!fieldNames.includes(name)) {
      formMessages.push(message)
      continue
    }
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: !focused })
    focused = true
  }
  if (formMessages.length > 0) setError('root.server', { type: 'server', message: formMessages.join(' ') })
}
