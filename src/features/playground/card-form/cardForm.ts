import { BRAND_NAMES, cardLengths, cvcLength, detectBrand, type CardBrand } from '../cardBrands'
import { luhnValid } from '../luhn'
import { BASE62, seededChars } from '../seededRandom'

export type CardInput = { number: string; expiry: string; cvc: string }
export type CardErrors = Partial<Record<keyof CardInput, string>>

/** All that crosses from the secure fields to the page: never the number, never the code. */
export type PageReceives = { token: string; last4: string; brand: CardBrand }

/** Numbers every card test suite knows; none is a real card. */
export const TEST_CARDS: readonly (CardInput & { brand: CardBrand })[] = [
  { brand: 'visa', number: '4242 4242 4242 4242', expiry: '12 / 29', cvc: '123' },
  { brand: 'mastercard', number: '5555 5555 5555 4444', expiry: '08 / 28', cvc: '321' },
  { brand: 'amex', number: '3782 822463 10005', expiry: '03 / 30', cvc: '1234' },
]

const digitsOf = (text: string) => text.replace(/\D/g, '')

/** Digits grouped as printed on the card (4-6-5 for American Express, fours otherwise), cut at the longest valid length. */
export function formatCardNumber(input: string): string {
  const brand = detectBrand(digitsOf(input))
  const digits = digitsOf(input).slice(0, Math.max(...cardLengths(brand)))
  const groups = brand === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3]
  const parts: string[] = []
  let at = 0
  for (const size of groups) {
    if (at >= digits.length) break
    parts.push(digits.slice(at, at + size))
    at += size
  }
  return parts.join(' ')
}

/** "MM / YY"; the slash appears with the third digit, so deleting back past it never gets stuck. */
export function formatExpiry(input: string): string {
  const digits = digitsOf(input).slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits
}

export const formatCvc = (input: string, number: string) => digitsOf(input).slice(0, cvcLength(detectBrand(digitsOf(number))))

/** Where the caret belongs after a reformat: just after as many digits as were before it. */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0
  let seen = 0
  for (let index = 0; index < formatted.length; index++) {
    if (/\d/.test(formatted[index]!) && ++seen === digitsBefore) return index + 1
  }
  return formatted.length
}

/**
 * What a keystroke leaves in a formatted field, and how many digits stand before the caret. A
 * deletion that took only a separator takes the digit before it too: otherwise the reformat
 * puts the space straight back and backspace sticks on it.
 */
export function editedDigits(previous: string, next: string, caret: number): { value: string; digitsBefore: number } {
  const digitsBefore = digitsOf(next.slice(0, caret)).length
  const digits = digitsOf(next)
  if (next.length < previous.length && digits === digitsOf(previous) && digitsBefore > 0) {
    return { value: digits.slice(0, digitsBefore - 1) + digits.slice(digitsBefore), digitsBefore: digitsBefore - 1 }
  }
  return { value: next, digitsBefore }
}

const ACCEPTED = Object.values(BRAND_NAMES).join(', ')

/** Each field's problem in words, as the secure fields would show it; none when the card can be tokenized. */
export function validateCard(input: CardInput, now: Date): CardErrors {
  const errors: CardErrors = {}
  const number = digitsOf(input.number)
  const brand = detectBrand(number)
  if (!number) errors.number = 'Enter a card number.'
  else if (!brand) errors.number = `Enter a card number from ${ACCEPTED}.`
  else if (!cardLengths(brand).includes(number.length)) errors.number = 'This card number is incomplete.'
  else if (!luhnValid(number)) errors.number = 'This card number is not valid: check the digits.'

  const expiry = digitsOf(input.expiry)
  const month = Number(expiry.slice(0, 2))
  const year = 2000 + Number(expiry.slice(2))
  if (!expiry) errors.expiry = 'Enter the expiry date.'
  else if (expiry.length !== 4) errors.expiry = 'Enter the expiry as MM / YY.'
  else if (month < 1 || month > 12) errors.expiry = 'The month must be 01 to 12.'
  else if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) errors.expiry = 'This card has expired.'

  const cvc = digitsOf(input.cvc)
  const length = cvcLength(brand)
  if (cvc.length !== length) errors.cvc = `Enter the ${length}-digit security code.`
  return errors
}

/**
 * What the page's submit handler receives for a valid card: a token derived from the number and
 * expiry (the same card, the same token), its last four digits and its brand.
 */
export function tokenizeCard(input: CardInput): PageReceives {
  const number = digitsOf(input.number)
  const brand = detectBrand(number)
  if (!brand) throw new Error('Tokenize only a card validateCard accepts')
  return { token: `tok_${seededChars(`card:${number}|${digitsOf(input.expiry)}`, 16, BASE62)}`, last4: number.slice(-4), brand }
}
