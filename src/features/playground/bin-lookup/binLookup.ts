import type { CardBrand } from '../cardBrands'
import { BIN_TABLE, type BinRow, type Funding } from './binTable'

export const BIN_LENGTH = { min: 6, max: 8 }

/** The answer as the BIN Lookup API words it (the BIN Lookup page's code samples read these keys). */
export type BinAnswer = {
  bin: string
  brand: CardBrand
  funding: Funding
  issuer: string
  issuer_country: string
  three_ds_supported: boolean
  regulated: boolean
}

export type BinLookup =
  | { status: 'incomplete' | 'invalid'; digits: string; message: string }
  | { status: 'found'; digits: string; answer: BinAnswer }
  | { status: 'unknown'; digits: string; message: string }

/** What the field keeps of what is typed or pasted: digits only, and never more than a BIN's eight. */
export const binDigits = (input: string) => input.replace(/\D/g, '').slice(0, BIN_LENGTH.max)

/**
 * The range a card's first 6 to 8 digits fall in, by the longest prefix the table holds: a
 * range of eight digits inside one of six answers for its own cards. Spaces are ignored.
 */
export function lookupBin(input: string, table: readonly BinRow[] = BIN_TABLE): BinLookup {
  const digits = input.replace(/\s/g, '')
  const stray = /\D/.exec(digits)?.[0]
  if (stray) return { status: 'invalid', digits, message: `A BIN is digits only: remove “${stray}”.` }
  if (digits.length > BIN_LENGTH.max) {
    return { status: 'invalid', digits, message: `A BIN is ${BIN_LENGTH.min} to ${BIN_LENGTH.max} digits: type no more than ${BIN_LENGTH.max}.` }
  }
  if (digits.length < BIN_LENGTH.min) {
    const typed = digits.length === 0 ? 'none yet' : `${digits.length} so far`
    return { status: 'incomplete', digits, message: `Type at least ${BIN_LENGTH.min} digits (${typed}).` }
  }
  for (let length = digits.length; length >= BIN_LENGTH.min; length--) {
    const row = table.find((candidate) => candidate.prefix === digits.slice(0, length))
    if (row) {
      return {
        status: 'found',
        digits,
        answer: {
          bin: row.prefix,
          brand: row.brand,
          funding: row.funding,
          issuer: row.issuer,
          issuer_country: row.country,
          three_ds_supported: row.threeDs,
          regulated: row.regulated,
        },
      }
    }
  }
  return {
    status: 'unknown',
    digits,
    message: `${digits} is not in this sample table, which holds ${table.length} ranges; the live API knows every issued range.`,
  }
}

/** The HTTP answer the lookup stands for, or null when there is nothing to ask yet. */
export function binResponse(lookup: BinLookup): { status: string; body: string } | null {
  if (lookup.status === 'found') return { status: '200 OK', body: JSON.stringify(lookup.answer, null, 2) }
  if (lookup.status === 'unknown') {
    return { status: '404 Not Found', body: JSON.stringify({ error: { type: 'bin_not_found', message: lookup.message } }, null, 2) }
  }
  return null
}
