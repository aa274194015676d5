import { ATTRIBUTION_FIELDS, ATTRIBUTION_MAX_LENGTH } from './fields'
import type { Attribution } from './schema'

/** The browser's stored UTM record. The attribution issue writes it; forms read it. */
export const UTMS_STORAGE_KEY = 'utms'

/**
 * The stored record checked as `storedUtmsSchema` checks it: an object whose
 * attribution fields, where present, are strings of at most 500 characters once trimmed;
 * other keys are dropped. Written without zod so that every page can run it after hydration
 * without loading zod (see fields.ts); tests/unit/storedUtms.test.ts holds it to the schema.
 * Throws on anything else.
 */
export function parseStoredUtms(value: unknown): Attribution {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError('the stored UTM record is not an object')
  }
  const record: Attribution = {}
  for (const field of ATTRIBUTION_FIELDS) {
    const raw: unknown = (value as Record<string, unknown>)[field]
    if (raw === undefined) continue
    if (typeof raw !== 'string') throw new TypeError(`${field} is not a string`)
    const trimmed = raw.trim()
    if (trimmed.length > ATTRIBUTION_MAX_LENGTH) {
      throw new RangeError(`${field} is longer than ${ATTRIBUTION_MAX_LENGTH} characters`)
    }
    record[field] = trimmed
  }
  return record
}

/**
 * The stored record, checked: anything else is removed and the error logged, and the
 * visitor is treated as unattributed.
 */
export function readStoredUtms(): Attribution {
  try {
    const raw = window.localStorage.getItem(UTMS_STORAGE_KEY)
    if (!raw) return {}
    return parseStoredUtms(JSON.parse(raw))
  } catch (error) {
    console.error('Error parsing UTM params from session storage:', error)
    try {
      window.localStorage.removeItem(UTMS_STORAGE_KEY)
    } catch {
      // Storage is unavailable (private mode, blocked): there is nothing to clear.
    }
    return {}
  }
}
