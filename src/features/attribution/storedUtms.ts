import { storedUtmsSchema, type Attribution } from './schema'

/** §3 the browser's stored UTM record. The attribution issue writes it; forms read it. */
export const UTMS_STORAGE_KEY = 'utms'

/**
 * The stored record, checked against its schema (§5): anything else is removed and
 * logged with the §8 message, and the visitor is treated as unattributed.
 */
export function readStoredUtms(): Attribution {
  try {
    const raw = window.localStorage.getItem(UTMS_STORAGE_KEY)
    if (!raw) return {}
    return storedUtmsSchema.parse(JSON.parse(raw))
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
