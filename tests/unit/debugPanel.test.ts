import { describe, expect, it } from 'vitest'

import type { AnalyticsCall } from '@/features/analytics/analytics'
import { decodeUtmCookie } from '@/features/debug-panel/decodeUtmCookie'
import { describeAnalyticsCall } from '@/features/debug-panel/describeAnalyticsCall'
import { MAX_VALUE_LENGTH, shorten, spacedJson } from '@/features/debug-panel/displayText'
import { readCookie } from '@/features/debug-panel/readCookie'

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64')

describe('describeAnalyticsCall', () => {
  it('shows a track call as type, event and properties on one line', () => {
    const call: AnalyticsCall = {
      type: 'track',
      event: 'started_demo_booking',
      properties: { topic: 'pci', attribution: {} },
    }
    expect(describeAnalyticsCall(call)).toBe('track started_demo_booking { "topic": "pci", "attribution": {} }')
  })

  it('shows an identify call with its traits', () => {
    expect(describeAnalyticsCall({ type: 'identify', traits: { email: 'ada@example.com' } })).toBe(
      'identify { "email": "ada@example.com" }',
    )
  })

  it('cuts a long call to the panel width, ending in an ellipsis', () => {
    const call: AnalyticsCall = {
      type: 'track',
      event: 'submit_sales_contact_form',
      properties: { message: 'x'.repeat(500), attribution: { utmSource: 'news' } },
    }
    const line = describeAnalyticsCall(call)
    expect(line).toHaveLength(MAX_VALUE_LENGTH)
    expect(line.startsWith('track submit_sales_contact_form { "message": "xxx')).toBe(true)
    expect(line.endsWith('…')).toBe(true)
    expect(describeAnalyticsCall(call, 20)).toBe('track submit_sales_…')
  })

  it('still describes a kind of call it does not know', () => {
    const call = { type: 'page', name: 'Home' } as unknown as AnalyticsCall
    expect(describeAnalyticsCall(call)).toBe('page { "name": "Home" }')
  })
})

describe('shorten and spacedJson', () => {
  it('leaves short text alone', () => {
    expect(shorten('accepted')).toBe('accepted')
    expect(shorten('abcdef', 6)).toBe('abcdef')
    expect(shorten('abcdefg', 6)).toBe('abcde…')
  })

  it('spaces JSON between fields only, never inside values', () => {
    expect(spacedJson({ a: 'x,y:z', b: [1, 2], c: 'line\nbreak' })).toBe(
      '{ "a": "x,y:z", "b": [ 1, 2 ], "c": "line\\nbreak" }',
    )
    expect(spacedJson({})).toBe('{}')
    expect(spacedJson(undefined)).toBe('undefined')
  })
})

describe('decodeUtmCookie', () => {
  const record = '{"utmSource":"news","utmMedium":"email"}'

  it('decodes base64 of UTF-8', () => {
    expect(decodeUtmCookie(base64(record))).toBe(record)
    expect(decodeUtmCookie(base64('{"utmCampaign":"été"}'))).toBe('{"utmCampaign":"été"}')
  })

  it('accepts percent-encoded padding, missing padding and the URL-safe alphabet', () => {
    const encoded = base64('a?>') // 'YT8+' uses '+'
    expect(decodeUtmCookie(encodeURIComponent(base64('ab')))).toBe('ab')
    expect(decodeUtmCookie(base64('ab').replace(/=+$/, ''))).toBe('ab')
    expect(decodeUtmCookie(encoded.replace(/\+/g, '-'))).toBe('a?>')
  })

  it('is undefined on bad input', () => {
    expect(decodeUtmCookie(undefined)).toBeUndefined()
    expect(decodeUtmCookie('')).toBeUndefined()
    expect(decodeUtmCookie('not base64!')).toBeUndefined()
    expect(decodeUtmCookie('abcde')).toBeUndefined() // one character past a group
    expect(decodeUtmCookie('ab=c')).toBeUndefined() // padding inside
    expect(decodeUtmCookie('%E0%A4%A')).toBeUndefined() // broken percent-encoding
    expect(decodeUtmCookie(Buffer.from([0xff, 0xfe, 0xfd]).toString('base64'))).toBeUndefined() // not UTF-8
  })
})

describe('readCookie', () => {
  it('finds a cookie among others and keeps base64 padding', () => {
    expect(readCookie('cipherwell_utm', 'a=1; cipherwell_utm=eyJ9Cg==; b=2')).toBe('eyJ9Cg==')
    expect(readCookie('a', 'a=1; b=2')).toBe('1')
  })

  it('matches whole names only and is undefined when absent', () => {
    expect(readCookie('utm', 'cipherwell_utm=x; utm_x=y')).toBeUndefined()
    expect(readCookie('a', '')).toBeUndefined()
    expect(readCookie('flag', 'flag; other=1')).toBeUndefined()
  })
})
