import { describe, expect, it } from 'vitest'

import { sentryDsnParts } from '@/lib/sentryDsn'

describe('sentryDsnParts', () => {
  it('reads a Sentry SaaS DSN', () => {
    expect(sentryDsnParts('https://abc123@o4504.ingest.us.sentry.io/4507')).toEqual({
      origin: 'https://o4504.ingest.us.sentry.io',
      publicKey: 'abc123',
      projectId: '4507',
      pathPrefix: '',
    })
  })

  it('reads a self-hosted DSN with a port and a path prefix', () => {
    expect(sentryDsnParts('https://key@errors.example.com:9000/sentry/tools/12')).toEqual({
      origin: 'https://errors.example.com:9000',
      publicKey: 'key',
      projectId: '12',
      pathPrefix: '/sentry/tools',
    })
  })

  it('reads a plain-http DSN on a loopback address, as the browser tests use', () => {
    expect(sentryDsnParts('http://e2epublickey@127.0.0.1:3191/42')).toEqual({
      origin: 'http://127.0.0.1:3191',
      publicKey: 'e2epublickey',
      projectId: '42',
      pathPrefix: '',
    })
  })

  it('keeps a trailing slash from making up a path prefix', () => {
    expect(sentryDsnParts('https://key@sentry.example.com/prefix/7/')).toMatchObject({
      projectId: '7',
      pathPrefix: '/prefix',
    })
  })

  it('drops the port when it is the scheme default', () => {
    expect(sentryDsnParts('https://key@sentry.example.com:443/3')?.origin).toBe('https://sentry.example.com')
  })

  it('decodes an escaped public key and ignores a legacy secret key', () => {
    expect(sentryDsnParts('https://k%2By:secret@sentry.example.com/5')).toMatchObject({
      publicKey: 'k+y',
      projectId: '5',
    })
  })

  it.each([
    ['not a URL', 'not a dsn'],
    ['an empty string', ''],
    ['no public key', 'https://o1.ingest.sentry.io/1'],
    ['no project id', 'https://key@o1.ingest.sentry.io/'],
    ['a non-numeric project id', 'https://key@o1.ingest.sentry.io/project'],
    ['a scheme other than http(s)', 'ftp://key@sentry.example.com/1'],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('refuses %s', (_case, value) => {
    expect(sentryDsnParts(value)).toBeUndefined()
  })
})
