import { BRAND_NAMES } from '../cardBrands'
import type { BinLookup } from './binLookup'

/** What the playground opens with: the BIN the BIN Lookup page's code samples look up. */
export const INITIAL_BIN = '42424201'

/**
 * Ones to try, each showing something: an 8-digit range; the same digits one short, which falls
 * back to the 6-digit range around it; a 7-digit range; other schemes; and a miss.
 */
export const BIN_SAMPLES: readonly string[] = ['42424201', '4242420', '62509412', '37828224', '55555544', '99999999']

/** The lookup in words, for the live region and the line under the field. */
export function binSummary(lookup: BinLookup): string {
  if (lookup.status !== 'found') return lookup.message
  const { answer } = lookup
  const secure = answer.three_ds_supported ? '3-D Secure supported' : 'no 3-D Secure'
  return `${BRAND_NAMES[answer.brand]} ${answer.funding} card issued in ${answer.issuer_country} by ${answer.issuer}, ${secure}: the longest prefix that matched is the ${answer.bin.length}-digit range ${answer.bin}.`
}
