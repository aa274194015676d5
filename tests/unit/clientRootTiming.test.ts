import { describe, expect, it } from 'vitest'

import { neededAtOnce } from '@/features/shell/clientRootTiming'

describe('neededAtOnce: when the client root loads without waiting for the visitor', () => {
  const none = { sentryEnvironment: 'production' }

  it('waits on the site as shipped: no preview, no query string, no third party (the environment label alone is none)', () => {
    expect(neededAtOnce({ integrations: none, preview: false, search: '' })).toBe(false)
  })

  it('loads at once in an editor’s preview', () => {
    expect(neededAtOnce({ integrations: none, preview: true, search: '' })).toBe(true)
  })

  it('loads at once with a query string (UTM parameters to capture, ?debug)', () => {
    expect(neededAtOnce({ integrations: none, preview: false, search: '?utm_source=newsletter' })).toBe(true)
    expect(neededAtOnce({ integrations: none, preview: false, search: '?debug' })).toBe(true)
  })

  it.each(['gtmId', 'hubspotPortalId', 'linkedinPartnerId', 'intercomAppId', 'segmentWriteKey', 'sentryDsn', 'plausibleScriptUrl'])(
    'loads at once when %s is configured',
    (key) => {
      expect(neededAtOnce({ integrations: { ...none, [key]: 'configured' }, preview: false, search: '' })).toBe(true)
    },
  )
})
