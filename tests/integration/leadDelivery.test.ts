import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { LeadSlug } from '@/cms/collections/leads'
import type { CrmLead } from '@/cms/leads/delivery/types'
import type { recoverStuckJobs as RecoverStuckJobs } from '@/cms/jobs/recoverStuckJobs'
import type { storeLead as StoreLead } from '@/features/leads/storeLead'

import { type Booted } from './helpers/bootPayload'
import { bootLeads } from './helpers/bootLeads'
import { createJob, tinyPdf } from './helpers/cvFiles'
import { captureLogs, deliveryJobsFor, startFake, type Fake } from './helpers/leadHttp'

// A throwaway DATA_DIR until bootPayload sets the real one (see helpers/bootLeads.ts).
vi.hoisted(() => {
  process.env.DATA_DIR = '/tmp/cw-lead-tests-unbooted'
})

// A hung CRM is given up on after CRM_TIMEOUT_MS (10 s). Only the case about a hung CRM
// shortens it, so a busy machine never times out a delivery the fake CRM did accept.
const crmTimeout = vi.hoisted(() => ({ ms: 10_000 }))
vi.mock('@/cms/leads/delivery/types', async (original) => ({
  ...(await original<object>()),
  get CRM_TIMEOUT_MS() {
    return crmTimeout.ms
  },
}))

const SECRET = 'webhook-secret-'.padEnd(40, 'x')

/** The CRM, faked: it checks each signature, then fails, hangs or accepts as told. */
const crm = {
  failNext: 0,
  hangNext: 0,
  calls: [] as { key: string; signed: boolean; hung: boolean; lead: CrmLead }[],
  accepted: new Map<string, number>(),
}
function fakeCrm() {
  return startFake((req, body, res) => {
    const timestamp = String(req.headers['x-cipherwell-timestamp'])
    const expected = `sha256=${createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('hex')}`
    const given = String(req.headers['x-cipherwell-signature'])
    const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) < 300
    const signed = fresh && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
    const key = String(req.headers['idempotency-key'])
    const lead = JSON.parse(body) as CrmLead
    const hung = signed && crm.hangNext > 0
    crm.calls.push({ key, signed, hung, lead })
    if (!signed || lead.idempotencyKey !== key) return void res.writeHead(401).end()
    if (hung) return void (crm.hangNext -= 1)
    if (crm.failNext > 0) {
      crm.failNext -= 1
      return void res.writeHead(500).end()
    }
    crm.accepted.set(key, (crm.accepted.get(key) ?? 0) + 1)
    res.writeHead(200).end('{}')
  })
}

let booted: Booted
let payload: Payload
let fake: Fake
// Imported once booted: deliverLead.ts, which both import, reads the environment at import time.
let storeLead: typeof StoreLead
let recoverStuckJobs: typeof RecoverStuckJobs

beforeAll(async () => {
  fake = await fakeCrm()
  Object.assign(process.env, {
    CRM_ADAPTER: 'webhook',
    CRM_WEBHOOK_URL: `${fake.url}/leads`,
    CRM_WEBHOOK_SECRET: SECRET,
    LEAD_RETRY_BASE_MS: '50',
    SITE_URL: 'https://www.cipherwell.test',
  })
  booted = await bootLeads()
  payload = booted.payload
  ;({ storeLead } = await import('@/features/leads/storeLead'))
  ;({ recoverStuckJobs } = await import('@/cms/jobs/recoverStuckJobs'))
})
afterAll(async () => {
  await fake?.close()
  await booted?.shutdown()
})

type Lead = { collection: LeadSlug; id: string }
const delivered = async ({ collection, id }: Lead) => Boolean((await payload.findByID({ collection, id })).deliveredAt)
let n = 0
const sales = async (): Promise<Lead> => {
  n += 1
  const data = { firstName: `Hedy${n}`, lastName: 'Lamarr', email: `hedy.${n}@example.com`, message: 'Hi', captcha: 'skipped' }
  return { collection: 'sales-contacts', id: (await storeLead(payload, 'sales-contacts', data)).id }
}

/**
 * Runs the leads queue as the runner would until `done`, waiting between runs only until
 * the next pending job's waitUntil, and failing if work stops with `done` still false.
 */
async function drain(done: () => Promise<boolean>) {
  for (let round = 0; round < 60; round++) {
    await payload.jobs.run({ queue: 'leads', limit: 50 })
    if (await done()) return
    const { docs } = await payload.find({ collection: 'payload-jobs', where: { hasError: { not_equals: true } }, limit: 0, pagination: false })
    const next = Math.min(...docs.map((job) => (job.waitUntil ? Date.parse(job.waitUntil) : Date.now())))
    if (!Number.isFinite(next)) throw new Error('no job left to run, yet the condition is not met')
    if (next - Date.now() > 10_000) throw new Error('the next retry is over 10 s away: the CRM kept refusing')
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now()) + 5))
  }
  throw new Error('the queue did not reach the condition in 60 runs')
}
const allDelivered = (leads: Lead[]) => async () => (await Promise.all(leads.map(delivered))).every(Boolean)

describe('lead delivery to a signed webhook', () => {
  it('retries for 24 hours at the configured base delay, doubling each time', () => {
    const task = payload.config.jobs.tasks?.find(({ slug }) => slug === 'deliverLead')
    expect(task?.retries).toEqual({ attempts: 21, backoff: { type: 'exponential', delay: 50 } })
  })

  it('queues no email to sales when LEAD_NOTIFY_TO is unset', async () => {
    const lead = await sales()
    const { docs } = await payload.find({ collection: 'payload-jobs', limit: 0, pagination: false })
    const mine = docs.filter((job) => (job.input as { id?: string } | null)?.id === lead.id)
    expect(mine.map((job) => job.taskSlug)).toEqual(['deliverLead'])
  })

  it('retries a failing CRM until it accepts, delivering every lead exactly once, signed', async () => {
    const job = await createJob(payload, 'crm-engineer')
    const leads: Lead[] = [
      await sales(),
      { collection: 'beta-signups', id: (await storeLead(payload, 'beta-signups', { firstName: 'Katherine', lastName: 'Johnson', company: 'NASA', email: 'kj@example.com', topic: 'asv-scanning' })).id },
      { collection: 'demo-requests', id: (await storeLead(payload, 'demo-requests', { email: 'dorothy@example.com', attribution: { utmSource: 'ads' } })).id },
      {
        collection: 'job-applications',
        id: (
          await storeLead(payload, 'job-applications', { job: job.id, name: 'Mary Jackson', email: 'mj@example.com' }, { attach: async (req) => {
            const file = { data: tinyPdf(), mimetype: 'application/pdf', name: 'cv-1.pdf', size: tinyPdf().length }
            return { cv: (await payload.create({ collection: 'cv-uploads', data: {}, file, req })).id }
          } })
        ).id,
      },
    ]
    crm.failNext = 2 * leads.length + 1
    const calls = crm.calls.length
    const logs = captureLogs(payload)
    try {
      await drain(allDelivered(leads))
    } finally {
      logs.restore()
    }
    const keys = await Promise.all(leads.map(async ({ collection, id }) => (await payload.findByID({ collection, id })).deliveryKey))
    expect(new Set(keys).size).toBe(leads.length)
    for (const key of keys) expect(crm.accepted.get(key)).toBe(1)
    const mine = crm.calls.slice(calls)
    expect(mine.length).toBeGreaterThanOrEqual(3 * leads.length + 1)
    expect(mine.every((call) => call.signed)).toBe(true)
    const byType = Object.fromEntries(mine.map((call) => [call.lead.type, call.lead.fields]))
    expect(byType['demo-request']).toEqual({ email: 'dorothy@example.com', utmSource: 'ads' })
    expect(byType['job-application']).toMatchObject({ job: 'Engineer crm-engineer', cvUrl: `https://www.cipherwell.test/admin/collections/job-applications/${leads[3]!.id}` })
    expect(logs.text()).toContain('lead delivered to webhook')
    for (const value of ['Hedy', 'hedy.', 'Katherine', 'kj@example.com', 'dorothy@', 'Mary Jackson', 'mj@example.com']) expect(logs.text()).not.toContain(value)
  })

  it('delivers each lead once while new leads arrive during a parallel run of the queue', async () => {
    const first = await Promise.all(Array.from({ length: 8 }, () => sales()))
    const [, second] = await Promise.all([payload.jobs.run({ queue: 'leads', limit: 50 }), Promise.all(Array.from({ length: 8 }, () => sales()))])
    const leads = [...first, ...second]
    await drain(allDelivered(leads))
    for (const { collection, id } of leads) {
      expect(crm.accepted.get((await payload.findByID({ collection, id })).deliveryKey)).toBe(1)
    }
    expect((await payload.count({ collection: 'payload-jobs', where: { hasError: { equals: true } } })).totalDocs).toBe(0)
  })

  it('gives up on a CRM that never answers, keeps the lead, and delivers it once the CRM recovers', async () => {
    const lead = await sales()
    crm.hangNext = 1
    crmTimeout.ms = 1_000
    try {
      await payload.jobs.run({ queue: 'leads' })
    } finally {
      crmTimeout.ms = 10_000
    }
    expect(crm.calls.at(-1)).toMatchObject({ hung: true })
    expect(await delivered(lead)).toBe(false)
    const [job] = await deliveryJobsFor(payload, lead.collection, lead.id)
    expect(job).toMatchObject({ processing: false, totalTried: 1, hasError: false })
    await drain(allDelivered([lead]))
    const { deliveryKey } = await payload.findByID({ collection: lead.collection, id: lead.id })
    expect(crm.accepted.get(deliveryKey)).toBe(1)
  })

  it('releases a job left processing by a stopped runner, then delivers it', async () => {
    const lead = await sales()
    const [job] = await deliveryJobsFor(payload, lead.collection, lead.id)
    await payload.update({ collection: 'payload-jobs', id: job!.id, data: { processing: true } })
    const calls = crm.calls.length
    await payload.jobs.run({ queue: 'leads' })
    expect(crm.calls.length).toBe(calls)
    expect(await recoverStuckJobs(payload)).toBe(0)
    expect(await recoverStuckJobs(payload, 0)).toBe(1)
    await drain(allDelivered([lead]))
  })

  it('does not send a delivered lead again when its job runs a second time', async () => {
    const lead = await sales()
    await drain(allDelivered([lead]))
    const calls = crm.calls.length
    await payload.jobs.queue({ task: 'deliverLead', input: lead, queue: 'leads' })
    await payload.jobs.run({ queue: 'leads' })
    expect(await deliveryJobsFor(payload, lead.collection, lead.id)).toEqual([])
    expect(crm.calls.length).toBe(calls)
  })
})
