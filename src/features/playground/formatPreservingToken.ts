import { luhnDigitAt } from './luhn'
import { BASE62, DIGITS, seededChars } from './seededRandom'

/** A JSON value that is not an object or an array: what a field selector picks. */
export type JsonPrimitive = string | number | boolean | null

/**
 * How a value was tokenized, named as Relay's route formats are:
 * - `card_pfpt`: a card number (12 to 19 digits) keeps its length, its separators, its first six
 *   and last four digits, and passes Luhn;
 * - `numeric_pfpt`: any other run of digits (a CVC, an account number) keeps its length;
 * - `opaque`: anything else becomes `tok_` and 16 letters and digits.
 */
export type TokenFormat = 'card_pfpt' | 'numeric_pfpt' | 'opaque'

export type Token = { value: string | number; format: TokenFormat }

const KEPT_PREFIX = 6
const KEPT_SUFFIX = 4
const CARD_DIGITS = { min: 12, max: 19 }
/** Digits with the spaces or dashes people group them with, and nothing else. */
const DIGIT_TEXT = /^[\d -]*\d[\d -]*$/

/** `text` with its digits replaced, in order, by those of `digits`; separators stay where they were. */
function refill(text: string, digits: string): string {
  let at = 0
  return text.replace(/\d/g, () => digits[at++]!)
}

/** A digit other than `digit`: what a token uses where it would otherwise equal its input. */
const otherDigit = (digit: string) => String((Number(digit) + 1) % 10)

/**
 * A format-preserving card token. Decision: it passes Luhn, as Cipherwell's `card_pfpt` tokens
 * do (the format-preserving tokens post explains why: old validation code must accept them),
 * and keeps the BIN and last four as real vaults do, so brand detection, BIN routing and "card
 * ending in 4242" keep working. The digits in between come from a hash of the number; the last
 * of them is then chosen to complete the Luhn sum. At least one of them always differs from the
 * card's, so a token never equals the number it replaces.
 */
export function tokenizeCardNumber(text: string): string {
  const digits = text.replace(/\D/g, '')
  if (digits.length < CARD_DIGITS.min || digits.length > CARD_DIGITS.max) {
    throw new Error(`A card number has ${CARD_DIGITS.min} to ${CARD_DIGITS.max} digits, not ${digits.length}`)
  }
  const fixAt = digits.length - KEPT_SUFFIX - 1
  const original = digits.slice(KEPT_PREFIX, fixAt)
  let free = seededChars(`card_pfpt:${digits}`, original.length, DIGITS)
  if (free === original) free = otherDigit(free[0]!) + free.slice(1)
  const draft = digits.slice(0, KEPT_PREFIX) + free + '0' + digits.slice(-KEPT_SUFFIX)
  const token = draft.slice(0, fixAt) + luhnDigitAt(draft, fixAt) + draft.slice(fixAt + 1)
  return refill(text, token)
}

/**
 * Every digit replaced, the length and any separators kept, never equal to the input. With
 * `leadingNonZero` (numbers in JSON), the first digit is never 0, so the token is still a number.
 */
export function tokenizeDigits(text: string, { leadingNonZero = false } = {}): string {
  const digits = text.replace(/\D/g, '')
  let token = seededChars(`numeric_pfpt:${digits}`, digits.length, DIGITS)
  if (leadingNonZero && digits.length > 1 && token[0] === '0') token = seededChars(`lead:${digits}`, 1, '123456789') + token.slice(1)
  if (token === digits) token = token.slice(0, -1) + otherDigit(token.slice(-1))
  return refill(text, token)
}

/** `tok_` and 16 letters and digits: for values that have no format worth keeping. */
export function opaqueToken(value: JsonPrimitive): string {
  return `tok_${seededChars(`opaque:${JSON.stringify(value)}`, 16, BASE62)}`
}

/** The token Relay would put in place of a JSON value, by the value's shape. */
export function tokenize(value: JsonPrimitive): Token {
  if (typeof value === 'string' && DIGIT_TEXT.test(value)) {
    const count = value.replace(/\D/g, '').length
    return count >= CARD_DIGITS.min && count <= CARD_DIGITS.max
      ? { value: tokenizeCardNumber(value), format: 'card_pfpt' }
      : { value: tokenizeDigits(value), format: 'numeric_pfpt' }
  }
  if (typeof value === 'number' && Number.isSafeInteger(value)) {
    const digits = tokenizeDigits(String(Math.abs(value)), { leadingNonZero: true })
    return { value: value < 0 ? -Number(digits) : Number(digits), format: 'numeric_pfpt' }
  }
  return { value: opaqueToken(value), format: 'opaque' }
}
