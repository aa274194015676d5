import type { CollectionConfig } from 'payload'

import { TAGS } from '../cacheTags'
import { publishedContent } from '../contentDefaults'
import { previewButton } from '../adminPreview'
import { LAYOUT_BLOCKS } from '../../blocks/configs'
import { pathField } from '../fields/pathField'
import { redirectFromOldAddressFields } from '../fields/redirectFromOldAddressFields'
import { withOldAddressRedirect } from '../hooks/redirectOldAddress'
import { collectionWithEditHistory } from '../admin/withEditHistory'

export const Pages: CollectionConfig = collectionWithEditHistory({
  slug: 'pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'path', '_status', 'updatedAt'], preview: previewButton('pages') },
  ...withOldAddressRedirect(publishedContent(TAGS.pages, { autosave: true }), (page) => String(page.path)),
  fields: [
    { name: 'title', type: 'text', required: true },
    pathField,
    ...redirectFromOldAddressFields('path'),
    {
      name: 'description',
      type: 'textarea',
      required: true,
      maxLength: 300,
      admin: { description: 'One or two sentences for search results and link previews.' },
    },
    {
      name: 'intro',
      type: 'textarea',
      admin: { description: 'Shown under the title on pages without a hero, such as the blog or careers listing.' },
    },
    {
      name: 'layout',
      type: 'blocks',
      blocks: LAYOUT_BLOCKS,
      admin: { description: 'The page, top to bottom. Listing pages (blog, careers…) show their list after it.' },
    },
    {
      type: 'collapsible',
      label: 'Page shell',
      admin: { position: 'sidebar' },
      fields: [
        { name: 'headerVisible', type: 'checkbox', defaultValue: true, label: 'Show header' },
        { name: 'footerVisible', type: 'checkbox', defaultValue: true, label: 'Show footer' },
        {
          name: 'header',
          type: 'select',
          defaultValue: 'dark',
          required: true,
          label: 'Header theme',
          options: [
            { label: 'Dark', value: 'dark' },
            { label: 'Light', value: 'light' },
          ],
        },
      ],
    },
  ],
})
