import type HCaptcha from '@hcaptcha/react-hcaptcha'

export type CaptchaToken = { token: string } | { blocked: true } | { cancelled: true }

/**
 * A fresh hCaptcha token for one send. `blocked`: there is no widget (most often a blocker
 * stopped hCaptcha's script), so nothing may be sent. `cancelled`: the visitor closed the
 * challenge or it expired; the captcha is reset for the next attempt.
 */
export async function captchaToken(captcha: HCaptcha | null): Promise<CaptchaToken> {
  if (!captcha?.isReady()) return { blocked: true }
  try {
    // A token is good for one check: after a refusal (which keeps the captcha) the
    // next attempt asks for a fresh one, as the library's own useHCaptcha hook does.
    if (captcha.getResponse()) captcha.resetCaptcha()
    return { token: (await captcha.execute({ async: true })).response }
  } catch {
    captcha.resetCaptcha()
    return { cancelled: true }
  }
}

/**
 * hCaptcha's error codes reach the console, where the error reporter picks them up:
 * 'script-error' means the script still failed after the loader's 2 retries.
 */
export const reportCaptchaError = (code: string) => console.error('hCaptcha error:', code)
