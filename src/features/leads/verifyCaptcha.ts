import type { Env } from '@/lib/env'
import { postToService } from '@/lib/http/postToService'

/** How a lead's captcha was checked; kept on the lead so sales can weigh it. */
export type CaptchaOutcome = 'verified' | 'skipped' | 'unverifiable' | 'rejected'

const TIMEOUT_MS = 5_000

/**
 * hCaptcha's siteverify with our secret. Without a secret (a local start) verification is
 * skipped, as the start script warns. If hCaptcha itself cannot be reached, the lead is kept
 * and marked 'unverifiable' rather than lost: a provider outage must not drop real leads.
 * The visitor's IP is not sent: hCaptcha does not need it to check a token.
 */
export async function verifyCaptcha(token: string | undefined, env: Env): Promise<CaptchaOutcome> {
  if (!env.HCAPTCHA_SECRET || env.CAPTCHA_DISABLED) return 'skipped'
  if (!token) return 'rejected'
  try {
    const answer = await postToService(env.HCAPTCHA_VERIFY_URL, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: env.HCAPTCHA_SECRET, response: token, sitekey: env.HCAPTCHA_SITEKEY }).toString(),
      timeoutMs: TIMEOUT_MS,
    })
    if (!answer.ok) return 'unverifiable'
    const result = JSON.parse(answer.body) as { success?: unknown }
    return result.success === true ? 'verified' : 'rejected'
  } catch {
    return 'unverifiable'
  }
}
