import type { SanitizedConfig } from 'payload'

import { guardLockedDocuments } from './lockedDocuments'
import { requireVersionAccess } from './versionAccess'

/** The access rules that can only be checked or set on the whole, sanitized config (what Payload and the plugins added included). */
export async function withSanitizedAccessRules(config: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const sanitized = await config
  requireVersionAccess(sanitized)
  guardLockedDocuments(sanitized)
  return sanitized
}
