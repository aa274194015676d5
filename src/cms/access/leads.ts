import type { Access } from 'payload'

import { hasRole, type Role } from './roles'

type MaybeUser = { roles?: Role[] | null } | null | undefined

/**
 * Leads hold visitors' personal data: sales staff read them, admins manage them, and
 * nobody else (editors included) sees them. The public endpoints write through the local
 * API on the server, never through Payload's REST routes.
 */
export const leadAccess = {
  read: ({ req }) => hasRole(req.user as MaybeUser, 'admin', 'sales'),
  create: () => false,
  update: ({ req }) => hasRole(req.user as MaybeUser, 'admin'),
  delete: ({ req }) => hasRole(req.user as MaybeUser, 'admin'),
} satisfies Record<string, Access>
