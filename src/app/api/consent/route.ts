import { consentRecordSchema } from '@/features/consent/consentRecordSchema'
import { recordConsent } from '@/features/consent/recordConsent'
import { jsonEndpoint } from '@/features/leads/http/jsonEndpoint'
import { ok } from '@/features/leads/http/responses'

/** A consent body is an id and a word; 1 KB leaves room for whitespace and nothing more. */
const CONSENT_BODY_LIMIT = 1024

/** POST /api/consent: server-side proof of each cookie-consent choice (see recordConsent). */
export const POST = jsonEndpoint(
  'consent',
  consentRecordSchema,
  CONSENT_BODY_LIMIT,
  async (input) => {
    await recordConsent(input)
    return ok({ ok: true }, 201)
  },
  // Pages send these by themselves, and an office behind one address has many visitors.
  'beacon',
)
