import type { Field, Plugin } from 'payload'

import { isLinkable } from './linkValue'

const LINKED_FROM: Field = {
  name: 'linkedFrom',
  type: 'ui',
  label: 'Linked from',
  admin: { position: 'sidebar', components: { Field: '/cms/admin/LinkedFrom#LinkedFrom' } },
}

/** Every document links can lead to gets its "Linked from" panel (admin/LinkedFrom.tsx), in its sidebar. */
export const linkedFromPanel = (): Plugin => (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) =>
    isLinkable(collection.slug) ? { ...collection, fields: [...collection.fields, LINKED_FROM] } : collection,
  ),
})
