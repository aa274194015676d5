import { describe, expect, it } from 'vitest'

import { choiceInCookies, consentCookie, initialConsent } from '@/features/consent/consentState'

describe('initialConsent', () => {
  it.each([
    ['Europe/Berlin', 'pending'],
    ['Europe/London', 'pending'],
    ['America/New_York', 'accepted'],
    ['Asia/Tokyo', 'accepted'],
    ['UTC', 'accepted'],
    [undefined, 'pending'],
  ] as const)('%s starts %s', (timeZone, expected) => {
    expect(initialConsent(timeZone)).toBe(expected)
  })
})

describe('consentCookie', () => {
  it('lives 365 days, Lax, Secure on https, on the configured domain', () => {
    expect(consentCookie('accepted', { domain: 'cipherwell.com', secure: true })).toBe(
      'cookie-permissions=accepted; Path=/; Max-Age=31536000; SameSite=Lax; Domain=cipherwell.com; Secure',
    )
  })

  it('stays on the current host without a domain, and drops Secure on plain http', () => {
    expect(consentCookie('rejected', { secure: false })).toBe(
      'cookie-permissions=rejected; Path=/; Max-Age=31536000; SameSite=Lax',
    )
  })
})

describe('choiceInCookies', () => {
  it('finds a valid choice among other cookies', () => {
    expect(choiceInCookies('a=1; cookie-permissions=rejected; b=2')).toBe('rejected')
  })

  it('ignores anything that is not a choice', () => {
    expect(choiceInCookies('cookie-permissions=pending')).toBeUndefined()
    expect(choiceInCookies('cookie-permissions=yes; other=accepted')).toBeUndefined()
    expect(choiceInCookies('')).toBeUndefined()
  })
})
