import type { GlobalConfig } from 'payload'

import { TAGS } from '../cacheTags'
import { siteGlobal } from '../contentDefaults'
import { linkField } from '../fields/linkField'
import { globalWithEditHistory } from '../admin/withEditHistory'

export const Banner: GlobalConfig = globalWithEditHistory({
  slug: 'banner',
  label: 'Announcement banner',
  ...siteGlobal(TAGS.banner),
  fields: [
    { name: 'enabled', type: 'checkbox', defaultValue: false, label: 'Show the banner' },
    {
      name: 'text',
      type: 'text',
      maxLength: 140,
      admin: { condition: (data) => Boolean(data?.enabled) },
      validate: (value: string | null | undefined, { siblingData }: { siblingData: { enabled?: boolean } }) =>
        !siblingData.enabled || Boolean(value?.trim()) || 'Enter the banner text, or turn the banner off',
    },
    {
      name: 'linkLabel',
      type: 'text',
      maxLength: 40,
      admin: { condition: (data) => Boolean(data?.enabled), description: 'The link’s words; “Learn more” when empty.' },
    },
    linkField({ name: 'link', label: 'Link', condition: (data) => Boolean(data?.enabled) }),
  ],
})
