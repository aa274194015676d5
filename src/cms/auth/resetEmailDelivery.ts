import type { CollectionAfterOperationHook, CollectionBeforeOperationHook } from 'payload'

import { resetPasswordEmailHtml } from './resetPasswordEmail'

const CONTEXT_KEY = 'resetEmail'

/**
 * Payload sends the reset email inside its forgot-password operation, and a mail server that
 * refuses makes the request fail (500) for known accounts only, while an unknown address
 * always gets 200: an account oracle whenever mail is down. So Payload is told not to send
 * (unless the caller already asked for no email), and deliverResetEmail sends it instead.
 */
export const takeOverResetEmail: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'forgotPassword') return args
  req.context[CONTEXT_KEY] = args.disableEmail ? 'off' : 'ours'
  return { ...args, disableEmail: true }
}

/**
 * Sends the reset link once the token is stored. A failed send is logged for the operator and
 * the answer stays Payload's usual 200, the same as for an unknown address; the person asks
 * again once mail works. The send is awaited, as Payload's is, so the request still takes an
 * SMTP round trip longer for a known account (a timing difference Payload has too).
 */
export const deliverResetEmail: CollectionAfterOperationHook = async ({ args, operation, req, result }) => {
  if (operation !== 'forgotPassword' || req.context[CONTEXT_KEY] !== 'ours' || typeof result !== 'string') return result
  // The operation found the account by this address, lower-cased and trimmed as Payload does.
  const to = String((args.data as { email?: unknown }).email ?? '')
    .toLowerCase()
    .trim()
  try {
    const { defaultFromName, defaultFromAddress } = req.payload.email
    await req.payload.email.sendEmail({
      from: `"${defaultFromName}" <${defaultFromAddress}>`,
      to,
      subject: req.t('authentication:resetYourPassword'),
      html: resetPasswordEmailHtml(req, result),
    })
  } catch (err) {
    req.payload.logger.error({
      err,
      msg: 'The password reset email could not be sent; the request was answered as usual',
    })
  }
  return result
}
