import { describe, expect, it } from 'vitest'

import { binDigits, binResponse, lookupBin } from '@/features/playground/bin-lookup/binLookup'
import { BIN_SAMPLES, binSummary, INITIAL_BIN } from '@/features/playground/bin-lookup/binSamples'
import { BIN_TABLE, type BinRow } from '@/features/playground/bin-lookup/binTable'
import { detectBrand } from '@/features/playground/cardBrands'

describe('the sample BIN table', () => {
  it('holds about thirty distinct ranges of 6 to 8 digits, each in its scheme’s published range', () => {
    expect(BIN_TABLE.length).toBeGreaterThanOrEqual(30)
    expect(BIN_TABLE.length).toBeLessThanOrEqual(40)
    expect(new Set(BIN_TABLE.map((row) => row.prefix)).size).toBe(BIN_TABLE.length)
    for (const row of BIN_TABLE) {
      expect(row.prefix, row.prefix).toMatch(/^\d{6,8}$/)
      expect(detectBrand(row.prefix), row.prefix).toBe(row.brand)
      expect(row.country, row.prefix).toMatch(/^[A-Z]{2}$/)
    }
  })

  it('covers every scheme, funding type, several countries and both answers on 3-D Secure', () => {
    const values = (key: keyof BinRow) => new Set(BIN_TABLE.map((row) => row[key]))
    expect([...values('brand')].sort()).toEqual(['amex', 'discover', 'jcb', 'mastercard', 'unionpay', 'visa'])
    expect([...values('funding')].sort()).toEqual(['credit', 'debit', 'prepaid'])
    expect(values('country').size).toBeGreaterThanOrEqual(10)
    expect(values('threeDs')).toEqual(new Set([true, false]))
    expect([6, 7, 8].map((length) => BIN_TABLE.some((row) => row.prefix.length === length))).toEqual([true, true, true])
  })
})

describe('looking up a BIN', () => {
  it('answers 42424201 as the BIN Lookup page’s code samples do', () => {
    const lookup = lookupBin('42424201')
    expect(lookup).toEqual({
      status: 'found',
      digits: '42424201',
      answer: {
        bin: '42424201',
        brand: 'visa',
        funding: 'credit',
        issuer: 'Thamesgate Bank',
        issuer_country: 'GB',
        three_ds_supported: true,
        regulated: false,
      },
    })
    expect(INITIAL_BIN).toBe('42424201')
  })

  it('takes the longest prefix the table holds', () => {
    const bin = (input: string) => {
      const lookup = lookupBin(input)
      return lookup.status === 'found' ? lookup.answer.bin : lookup.status
    }
    expect(bin('424242')).toBe('424242')
    expect(bin('4242420')).toBe('424242')
    expect(bin('42424299')).toBe('424242')
    expect(bin('42424201')).toBe('42424201')
    expect(bin('4000056')).toBe('4000056')
    expect(bin('40000561')).toBe('4000056')
    expect(bin('40000512')).toBe('400005')
    expect(bin('62509412')).toBe('6250941')
    expect(bin('4 2 4 2 4 2 0 1')).toBe('42424201')
  })

  it('says plainly when a BIN is not in the sample table', () => {
    const lookup = lookupBin('99999999')
    expect(lookup.status).toBe('unknown')
    expect(lookup.status === 'unknown' && lookup.message).toBe(
      `99999999 is not in this sample table, which holds ${BIN_TABLE.length} ranges; the live API knows every issued range.`,
    )
    expect(binResponse(lookup)).toEqual({
      status: '404 Not Found',
      body: JSON.stringify({ error: { type: 'bin_not_found', message: (lookup as { message: string }).message } }, null, 2),
    })
    // 42424 is the start of a range, but five digits are not a BIN.
    expect(lookupBin('42424').status).toBe('incomplete')
  })

  it('asks for 6 to 8 digits and nothing else', () => {
    expect(lookupBin('')).toMatchObject({ status: 'incomplete', message: 'Type at least 6 digits (none yet).' })
    expect(lookupBin('4242')).toMatchObject({ status: 'incomplete', message: 'Type at least 6 digits (4 so far).' })
    expect(lookupBin('4242x201')).toMatchObject({ status: 'invalid', message: 'A BIN is digits only: remove “x”.' })
    expect(lookupBin('424242424')).toMatchObject({ status: 'invalid', message: 'A BIN is 6 to 8 digits: type no more than 8.' })
    expect(binResponse(lookupBin('4242'))).toBeNull()
  })

  it('answers a found BIN with its JSON, 200 OK', () => {
    const response = binResponse(lookupBin('37828224'))
    expect(response?.status).toBe('200 OK')
    expect(JSON.parse(response!.body)).toMatchObject({ bin: '378282', brand: 'amex', three_ds_supported: true })
  })

  it('keeps at most eight digits of whatever is typed or pasted', () => {
    expect(binDigits('4242 4242 4242 4242')).toBe('42424242')
    expect(binDigits('42-42 a')).toBe('4242')
  })

  it('offers samples that show each kind of answer', () => {
    const statuses = BIN_SAMPLES.map((sample) => lookupBin(sample).status)
    expect(statuses).toContain('unknown')
    expect(statuses.filter((status) => status === 'found').length).toBeGreaterThanOrEqual(4)
    expect(binSummary(lookupBin('62509412'))).toBe(
      'UnionPay credit card issued in HK by Victoria Harbour Bank, 3-D Secure supported: the longest prefix that matched is the 7-digit range 6250941.',
    )
  })
})
