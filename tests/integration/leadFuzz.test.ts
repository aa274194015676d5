import fs from 'node:fs'
import path from 'node:path'

import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { z } from 'zod'

import { jobApplicationSchema } from '@/features/careers/application/schema'
import { demoRequestSchema } from '@/features/demo-booking/schema'
import { honeypotDrops } from '@/features/leads/honeypotDrops'
import { betaSignupSchema } from '@/features/register-interest/schema'
import { salesFormSchema } from '@/features/sales-contact/schema'

import { type Booted } from './helpers/bootPayload'
import { bootLeads } from './helpers/bootLeads'
import { createJob } from './helpers/cvFiles'
import { JSON_ENDPOINTS, type Route } from './helpers/jsonEndpoints'
import { attribution, bodies, cvFile, email, goodEmail, goodText, honeypot, mostly, optional, text } from './helpers/leadArbitraries'
import { postForm, postJson } from './helpers/leadHttp'

vi.hoisted(() => {
  // A throwaway DATA_DIR until bootPayload sets the real one (see helpers/bootLeads.ts).
  Object.assign(process.env, { DATA_DIR: '/tmp/cw-lead-tests-unbooted', LEAD_RATE_LIMIT: '1000000000', CRM_ADAPTER: 'none' })
  for (const key of ['SITE_URL', 'HCAPTCHA_SECRET', 'CAPTCHA_DISABLED', 'REDIS_URL']) delete process.env[key]
})

const RUNS = 1000
const JSON_LIMIT = 32 * 1024
/** What every accepted lead is answered with: a random reference, never its database id. */
const REFERENCE = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

type Row = Record<string, unknown> & { attribution?: Record<string, unknown> | null }

/** What the endpoints validate: the body without NUL characters, which no database keeps (see withoutNul.ts). */
const dropNul = (_key: string, value: unknown) => (typeof value === 'string' ? value.replaceAll('\u0000', '') : value)
/** How text reads back from the database: UTF-8 has no lone surrogates, so each becomes U+FFFD. */
const asStored = (value: unknown): unknown =>
  typeof value === 'string'
    ? value.replace(/\p{Surrogate}/gu, '\uFFFD')
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, asStored(inner)]))
      : value

/** The object without its empty (undefined or null) entries: how a stored row and a parsed body compare. */
const clean = (object: Record<string, unknown>) => Object.fromEntries(Object.entries(object).filter(([, value]) => value != null))
const withoutBookkeeping = ({ token, website, ...rest }: Record<string, unknown>) => (void token, void website, clean(rest))

const person = { firstName: mostly(goodText), lastName: mostly(goodText), email: mostly(goodEmail) }

/** Each JSON endpoint, its bodies, and a stored row turned back into the body it came from. */
const ENDPOINTS = [
  {
    ...JSON_ENDPOINTS.salesForm,
    schema: salesFormSchema as z.ZodType<Record<string, unknown>>,
    bodies: bodies(
      Object.keys(salesFormSchema.shape),
      fc.record({ ...person, textField: mostly(goodText), context: optional(goodText), topic: optional(goodText), token: optional(goodText), website: honeypot, ...attribution }),
    ),
    asBody: ({ message, attribution: utms, ...row }: Row) => ({ ...row, textField: message, ...utms }),
    expected: (data: Record<string, unknown>) => withoutBookkeeping(data),
  },
  {
    ...JSON_ENDPOINTS.betaSignup,
    schema: betaSignupSchema as z.ZodType<Record<string, unknown>>,
    bodies: bodies(
      Object.keys(betaSignupSchema.shape),
      fc.record({ ...person, company: mostly(goodText), message: optional(goodText), topic: mostly(fc.oneof(fc.constant('asv-scanning'), goodText)), website: honeypot, ...attribution }),
    ),
    asBody: ({ attribution: utms, ...row }: Row) => ({ ...row, ...utms }),
    expected: (data: Record<string, unknown>) => withoutBookkeeping(data),
  },
  {
    ...JSON_ENDPOINTS.demo,
    schema: demoRequestSchema as z.ZodType<Record<string, unknown>>,
    bodies: bodies(['email', 'utms', 'website'], fc.record({ email: mostly(goodEmail), utms: optional(fc.record(attribution)), website: honeypot })),
    asBody: ({ email: address, attribution: utms }: Row) => ({ email: address, utms: clean(utms ?? {}) }),
    expected: (data: Record<string, unknown>) => ({ email: data.email, utms: clean((data.utms as Record<string, unknown> | undefined) ?? {}) }),
  },
]

/** The fields of a stored row that came from the visitor. */
const visitorFields = (row: Row, asBody: (row: Row) => Record<string, unknown>) => {
  const { id, deliveryKey, deliveredAt, createdAt, updatedAt, captcha, ...fields } = row
  void [id, deliveryKey, deliveredAt, createdAt, updatedAt, captcha]
  return clean(asBody(fields))
}

let booted: Booted
let payload: Payload
beforeAll(async () => {
  booted = await bootLeads()
  payload = booted.payload
  // Thousands of stored leads would each log a line; failures still log.
  payload.logger.level = 'warn'
})
afterAll(async () => {
  await booted?.shutdown()
})

describe.each(ENDPOINTS)('fuzzing POST $path', (endpoint) => {
  const { collection } = endpoint

  it(`answers ${RUNS} random bodies as the schema decides, never 5xx, and stores exactly the valid leads`, { timeout: 180_000 }, async () => {
    const { POST } = await endpoint.load()
    const expected = new Map<string, Record<string, unknown>>()
    const [storedBefore, dropsBefore] = [(await payload.count({ collection })).totalDocs, honeypotDrops(endpoint.form)]
    let ok = 0
    await fc.assert(
      fc.asyncProperty(endpoint.bodies, async (body) => {
        const json = JSON.stringify(body)
        const { status, body: answer } = await postJson(POST, endpoint.path, json)
        expect(status).toBeLessThan(500)
        const parsed = endpoint.schema.safeParse(JSON.parse(json, dropNul))
        if (Buffer.byteLength(json) > JSON_LIMIT) return void expect(status).toBe(413)
        if (!parsed.success) {
          expect(status).toBe(400)
          return void expect(Object.values(answer.errors ?? { none: 0 }).every((message) => typeof message === 'string')).toBe(true)
        }
        expect(status).toBe(200)
        ok += 1
        // A filled honeypot gets a stored lead's answer (a random reference), and nothing is stored.
        expect(answer).toEqual({ ok: true, id: expect.stringMatching(REFERENCE) })
        if (parsed.data.website) return
        expected.set(String(answer.id), asStored(endpoint.expected(parsed.data)) as Record<string, unknown>)
      }),
      { numRuns: RUNS },
    )
    const { docs } = await payload.find({ collection, limit: 0, pagination: false, depth: 0 })
    expect(docs.length - storedBefore).toBe(ok - (honeypotDrops(endpoint.form) - dropsBefore))
    expect(expected.size).toBe(docs.length - storedBefore)
    // Enough of the bodies were valid for the comparison below to mean something.
    expect(expected.size).toBeGreaterThan(RUNS / 10)
    for (const row of docs as unknown as Row[]) {
      const sent = visitorFields(row, endpoint.asBody)
      expect(endpoint.schema.safeParse(sent).success).toBe(true)
      expect(sent).toEqual(expected.get(String(row.deliveryKey)))
    }
  })
})

/**
 * Multipart fields are text. `String(value)` throws for a generated object whose own
 * `toString` is not a function (`{"toString": 0}`), so non-strings are sent as their JSON.
 */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

describe('fuzzing POST /api/careers/apply', () => {
  const fieldValue = fc.oneof(text, email, fc.constantFrom('platform-engineer', 'https://example.com/me', 'javascript:alert(1)', ''))
  const applications = fc.record({
    fields: fc.oneof(
      { weight: 1, arbitrary: fc.dictionary(fc.oneof(fc.constantFrom('job', 'name', 'email', 'profileUrl', 'coverNote', 'website', 'cv'), fc.string({ maxLength: 6 })), fieldValue, { maxKeys: 8 }) },
      { weight: 4, arbitrary: fc.record({
        job: mostly(fc.constant('platform-engineer'), 19).map((value) => (typeof value === 'string' ? value : 'no-such-job')),
        name: mostly(goodText).map(asText),
        email: mostly(goodEmail).map(asText),
        profileUrl: fc.option(fc.oneof(fc.webUrl(), fieldValue), { nil: undefined }),
        coverNote: fc.option(goodText, { nil: undefined }),
        website: fc.oneof({ weight: 9, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.string({ maxLength: 4 }) }),
      }) },
    ),
    cvs: fc.oneof({ weight: 4, arbitrary: fc.array(cvFile, { minLength: 1, maxLength: 1 }) }, { weight: 1, arbitrary: fc.array(cvFile, { maxLength: 2 }) }),
  })

  it(`answers ${RUNS} random applications with 201 or 400, never 5xx, and stores exactly the 201s`, { timeout: 180_000 }, async () => {
    await createJob(payload, 'platform-engineer')
    const { POST }: { POST: Route } = await import('@/app/api/careers/apply/route')
    const [storedBefore, dropsBefore] = [(await payload.count({ collection: 'job-applications' })).totalDocs, honeypotDrops('jobApplication')]
    const expected = new Map<string, unknown>()
    let created = 0
    await fc.assert(
      fc.asyncProperty(applications, async ({ fields, cvs }) => {
        const form = new FormData()
        for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value)
        for (const cv of cvs) form.append('cv', new File([new Uint8Array(cv.bytes)], cv.name))
        const { status, body } = await postForm(POST, '/api/careers/apply', form)
        expect([201, 400]).toContain(status)
        if (status === 400) expect(Object.values(body.errors ?? { none: 0 }).every((message) => typeof message === 'string')).toBe(true)
        if (status !== 201) return
        created += 1
        expect(body).toEqual({ ok: true, id: expect.stringMatching(REFERENCE) })
        // A form's text travels with every line break as CRLF, as browsers send it (HTML's multipart encoding).
        const sent = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value?.replace(/\r\n|\r|\n/g, '\r\n')]))
        const data = jobApplicationSchema.parse(JSON.parse(JSON.stringify(sent), dropNul))
        // A filled honeypot gets a stored application's answer, and nothing is stored.
        if (data.website) return
        expected.set(String(body.id), asStored(clean({ name: data.name, email: data.email, profileUrl: data.profileUrl, coverNote: data.coverNote })))
      }),
      { numRuns: RUNS },
    )
    const { docs } = await payload.find({ collection: 'job-applications', limit: 0, pagination: false, depth: 1 })
    expect(docs.length - storedBefore).toBe(created - (honeypotDrops('jobApplication') - dropsBefore))
    expect(expected.size).toBe(docs.length - storedBefore)
    expect(expected.size).toBeGreaterThan(RUNS / 10)
    for (const row of docs) {
      const job = row.job as { slug: string }
      const cv = row.cv as { filename: string; filesize: number }
      const sent = clean({ job: job.slug, name: row.name, email: row.email, profileUrl: row.profileUrl, coverNote: row.coverNote })
      expect(jobApplicationSchema.safeParse(sent).success).toBe(true)
      expect(clean({ name: row.name, email: row.email, profileUrl: row.profileUrl, coverNote: row.coverNote })).toEqual(expected.get(String(row.deliveryKey)))
      expect(fs.statSync(path.join(booted.dataDir, 'cv-uploads', cv.filename)).size).toBe(cv.filesize)
    }
  })
})
