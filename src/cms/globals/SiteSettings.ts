import type { GlobalConfig } from 'payload'

import { TAGS } from '../cacheTags'
import { siteGlobal } from '../contentDefaults'
import { linkField } from '../fields/linkField'
import { statusUrlProblem } from '@/lib/http/statusUrl'
import { globalWithEditHistory } from '../admin/withEditHistory'

export const SiteSettings: GlobalConfig = globalWithEditHistory({
  slug: 'site-settings',
  label: 'Site settings',
  ...siteGlobal(TAGS.siteSettings),
  fields: [
    { name: 'brandName', type: 'text', required: true, defaultValue: 'Cipherwell' },
    linkField({ name: 'docs', label: 'Documentation', required: true, defaultType: 'custom' }),
    linkField({ name: 'apiReference', label: 'API reference', required: true, defaultType: 'custom' }),
    linkField({ name: 'login', label: 'App login', required: true, defaultType: 'custom' }),
    linkField({ name: 'statusPage', label: 'Status page', required: true, defaultType: 'custom' }),
    {
      name: 'statusJsonUrl',
      label: 'Status JSON URL',
      type: 'text',
      // The server fetches this address itself, so only a public https URL is accepted.
      validate: (value: string | null | undefined) => (value ? (statusUrlProblem(value) ?? true) : true),
      admin: {
        description:
          'Optional Statuspage-style status.json on a public https address. When set, the footer shows its indicator (refreshed every minute).',
      },
    },
    linkField({
      name: 'talkToExpert',
      label: 'Talk to an Expert',
      required: true,
      defaultHref: '/contact',
      description: 'The header’s button; the contact page opens the sales drawer.',
    }),
  ],
})
