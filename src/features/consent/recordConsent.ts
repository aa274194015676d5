import 'server-only'

import { payloadClient } from '@/cms/read/payload'
import type { ConsentRecordBody } from './consentRecordSchema'
import { cookiePolicyVersion } from './policyVersion'

/**
 * Stores one consent choice as proof: the visitor's random id, the choice and the policy
 * version; Payload's createdAt is the time. Nothing else about the request (address, user
 * agent) is kept. Written on the server past access control, since nobody may create
 * records through the API. The visitor id is never logged.
 */
export async function recordConsent({ visitorId, choice }: ConsentRecordBody): Promise<void> {
  const [payload, policyVersion] = await Promise.all([payloadClient(), cookiePolicyVersion()])
  await payload.create({
    collection: 'consent-records',
    data: { visitorId, choice, policyVersion },
    overrideAccess: true,
    depth: 0,
  })
}
