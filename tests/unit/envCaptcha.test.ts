import { describe, expect, it } from 'vitest'

import { EnvError, parseEnv as parseProcessEnv } from '@/lib/env'

const parseEnv = (vars: Record<string, string>) => parseProcessEnv(vars as NodeJS.ProcessEnv)

/** The problems parseEnv reports, or [] when it accepts the environment. */
function problems(vars: Record<string, string>): string[] {
  try {
    parseEnv(vars)
    return []
  } catch (error) {
    if (!(error instanceof EnvError)) throw error
    return error.problems
  }
}

const PRODUCTION = { NODE_ENV: 'production' }

describe('captcha configuration at start-up', () => {
  it('refuses a production site on a real host without HCAPTCHA_SECRET, naming the variable', () => {
    for (const SITE_URL of ['https://www.cipherwell.com', 'http://staging.cipherwell.dev:8080', 'http://10.0.0.5:3000']) {
      const found = problems({ ...PRODUCTION, SITE_URL })
      expect(found).toHaveLength(1)
      expect(found[0]).toMatch(/^HCAPTCHA_SECRET /)
      expect(found[0]).toContain('CAPTCHA_DISABLED=true')
    }
  })

  it('accepts a production site on a real host with a secret or with captcha explicitly disabled', () => {
    expect(problems({ ...PRODUCTION, SITE_URL: 'https://www.cipherwell.com', HCAPTCHA_SECRET: 'secret' })).toEqual([])
    expect(problems({ ...PRODUCTION, SITE_URL: 'https://www.cipherwell.com', CAPTCHA_DISABLED: 'true' })).toEqual([])
  })

  it('still refuses when CAPTCHA_DISABLED is set to a false value or left blank', () => {
    for (const CAPTCHA_DISABLED of ['false', '0', '']) {
      expect(problems({ ...PRODUCTION, SITE_URL: 'https://www.cipherwell.com', CAPTCHA_DISABLED })[0]).toMatch(/^HCAPTCHA_SECRET /)
    }
    expect(problems({ ...PRODUCTION, SITE_URL: 'https://www.cipherwell.com', HCAPTCHA_SECRET: '  ' })[0]).toMatch(/^HCAPTCHA_SECRET /)
  })

  it('accepts a local production start (npm start) on localhost or a loopback address', () => {
    for (const SITE_URL of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000', 'http://cipherwell.localhost']) {
      expect(problems({ ...PRODUCTION, SITE_URL })).toEqual([])
    }
    expect(problems(PRODUCTION)).toEqual([])
  })

  it('does not require a secret outside production', () => {
    for (const NODE_ENV of ['development', 'test']) {
      expect(problems({ NODE_ENV, SITE_URL: 'https://www.cipherwell.com' })).toEqual([])
    }
  })

  it('rejects a CAPTCHA_DISABLED value that is not a boolean, naming the variable', () => {
    expect(problems({ CAPTCHA_DISABLED: 'maybe' })[0]).toMatch(/^CAPTCHA_DISABLED /)
  })
})
