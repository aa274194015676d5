import type { Attribution } from '../attribution/schema'
import { HONEYPOT_FIELD } from '../leads/honeypot'
import type { BetaSignupBody, RegisterInterestFields } from './schema'

/** POST /api/beta-signup body: the fields, the dialog's topic, the flat attribution and the honeypot. */
export function betaSignupBody(
  fields: RegisterInterestFields,
  topic: string,
  attribution: Attribution,
  honeypot: string,
): BetaSignupBody {
  return { ...fields, topic, ...attribution, [HONEYPOT_FIELD]: honeypot }
}

/** Resolves once any answer arrives (the answer is not read); rejects only when none does. */
export async function postBetaSignup(body: BetaSignupBody): Promise<void> {
  await fetch('/api/beta-signup', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}
