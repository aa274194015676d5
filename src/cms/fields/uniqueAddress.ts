import {
  ValidationError,
  type CollectionSlug,
  type FieldHook,
  type PayloadRequest,
  type SanitizedCollectionConfig,
} from 'payload'

import { documentTitle, singularLabel } from '../collectionLabels'

type Id = number | string
type Doc = Record<string, unknown>

/**
 * Another document whose `field` is `value`: with its published address, or, where the
 * collection has drafts, with its latest draft's, so two drafts cannot both claim one.
 */
async function takenBy(
  req: PayloadRequest,
  collection: SanitizedCollectionConfig,
  field: string,
  value: string,
  except?: Id,
) {
  const where = {
    and: [{ [field]: { equals: value } }, ...(except === undefined ? [] : [{ id: { not_equals: except } }])],
  }
  for (const draft of collection.versions?.drafts ? [false, true] : [false]) {
    const { docs } = await req.payload.find({
      collection: collection.slug as CollectionSlug,
      where,
      draft,
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    if (docs[0]) return docs[0] as unknown as Doc
  }
  return null
}

/**
 * A path or slug another document already uses is refused at its field, for drafts too.
 *
 * The database's unique index only sees each document's main row, and saving a draft of an
 * existing document writes only a version: without this a draft could take /pricing and fail
 * later, at publish, far from the edit that caused it.
 */
export const uniqueAddress: FieldHook = async ({ value, field, collection, originalDoc, req }) => {
  const name = 'name' in field ? field.name : undefined
  if (typeof value !== 'string' || !collection || !name) return value
  const other = await takenBy(req, collection, name, value, (originalDoc as { id?: Id } | undefined)?.id)
  if (!other) return value
  const titled = documentTitle(collection, other)
  const title = titled === undefined ? '' : `, “${titled}”,`
  const kind = singularLabel(collection)?.toLowerCase() ?? 'document'
  const message = `Another ${kind}${title} already uses ${value}. Choose another ${name}.`
  const error = new ValidationError({ collection: collection.slug, errors: [{ path: name, message }], req })
  // The admin marks the field from `errors[].path` (kept there by AddressField.client.tsx, for a
  // draft's autosave too) and shows the error's own message in a toast: it says it all, rather
  // than Payload's "The following field is invalid: path".
  error.message = message
  throw error
}

/**
 * A duplicate's path or slug: the original's with `-copy` (then `-copy-2`, `-copy-3`…), free
 * and valid, so the copy can be saved and published as it is. Payload's default appends
 * " - Copy", which no path or slug rule accepts.
 */
export const duplicateAddress: FieldHook = async ({ value, field, collection, req }) => {
  const name = 'name' in field ? field.name : undefined
  if (typeof value !== 'string' || !collection || !name) return value
  const stem = value === '/' ? '/home' : value
  for (let n = 1; ; n++) {
    const candidate = `${stem}-copy${n === 1 ? '' : `-${n}`}`
    if (!(await takenBy(req, collection, name, candidate))) return candidate
  }
}
