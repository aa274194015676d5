import { describe, expect, it } from 'vitest'

import { trustedOrigins } from '@/cms/auth/trustedOrigins'
import { parseEnv as parseProcessEnv } from '@/lib/env'

const parseEnv = (vars: Record<string, string>) => parseProcessEnv(vars as NodeJS.ProcessEnv)

describe('the origins the CMS session cookie counts from', () => {
  it('is the site’s origin, and the admin’s where ADMIN_URL puts it elsewhere', () => {
    expect(trustedOrigins(parseEnv({ SITE_URL: 'https://www.cipherwell.com/' }))).toEqual(['https://www.cipherwell.com'])
    expect(trustedOrigins(parseEnv({ SITE_URL: 'https://www.cipherwell.com', ADMIN_URL: 'https://cms.cipherwell.com/admin' }))).toEqual([
      'https://www.cipherwell.com',
      'https://cms.cipherwell.com',
    ])
  })

  it('is this machine’s loopback names of the port when no SITE_URL is set', () => {
    expect(trustedOrigins(parseEnv({ PORT: '3300' }))).toEqual([
      'http://localhost:3300',
      'http://127.0.0.1:3300',
      'http://[::1]:3300',
    ])
  })

  it('refuses an ADMIN_URL that is not a URL', () => {
    expect(() => parseEnv({ ADMIN_URL: 'cms.cipherwell.com' })).toThrow(/ADMIN_URL/)
  })
})
