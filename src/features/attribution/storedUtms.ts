import { ATTRIBUTION_FIELDS, ATTRIBUTION_MAX_LENGTH } from './fields'
import type { Attribution } from './schema'
import { UTM_COOKIE_MAX_AGE_SECONDS } from './utmCookie'

/** The browser's stored UTM record. The attribution issue writes it; forms read it. */
export const UTMS_STORAGE_KEY = 'utms'
/**
 * When the record stops counting (epoch milliseconds). Kept beside the record, not in it, so
 * the record stays exactly the spec's shape of optional strings.
 */
export const UTMS_EXPIRY_KEY = 'utms-expires'
/**
 * A campaign counts as long as its cookie lives (14 days, the spec's UTM cookie window), so the
 * forms never send a campaign that the cookie has already forgotten.
 */
export const UTMS_LIFETIME_MS = UTM_COOKIE_MAX_AGE_SECONDS * 1000

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

/** Removes the record and its end; where storage is unavailable there is nothing to remove. */
export function removeStoredUtms(): void {
  try {
    window.localStorage.removeItem(UTMS_STORAGE_KEY)
    window.localStorage.removeItem(UTMS_EXPIRY_KEY)
  } catch {
    // Storage is unavailable (private mode, blocked): there is nothing to clear.
  }
}

/** The record's end, or undefined when it has none (one stored before records had an end). */
function storedExpiry(): number | undefined {
  const raw = window.localStorage.getItem(UTMS_EXPIRY_KEY)
  if (raw === null) return undefined
  const expiry = Number(raw)
  // An unreadable end counts as passed: the record can no longer be dated.
  return Number.isFinite(expiry) ? expiry : 0
}

/**
 * The stored record, checked: anything else is removed and the error logged, and the
 * visitor is treated as unattributed. A record whose 14 days have passed is removed quietly.
 */
export function readStoredUtms(now = Date.now()): Attribution {
  try {
    const raw = window.localStorage.getItem(UTMS_STORAGE_KEY)
    if (!raw) return {}
    const expiry = storedExpiry()
    if (expiry !== undefined && expiry <= now) {
      removeStoredUtms()
      return {}
    }
    return parseStoredUtms(JSON.parse(raw))
  } catch (error) {
    console.error('Error parsing UTM params from session storage:', error)
    removeStoredUtms()
    return {}
  }
}

/**
 * Run once per page load: gives a record stored before records had an end an end from now, so
 * that it too expires, then reads it as forms would, which removes one whose 14 days have
 * passed and removes (and logs) one that fails the check.
 */
export function settleStoredUtms(now = Date.now()): void {
  try {
    const storage = window.localStorage
    if (storage.getItem(UTMS_STORAGE_KEY) && storage.getItem(UTMS_EXPIRY_KEY) === null) {
      storage.setItem(UTMS_EXPIRY_KEY, String(now + UTMS_LIFETIME_MS))
    }
  } catch {
    // Storage cannot be read: the read below logs it and treats the visitor as unattributed.
  }
  readStoredUtms(now)
}
