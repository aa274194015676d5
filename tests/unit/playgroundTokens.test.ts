import { describe, expect, it } from 'vitest'

import { opaqueToken, tokenize, tokenizeCardNumber, tokenizeDigits } from '@/features/playground/formatPreservingToken'
import { luhnDigitAt, luhnValid } from '@/features/playground/luhn'
import { BASE62, DIGITS, hashString, seededChars } from '@/features/playground/seededRandom'

const digitsOf = (text: string) => text.replace(/\D/g, '')

/** Card-like numbers of every length a token handles, from a seed: the same list every run. */
const sampleNumbers = Array.from({ length: 240 }, (_, index) => {
  const length = 12 + (index % 8)
  return seededChars(`sample-${index}`, length, DIGITS)
})

describe('seeded randomness', () => {
  it('gives the same characters for the same seed and others for another', () => {
    expect(seededChars('card', 16, BASE62)).toBe(seededChars('card', 16, BASE62))
    expect(seededChars('card', 16, BASE62)).not.toBe(seededChars('card.', 16, BASE62))
    expect(seededChars('card', 40, DIGITS)).toMatch(/^\d{40}$/)
    expect(hashString('')).toBe(0x811c9dc5)
  })
})

describe('Luhn', () => {
  it('knows valid card numbers from mistyped ones', () => {
    expect(luhnValid('4242424242424242')).toBe(true)
    expect(luhnValid('378282246310005')).toBe(true)
    expect(luhnValid('4242424242424241')).toBe(false)
    expect(luhnValid('4242 4242')).toBe(false)
    expect(luhnValid('')).toBe(false)
  })

  it('finds the one digit that completes the sum, at any place', () => {
    const number = '4242424242424242'
    for (let index = 0; index < number.length; index++) {
      const fixed = number.slice(0, index) + luhnDigitAt(number, index) + number.slice(index + 1)
      expect(luhnValid(fixed), `place ${index}`).toBe(true)
      expect(fixed).toBe(number)
    }
    const broken = '4242424242424200'
    expect(luhnValid(broken.slice(0, 6) + luhnDigitAt(broken, 6) + broken.slice(7))).toBe(true)
  })
})

describe('format-preserving card tokens', () => {
  it('give the same token for the same number, with or without its spaces', () => {
    expect(tokenizeCardNumber('4242424242424242')).toBe(tokenizeCardNumber('4242424242424242'))
    expect(digitsOf(tokenizeCardNumber('4242 4242 4242 4242'))).toBe(tokenizeCardNumber('4242424242424242'))
    expect(tokenizeCardNumber('4242424242424242')).not.toBe(tokenizeCardNumber('4000056655665556'))
  })

  it('keep the length, the separators, the BIN and the last four, and pass Luhn, never equalling the card', () => {
    for (const number of [...sampleNumbers, '4242424242424242', '378282246310005', '6250941006528599000']) {
      const token = tokenizeCardNumber(number)
      expect(token).toMatch(/^\d+$/)
      expect(token).toHaveLength(number.length)
      expect(token.slice(0, 6)).toBe(number.slice(0, 6))
      expect(token.slice(-4)).toBe(number.slice(-4))
      expect(luhnValid(token), `${number} → ${token}`).toBe(true)
      expect(token).not.toBe(number)
    }
    const spaced = tokenizeCardNumber('3782 822463 10005')
    expect(spaced).toMatch(/^3782 82\d{4} \d0005$/)
  })

  it('refuse what cannot be a card number', () => {
    expect(() => tokenizeCardNumber('42424242424')).toThrow(/12 to 19 digits, not 11/)
    expect(() => tokenizeCardNumber('42424242424242424242')).toThrow(/not 20/)
  })
})

describe('other tokens', () => {
  it('turn a security code into as many other digits, the same every time', () => {
    const token = tokenizeDigits('123')
    expect(token).toMatch(/^\d{3}$/)
    expect(token).not.toBe('123')
    expect(tokenizeDigits('123')).toBe(token)
    expect(tokenizeDigits('1234')).toMatch(/^\d{4}$/)
    for (const code of Array.from({ length: 1000 }, (_, index) => String(index).padStart(3, '0'))) {
      expect(tokenizeDigits(code)).not.toBe(code)
    }
  })

  it('make opaque tokens of 16 letters and digits for everything without a format', () => {
    expect(opaqueToken('ada@example.com')).toMatch(/^tok_[0-9A-Za-z]{16}$/)
    expect(opaqueToken('ada@example.com')).toBe(opaqueToken('ada@example.com'))
    expect(opaqueToken('ada@example.com')).not.toBe(opaqueToken('bob@example.com'))
    // The string "true" and the boolean true are different values.
    expect(opaqueToken('true')).not.toBe(opaqueToken(true))
  })

  it('choose the format by the value’s shape', () => {
    expect(tokenize('4242424242424242').format).toBe('card_pfpt')
    expect(tokenize('4242-4242-4242-4242')).toMatchObject({ format: 'card_pfpt', value: expect.stringMatching(/^4242-42\d\d-\d{4}-4242$/) })
    expect(tokenize('123').format).toBe('numeric_pfpt')
    expect(tokenize('ada@example.com')).toMatchObject({ format: 'opaque', value: expect.stringMatching(/^tok_/) })
    expect(tokenize('')).toMatchObject({ format: 'opaque' })
    expect(tokenize(1.5)).toMatchObject({ format: 'opaque' })
    expect(tokenize(true)).toMatchObject({ format: 'opaque' })
    expect(tokenize(null)).toMatchObject({ format: 'opaque' })
  })

  it('keep whole numbers numbers of as many digits, never equal to the input', () => {
    for (const value of [8900, 12, 7, 0, -450, 2029, 10000]) {
      const token = tokenize(value)
      expect(token.format).toBe('numeric_pfpt')
      expect(typeof token.value).toBe('number')
      expect(token.value).not.toBe(value)
      expect(String(Math.abs(token.value as number))).toHaveLength(String(Math.abs(value)).length)
      expect((token.value as number) < 0).toBe(value < 0)
    }
  })
})
