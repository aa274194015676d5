import type { Access } from 'payload'

import { hasRole, type Role } from './roles'

/** Anonymous readers see published documents only; content staff see drafts too. */
export const publishedOrEditor: Access = ({ req }) => {
  if (hasRole(req.user as { roles?: Role[] } | null, 'admin', 'editor')) return true
  return { _status: { equals: 'published' } }
}
