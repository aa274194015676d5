import type { ClientUser, CollectionConfig, GlobalConfig } from 'payload'

import { hasRole, type Role } from './roles'

/** Someone whose only role is sales. */
const onlySales = (user: ClientUser | null | undefined) => {
  const roles = user as { roles?: Role[] | null } | null | undefined
  return hasRole(roles, 'sales') && !hasRole(roles, 'admin', 'editor')
}

/**
 * Content and settings, out of a sales user's admin (nav and screens): they work leads only,
 * and may not change content anyway. Visitors' access through the API is unchanged. Any
 * `hidden` rule an entity has of its own still applies.
 */
export function leadsOnlyForSales<T extends CollectionConfig | GlobalConfig>(entities: T[]): T[] {
  return entities.map((entity) => {
    const own = entity.admin?.hidden as ((args: { user: ClientUser }) => boolean) | boolean | undefined
    const hidden = ({ user }: { user: ClientUser }): boolean =>
      onlySales(user) || (typeof own === 'function' ? own({ user }) : Boolean(own))
    return { ...entity, admin: { ...entity.admin, hidden } }
  })
}
