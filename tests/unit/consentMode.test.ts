import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CONSENT_SIGNALS, setConsentDefaults, updateConsentMode } from '@/features/integrations/consentMode'

const SEVEN = [
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
  'analytics_storage',
  'functionality_storage',
  'personalization_storage',
  'security_storage',
]
const all = (value: 'granted' | 'denied') => Object.fromEntries(SEVEN.map((signal) => [signal, value]))

type Page = { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void }
let page: Page

beforeEach(() => {
  page = {}
  vi.stubGlobal('window', page)
})
afterEach(() => vi.unstubAllGlobals())

/** The data layer's entries as plain arrays (Google's tags push `arguments` objects). */
const entries = () => (page.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>))

describe('Consent Mode v2', () => {
  it('lists the four v2 signals among the seven', () => {
    for (const signal of ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage']) {
      expect(CONSENT_SIGNALS).toContain(signal)
    }
    expect([...CONSENT_SIGNALS].sort()).toEqual([...SEVEN].sort())
  })

  it('defaults every signal to denied, as an arguments object on window.dataLayer', () => {
    setConsentDefaults()
    expect(page.dataLayer).toHaveLength(1)
    const [entry] = page.dataLayer!
    expect(Array.isArray(entry)).toBe(false)
    expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]')
    expect(entries()).toEqual([['consent', 'default', all('denied')]])
    expect(typeof page.gtag).toBe('function')
  })

  it('updates every signal to granted on accept', () => {
    setConsentDefaults()
    updateConsentMode(true)
    expect(entries()).toEqual([
      ['consent', 'default', all('denied')],
      ['consent', 'update', all('granted')],
    ])
  })

  it('updates every signal to denied on reject', () => {
    updateConsentMode(false)
    expect(entries()).toEqual([['consent', 'update', all('denied')]])
  })

  it('keeps an existing data layer and gtag', () => {
    const earlier = { event: 'gtm.js' }
    const gtag = vi.fn()
    page.dataLayer = [earlier]
    page.gtag = gtag
    updateConsentMode(true)
    expect(gtag).toHaveBeenCalledWith('consent', 'update', all('granted'))
    expect(page.dataLayer).toEqual([earlier])
  })
})
