import 'server-only'

import { legal } from '@/cms/read/collections'

/** The cookie policy is the legal document at /legal/cookies. */
export const COOKIE_POLICY_SLUG = 'cookies'
/** The version recorded while no cookie policy is published. */
export const UNPUBLISHED_POLICY = 'unpublished'

/**
 * The version of the cookie policy a visitor consents under: its effective date as
 * `YYYY-MM-DD` (in UTC, as the policy page shows it). Read through the cached legal reader,
 * which publishing the policy expires, so recording a choice costs no query.
 */
export async function cookiePolicyVersion(): Promise<string> {
  const policy = await legal.bySlug(COOKIE_POLICY_SLUG)
  if (!policy) return UNPUBLISHED_POLICY
  return new Date(policy.effectiveDate).toISOString().slice(0, 10)
}
