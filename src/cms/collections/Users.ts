import type { CollectionConfig } from 'payload'

import { getEnv } from '@/lib/env'

import { ROLES, adminOrSelf, isAdmin, isAdminField } from '../access/roles'

export const Users: CollectionConfig = {
  slug: 'users',
  // The session cookie is HttpOnly (Payload's default) and Lax; Secure whenever the site is served
  // over https, so it never travels in clear. A local http start keeps working.
  auth: { cookies: { sameSite: 'Lax', secure: getEnv().siteUrl.startsWith('https:') } },
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
