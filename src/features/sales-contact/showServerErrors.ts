import type { UseFormSetError } from 'react-hook-form'

import { salesFieldsSchema, type SalesFields } from './schema'
import type { SalesFormErrors } from './sendSalesForm'

const FIELD_NAMES: readonly string[] = salesFieldsSchema.keyof().options
const isFieldName = (name: string): name is keyof SalesFields => FIELD_NAMES.includes(name)

/**
 * Each server message goes on its own field, and focus moves to the first of them.
 * Messages about fields without an input are shown once for the whole form.
 */
export function showServerErrors(errors: SalesFormErrors, setError: UseFormSetError<SalesFields>): void {
  let focused = false
  const formMessages: string[] = []
  for (const [name, message] of Object.entries(errors)) {
    if (!isFieldName(name)) {
      formMessages.push(message)
      continue
    }
    setError(name, { type: 'server', message }, { shouldFocus: !focused })
    focused = true
  }
  if (formMessages.length > 0) setError('root.server', { type: 'server', message: formMessages.join(' ') })
}
