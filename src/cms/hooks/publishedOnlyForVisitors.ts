import type { CollectionBeforeOperationHook } from 'payload'

import { hasRole, type Role } from '../access/roles'

/**
 * Anyone may ask the REST or GraphQL API for `?draft=true`. Payload checks read access
 * against the published document and then swaps in the newest draft, so the access
 * rule alone would leak unpublished text. Only content staff get drafts; everyone else
 * is answered as if they had not asked.
 */
export const publishedOnlyForVisitors: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'read' || !('draft' in args) || !args.draft) return args
  if (hasRole(req.user as { roles?: Role[] } | null, 'admin', 'editor')) return args
  return { ...args, draft: false }
}
