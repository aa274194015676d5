import type { Access, Where } from 'payload'

import { hasRole, type Role } from './roles'

/**
 * Content staff see every upload. Everyone else (visitors, and sales staff, who do not edit
 * content) sees a media document, and its files, only once published content shows it or an
 * editor has marked it public: an image uploaded for a draft stays private until the draft
 * is published. Payload's file route (`/api/media/file/<name>`) applies this same query to
 * the file's document, on disk and in S3 alike; both flags are plain columns, so a visitor's
 * file request costs one lookup by file name. A fresh object each time: Payload may extend it.
 */
export const mediaRead: Access = ({ req }) => {
  if (hasRole(req.user as { roles?: Role[] } | null, 'admin', 'editor')) return true
  const visible: Where = { or: [{ public: { equals: true } }, { usedByPublished: { equals: true } }] }
  return visible
}
