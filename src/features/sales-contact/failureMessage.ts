import { LeadFormFailure } from '../leads/postLeadForm'
import { SALES_EMAIL } from './copy'

/** The server refused the message without naming a field: its status, Retry-After and own message. */
export class SalesFormFailure extends LeadFormFailure {
  constructor(status: number, retryAfterSeconds: number | undefined, serverMessage: string | undefined) {
    super(status, retryAfterSeconds, serverMessage, '/api/salesForm')
    this.name = 'SalesFormFailure'
  }
}

export const CAPTCHA_BLOCKED_MESSAGE = `Your message was not sent: the spam check (hCaptcha) could not load, which a content blocker or a strict network can cause. Allow hcaptcha.com and try again, or write to us at ${SALES_EMAIL}.`
export const UNREACHABLE_MESSAGE =
  'Your message was not sent: we could not reach our server. Check your connection and try again; what you typed is still here.'

/** "30 seconds", "a minute", "5 minutes": Retry-After as a visitor reads it. */
export function waitFor(seconds: number): string {
  if (seconds <= 1) return 'a second'
  if (seconds < 60) return `${Math.ceil(seconds)} seconds`
  const minutes = Math.ceil(seconds / 60)
  return minutes === 1 ? 'a minute' : `${minutes} minutes`
}

/**
 * What the form says when a send fails, keeping the visitor's input: when to retry after a rate
 * limit, the server's own words when it could not store the message, and the email address as
 * the way round anything the visitor cannot fix. Campaign forms say the same (any LeadFormFailure).
 */
export function failureMessage(error: unknown): string {
  if (!(error instanceof LeadFormFailure)) return UNREACHABLE_MESSAGE
  if (error.status === 429)
    return `Your message was not sent: too many messages came from your network just now. Please try again in ${waitFor(error.retryAfterSeconds ?? 60)}.`
  if (error.status === 503)
    return `Your message was not sent. ${error.serverMessage ?? 'We could not save it right now. Please try again in a few minutes.'}`
  if (error.status === 403)
    return 'Your message was not sent: this page could not be confirmed as ours. Please reload the page and try again.'
  return `Your message was not sent (error ${error.status}). Please try again, or write to us at ${SALES_EMAIL}.`
}
