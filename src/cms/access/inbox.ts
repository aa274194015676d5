import type { Access, FieldAccess } from 'payload'

import { hasRole, type Role } from './roles'

type MaybeUser = { roles?: Role[] | null } | null | undefined

const salesOrAdmin = (user: unknown) => hasRole(user as MaybeUser, 'admin', 'sales')

/**
 * The sales inbox: sales staff and admins read it and follow leads up (status, owner, notes);
 * nobody else sees it, editors included. Rows are written only by the lead repository, with
 * each lead; only admins delete them.
 */
export const inboxAccess = {
  read: ({ req }) => salesOrAdmin(req.user),
  // Its history (every earlier state of a lead, notes included) is the same personal data.
  readVersions: ({ req }) => salesOrAdmin(req.user),
  create: () => false,
  update: ({ req }) => salesOrAdmin(req.user),
  delete: ({ req }) => hasRole(req.user as MaybeUser, 'admin'),
} satisfies Record<string, Access>

/** What the lead's form sent, and its delivery bookkeeping, is copied in by the repository and never edited. */
export const mirroredField: FieldAccess = () => false

/** Who may ask for a failed delivery to be sent again: whoever works the inbox. */
export const canRetryDelivery = (user: unknown) => salesOrAdmin(user)
