import type { FlattenedField, SanitizedCollectionConfig, TypedUser } from 'payload'

/** Fields a LIKE can read as they are stored. */
const TEXT_TYPES = new Set<FlattenedField['type']>(['text', 'textarea', 'email'])

export type SearchedField = { name: string; label: string }

/** A collection as the admin search reads it. */
export type SearchedCollection = {
  slug: string
  label: string
  /** The field the admin titles its documents by; null when it titles them by id. */
  titleField: string | null
  /** What is matched, the title field first. */
  fields: SearchedField[]
  drafts: boolean
  timestamps: boolean
}

/** "sourcePage" → "Source page": a field without a label of its own, named as the admin would. */
const humanize = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A label given as text or per language (English first); anything else (a function of the admin's translations) falls back. */
function plainLabel(label: unknown, fallback: string): string {
  if (typeof label === 'string' && label) return label
  if (typeof label === 'object' && label !== null) {
    const byLanguage = label as Record<string, unknown>
    const text = byLanguage.en ?? Object.values(byLanguage)[0]
    if (typeof text === 'string' && text) return text
  }
  return fallback
}

export const collectionLabel = (config: SanitizedCollectionConfig) => plainLabel(config.labels.plural, humanize(config.slug))

/** Whether the admin's nav leads this user to the collection: not hidden from them, and not taken out of the nav (`group: false`). */
export function inUsersNav(config: SanitizedCollectionConfig, user: TypedUser): boolean {
  const { hidden, group } = config.admin
  if (group === false) return false
  return !(typeof hidden === 'function' ? hidden({ user: user as never }) : hidden)
}

/**
 * What the admin search matches in a collection: the field its documents are titled by
 * (`admin.useAsTitle`), the fields its list searches (`admin.listSearchableFields`), and what
 * names a document whatever its collection says: an upload's file name and alt text, an
 * account's email. Only text fields: a LIKE on anything else would not read what is shown.
 */
export function searchedFields(config: SanitizedCollectionConfig): { titleField: string | null; fields: SearchedField[] } {
  const byName = new Map(config.flattenedFields.map((field) => [field.name, field]))
  const title = config.admin.useAsTitle && config.admin.useAsTitle !== 'id' ? config.admin.useAsTitle : config.upload ? 'filename' : null
  const names = [
    title,
    ...(config.admin.listSearchableFields ?? []),
    ...(config.upload ? ['filename', 'alt'] : []),
    ...(config.auth ? ['email'] : []),
  ]
  const fields: SearchedField[] = []
  for (const name of new Set(names)) {
    const field = name ? byName.get(name) : undefined
    if (!field || !TEXT_TYPES.has(field.type)) continue
    fields.push({ name: field.name, label: plainLabel('label' in field ? field.label : undefined, humanize(field.name)) })
  }
  const titleField = title && fields.some((field) => field.name === title) ? title : null
  return { titleField, fields }
}

/**
 * The collections the admin search reads for this user, in the nav's order: those the nav shows
 * them, less `skip`, each with something to match. Access is not decided here: every query runs
 * with the user's own access (overrideAccess: false), so a collection they may not read answers nothing.
 */
export function searchedCollections(
  configs: readonly SanitizedCollectionConfig[],
  user: TypedUser,
  skip: ReadonlySet<string>,
): SearchedCollection[] {
  return configs.flatMap((config) => {
    if (skip.has(config.slug) || !inUsersNav(config, user)) return []
    const { titleField, fields } = searchedFields(config)
    if (fields.length === 0) return []
    return [
      {
        slug: config.slug,
        label: collectionLabel(config),
        titleField,
        fields,
        drafts: Boolean(config.versions && config.versions.drafts),
        timestamps: config.timestamps !== false,
      },
    ]
  })
}
