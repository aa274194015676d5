import { describe, expect, it } from 'vitest'

import { EU_EEA_ZONES_OUTSIDE_EUROPE } from '@/features/consent/askFirstTimeZones'
import { choiceInCookies, consentCookie, initialConsent } from '@/features/consent/consentState'

describe('initialConsent', () => {
  it.each([
    ['Europe/Berlin', 'pending'],
    ['Europe/London', 'pending'],
    // EU and EEA zones whose names do not begin with Europe.
    ['Atlantic/Canary', 'pending'],
    ['Atlantic/Madeira', 'pending'],
    ['Atlantic/Azores', 'pending'],
    ['Asia/Nicosia', 'pending'],
    ['Indian/Reunion', 'pending'],
    ['America/Cayenne', 'pending'],
    ['Atlantic/Reykjavik', 'pending'],
    ['Africa/Ceuta', 'pending'],
    ['CET', 'pending'],
    // Near neighbours outside the EU and the EEA.
    ['Africa/Casablanca', 'accepted'],
    ['Asia/Beirut', 'accepted'],
    ['America/Sao_Paulo', 'accepted'],
    ['Indian/Mauritius', 'accepted'],
    ['America/New_York', 'accepted'],
    ['Asia/Tokyo', 'accepted'],
    ['UTC', 'accepted'],
    [undefined, 'pending'],
  ] as const)('%s starts %s', (timeZone, expected) => {
    expect(initialConsent(timeZone)).toBe(expected)
  })
})

describe('the EU and EEA zones outside Europe/', () => {
  it('are all names this runtime knows as time zones (no typo lets a visitor through)', () => {
    for (const zone of EU_EEA_ZONES_OUTSIDE_EUROPE) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone }), zone).not.toThrow()
    }
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
