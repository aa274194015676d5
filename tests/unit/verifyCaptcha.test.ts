import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { verifyCaptcha } from '@/features/leads/verifyCaptcha'
import { parseEnv } from '@/lib/env'

import { serviceMock } from '../helpers/serviceMock'

const env = (vars: Record<string, string>) => parseEnv(vars as NodeJS.ProcessEnv)
const SECRET = '0x' + '0'.repeat(40)
const HCAPTCHA = 'https://api.hcaptcha.com'

let service: ReturnType<typeof serviceMock>
beforeEach(() => {
  service = serviceMock()
})
afterEach(async () => {
  await service.close()
})

describe('verifyCaptcha', () => {
  it('skips verification, without calling hCaptcha, when no secret is configured', async () => {
    service.answer(HCAPTCHA, 200, { success: false })
    expect(await verifyCaptcha('any-token', env({}))).toBe('skipped')
    expect(await verifyCaptcha(undefined, env({ HCAPTCHA_SECRET: '' }))).toBe('skipped')
    expect(service.sent).toEqual([])
  })

  it('skips verification when CAPTCHA_DISABLED=true, even with a secret', async () => {
    service.answer(HCAPTCHA, 200, { success: false })
    expect(await verifyCaptcha('any-token', env({ HCAPTCHA_SECRET: SECRET, CAPTCHA_DISABLED: 'true' }))).toBe('skipped')
    expect(service.sent).toEqual([])
  })

  it('checks the token when CAPTCHA_DISABLED is false', async () => {
    service.answer(HCAPTCHA, 200, { success: true })
    expect(await verifyCaptcha('token', env({ HCAPTCHA_SECRET: SECRET, CAPTCHA_DISABLED: 'false' }))).toBe('verified')
    expect(service.sent).toHaveLength(1)
  })

  it('rejects a missing token without calling hCaptcha', async () => {
    service.answer(HCAPTCHA, 200, { success: true })
    expect(await verifyCaptcha(undefined, env({ HCAPTCHA_SECRET: SECRET }))).toBe('rejected')
    expect(await verifyCaptcha('', env({ HCAPTCHA_SECRET: SECRET }))).toBe('rejected')
    expect(service.sent).toEqual([])
  })

  it('posts secret, token and site key to the configured verify URL', async () => {
    service.answer('https://verify.test', 200, { success: true })
    const vars = { HCAPTCHA_SECRET: SECRET, HCAPTCHA_VERIFY_URL: 'https://verify.test/siteverify', HCAPTCHA_SITEKEY: 'site-key' }
    expect(await verifyCaptcha('the-token', env(vars))).toBe('verified')
    const [sent] = service.sent
    expect(sent).toMatchObject({ url: 'https://verify.test/siteverify', method: 'POST' })
    expect(sent?.headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(Object.fromEntries(new URLSearchParams(sent?.body))).toEqual({ secret: SECRET, response: 'the-token', sitekey: 'site-key' })
  })

  it('counts only a literal success: true as verified', async () => {
    for (const success of [false, 'true', 1, null]) {
      const origin = `https://verify-${String(success)}.test`
      service.answer(origin, 200, { success })
      const vars = { HCAPTCHA_SECRET: SECRET, HCAPTCHA_VERIFY_URL: `${origin}/siteverify` }
      expect(await verifyCaptcha('token', env(vars))).toBe('rejected')
    }
  })

  it('is unverifiable, not rejected, when hCaptcha fails or answers nonsense', async () => {
    const verifyAt = (origin: string) => env({ HCAPTCHA_SECRET: SECRET, HCAPTCHA_VERIFY_URL: `${origin}/siteverify` })
    service.answer('https://down.test', 503, { success: true })
    expect(await verifyCaptcha('token', verifyAt('https://down.test'))).toBe('unverifiable')
    service.answer('https://gateway.test', 200, '<html>gateway</html>')
    expect(await verifyCaptcha('token', verifyAt('https://gateway.test'))).toBe('unverifiable')
    service.fail('https://unreachable.test')
    expect(await verifyCaptcha('token', verifyAt('https://unreachable.test'))).toBe('unverifiable')
  })
})
