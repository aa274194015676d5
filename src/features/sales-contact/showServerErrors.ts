import type { UseFormSetError } from 'react-hook-form'

import { showServerErrors as showOnFields } from '../leads/showServerErrors'
import { salesFieldsSchema, type SalesFields } from './schema'
import type { SalesFormErrors } from './sendSalesForm'

const FIELD_NAMES: readonly string[] = salesFieldsSchema.keyof().options

/**
 * Each server message goes on its own field, and focus moves to the first of them.
 * Messages about fields without an input are shown once for the whole form.
 */
export function showServerErrors(errors: SalesFormErrors, setError: UseFormSetError<SalesFields>): void {
  showOnFields(errors, FIELD_NAMES, setError)
}
