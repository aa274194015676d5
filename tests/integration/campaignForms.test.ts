import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { honeypotDrops } from '@/features/leads/honeypotDrops'

import { type Booted } from './helpers/bootPayload'
import { bootLeads } from './helpers/bootLeads'
import type { Route } from './helpers/jsonEndpoints'
import { deliveryJobsFor, freshIp, leadByReference, postJson, startFake, type Fake } from './helpers/leadHttp'
import { richText } from './helpers/richText'

vi.hoisted(() => {
  // A throwaway DATA_DIR until bootPayload sets the real one (see helpers/bootLeads.ts).
  process.env.DATA_DIR = '/tmp/cw-lead-tests-unbooted'
  Object.assign(process.env, { LEAD_RATE_LIMIT: '5', LEAD_RATE_WINDOW_SECONDS: '600', LEAD_RETRY_BASE_MS: '50' })
  for (const key of ['SITE_URL', 'HCAPTCHA_SECRET', 'CAPTCHA_DISABLED', 'REDIS_URL', 'LEAD_NOTIFY_TO']) delete process.env[key]
})

const PATH = '/api/campaign-form'
const ATTRIBUTION = { utmSource: 'linkedin', utmCampaign: 'spring-webinar' }
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** The CRM, faked: every delivery by its idempotency key. */
const crm = { deliveries: new Map<string, { count: number; body: Record<string, unknown> }>() }

let booted: Booted
let payload: Payload
let fake: Fake
let POST: Route

const FIELDS = [
  { blockType: 'text', name: 'name', label: 'Your name', required: true },
  { blockType: 'email', name: 'email', label: 'Work email', required: true },
  { blockType: 'message', message: richText('We will be in touch.') },
  { blockType: 'number', name: 'seats', label: 'Seats', required: false },
  { blockType: 'select', name: 'region', label: 'Region', required: true, options: [{ label: 'Europe', value: 'eu' }] },
  { blockType: 'checkbox', name: 'terms', label: 'I accept the terms', required: true },
  { blockType: 'textarea', name: 'notes', label: 'Notes', required: false },
]

async function createForm(title: string, extra: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'forms',
    data: { title, fields: FIELDS, confirmationType: 'message', confirmationMessage: richText('Thanks!'), _status: 'published', ...extra } as never,
    overrideAccess: true,
  })
}

let n = 0
const answers = () => {
  n += 1
  return { name: `Ada ${n}`, email: `ada.${n}@example.com`, seats: '12', region: 'eu', terms: true }
}
const post = (body: unknown, options?: Parameters<typeof postJson>[3]) => postJson(POST, PATH, body, options)
const storedFor = async (form: number | string) =>
  (await payload.find({ collection: 'campaign-submissions', where: { form: { equals: form } }, limit: 0, pagination: false, depth: 0 })).docs

beforeAll(async () => {
  fake = await startFake((req, body, res) => {
    const key = String(req.headers['idempotency-key'])
    const seen = crm.deliveries.get(key)
    crm.deliveries.set(key, { count: (seen?.count ?? 0) + 1, body: JSON.parse(body) as Record<string, unknown> })
    res.writeHead(200).end('{}')
  })
  Object.assign(process.env, { CRM_ADAPTER: 'webhook', CRM_WEBHOOK_URL: `${fake.url}/leads`, CRM_WEBHOOK_SECRET: 'campaign-secret-'.padEnd(40, 'x') })
  booted = await bootLeads()
  payload = booted.payload
  POST = (await import('@/app/api/campaign-form/route')).POST
})
afterAll(async () => {
  await fake?.close()
  await booted?.shutdown()
})

describe('POST /api/campaign-form', () => {
  it('stores a valid answer once, in the inbox, with one delivery that reaches the CRM once with its key', async () => {
    const form = await createForm('Spring webinar', { emails: [{ emailTo: 'campaigns@cipherwell.test', subject: 'New webinar answer' }] })
    const sent = answers()
    const { status, body } = await post({ form: form.id, fields: sent, context: '/events/spring', ...ATTRIBUTION })
    expect(status).toBe(200)
    expect(body).toEqual({ ok: true, id: expect.stringMatching(UUID) })

    const lead = await leadByReference(payload, 'campaign-submissions', body.id)
    expect(lead).toMatchObject({
      formTitle: 'Spring webinar',
      email: sent.email,
      name: sent.name,
      context: '/events/spring',
      captcha: 'skipped',
      attribution: ATTRIBUTION,
      answers: [
        { name: 'name', label: 'Your name', value: sent.name },
        { name: 'email', label: 'Work email', value: sent.email },
        { name: 'seats', label: 'Seats', value: 12 },
        { name: 'region', label: 'Region', value: 'eu' },
        { name: 'terms', label: 'I accept the terms', value: true },
      ],
    })
    expect(await storedFor(form.id)).toHaveLength(1)

    const { docs: inbox } = await payload.find({ collection: 'leads', where: { deliveryKey: { equals: body.id } }, depth: 0 })
    expect(inbox).toHaveLength(1)
    expect(inbox[0]).toMatchObject({ form: 'campaignSubmission', email: sent.email, name: sent.name, topic: 'Spring webinar', utmCampaign: 'spring-webinar', delivery: 'queued' })

    const jobs = await deliveryJobsFor(payload, 'campaign-submissions', String(lead.id))
    expect(jobs).toHaveLength(1)
    const { docs: all } = await payload.find({ collection: 'payload-jobs', limit: 0, pagination: false, depth: 0 })
    const mine = all.filter((job) => (job.input as { collection?: string; id?: string }).id === String(lead.id) && (job.input as { collection?: string }).collection === 'campaign-submissions')
    expect(mine.map((job) => job.taskSlug).sort()).toEqual(['deliverLead', 'notifyFormRecipients'])

    const send = vi.spyOn(payload, 'sendEmail').mockResolvedValue(undefined)
    try {
      await payload.jobs.run({ queue: 'leads', limit: 50 })
      await payload.jobs.run({ queue: 'leads', limit: 50 })
      expect(crm.deliveries.get(String(body.id))?.count).toBe(1)
      expect(crm.deliveries.get(String(body.id))?.body).toMatchObject({
        type: 'campaign-form',
        idempotencyKey: body.id,
        fields: { email: sent.email, formTitle: 'Spring webinar', seats: '12', region: 'eu', terms: 'true', utmSource: 'linkedin' },
      })
      expect((await payload.findByID({ collection: 'campaign-submissions', id: lead.id })).deliveredAt).toBeTruthy()
      // The editor's recipients hear that an answer arrived, and where: never the visitor's answers.
      expect(send).toHaveBeenCalledTimes(1)
      const email = send.mock.calls[0]![0] as { to: string; subject: string; text: string }
      expect(email).toMatchObject({ to: 'campaigns@cipherwell.test', subject: 'New webinar answer' })
      expect(email.text).toContain(`/admin/collections/campaign-submissions/${lead.id}`)
      expect(JSON.stringify(email)).not.toContain(sent.email)
      expect(JSON.stringify(email)).not.toContain(sent.name)
    } finally {
      send.mockRestore()
    }
  })

  it('answers mismatches with a message per field, stores nothing', async () => {
    const form = await createForm('Field errors')
    const { status, body } = await post({ form: form.id, fields: { name: ' ', email: 'nope', seats: 'many', region: 'mars', terms: false, extra: 'x' } })
    expect(status).toBe(400)
    expect(body).toEqual({
      errors: {
        name: 'Please fill in Your name',
        email: 'Please enter a valid email address',
        seats: 'Please enter a number',
        region: 'Please choose one of the options',
        terms: 'Please tick “I accept the terms” to continue',
        extra: 'This form has no such field',
      },
    })
    expect(await storedFor(form.id)).toHaveLength(0)
  })

  it('refuses a body over 32 KB with 413 and a body that is not a form answer with 400', async () => {
    const form = await createForm('Limits')
    expect((await post({ form: form.id, fields: { ...answers(), notes: 'x'.repeat(40 * 1024) } })).status).toBe(413)
    expect((await post({ form: form.id })).status).toBe(400)
    expect((await post({ form: 'one', fields: answers() })).status).toBe(400)
    expect((await post('{"form":')).status).toBe(400)
    expect(await storedFor(form.id)).toHaveLength(0)
  })

  it('answers a bot that fills the honeypot exactly as a stored answer, storing nothing', async () => {
    const form = await createForm('Honeypot')
    const before = honeypotDrops('campaignForm')
    const { status, body } = await post({ form: form.id, fields: answers(), website: 'https://spam.example' })
    expect(status).toBe(200)
    expect(body).toEqual({ ok: true, id: expect.stringMatching(UUID) })
    expect(honeypotDrops('campaignForm')).toBe(before + 1)
    expect(await storedFor(form.id)).toHaveLength(0)
  })

  it('answers 404 for a form never published, unpublished or deleted, keeping what was sent before', async () => {
    const draft = await createForm('Draft only', { _status: 'draft' })
    expect((await post({ form: draft.id, fields: answers() })).status).toBe(404)
    expect((await post({ form: 999_999, fields: answers() })).status).toBe(404)

    const form = await createForm('Short campaign')
    const first = await post({ form: form.id, fields: answers() })
    expect(first.status).toBe(200)
    await payload.update({ collection: 'forms', id: form.id, data: { _status: 'draft' }, overrideAccess: true })
    const unpublished = await post({ form: form.id, fields: answers() })
    expect(unpublished).toMatchObject({ status: 404, body: { error: 'This form is no longer available' } })
    expect(await storedFor(form.id)).toHaveLength(1)

    await payload.update({ collection: 'forms', id: form.id, data: { _status: 'published' }, overrideAccess: true })
    expect((await post({ form: form.id, fields: answers() })).status).toBe(200)
    await payload.delete({ collection: 'forms', id: form.id, overrideAccess: true })
    expect((await post({ form: form.id, fields: answers() })).status).toBe(404)
    const kept = await payload.find({ collection: 'campaign-submissions', where: { formTitle: { equals: 'Short campaign' } }, depth: 0 })
    expect(kept.docs).toHaveLength(2)
    expect(kept.docs.every((doc) => doc.form === null || doc.form === undefined)).toBe(true)
  })

  it('sees a form unpublished by another instance (no hook ran here) within the cache time', async () => {
    const { PUBLISHED_FORM_TTL_MS } = await import('@/cms/forms/publishedForm')
    const form = await createForm('Other instance')
    expect((await post({ form: form.id, fields: answers() })).status).toBe(200)
    // As another server's unpublish reaches this database: the row changes, no hook runs here.
    await payload.db.updateOne({ collection: 'forms', id: form.id, data: { _status: 'draft' }, returning: false })
    await new Promise((resolve) => setTimeout(resolve, PUBLISHED_FORM_TTL_MS + 100))
    expect((await post({ form: form.id, fields: answers() })).status).toBe(404)
  })

  it('never answers 5xx to bad input: NUL, huge or odd values, wrong types', async () => {
    const form = await createForm('Bad input')
    const bodies: unknown[] = [
      { form: form.id, fields: { ...answers(), name: 'Ada\u0000 Lovelace' } },
      { form: form.id, fields: { ...answers(), name: 'x'.repeat(30_000) } },
      { form: form.id, fields: { ...answers(), notes: "'; DROP TABLE leads; --" } },
      { form: form.id, fields: { ...answers(), seats: 1e308 } },
      { form: form.id, fields: { ...answers(), region: ['eu'] } },
      { form: form.id, fields: { ...answers(), email: { $ne: null } } },
      { form: form.id, fields: { ...answers(), terms: 'true' } },
      { form: form.id, fields: [] },
      { form: -1, fields: answers() },
      { form: '9'.repeat(15), fields: answers() },
      { form: 2_147_483_647, fields: answers() },
      { form: 2_147_483_648, fields: answers() },
      { form: form.id, fields: { ['\u0000'.repeat(3)]: 'x', ...answers() } },
      [],
      'null',
    ]
    for (const body of bodies) {
      const { status } = await post(body, { ip: freshIp() })
      expect(status, JSON.stringify(body).slice(0, 80)).toBeLessThan(500)
    }
    const stored = await storedFor(form.id)
    expect(stored.length).toBeGreaterThanOrEqual(2)
    // NUL is dropped before validation, so what was checked is what was stored.
    expect(stored.some((doc) => doc.name === 'Ada Lovelace')).toBe(true)
  })

  it('is rate-limited per address like the other lead forms', async () => {
    const form = await createForm('Rate limit')
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await post({ form: form.id, fields: answers() }, { ip })).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('refuses a cross-site post', async () => {
    const form = await createForm('Cross site')
    const { status } = await post({ form: form.id, fields: answers() }, { headers: { 'sec-fetch-site': 'cross-site' } })
    expect(status).toBe(403)
  })
})

describe('campaign forms in the CMS', () => {
  it('has no collection of the plugin’s own submissions, so nothing skips the lead endpoint', () => {
    expect(payload.collections['form-submissions' as never]).toBeUndefined()
  })

  it('refuses to publish a form without a required email field, and names bad field names', async () => {
    await expect(
      payload.create({ collection: 'forms', data: { title: 'No email', fields: [{ blockType: 'text', name: 'name' }], confirmationType: 'message', confirmationMessage: richText('x'), _status: 'published' } as never, overrideAccess: true }),
    ).rejects.toMatchObject({ data: { errors: [{ path: 'fields', message: expect.stringContaining('email field') }] } })
    await expect(
      payload.create({
        collection: 'forms',
        data: { title: 'Bad name', fields: [{ blockType: 'email', name: 'e mail', required: true }], confirmationType: 'message', confirmationMessage: richText('x'), _status: 'published' } as never,
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({ data: { errors: [{ path: 'fields.0.name', message: expect.stringContaining('Start with a letter') }] } })
    // A draft may be unfinished.
    await expect(payload.create({ collection: 'forms', data: { title: 'Unfinished', fields: [], _status: 'draft' } as never, draft: true, overrideAccess: true })).resolves.toBeTruthy()
  })

  it('shows visitors a published form without its notification addresses', async () => {
    const form = await createForm('Public read', { emails: [{ emailTo: 'secret-team@cipherwell.test', subject: 'x' }] })
    const read = await payload.findByID({ collection: 'forms', id: form.id, overrideAccess: false, user: null })
    expect(read.title).toBe('Public read')
    expect(JSON.stringify(read)).not.toContain('secret-team@cipherwell.test')
  })
})
