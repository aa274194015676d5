import type { CollectionConfig } from 'payload'

import { getEnv } from '@/lib/env'

import { ROLES, adminOrSelf, isAdmin, isAdminField } from '../access/roles'
import { forgotPasswordOutsideTransaction } from '../auth/forgotPasswordOutsideTransaction'
import { deliverResetEmail, takeOverResetEmail } from '../auth/resetEmailDelivery'

export const Users: CollectionConfig = {
  slug: 'users',
  // The session cookie is HttpOnly (Payload's default) and Lax; Secure whenever the site is served
  // over https, so it never travels in clear. A local http start keeps working.
  // After 5 failed logins an account is locked for 5 minutes only (Payload's default is 10), so
  // an owner locked out by someone guessing is soon back in; an admin can unlock at once. The
  // per-address throttle in src/cms/rest/authThrottle.ts is what slows the guessing itself.
  auth: {
    cookies: { sameSite: 'Lax', secure: getEnv().siteUrl.startsWith('https:') },
    maxLoginAttempts: 5,
    lockTime: 5 * 60_000,
  },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'roles'] },
  access: {
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
    // Unlocking undoes the lockout that protects an account from guessing: admins only.
    unlock: isAdmin,
  },
  // The reset email is sent by src/cms/auth/resetEmailDelivery.ts, not by Payload.
  hooks: {
    beforeOperation: [forgotPasswordOutsideTransaction, takeOverResetEmail],
    afterOperation: [deliverResetEmail],
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
