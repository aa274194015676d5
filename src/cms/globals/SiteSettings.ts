import type { GlobalConfig } from 'payload'

import { TAGS } from '../cacheTags'
import { siteGlobal } from '../contentDefaults'
import { hrefField } from '../fields/hrefField'
import { statusUrlProblem } from '@/lib/http/statusUrl'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  ...siteGlobal(TAGS.siteSettings),
  fields: [
    { name: 'brandName', type: 'text', required: true, defaultValue: 'Cipherwell' },
    hrefField({ name: 'docsUrl', label: 'Documentation URL', required: true }),
    hrefField({ name: 'apiReferenceUrl', label: 'API reference URL', required: true }),
    hrefField({ name: 'loginUrl', label: 'App login URL', required: true }),
    hrefField({ name: 'statusPageUrl', label: 'Status page URL', required: true }),
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
    hrefField({ name: 'talkToExpertUrl', label: 'Talk to an Expert URL', required: true, defaultValue: '/contact' }),
  ],
}
