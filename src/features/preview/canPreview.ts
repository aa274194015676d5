import { hasRole, type Role } from '@/cms/access/roles'

/** Draft content is for the people who write it: admins and editors, never sales staff or visitors. */
export const canPreview = (user: { roles?: Role[] | null } | null | undefined): boolean => hasRole(user, 'admin', 'editor')
