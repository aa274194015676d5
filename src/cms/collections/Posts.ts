import type { CollectionConfig } from 'payload'

import { TAGS } from '../cacheTags'
import { publishedContent } from '../contentDefaults'
import { previewButton } from '../adminPreview'
import { slugField } from '../fields/slugField'
import { redirectFromOldAddressFields } from '../fields/redirectFromOldAddressFields'
import { withOldAddressRedirect } from '../hooks/redirectOldAddress'
import { collectionWithEditHistory } from '../admin/withEditHistory'

export const Posts: CollectionConfig = collectionWithEditHistory({
  slug: 'posts',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  admin: { useAsTitle: 'title', group: 'Blog', defaultColumns: ['title', 'publishedAt', '_status'], preview: previewButton('posts') },
  defaultSort: '-publishedAt',
  ...withOldAddressRedirect(publishedContent(TAGS.posts, { autosave: true }), (post) => `/blog/${String(post.slug)}`),
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 140 },
    slugField(),
    ...redirectFromOldAddressFields('slug'),
    { name: 'excerpt', type: 'textarea', required: true, maxLength: 300 },
    { name: 'coverImage', type: 'upload', relationTo: 'media', required: true },
    { name: 'content', type: 'richText', required: true },
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'authors', type: 'relationship', relationTo: 'authors', hasMany: true, required: true, admin: { position: 'sidebar' } },
    { name: 'categories', type: 'relationship', relationTo: 'categories', hasMany: true, required: true, admin: { position: 'sidebar' } },
  ],
})
