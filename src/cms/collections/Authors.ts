import type { CollectionConfig } from 'payload'

import { TAGS } from '../cacheTags'
import { publicOnSave } from '../contentDefaults'

/** People who write for the blog; public bylines, so no drafts. */
export const Authors: CollectionConfig = {
  slug: 'authors',
  admin: { useAsTitle: 'name', group: 'Blog' },
  ...publicOnSave(TAGS.authors),
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'role', type: 'text' },
    { name: 'avatar', type: 'upload', relationTo: 'media' },
  ],
}
