import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ensureNginx } from '../../scripts/lib/nginx'
import {
  describeFailures,
  loopbackAddressFor,
  privilegedPortsUnavailableReason,
  startObservatoryProxy,
  type ObservatoryProxy,
} from '../e2e/helpers/observatory'
import { startFakeUpstream, type FakeUpstream } from './helpers/fakeUpstream'
import { onPostgres } from './helpers/postgres'

/**
 * The harness of tests/e2e/observatory.spec.ts, proven on a fake app whose headers we choose:
 * Mozilla's scanner, through deploy/nginx.conf with a certificate trusted only by the scanner's
 * process, grades perfect headers A+ and missing ones far lower. That the redirection sub-test
 * passes shows the http -> https redirect and the certificate trust both work.
 */
const UPSTREAM_PORT = onPostgres ? 18080 : 18030
const unavailable = privilegedPortsUnavailableReason()
if (unavailable && process.env.CI) throw new Error(`${unavailable} (CI is set, so the Observatory test must run)`)

describe.skipIf(unavailable !== null)('Observatory scan through the TLS proxy', () => {
  let upstream: FakeUpstream
  let proxy: ObservatoryProxy

  beforeAll(async () => {
    ensureNginx()
    upstream = await startFakeUpstream(UPSTREAM_PORT)
    proxy = await startObservatoryProxy({ upstream: upstream.url, address: loopbackAddressFor(UPSTREAM_PORT) })
  })

  afterAll(async () => {
    await proxy?.stop()
    await upstream?.close()
  })

  it('grades a page with every security header A+', async () => {
    const report = await proxy.scan('/secure')
    expect(report.grade, describeFailures(report)).toBe('A+')
    expect(report.score).toBeGreaterThanOrEqual(100)
    expect(report.tests.filter((test) => !test.pass)).toEqual([])
    expect(report.tests.find((test) => test.name === 'redirection')?.result).toBe('redirection-to-https')
  })

  it('grades a page without them far lower, naming what is missing', async () => {
    const report = await proxy.scan('/insecure')
    expect(['A+', 'A', 'A-', 'B+', 'B']).not.toContain(report.grade)
    const failing = report.tests.filter((test) => !test.pass).map((test) => test.name)
    expect(failing).toEqual(
      expect.arrayContaining([
        'content-security-policy',
        'strict-transport-security',
        'x-content-type-options',
        'x-frame-options',
      ]),
    )
    expect(describeFailures(report)).toContain('strict-transport-security: hsts-not-implemented')
    expect(report.tests.find((test) => test.name === 'redirection')?.pass).toBe(true)
  })
})

if (unavailable) console.log(`Skipping the Observatory scan: ${unavailable}`)
