import type { CollectionConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { inboxColumns } from '@/cms/collections/leads/inboxRow'
import { leadsOnlyForSales } from '@/cms/access/leadsOnlyForSales'

describe('a lead’s columns in the sales inbox', () => {
  it('names the person, their company and topic, and the first-touch source and campaign', () => {
    expect(
      inboxColumns('beta-signups', {
        firstName: ' Grace ',
        lastName: 'Hopper',
        company: 'Navy',
        email: 'g@example.com',
        topic: 'asv-scanning',
        attribution: { utmSource: 'newsletter', utmCampaign: 'spring', utmMedium: 'email' },
      }),
    ).toEqual({
      form: 'betaSignup',
      name: 'Grace Hopper',
      company: 'Navy',
      email: 'g@example.com',
      topic: 'asv-scanning',
      utmSource: 'newsletter',
      utmCampaign: 'spring',
    })
  })

  it('leaves out what a form does not ask', () => {
    expect(inboxColumns('demo-requests', { email: 'd@example.com' })).toEqual({
      form: 'demoRequest',
      name: undefined,
      company: undefined,
      email: 'd@example.com',
      topic: undefined,
      utmSource: undefined,
      utmCampaign: undefined,
    })
    expect(inboxColumns('job-applications', { name: 'Mary Jackson', email: 'm@example.com', job: 3 })).toMatchObject({
      form: 'jobApplication',
      name: 'Mary Jackson',
    })
  })
})

describe('content out of a sales user’s admin', () => {
  const [pages, media] = leadsOnlyForSales<CollectionConfig>([
    { slug: 'pages', fields: [] },
    { slug: 'media', fields: [], admin: { hidden: ({ user }) => !user } },
  ])
  const hidden = (entity: typeof pages, roles: string[] | null) =>
    (entity!.admin!.hidden as (args: { user: never }) => boolean)({ user: (roles ? { roles } : null) as never })

  it('hides it from someone who only works leads, and from nobody else', () => {
    expect(hidden(pages, ['sales'])).toBe(true)
    expect(hidden(pages, ['sales', 'editor'])).toBe(false)
    expect(hidden(pages, ['editor'])).toBe(false)
    expect(hidden(pages, ['admin'])).toBe(false)
  })

  it('keeps an entity’s own rule', () => {
    expect(hidden(media, null)).toBe(true)
    expect(hidden(media, ['editor'])).toBe(false)
  })
})
