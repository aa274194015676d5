import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { EnvError, parseEnv as parseProcessEnv } from '@/lib/env'

// Next types NODE_ENV as always present on ProcessEnv; these fixtures are partial on purpose.
type Vars = Record<string, string>
const parseEnv = (vars: Vars) => parseProcessEnv(vars as NodeJS.ProcessEnv)

const SECRET = 'x'.repeat(32)

/** Runs parseEnv and returns the EnvError it throws, failing the test if it does not throw one. */
function envError(source: Vars): EnvError {
  try {
    parseEnv(source)
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError)
    return error as EnvError
  }
  throw new Error(`parseEnv accepted ${JSON.stringify(source)}`)
}

describe('parseEnv defaults', () => {
  it('fills in port, data dir and site URL for an empty environment', () => {
    const env = parseEnv({})
    expect(env.PORT).toBe(3000)
    expect(env.NODE_ENV).toBe('development')
    expect(env.dataDir).toBe(path.resolve('data'))
    expect(path.isAbsolute(env.dataDir)).toBe(true)
    expect(env.siteUrl).toBe('http://localhost:3000')
    expect(env.DATABASE_URL).toBeUndefined()
  })

  it('derives the site URL from PORT and resolves a relative DATA_DIR', () => {
    const env = parseEnv({ PORT: '8080', DATA_DIR: 'var/cms' })
    expect(env.PORT).toBe(8080)
    expect(env.siteUrl).toBe('http://localhost:8080')
    expect(env.dataDir).toBe(path.resolve('var/cms'))
  })

  it('keeps GraphQL off and the server on every address unless told otherwise (issue 33)', () => {
    expect(parseEnv({}).GRAPHQL_ENABLED).toBe(false)
    expect(parseEnv({}).LISTEN_HOST).toBeUndefined()
    expect(parseEnv({ GRAPHQL_ENABLED: 'true', LISTEN_HOST: '127.0.0.1' })).toMatchObject({ GRAPHQL_ENABLED: true, LISTEN_HOST: '127.0.0.1' })
    expect(parseEnv({ LISTEN_HOST: '::1' }).LISTEN_HOST).toBe('::1')
    expect(() => parseEnv({ LISTEN_HOST: '127.0.0.1; rm' })).toThrow(/LISTEN_HOST must be an address/)
  })

  it('drops trailing slashes from SITE_URL', () => {
    expect(parseEnv({ SITE_URL: 'https://www.cipherwell.com/' }).siteUrl).toBe('https://www.cipherwell.com')
    expect(parseEnv({ SITE_URL: 'https://www.cipherwell.com//' }).siteUrl).toBe('https://www.cipherwell.com')
  })

  it('treats blank optional variables (FOO= in .env) as unset', () => {
    const env = parseEnv({ DATABASE_URL: '', PAYLOAD_SECRET: ' ', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', SITE_URL: '' })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.PAYLOAD_SECRET).toBeUndefined()
    expect(env.ADMIN_EMAIL).toBeUndefined()
    expect(env.ADMIN_PASSWORD).toBeUndefined()
    expect(env.siteUrl).toBe('http://localhost:3000')
  })

  it('treats blank PORT, DATA_DIR and NODE_ENV as unset too', () => {
    expect(parseEnv({ PORT: '', DATA_DIR: ' ', NODE_ENV: '' })).toMatchObject({
      PORT: 3000,
      NODE_ENV: 'development',
      dataDir: path.resolve('data'),
    })
  })
})

describe('parseEnv rejects bad values, naming the variable', () => {
  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '0' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://db/cms' }],
    ['PAYLOAD_SECRET', { PAYLOAD_SECRET: 'too-short' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough-pw' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'admin@cipherwell.com', ADMIN_PASSWORD: 'short' }],
    ['SITE_URL', { SITE_URL: 'www.cipherwell.com' }],
  ])('%s in %j', (name, source) => {
    expect(envError(source).message).toContain(name)
  })

  it('requires ADMIN_PASSWORD with ADMIN_EMAIL and vice versa', () => {
    expect(envError({ ADMIN_EMAIL: 'admin@cipherwell.com' }).problems).toEqual([
      'ADMIN_PASSWORD is required when ADMIN_EMAIL is set',
    ])
    expect(envError({ ADMIN_PASSWORD: 'long-enough-pw' }).problems).toEqual([
      'ADMIN_EMAIL is required when ADMIN_PASSWORD is set',
    ])
  })

  it('accepts postgres:// and postgresql:// URLs', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://u:p@db/cms' }).DATABASE_URL).toBe('postgres://u:p@db/cms')
    expect(parseEnv({ DATABASE_URL: 'postgresql://db/cms' }).DATABASE_URL).toBe('postgresql://db/cms')
  })
})

describe('PAYLOAD_SECRET with a shared database', () => {
  const DATABASE_URL = 'postgres://db/cms'

  it('is required in production', () => {
    expect(envError({ NODE_ENV: 'production', DATABASE_URL }).message).toContain('PAYLOAD_SECRET')
  })

  it('is accepted when given in production', () => {
    expect(parseEnv({ NODE_ENV: 'production', DATABASE_URL, PAYLOAD_SECRET: SECRET }).PAYLOAD_SECRET).toBe(SECRET)
  })

  it('is optional outside production, and in production with the embedded database', () => {
    expect(() => parseEnv({ NODE_ENV: 'development', DATABASE_URL })).not.toThrow()
    expect(() => parseEnv({ NODE_ENV: 'test', DATABASE_URL })).not.toThrow()
    expect(() => parseEnv({ NODE_ENV: 'production' })).not.toThrow()
  })
})

describe('email to sales (SMTP_URL, EMAIL_FROM_ADDRESS, LEAD_NOTIFY_TO)', () => {
  const smtp = { SMTP_URL: 'smtps://user:pass@mail.cipherwell.test:465', EMAIL_FROM_ADDRESS: 'website@cipherwell.test' }

  it('is off by default', () => {
    const env = parseEnv({})
    expect([env.SMTP_URL, env.LEAD_NOTIFY_TO]).toEqual([undefined, undefined])
  })

  it('reads a comma-separated list of sales addresses', () => {
    expect(parseEnv({ ...smtp, LEAD_NOTIFY_TO: 'sales@cipherwell.test, ae@cipherwell.test' }).LEAD_NOTIFY_TO).toEqual([
      'sales@cipherwell.test',
      'ae@cipherwell.test',
    ])
  })

  it('names what is missing or malformed', () => {
    expect(envError({ LEAD_NOTIFY_TO: 'sales@cipherwell.test' }).problems).toEqual([
      'SMTP_URL is required when LEAD_NOTIFY_TO is set',
    ])
    expect(envError({ SMTP_URL: smtp.SMTP_URL }).problems).toEqual([
      'EMAIL_FROM_ADDRESS is required when SMTP_URL is set',
    ])
    expect(envError({ ...smtp, SMTP_URL: 'https://mail.cipherwell.test' }).problems).toEqual([
      'SMTP_URL must be an smtp:// or smtps:// URL',
    ])
    expect(envError({ ...smtp, LEAD_NOTIFY_TO: 'sales@cipherwell.test, not-an-address' }).message).toContain(
      'LEAD_NOTIFY_TO',
    )
  })
})

describe('COOKIE_DOMAIN', () => {
  it('accepts a domain, with or without a leading dot, and is unset by default', () => {
    expect(parseEnv({}).COOKIE_DOMAIN).toBeUndefined()
    expect(parseEnv({ COOKIE_DOMAIN: 'cipherwell.com' }).COOKIE_DOMAIN).toBe('cipherwell.com')
    expect(parseEnv({ COOKIE_DOMAIN: '.cipherwell.com' }).COOKIE_DOMAIN).toBe('.cipherwell.com')
  })

  it.each(['localhost', 'https://cipherwell.com', 'cipherwell.com; Secure', 'cipher well.com'])(
    'rejects %j',
    (value) => {
      expect(envError({ COOKIE_DOMAIN: value }).message).toContain('COOKIE_DOMAIN')
    },
  )
})
