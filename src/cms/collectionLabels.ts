import type { SanitizedCollectionConfig } from 'payload'

/** A collection's name for one document as the admin shows it ("Blog post"), when it is plain text. */
export const singularLabel = (config: SanitizedCollectionConfig): string | undefined =>
  typeof config.labels.singular === 'string' ? config.labels.singular : undefined

/** A document's title as the admin shows it (its `useAsTitle` field), when it has one. */
export function documentTitle(config: SanitizedCollectionConfig, doc: Record<string, unknown>): string | undefined {
  const title = doc[config.admin.useAsTitle ?? 'id']
  return typeof title === 'string' ? title : undefined
}
