import type { SanitizedConfig } from 'payload'

/**
 * Payload lets every signed-in user read a collection's or global's versions (its history,
 * whole documents) unless `access.readVersions` says otherwise; the sales inbox's history was
 * readable by editors that way. So every versioned collection and global must say who reads
 * its versions, checked once the config is whole (plugins' collections included), and the
 * server does not start while one does not.
 */
export function requireVersionAccess(config: SanitizedConfig): void {
  const missing = [...config.collections, ...config.globals]
    .filter((entity) => entity.versions && !entity.access.readVersions)
    .map((entity) => entity.slug)
  if (missing.length) {
    throw new Error(
      `These have versions but no access.readVersions, so every signed-in user could read their history: ${missing.join(', ')}`,
    )
  }
}
