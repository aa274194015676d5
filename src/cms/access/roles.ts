import type { Access, FieldAccess } from 'payload'

export const ROLES = ['admin', 'editor', 'sales'] as const
export type Role = (typeof ROLES)[number]

type MaybeUser = { roles?: Role[] | null } | null | undefined

export const hasRole = (user: MaybeUser, ...roles: Role[]): boolean =>
  Boolean(user?.roles?.some((role) => roles.includes(role)))

export const isAdmin: Access = ({ req }) => hasRole(req.user as MaybeUser, 'admin')

export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user as MaybeUser, 'admin')

/** Content is written by admins and editors; sales staff only read leads. */
export const canEditContent: Access = ({ req }) => hasRole(req.user as MaybeUser, 'admin', 'editor')

export const anyone: Access = () => true

/** Admins reach every account; anyone else signed in only their own; anonymous requests none. */
export const adminOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (hasRole(req.user as MaybeUser, 'admin')) return true
  return { id: { equals: req.user.id } }
}
