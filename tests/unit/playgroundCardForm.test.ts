import { describe, expect, it } from 'vitest'

import {
  caretAfterDigits,
  editedDigits,
  formatCardNumber,
  formatExpiry,
  TEST_CARDS,
  tokenizeCard,
  validateCard,
} from '@/features/playground/card-form/cardForm'
import { cardFormReducer, INITIAL_CARD_FORM } from '@/features/playground/card-form/cardFormState'
import { contrastRatio, DEFAULT_CARD_THEME, normaliseHex, textOn, themeSnippet, themeVariables } from '@/features/playground/card-form/cardTheme'
import { detectBrand } from '@/features/playground/cardBrands'

const NOW = new Date('2026-06-15T12:00:00Z')
const visa = TEST_CARDS.find((card) => card.brand === 'visa')!

describe('typing a card', () => {
  it('groups the digits as the card prints them and stops at its length', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber('42424242424242429999')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005')
    expect(formatCardNumber('4242-42a')).toBe('4242 42')
    expect(formatCardNumber('6250941006528599000')).toBe('6250 9410 0652 8599 000')
  })

  it('writes the expiry as MM / YY, the slash with the third digit', () => {
    expect(formatExpiry('1')).toBe('1')
    expect(formatExpiry('12')).toBe('12')
    expect(formatExpiry('123')).toBe('12 / 3')
    expect(formatExpiry('12/299')).toBe('12 / 29')
  })

  it('puts the caret back after the same count of digits', () => {
    expect(caretAfterDigits('4242 4', 5)).toBe(6)
    expect(caretAfterDigits('4242 4242', 4)).toBe(4)
    expect(caretAfterDigits('12 / 3', 3)).toBe(6)
    expect(caretAfterDigits('4242', 0)).toBe(0)
    expect(caretAfterDigits('4242', 9)).toBe(4)
  })

  it('lets backspace through a space instead of sticking on it', () => {
    // "4242 |4242" and backspace: the space goes, and so must the 2 before it.
    expect(editedDigits('4242 4242', '42424242', 4)).toEqual({ value: '4244242', digitsBefore: 3 })
    expect(formatCardNumber('4244242')).toBe('4244 242')
    expect(editedDigits('4242 424', '4242 4242', 9)).toEqual({ value: '4242 4242', digitsBefore: 8 })
    expect(editedDigits('4242 4242', '4242 424', 8)).toEqual({ value: '4242 424', digitsBefore: 7 })
  })

  it('knows the brand from the first digits', () => {
    expect(TEST_CARDS.map((card) => detectBrand(card.number.replace(/\D/g, '')))).toEqual(TEST_CARDS.map((card) => card.brand))
    expect(detectBrand('2')).toBeNull()
    expect(detectBrand('2221')).toBe('mastercard')
    expect(detectBrand('6011')).toBe('discover')
  })
})

describe('checking a card', () => {
  it('accepts the test cards', () => {
    for (const card of TEST_CARDS) expect(validateCard(card, NOW), card.brand).toEqual({})
  })

  it('names each problem in words', () => {
    expect(validateCard({ number: '', expiry: '', cvc: '' }, NOW)).toEqual({
      number: 'Enter a card number.',
      expiry: 'Enter the expiry date.',
      cvc: 'Enter the 3-digit security code.',
    })
    expect(validateCard({ number: '4242 4242 4242', expiry: '1', cvc: '12' }, NOW)).toMatchObject({
      number: 'This card number is incomplete.',
      expiry: 'Enter the expiry as MM / YY.',
    })
    expect(validateCard({ ...visa, number: '4242 4242 4242 4241' }, NOW).number).toBe('This card number is not valid: check the digits.')
    expect(validateCard({ ...visa, number: '9999 9999 9999 9999' }, NOW).number).toMatch(/^Enter a card number from Visa, Mastercard/)
    expect(validateCard({ ...visa, expiry: '13 / 30' }, NOW).expiry).toBe('The month must be 01 to 12.')
    expect(validateCard({ ...visa, expiry: '05 / 26' }, NOW).expiry).toBe('This card has expired.')
    expect(validateCard({ ...visa, expiry: '06 / 26' }, NOW).expiry).toBeUndefined()
    expect(validateCard({ number: '3782 822463 10005', expiry: '12 / 29', cvc: '123' }, NOW).cvc).toBe('Enter the 4-digit security code.')
  })
})

describe('what the page receives', () => {
  it('is a token, the last four and the brand; never the number', () => {
    const received = tokenizeCard(visa)
    expect(Object.keys(received)).toEqual(['token', 'last4', 'brand'])
    expect(received).toEqual({ token: expect.stringMatching(/^tok_[0-9A-Za-z]{16}$/), last4: '4242', brand: 'visa' })
    expect(JSON.stringify(received)).not.toContain('4242424242424242')
    expect(JSON.stringify(received)).not.toContain(visa.cvc)
  })

  it('is the same token for the same card, another for another', () => {
    expect(tokenizeCard(visa).token).toBe(tokenizeCard({ ...visa, number: '4242424242424242' }).token)
    expect(tokenizeCard(visa).token).not.toBe(tokenizeCard(TEST_CARDS[1]!).token)
  })
})

describe('the card form playground', () => {
  it('formats as it goes, tokenizes a valid card and announces it', () => {
    let state = cardFormReducer(INITIAL_CARD_FORM, { type: 'field', name: 'number', value: '378282246310005' })
    state = cardFormReducer(state, { type: 'field', name: 'cvc', value: '12345' })
    expect(state.card).toMatchObject({ number: '3782 822463 10005', cvc: '1234' })
    // Back to a Visa: the code shrinks to three digits.
    state = cardFormReducer(state, { type: 'field', name: 'number', value: '4242424242424242' })
    expect(state.card.cvc).toBe('123')
    state = cardFormReducer(state, { type: 'field', name: 'expiry', value: '1229' })
    state = cardFormReducer(state, { type: 'submit', now: NOW })
    expect(state.errors).toEqual({})
    expect(state.received).toEqual(tokenizeCard(visa))
    expect(state.status).toBe(`Your page received ${state.received!.token} for a Visa card ending in 4242; the number and code stayed in the secure fields.`)
  })

  it('receives nothing from an invalid card, and clears a field’s error as it is edited', () => {
    let state = cardFormReducer({ ...INITIAL_CARD_FORM, received: tokenizeCard(visa) }, { type: 'submit', now: NOW })
    expect(state.received).toBeNull()
    expect(state.status).toBe('Not submitted: Enter a card number. Enter the expiry date. Enter the 3-digit security code.')
    state = cardFormReducer(state, { type: 'field', name: 'number', value: '4' })
    expect(Object.keys(state.errors)).toEqual(['expiry', 'cvc'])
    state = cardFormReducer(state, { type: 'fill', card: visa })
    expect(state.errors).toEqual({})
    expect(state.card).toEqual(visa)
  })
})

describe('the fields’ theme', () => {
  it('reads hex colours in either length and case', () => {
    expect(normaliseHex('#ABC')).toBe('#aabbcc')
    expect(normaliseHex('5443E6')).toBe('#5443e6')
    expect(normaliseHex('#12345')).toBeNull()
    expect(normaliseHex('red')).toBeNull()
  })

  it('keeps the button’s text readable on any accent', () => {
    for (let red = 0; red < 256; red += 17) {
      for (let green = 0; green < 256; green += 17) {
        for (let blue = 0; blue < 256; blue += 51) {
          const accent = `#${[red, green, blue].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`
          expect(contrastRatio(accent, textOn(accent)), accent).toBeGreaterThanOrEqual(4.5)
        }
      }
    }
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21)
  })

  it('draws the focus ring in the accent only where the accent shows', () => {
    expect(themeVariables(DEFAULT_CARD_THEME)['--cf-focus']).toBe('#5443e6')
    expect(themeVariables({ ...DEFAULT_CARD_THEME, accent: '#fefefe' })['--cf-focus']).toBe('#0f172a')
    expect(themeVariables({ ...DEFAULT_CARD_THEME, surface: 'dark', accent: '#111111' })['--cf-focus']).toBe('#f1f5f9')
    expect(themeVariables({ ...DEFAULT_CARD_THEME, radius: 14, font: 'serif' })).toMatchObject({ '--cf-radius': '14px', '--cf-font': expect.stringContaining('Georgia') })
  })

  it('is written out as the merchant’s code', () => {
    expect(themeSnippet({ accent: '#0EA5E9', surface: 'dark', radius: 0, font: 'mono' })).toBe(
      [
        'const form = collect.form({',
        '  style: {',
        '    colorPrimary: "#0ea5e9",',
        '    colorBackground: "#0f172a",',
        '    colorText: "#f1f5f9",',
        '    borderRadius: "0px",',
        `    fontFamily: "'JetBrains Mono', monospace",`,
        '  },',
        '})',
      ].join('\n'),
    )
  })
})
