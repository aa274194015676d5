import type { FieldHook } from 'payload'

import { addressFromTitle, type AddressKind } from '@/lib/addresses/fromTitle'

type Doc = Record<string, unknown> | undefined

/**
 * An empty address is made from the title on the server too, before validation: for documents
 * made through the API or the seed, and for an admin form sent before its field filled in. An
 * update that leaves the address out keeps the stored one.
 */
export const addressFromTitleHook =
  (kind: AddressKind, from: string): FieldHook =>
  ({ value, data, originalDoc, field }) => {
    if (typeof value === 'string' && value !== '') return value
    const stored = 'name' in field && field.name ? (originalDoc as Doc)?.[field.name] : undefined
    if (value === undefined && typeof stored === 'string' && stored !== '') return value
    const title = (data as Doc)?.[from] ?? (originalDoc as Doc)?.[from]
    // Nothing to make it from: no address rather than '', which a second empty draft would "take".
    return addressFromTitle(kind, title, stored) || (value === '' ? null : value)
  }
