import type { GroupField } from 'payload'

/** Optional overrides for search engines and link previews. */
export const seoGroup: GroupField = {
  name: 'seo',
  label: 'SEO',
  type: 'group',
  admin: { description: 'Leave empty to use the title and description above.' },
  fields: [
    { name: 'title', type: 'text', maxLength: 70, admin: { description: 'Shown in search results and browser tabs.' } },
    { name: 'image', type: 'upload', relationTo: 'media', admin: { description: 'Link preview image (1200×630). Generated when empty.' } },
    { name: 'noindex', type: 'checkbox', defaultValue: false, label: 'Hide from search engines' },
  ],
}
