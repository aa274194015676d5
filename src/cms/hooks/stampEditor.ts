import type { CollectionBeforeChangeHook, GlobalBeforeChangeHook, RelationshipField } from 'payload'

/**
 * Who saved each change. Payload's versions keep the document, not the user who saved it, so
 * the document says: every save (a draft, an autosave, a publish, a scheduled publish, which
 * Payload runs as the editor who scheduled it) stamps `updatedBy`, and each version keeps the
 * stamp it was saved with. A save without a user (the seed, a migration) keeps the last one.
 */
export const stampEditor: CollectionBeforeChangeHook & GlobalBeforeChangeHook = ({ data, req }) =>
  req.user ? { ...data, updatedBy: req.user.id } : data

/**
 * The stamp's field: written only by stampEditor (no one may send it), read only by signed-in
 * staff, and kept out of the edit form: the version history shows it (VersionHistory.tsx).
 */
export const updatedByField: RelationshipField = {
  name: 'updatedBy',
  type: 'relationship',
  relationTo: 'users',
  label: 'Last changed by',
  access: { create: () => false, update: () => false, read: ({ req }) => Boolean(req.user) },
  admin: { hidden: true },
}
