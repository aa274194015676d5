import type { Access, CollectionBeforeChangeHook, PayloadRequest, SanitizedConfig, Where } from 'payload'

import { hasRole, type Role } from './roles'

type MaybeUser = { id: number | string; collection: string; roles?: Role[] | null } | null | undefined

const LOCKS = 'payload-locked-documents'

/**
 * The collections and globals whose documents the caller may edit: their update rule answers
 * `true` for this request. A rule that answers a query (users: only one's own account) does not
 * count, so such a document's lock is the admins' and its owner's alone.
 */
async function editable(config: SanitizedConfig, req: PayloadRequest) {
  const granted = async (update: Access | undefined) => (update ? (await update({ req })) === true : false)
  const collections: string[] = []
  for (const collection of config.collections) {
    if (collection.lockDocuments !== false && (await granted(collection.access.update))) collections.push(collection.slug)
  }
  const globals: string[] = []
  for (const global of config.globals) {
    if (global.lockDocuments !== false && (await granted(global.access.update))) globals.push(global.slug)
  }
  return { collections, globals }
}

/** Locks on what the caller may edit, and (with `own`) the caller's own locks. */
const locksFor =
  (config: SanitizedConfig, { own }: { own: boolean }): Access =>
  async ({ req }) => {
    const user = req.user as MaybeUser
    if (!user) return false
    if (hasRole(user, 'admin')) return true
    const { collections, globals } = await editable(config, req)
    const or: Where[] = []
    if (own) or.push({ and: [{ 'user.relationTo': { equals: user.collection } }, { 'user.value': { equals: user.id } }] })
    // One `equals` per collection: the database adapters match a polymorphic relationTo by equals only.
    for (const slug of collections) or.push({ 'document.relationTo': { equals: slug } })
    if (globals.length) or.push({ globalSlug: { in: globals } })
    return or.length ? { or } : false
  }

/** Whoever changes a lock through the API holds it: "take over" in the admin, never in someone else's name. */
const heldByCaller: CollectionBeforeChangeHook = ({ data, req }) => {
  const user = req.user as MaybeUser
  return user ? { ...data, user: { relationTo: user.collection, value: user.id } } : data
}

/**
 * Payload's document locks ("X is editing this page") let any signed-in user read, write and
 * delete every lock, in anyone's name: sales could lock a page against its editor, an editor
 * lock a lead in an admin's name, and a lock on a missing lead told ids apart (500 against
 * 200). The admin takes and renews a lock itself, on the server, in the session's name
 * (ui/utilities/handleFormStateLocking, through the database adapter), so through the API:
 * nobody creates one; a lock is read, taken over (its holder becomes the caller) or released
 * only on a document the caller may edit, or when it is the caller's own; admins keep all.
 * The collection exists only once Payload has sanitized the config, so the rules are set there.
 */
export function guardLockedDocuments(config: SanitizedConfig): void {
  const locks = config.collections.find((collection) => collection.slug === LOCKS)
  if (!locks) return
  locks.access = {
    ...locks.access,
    read: locksFor(config, { own: true }),
    create: () => false,
    update: locksFor(config, { own: false }),
    delete: locksFor(config, { own: true }),
  }
  locks.hooks.beforeChange = [...(locks.hooks.beforeChange ?? []), heldByCaller]
}
