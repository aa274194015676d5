import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { hubspotAdapter } from '@/cms/leads/delivery/hubspot'
import { toCrmLead } from '@/cms/leads/delivery/toCrmLead'
import { CrmRejected, type CrmLead } from '@/cms/leads/delivery/types'

import { serviceMock } from '../helpers/serviceMock'

const SITE = 'https://www.cipherwell.test'
const stored = {
  id: 7,
  deliveryKey: 'key-7',
  deliveredAt: null,
  createdAt: '2026-11-21T09:30:00.000Z',
  updatedAt: '2026-11-21T09:30:00.000Z',
}

describe('toCrmLead', () => {
  it('sends the visitor’s fields and attribution flat, and keeps bookkeeping back', () => {
    const lead = toCrmLead(
      'sales-contacts',
      {
        ...stored,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        message: 'Hello',
        context: '',
        topic: null,
        captcha: 'verified',
        attribution: { utmSource: 'newsletter', utmMedium: null, gclid: 'G-1', utmTerm: '' },
      },
      SITE,
    )
    expect(lead).toEqual({
      type: 'sales-contact',
      id: '7',
      idempotencyKey: 'key-7',
      createdAt: stored.createdAt,
      fields: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        message: 'Hello',
        captcha: 'verified',
        utmSource: 'newsletter',
        gclid: 'G-1',
      },
    })
  })

  it.each([
    ['demo-requests', 'demo-request'],
    ['beta-signups', 'beta-signup'],
  ] as const)('names a %s lead %s', (collection, type) => {
    expect(toCrmLead(collection, { ...stored, email: 'x@example.com', attribution: null }, SITE)).toMatchObject({ type, fields: { email: 'x@example.com' } })
  })

  it('gives a job application the job title and a sign-in link to the CV, never the CV itself', () => {
    const lead = toCrmLead(
      'job-applications',
      { ...stored, name: 'Grace', email: 'g@example.com', job: { id: 3, title: 'Platform engineer' }, cv: { id: 9, filename: 'cv-1.pdf', url: '/api/cv-uploads/file/cv-1.pdf' } },
      SITE,
    )
    expect(lead.type).toBe('job-application')
    expect(lead.fields).toEqual({
      name: 'Grace',
      email: 'g@example.com',
      job: 'Platform engineer',
      cvUrl: `${SITE}/admin/collections/job-applications/7`,
    })
  })
})

describe('hubspotAdapter', () => {
  let service: ReturnType<typeof serviceMock>
  beforeEach(() => {
    service = serviceMock()
  })
  afterEach(async () => {
    await service.close()
  })

  const lead: CrmLead = {
    type: 'sales-contact',
    id: '7',
    idempotencyKey: 'key-7',
    createdAt: '2026-11-21T09:30:00.000Z',
    fields: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', message: 'Hi', utmSource: 's', utmMedium: 'm', utmCampaign: 'c', utmTerm: 't', utmContent: 'x', gclid: 'g' },
  }

  it('submits to the form’s v3 endpoint with HubSpot’s property names and the idempotency key', async () => {
    service.answer('https://api.hsforms.test', 200, '{}')
    await hubspotAdapter('https://api.hsforms.test', '123 45', 'form/id').deliver(lead)
    expect(service.sent).toHaveLength(1)
    const [sent] = service.sent
    expect(sent?.url).toBe('https://api.hsforms.test/submissions/v3/integration/submit/123%2045/form%2Fid')
    expect(sent?.method).toBe('POST')
    expect(sent?.headers['content-type']).toBe('application/json')
    const body = JSON.parse(sent!.body) as { submittedAt: string; fields: { name: string; value: string }[] }
    expect(body.submittedAt).toBe(String(Date.parse(lead.createdAt)))
    expect(Object.fromEntries(body.fields.map((field) => [field.name, field.value]))).toEqual({
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
      message: 'Hi',
      utm_source: 's',
      utm_medium: 'm',
      utm_campaign: 'c',
      utm_term: 't',
      utm_content: 'x',
      gclid: 'g',
      lead_type: 'sales-contact',
      cipherwell_lead_key: 'key-7',
    })
  })

  it('throws CrmRejected on a refusal, so the job retries', async () => {
    service.answer('https://refuses.test', 400)
    await expect(hubspotAdapter('https://refuses.test', '1', '2').deliver(lead)).rejects.toThrow(CrmRejected)
    service.answer('https://down.test', 503)
    await expect(hubspotAdapter('https://down.test', '1', '2').deliver(lead)).rejects.toThrow('hubspot answered 503')
  })
})
