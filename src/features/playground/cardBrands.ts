/** The card schemes the playgrounds know, as the BIN Lookup API names them. */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'jcb' | 'unionpay'

export const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
}

/** Each scheme's published leading digits; the first match wins, so the narrow ranges come first. */
const RANGES: readonly [CardBrand, RegExp][] = [
  ['amex', /^3[47]/],
  ['jcb', /^35(?:2[89]|[3-8])/],
  ['discover', /^(?:6011|64[4-9]|65)/],
  ['unionpay', /^62/],
  ['mastercard', /^(?:5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/],
  ['visa', /^4/],
]

/** The scheme of a card number (or of its first digits), or null while the digits do not tell yet. */
export function detectBrand(digits: string): CardBrand | null {
  return RANGES.find(([, range]) => range.test(digits))?.[0] ?? null
}

/** How many digits a complete number of the scheme has. */
export const cardLengths = (brand: CardBrand | null): readonly number[] =>
  brand === 'amex' ? [15] : brand === 'unionpay' ? [16, 17, 18, 19] : [16]

/** American Express prints a four-digit code on the front; the others three on the back. */
export const cvcLength = (brand: CardBrand | null) => (brand === 'amex' ? 4 : 3)
