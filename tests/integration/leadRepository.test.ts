import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { NewLead } from '@/cms/leads/repository'

import { type Booted } from './helpers/bootPayload'
import { bootLeads } from './helpers/bootLeads'
import { deliveryJobsFor, leadByReference } from './helpers/leadHttp'

vi.hoisted(() => {
  // A throwaway DATA_DIR until bootPayload sets the real one (see helpers/bootLeads.ts).
  process.env.DATA_DIR = '/tmp/cw-lead-tests-unbooted'
})

let booted: Booted
let payload: Payload
let insertLeads: typeof import('@/cms/leads/repository').insertLeads
let markDelivered: typeof import('@/cms/leads/repository').markDelivered
beforeAll(async () => {
  booted = await bootLeads()
  payload = booted.payload
  ;({ insertLeads, markDelivered } = await import('@/cms/leads/repository'))
})
afterAll(async () => {
  await booted?.shutdown()
})

const demoLead = (deliveryKey: string = randomUUID()): NewLead => ({
  collection: 'demo-requests',
  data: { email: `${deliveryKey}@example.com`, attribution: { utmSource: 'docs' } },
  deliveryKey,
  tasks: ['deliverLead'],
})
const jobsCount = async () => (await payload.count({ collection: 'payload-jobs' })).totalDocs

describe('the lead repository', () => {
  it('writes a batch of leads, each with its outbox rows, and answers their new ids', async () => {
    const batch = [
      demoLead(),
      demoLead(),
      {
        ...demoLead(),
        collection: 'beta-signups' as const,
        data: { firstName: 'G', lastName: 'H', company: 'Navy', email: 'g@example.com', topic: 'asv-scanning' },
        tasks: ['deliverLead', 'notifySales'] as const satisfies NewLead['tasks'],
      },
    ]
    const written = await insertLeads(payload, batch)
    expect(written.map((lead) => lead.deliveryKey)).toEqual(batch.map((lead) => lead.deliveryKey))
    expect(new Set(written.map((lead) => `${lead.collection}/${lead.id}`)).size).toBe(3)
    for (const lead of written) {
      const stored = await leadByReference(payload, lead.collection, lead.deliveryKey)
      expect(String(stored.id)).toBe(lead.id)
      expect((await deliveryJobsFor(payload, lead.collection, lead.id)).map((job) => job.queue)).toEqual(['leads'])
    }
    expect(await leadByReference(payload, 'demo-requests', batch[0]!.deliveryKey)).toMatchObject({
      attribution: { utmSource: 'docs' },
    })
    const { docs } = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'notifySales' } } })
    expect(docs.map((job) => job.input)).toEqual([{ collection: 'beta-signups', id: written[2]!.id }])
  })

  it('stores none of a batch, and none of its outbox rows, when one lead of it cannot be written', async () => {
    const taken = demoLead()
    await insertLeads(payload, [taken])
    const leadsBefore = (await payload.count({ collection: 'demo-requests' })).totalDocs
    const jobsBefore = await jobsCount()
    // The second lead reuses a delivery key, which is unique: the whole transaction fails.
    const fresh = demoLead()
    await expect(insertLeads(payload, [fresh, demoLead(taken.deliveryKey)])).rejects.toThrow()
    expect((await payload.count({ collection: 'demo-requests' })).totalDocs).toBe(leadsBefore)
    expect(await jobsCount()).toBe(jobsBefore)
    const { totalDocs } = await payload.count({
      collection: 'demo-requests',
      where: { deliveryKey: { equals: fresh.deliveryKey } },
    })
    expect(totalDocs).toBe(0)
  })

  it('stamps a delivered lead', async () => {
    const [written] = await insertLeads(payload, [demoLead()])
    await markDelivered(payload, written!.collection, written!.id)
    const stored = await leadByReference(payload, written!.collection, written!.deliveryKey)
    expect(Date.parse(String(stored.deliveredAt))).toBeGreaterThan(Date.now() - 60_000)
  })
})
