import type HCaptcha from '@hcaptcha/react-hcaptcha'

import { captchaToken } from './captchaToken'

/** Where a form puts a message about the whole send (react-hook-form's `root.server`). */
export type SayOnForm = (type: 'captcha' | 'send', message: string) => void

/**
 * The lead forms' one way to send: a fresh captcha token, then `send(token)`. Returns the
 * server's answer, or undefined when nothing was sent, having said why on the form.
 * - Blocked (no widget; most often a blocker stopped hCaptcha's script): the visitor is told
 *   why and given the way round it (`blocked`), and it is thrown, so the error reporter hears of it.
 * - Cancelled (the visitor closed the challenge, or it expired): nothing to say.
 * - A failed send: a fresh captcha for the next attempt, the input kept, and what happened and
 *   what to do next said on the form (`failure`).
 */
export async function sendWithCaptcha<Answer>(
  captcha: HCaptcha | null,
  say: SayOnForm,
  send: (token: string) => Promise<Answer>,
  messages: { blocked: string; failure: (error: unknown) => string },
): Promise<Answer | undefined> {
  const result = await captchaToken(captcha)
  if ('blocked' in result) {
    say('captcha', messages.blocked)
    throw new Error('HCaptcha is not initialized')
  }
  if ('cancelled' in result) return undefined
  try {
    return await send(result.token)
  } catch (error) {
    captcha?.resetCaptcha()
    say('send', messages.failure(error))
    return undefined
  }
}
