import { z } from 'zod'

import { signRevalidation, verifyRevalidation } from '../../lib/revalidationSignature'
import type { RedirectRule } from '@/lib/redirects/match'

export const RULES_PATH = '/api/redirect-rules'

/**
 * The proxy asks its own server for the rules, signed like a cache-expiry request (a key
 * derived from the Payload secret, refused after a minute), so the table is not a public
 * listing: the collection itself is readable by content staff only.
 */
const SIGNED_TEXT = `GET ${RULES_PATH}`
const TIMESTAMP = 'x-revalidate-timestamp'
const SIGNATURE = 'x-revalidate-signature'

export const signRulesRequest = (secret: string, now = Date.now()): Record<string, string> => ({
  [TIMESTAMP]: String(now),
  [SIGNATURE]: signRevalidation(SIGNED_TEXT, now, secret),
})

export const verifyRulesRequest = (headers: Headers, secret: string, now = Date.now()) =>
  verifyRevalidation(SIGNED_TEXT, Number(headers.get(TIMESTAMP)), headers.get(SIGNATURE) ?? '', secret, now)

const rulesSchema = z.object({
  rules: z.array(z.object({ from: z.string(), to: z.string(), status: z.union([z.literal(301), z.literal(302)]) })),
})

/** The endpoint's answer, checked: a malformed one counts as a failed load. */
export const parseRulesAnswer = (body: unknown): RedirectRule[] => rulesSchema.parse(body).rules
