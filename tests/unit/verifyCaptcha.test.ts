import { afterEach, describe, expect, it, vi } from 'vitest'

import { verifyCaptcha } from '@/features/leads/verifyCaptcha'
import { parseEnv } from '@/lib/env'

const env = (vars: Record<string, string>) => parseEnv(vars as NodeJS.ProcessEnv)
const SECRET = '0x' + '0'.repeat(40)

/** A fetch that records its calls and answers `status` with `body`. */
function stubFetch(status: number, body: unknown) {
  const fetch = vi.fn(async (...args: Parameters<typeof globalThis.fetch>) => {
    void args
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('verifyCaptcha', () => {
  it('skips verification, without calling hCaptcha, when no secret is configured', async () => {
    const fetch = stubFetch(200, { success: false })
    expect(await verifyCaptcha('any-token', env({}))).toBe('skipped')
    expect(await verifyCaptcha(undefined, env({ HCAPTCHA_SECRET: '' }))).toBe('skipped')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('skips verification when CAPTCHA_DISABLED=true, even with a secret', async () => {
    const fetch = stubFetch(200, { success: false })
    expect(await verifyCaptcha('any-token', env({ HCAPTCHA_SECRET: SECRET, CAPTCHA_DISABLED: 'true' }))).toBe('skipped')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('checks the token when CAPTCHA_DISABLED is false', async () => {
    const fetch = stubFetch(200, { success: true })
    expect(await verifyCaptcha('token', env({ HCAPTCHA_SECRET: SECRET, CAPTCHA_DISABLED: 'false' }))).toBe('verified')
    expect(fetch).toHaveBeenCalledOnce()
  })

  it('rejects a missing token without calling hCaptcha', async () => {
    const fetch = stubFetch(200, { success: true })
    expect(await verifyCaptcha(undefined, env({ HCAPTCHA_SECRET: SECRET }))).toBe('rejected')
    expect(await verifyCaptcha('', env({ HCAPTCHA_SECRET: SECRET }))).toBe('rejected')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('posts secret, token and site key to the configured verify URL', async () => {
    const fetch = stubFetch(200, { success: true })
    const vars = { HCAPTCHA_SECRET: SECRET, HCAPTCHA_VERIFY_URL: 'https://verify.test/siteverify', HCAPTCHA_SITEKEY: 'site-key' }
    expect(await verifyCaptcha('the-token', env(vars))).toBe('verified')
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('https://verify.test/siteverify')
    const sent = new URLSearchParams(String(init?.body))
    expect(Object.fromEntries(sent)).toEqual({ secret: SECRET, response: 'the-token', sitekey: 'site-key' })
  })

  it('counts only a literal success: true as verified', async () => {
    for (const success of [false, 'true', 1, null]) {
      stubFetch(200, { success })
      expect(await verifyCaptcha('token', env({ HCAPTCHA_SECRET: SECRET }))).toBe('rejected')
    }
  })

  it('is unverifiable, not rejected, when hCaptcha fails or answers nonsense', async () => {
    stubFetch(503, { success: true })
    expect(await verifyCaptcha('token', env({ HCAPTCHA_SECRET: SECRET }))).toBe('unverifiable')
    stubFetch(200, '<html>gateway</html>')
    expect(await verifyCaptcha('token', env({ HCAPTCHA_SECRET: SECRET }))).toBe('unverifiable')
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('fetch failed')))
    expect(await verifyCaptcha('token', env({ HCAPTCHA_SECRET: SECRET }))).toBe('unverifiable')
  })
})
