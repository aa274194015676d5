import type { CollectionConfig } from 'payload'

import { TAGS } from '../cacheTags'
import { publicOnSave } from '../contentDefaults'
import { slugField } from '../fields/slugField'

/** Blog categories: a taxonomy, published as soon as saved (no drafts). */
export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'title', group: 'Blog' },
  ...publicOnSave(TAGS.categories),
  fields: [{ name: 'title', type: 'text', required: true }, slugField(), { name: 'description', type: 'textarea' }],
}
