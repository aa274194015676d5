import type { CollectionConfig, FieldHook } from 'payload'

import { getEnv } from '@/lib/env'

import { ROLES, adminOrSelf, isAdmin, isAdminField } from '../access/roles'
import { nameFromEmail } from '../auth/userName'
import { forgotPasswordOutsideTransaction } from '../auth/forgotPasswordOutsideTransaction'
import { deliverResetEmail, takeOverResetEmail } from '../auth/resetEmailDelivery'
import { currentPasswordField, requireCurrentPassword } from '../auth/currentPassword'
import { hashForUnknownAccount } from '../auth/hashForUnknownAccount'

/** What each role may do, as the user form states it (the rules themselves are in access/). */
const ROLE_DESCRIPTIONS = {
  admin: 'Everything, including user accounts, roles and the jobs queue.',
  editor: 'Pages, posts and other content, media, redirects, navigation and site settings.',
  sales: 'The sales inbox: every lead, to follow up (status, owner, notes), export and retry. No content.',
} as const

/** Someone saved without a name (the first admin from ADMIN_EMAIL, accounts made by API) is named after their address. */
const defaultName: FieldHook = ({ value, data, originalDoc }) => {
  if (typeof value === 'string' && value.trim()) return value.trim()
  const email = data?.email ?? (originalDoc as { email?: unknown } | undefined)?.email
  return typeof email === 'string' && nameFromEmail(email) ? nameFromEmail(email) : value
}

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
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'roles'] },
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
    beforeValidate: [requireCurrentPassword],
    beforeOperation: [forgotPasswordOutsideTransaction, takeOverResetEmail, hashForUnknownAccount],
    afterOperation: [deliverResetEmail],
  },
  // The current password first: Payload draws email and password above the fields, so it sits right under them.
  fields: [
    currentPasswordField,
    {
      name: 'name',
      type: 'text',
      maxLength: 120,
      hooks: { beforeValidate: [defaultName] },
      admin: { description: 'Shown in the admin and in version history, so others see who changed what.' },
    },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: ROLES.map((role) => ({ label: role[0]!.toUpperCase() + role.slice(1), value: role })),
      access: { create: isAdminField, update: isAdminField },
      saveToJWT: true,
      admin: {
        description: ROLES.map((role) => `${role[0]!.toUpperCase()}${role.slice(1)}: ${ROLE_DESCRIPTIONS[role]}`).join(
          ' · ',
        ),
      },
    },
  ],
}
