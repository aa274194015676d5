import { describe, expect, it } from 'vitest'

import {
  attributionFromSearch,
  referrerSuffix,
  toBase64,
  UTM_COOKIE_MAX_AGE_SECONDS,
  UTM_COOKIE_NAME,
  utmCookie,
  utmString,
} from '@/features/attribution/utmCookie'

describe('attributionFromSearch', () => {
  it('reads all five utm_* parameters and gclid', () => {
    const search =
      '?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=vault&utm_content=cta&gclid=G-1&other=x'
    expect(attributionFromSearch(search)).toEqual({
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
      utmTerm: 'vault',
      utmContent: 'cta',
      gclid: 'G-1',
    })
  })

  it('decodes values and trims surrounding blanks', () => {
    expect(attributionFromSearch('?utm_campaign=caf%C3%A9+%E6%9D%B1%E4%BA%AC&utm_source=%20linkedin%20')).toEqual({
      utmCampaign: 'café 東京',
      utmSource: 'linkedin',
    })
  })

  it('ignores empty and blank values', () => {
    expect(attributionFromSearch('?utm_source=&utm_medium=%20%20&utm_campaign=+&gclid=&utm_term=t')).toEqual({
      utmTerm: 't',
    })
    expect(attributionFromSearch('')).toEqual({})
    expect(attributionFromSearch('?foo=bar')).toEqual({})
  })

  it('caps every value at 500 characters', () => {
    const long = 'a'.repeat(501) + 'b'.repeat(100)
    const found = attributionFromSearch(`?utm_source=${long}&gclid=${long}`)
    expect(found.utmSource).toBe('a'.repeat(500))
    expect(found.gclid).toBe('a'.repeat(500))
    expect(attributionFromSearch(`?utm_content=${'c'.repeat(500)}`).utmContent).toHaveLength(500)
  })
})

describe('referrerSuffix', () => {
  it('gives the host and path of another site', () => {
    expect(referrerSuffix('https://news.example.org/posts/42?ref=x#top', 'www.cipherwell.com')).toBe(
      'news.example.org/posts/42',
    )
    expect(referrerSuffix('http://blog.example.com:8080/a/', 'www.cipherwell.com')).toBe('blog.example.com:8080/a/')
  })

  it('gives the host only for a root path', () => {
    expect(referrerSuffix('https://www.google.com/', 'www.cipherwell.com')).toBe('www.google.com')
    expect(referrerSuffix('https://www.google.com', 'www.cipherwell.com')).toBe('www.google.com')
  })

  it('gives nothing for our own host', () => {
    expect(referrerSuffix('https://www.cipherwell.com/pricing', 'www.cipherwell.com')).toBeUndefined()
    expect(referrerSuffix('http://localhost:3000/', 'localhost:3000')).toBeUndefined()
  })

  it('gives nothing for an empty or unparsable referrer', () => {
    expect(referrerSuffix('', 'www.cipherwell.com')).toBeUndefined()
    expect(referrerSuffix('not a url', 'www.cipherwell.com')).toBeUndefined()
    expect(referrerSuffix('//', 'www.cipherwell.com')).toBeUndefined()
  })
})

describe('utmString', () => {
  it('lists only the fields present, in source, medium, campaign, term, content, gclid, referrer order', () => {
    expect(utmString({ utmContent: 'cta', utmSource: 'newsletter', utmTerm: 'vault' })).toBe(
      'utm_source=newsletter&utm_term=vault&utm_content=cta',
    )
    expect(
      utmString(
        {
          gclid: 'G-1',
          utmContent: 'cta',
          utmTerm: 'vault',
          utmCampaign: 'spring',
          utmMedium: 'email',
          utmSource: 'newsletter',
        },
        'news.example.org/posts',
      ),
    ).toBe(
      'utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=vault&utm_content=cta&gclid=G-1&referrer=news.example.org%2Fposts',
    )
    expect(utmString({ utmMedium: 'cpc', gclid: 'G-2' })).toBe('utm_medium=cpc&gclid=G-2')
  })

  it("says 'direct' for all five fields without any UTM", () => {
    const direct = 'utm_source=direct&utm_medium=direct&utm_campaign=direct&utm_term=direct&utm_content=direct'
    expect(utmString({})).toBe(direct)
    expect(utmString({}, 'www.google.com')).toBe(`${direct}&referrer=www.google.com`)
    expect(utmString({ gclid: 'G-3' })).toBe(`${direct}&gclid=G-3`)
    expect(utmString({ gclid: 'G-3' }, 'www.google.com')).toBe(`${direct}&gclid=G-3&referrer=www.google.com`)
  })

  it('URL-encodes odd characters so the string parses back to the same values', () => {
    const attribution = { utmSource: 'a&b=c', utmCampaign: 'café 東京', utmTerm: '100%+more?#' }
    const text = utmString(attribution, 'ex.org/p a')
    expect(text).toBe(
      'utm_source=a%26b%3Dc&utm_campaign=caf%C3%A9+%E6%9D%B1%E4%BA%AC&utm_term=100%25%2Bmore%3F%23&referrer=ex.org%2Fp+a',
    )
    expect(Object.fromEntries(new URLSearchParams(text))).toEqual({
      utm_source: 'a&b=c',
      utm_campaign: 'café 東京',
      utm_term: '100%+more?#',
      referrer: 'ex.org/p a',
    })
  })
})

describe('toBase64', () => {
  it('matches Buffer base64 for ASCII', () => {
    for (const text of ['', 'a', 'utm_source=direct&utm_medium=direct', 'x'.repeat(1000)]) {
      expect(toBase64(text)).toBe(Buffer.from(text).toString('base64'))
    }
  })

  it('encodes non-ASCII text as UTF-8', () => {
    for (const text of ['café 東京', 'utm_campaign=Привет 🚀']) {
      const encoded = toBase64(text)
      expect(encoded).toBe(Buffer.from(text, 'utf8').toString('base64'))
      expect(Buffer.from(encoded, 'base64').toString('utf8')).toBe(text)
    }
  })
})

describe('utmCookie', () => {
  const value = 'utm_source=direct'
  const encoded = Buffer.from(value).toString('base64')

  it('is named cipherwell_utm and lives 14 days', () => {
    expect(UTM_COOKIE_NAME).toBe('cipherwell_utm')
    expect(UTM_COOKIE_MAX_AGE_SECONDS).toBe(1_209_600)
  })

  it('stays on the current host over http', () => {
    expect(utmCookie(value, { secure: false })).toBe(`cipherwell_utm=${encoded}; Path=/; Max-Age=1209600; SameSite=Lax`)
  })

  it('adds the domain when given and Secure on https', () => {
    expect(utmCookie(value, { domain: 'cipherwell.com', secure: true })).toBe(
      `cipherwell_utm=${encoded}; Path=/; Max-Age=1209600; SameSite=Lax; Domain=cipherwell.com; Secure`,
    )
    expect(utmCookie(value, { domain: 'cipherwell.com', secure: false })).toBe(
      `cipherwell_utm=${encoded}; Path=/; Max-Age=1209600; SameSite=Lax; Domain=cipherwell.com`,
    )
    expect(utmCookie(value, { secure: true })).toBe(
      `cipherwell_utm=${encoded}; Path=/; Max-Age=1209600; SameSite=Lax; Secure`,
    )
  })

  it('carries a non-ASCII value as UTF-8 base64', () => {
    const cookie = utmCookie('utm_campaign=café', { secure: false })
    const stored = cookie.split(';')[0]!.slice('cipherwell_utm='.length)
    expect(Buffer.from(stored, 'base64').toString('utf8')).toBe('utm_campaign=café')
  })
})
