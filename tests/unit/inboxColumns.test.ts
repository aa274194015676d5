import type { CollectionConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { inboxColumns } from '@/cms/collections/leads/inboxRow'
import { leadsOnlyForSales } from '@/cms/access/leadsOnlyForSales'

describe('a lead’s columns in the sales inbox', () => {
  it('names the person, their company, topic and message, the page it came from and the last-touch source, medium and campaign', () => {
    expect(
      inboxColumns(
        'beta-signups',
        {
          firstName: ' Grace ',
          lastName: 'Hopper',
          company: 'Navy',
          email: 'g@example.com',
          topic: 'asv-scanning',
          message: ' Scan us. ',
          attribution: { utmSource: 'newsletter', utmCampaign: 'spring', utmMedium: 'email' },
        },
        { page: '/products/pci' },
      ),
    ).toEqual({
      form: 'betaSignup',
      name: 'Grace Hopper',
      company: 'Navy',
      email: 'g@example.com',
      topic: 'asv-scanning',
      message: 'Scan us.',
      context: undefined,
      sourcePage: '/products/pci',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
    })
  })

  it('takes the message from a cover note or a campaign form’s answer named message', () => {
    expect(inboxColumns('job-applications', { name: 'M', email: 'm@example.com', coverNote: 'Hire me.' }).message).toBe('Hire me.')
    const answers = [{ name: 'company', label: 'Company', value: 'Acme' }, { name: 'message', label: 'Message', value: 'Call me.' }]
    expect(inboxColumns('campaign-submissions', { email: 'c@example.com', formTitle: 'Webinar', answers, context: '/events' })).toMatchObject({
      message: 'Call me.',
      context: '/events',
      topic: 'Webinar',
    })
  })

  it('leaves out what a form does not ask', () => {
    expect(inboxColumns('demo-requests', { email: 'd@example.com' })).toEqual({
      form: 'demoRequest',
      name: undefined,
      company: undefined,
      email: 'd@example.com',
      topic: undefined,
      message: undefined,
      context: undefined,
      sourcePage: undefined,
      utmSource: undefined,
      utmMedium: undefined,
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
