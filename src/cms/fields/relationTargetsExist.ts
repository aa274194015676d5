import { isValidID, ValidationError, type CollectionSlug, type Field, type FieldHook, type Plugin, type PayloadRequest } from 'payload'

import { mapConfigFields } from './mapFields'

type Target = { slug: CollectionSlug; id: unknown }

const idOf = (value: unknown) => (typeof value === 'object' && value !== null && 'id' in value ? value.id : value)
const keyOf = ({ slug, id }: Target) => `${slug}:${String(id)}`

/** The documents a relationship or upload value points at: an id, `{ relationTo, value }`, or a list of either. */
function targetsOf(value: unknown, relationTo: CollectionSlug | CollectionSlug[]): Target[] {
  return (Array.isArray(value) ? value : [value]).flatMap((item): Target[] => {
    if (item === null || item === undefined || item === '') return []
    if (!Array.isArray(relationTo)) return [{ slug: relationTo, id: idOf(item) }]
    const { relationTo: slug, value: id } = item as { relationTo?: CollectionSlug; value?: unknown }
    return slug && relationTo.includes(slug) && id != null ? [{ slug, id: idOf(id) }] : []
  })
}

async function exists(req: PayloadRequest, { slug, id }: Target): Promise<boolean> {
  const collection = req.payload.collections[slug]
  const idType = collection?.customIDType ?? req.payload.db.defaultIDType
  if ((typeof id !== 'number' && typeof id !== 'string') || !isValidID(id, idType)) return false
  // Inside the request's transaction: a document made earlier in it counts.
  return (await req.payload.db.count({ collection: slug, where: { id: { equals: id } }, req })).totalDocs > 0
}

const labelOf = (req: PayloadRequest, slug: CollectionSlug) => {
  const singular = req.payload.collections[slug]?.config.labels?.singular
  return typeof singular === 'string' ? singular : slug
}

/**
 * Refuses, at the field, a value pointing at a document that does not exist. The database's
 * foreign key refused it anyway, as a 500 with no field named. A field hook rather than a
 * validation, which Payload skips for drafts; only targets the value adds are looked up, so
 * saving a document leaves the ones it already points at alone.
 */
const targetsExist =
  (relationTo: CollectionSlug | CollectionSlug[]): FieldHook =>
  async ({ collection, global, path, previousValue, req, value }) => {
    const kept = new Set(targetsOf(previousValue, relationTo).map(keyOf))
    for (const target of targetsOf(value, relationTo)) {
      if (kept.has(keyOf(target)) || (await exists(req, target))) continue
      const message = `There is no ${labelOf(req, target.slug)} with the id ${String(target.id)}.`
      throw new ValidationError({ collection: collection?.slug, global: global?.slug, errors: [{ path: path.join('.'), message }], req })
    }
  }

/** A relationship or upload field with the check added; any other field as it is. */
function withCheck(field: Field): Field {
  if ((field.type !== 'relationship' && field.type !== 'upload') || field.virtual) return field
  const hooks = field.hooks ?? {}
  return { ...field, hooks: { ...hooks, beforeChange: [...(hooks.beforeChange ?? []), targetsExist(field.relationTo)] } } as Field
}

/**
 * Every relationship and upload field of every collection, global and block, wherever it is
 * nested, refuses an id that points at nothing with a 400 at that field (pentest 33, finding 9:
 * a lead's `owner: 99999` was a 500). A plugin, so fields added later, by us or by plugins
 * listed before it, are covered without anyone remembering to.
 */
export const relationTargetsExist = (): Plugin => (config) => mapConfigFields(config, withCheck)
