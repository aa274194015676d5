import { createLocalReq, Forbidden, NotFound, type CollectionSlug, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { User } from '@/cms/payload-types'

import { type Booted } from './helpers/bootPayload'
import { bootLeads } from './helpers/bootLeads'
import { createJob, tinyPdf } from './helpers/cvFiles'

// A throwaway DATA_DIR until bootPayload sets the real one (see helpers/bootLeads.ts).
vi.hoisted(() => {
  process.env.DATA_DIR = '/tmp/cw-lead-tests-unbooted'
})

type Role = 'admin' | 'editor' | 'sales'
const LEADS = ['sales-contacts', 'demo-requests', 'beta-signups', 'job-applications', 'cv-uploads'] as const satisfies CollectionSlug[]
type Lead = (typeof LEADS)[number]

/** Every call below goes through access control, as a request from the admin panel or REST API would. */
const as = (user: User | null) => ({ overrideAccess: false as const, user })

/** The documents `user` may list; a refusal may be Forbidden or an empty result, never anything else. */
const visible = (payload: Payload, collection: Lead, user: User | null) =>
  payload.find({ collection, ...as(user) }).then(
    ({ docs }) => docs,
    (error: unknown) => (error instanceof Forbidden ? [] : Promise.reject(error)),
  )

describe('access to leads through the local API', () => {
  let booted: Booted
  let payload: Payload
  let users: Record<Role, User>
  const ids = {} as Record<Lead, string>

  beforeAll(async () => {
    booted = await bootLeads()
    payload = booted.payload
    const make = (role: Role) =>
      payload.create({ collection: 'users', data: { email: `${role}@cipherwell.test`, password: 'a long test password', roles: [role] } })
    users = { admin: await make('admin'), editor: await make('editor'), sales: await make('sales') }
    const { storeLead } = await import('@/features/leads/storeLead')
    const job = await createJob(payload, 'access-engineer')
    ids['sales-contacts'] = (await storeLead(payload, 'sales-contacts', { firstName: 'A', lastName: 'B', email: 'a@example.com', message: 'Hi', captcha: 'skipped' })).id
    ids['demo-requests'] = (await storeLead(payload, 'demo-requests', { email: 'd@example.com' })).id
    ids['beta-signups'] = (await storeLead(payload, 'beta-signups', { firstName: 'A', lastName: 'B', company: 'C', email: 'b@example.com', topic: 'asv-scanning' })).id
    const application = await storeLead(payload, 'job-applications', { job: job.id, name: 'N', email: 'j@example.com' }, { attach: async (req) => {
      const file = { data: tinyPdf(), mimetype: 'application/pdf', name: 'cv-access.pdf', size: tinyPdf().length }
      const cv = await payload.create({ collection: 'cv-uploads', data: {}, file, req })
      ids['cv-uploads'] = String(cv.id)
      return { cv: cv.id }
    } })
    ids['job-applications'] = application.id
  })
  afterAll(async () => {
    await booted?.shutdown()
  })

  describe.each(LEADS)('%s', (collection) => {
    it.each(['admin', 'sales'] as const)('can be read by %s staff', async (role) => {
      expect((await visible(payload, collection, users[role])).map((doc) => String(doc.id))).toEqual([ids[collection]])
      await expect(payload.findByID({ collection, id: ids[collection], ...as(users[role]) })).resolves.toMatchObject({})
    })

    it.each(['editor', 'anonymous'] as const)('cannot be read by %s visitors', async (who) => {
      const user = who === 'anonymous' ? null : users[who]
      expect(await visible(payload, collection, user)).toEqual([])
      const byId = payload.findByID({ collection, id: ids[collection], ...as(user) })
      await expect(byId).rejects.toSatisfy((error) => error instanceof Forbidden || error instanceof NotFound)
    })

    it('cannot be changed or deleted by sales, editors or anonymous visitors', async () => {
      for (const user of [users.sales, users.editor, null]) {
        await expect(payload.update({ collection, id: ids[collection], data: {}, ...as(user) })).rejects.toThrow(Forbidden)
        await expect(payload.delete({ collection, id: ids[collection], ...as(user) })).rejects.toThrow(Forbidden)
      }
      expect(await payload.count({ collection })).toEqual({ totalDocs: 1 })
    })

    it('cannot be created through the API by anyone, admins included', async () => {
      for (const user of [users.admin, users.sales, users.editor, null]) {
        const data = { email: 'forged@example.com' } as never
        await expect(payload.create({ collection, data, ...as(user) })).rejects.toThrow(Forbidden)
      }
      expect(await payload.count({ collection })).toEqual({ totalDocs: 1 })
    })
  })

  it('lets admins correct a lead', async () => {
    const updated = await payload.update({ collection: 'sales-contacts', id: ids['sales-contacts'], data: { topic: 'pci' }, ...as(users.admin) })
    expect(updated.topic).toBe('pci')
  })

  it('shows queued deliveries to admins only, and lets nobody queue or run jobs through the API', async () => {
    expect((await payload.find({ collection: 'payload-jobs', ...as(users.admin) })).totalDocs).toBeGreaterThan(0)
    for (const user of [users.sales, users.editor, null]) {
      const jobs = await payload.find({ collection: 'payload-jobs', ...as(user) }).then(
        ({ docs }) => docs,
        (error: unknown) => (error instanceof Forbidden ? [] : Promise.reject(error)),
      )
      expect(jobs).toEqual([])
    }
    for (const user of [users.admin, users.sales, null]) {
      const req = await createLocalReq({ user: user ?? undefined }, payload)
      await expect(payload.jobs.queue({ task: 'deliverLead', input: { collection: 'sales-contacts', id: '1' }, overrideAccess: false, req })).rejects.toThrow(Forbidden)
      await expect(payload.jobs.run({ queue: 'leads', overrideAccess: false, req })).rejects.toThrow(Forbidden)
    }
  })
})
