import { z } from 'zod'

import '@/lib/zodWithoutEval'

/**
 * Every label of the domain starts and ends with a letter or digit (RFC 1035). zod's email
 * pattern lets a label end with a hyphen ('ada@example-.com'); Payload's email field refuses
 * it, so such an address passed validation and then failed at storage with a 500.
 */
const DOMAIN_LABELS = /@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/i

/** A required line of text: missing, not text or blank all get the form's `message`. */
export const requiredText = (message: string, max: number) =>
  z.string(message).trim().min(1, message).max(max, `Please enter at most ${max} characters`)

/**
 * An email address the lead collections accept: missing or blank gets `required`, anything
 * else that is not an address gets `invalid` (forms without a separate message use one for both).
 */
export const emailField = (invalid: string, required = invalid) =>
  z.string(required).trim().min(1, required).max(254, invalid).pipe(z.email(invalid).regex(DOMAIN_LABELS, invalid))
