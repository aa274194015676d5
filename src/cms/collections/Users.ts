import type { CollectionConfig } from 'payload'

import { ROLES, adminOrSelf, isAdmin, isAdminField } from '../access/roles'

export const Users: CollectionConfig = {
  slug: 'users',
  auth: true,
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'roles'] },
  access: {
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
  },
  fields: [
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: ROLES.map((role) => ({ label: role[0]!.toUpperCase() + role.slice(1), value: role })),
      access: { create: isAdminField, update: isAdminField },
      saveToJWT: true,
    },
  ],
}
