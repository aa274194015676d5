import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { CV_MAX_BYTES } from '@/features/careers/application/schema'
import { honeypotDrops } from '@/features/leads/honeypotDrops'

import { type Booted } from './helpers/bootPayload'
import { bootCareers } from './helpers/bootLeads'
import { createJob, PNG, tinyDoc, tinyDocx, tinyPdf } from './helpers/cvFiles'
import { type Route } from './helpers/jsonEndpoints'
import { captureLogs, deliveryJobsFor, leadByReference, postForm, postJson } from './helpers/leadHttp'

// A throwaway DATA_DIR until bootPayload sets the real one (see helpers/bootLeads.ts).
vi.hoisted(() => {
  process.env.DATA_DIR = '/tmp/cw-lead-tests-unbooted'
})

const TYPE_ERROR = 'File type must be one of .pdf, .doc, .docx'

describe('POST /api/careers/apply', () => {
  let booted: Booted
  let payload: Payload
  let POST: Route
  let applicants = 0

  const application = (cv: { bytes: Buffer; name: string } | null, fields: Record<string, string> = {}) => {
    applicants += 1
    const form = new FormData()
    const values = {
      job: 'platform-engineer',
      name: `Margaret Hamilton ${applicants}`,
      email: `margaret.${applicants}@example.com`,
      profileUrl: 'https://github.com/mhamilton',
      coverNote: `I wrote the Apollo guidance software ${applicants}`,
      website: '',
      ...fields,
    }
    for (const [key, value] of Object.entries(values)) form.set(key, value)
    if (cv) form.set('cv', new File([new Uint8Array(cv.bytes)], cv.name, { type: 'application/octet-stream' }))
    return { form, values }
  }
  const apply = (cv: { bytes: Buffer; name: string } | null, fields?: Record<string, string>) =>
    postForm(POST, '/api/careers/apply', application(cv, fields).form)
  const stored = async () => (await payload.count({ collection: 'job-applications' })).totalDocs
  const filesOnDisk = () => {
    const dir = path.join(booted.dataDir, 'cv-uploads')
    return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0
  }
  /** Runs `send`, which must be refused, and checks nothing reached the database or the disk. */
  const refusedWithoutTrace = async (send: () => Promise<{ status: number; body: Record<string, unknown> }>) => {
    const [before, files] = [await stored(), filesOnDisk()]
    const answer = await send()
    expect(await stored()).toBe(before)
    expect(filesOnDisk()).toBe(files)
    return answer
  }

  beforeAll(async () => {
    booted = await bootCareers()
    payload = booted.payload
    await createJob(payload, 'withdrawn-role', 'draft')
    POST = (await import('@/app/api/careers/apply/route')).POST
  })
  afterAll(async () => {
    await booted?.shutdown()
  })

  it.each([
    ['PDF', tinyPdf(), 'Margaret Hamilton CV.pdf', /^cv-[0-9a-f-]{36}\.pdf$/],
    ['DOC', tinyDoc(), 'cv.DOC', /^cv-[0-9a-f-]{36}\.doc$/],
    ['DOCX', tinyDocx(), 'cv.docx', /^cv-[0-9a-f-]{36}\.docx$/],
  ])(
    'stores an application with a %s CV, kept on disk under DATA_DIR by a random name',
    async (_, bytes, name, stored) => {
      const { form, values } = application({ bytes, name })
      const { status, body } = await postForm(POST, '/api/careers/apply', form)
      expect(status).toBe(201)
      const lead = await leadByReference(payload, 'job-applications', body.id)
      expect(lead).toMatchObject({
        name: values.name,
        email: values.email,
        profileUrl: values.profileUrl,
        coverNote: values.coverNote,
      })
      expect(lead.job).toMatchObject({ slug: 'platform-engineer' })
      const cv = lead.cv as { filename: string; filesize: number }
      expect(cv.filename).toMatch(stored)
      const onDisk = path.join(booted.dataDir, 'cv-uploads', cv.filename)
      expect(fs.readFileSync(onDisk).equals(bytes)).toBe(true)
      expect(await deliveryJobsFor(payload, 'job-applications', String(lead.id))).toHaveLength(1)
    },
  )

  it('refuses a PNG renamed .pdf with the file-type message', async () => {
    const { status, body } = await refusedWithoutTrace(() => apply({ bytes: PNG, name: 'cv.pdf' }))
    expect(status).toBe(400)
    expect(body).toEqual({ errors: { cv: TYPE_ERROR } })
  })

  it('refuses a file whose content is not the document its name claims with 400, never 500', async () => {
    const fakes = [
      { bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64, 7)]), name: 'cv.pdf' },
      { bytes: Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(64, 1)]), name: 'cv.docx' },
      { bytes: tinyPdf(), name: 'cv.exe' },
    ]
    for (const cv of fakes) {
      const { status, body } = await refusedWithoutTrace(() => apply(cv))
      expect(status).toBe(400)
      expect(body).toEqual({ errors: { cv: TYPE_ERROR } })
    }
  })

  it('keeps disk and database in step when good and refused applications arrive together', async () => {
    const [before, files] = [await stored(), filesOnDisk()]
    const corrupt = { bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64, 7)]), name: 'cv.pdf' }
    const answers = await Promise.all(
      [tinyPdf(), tinyPdf()].map((bytes) => apply({ bytes, name: 'cv.pdf' })).concat(apply(corrupt), apply(corrupt)),
    )
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 400, 400])
    expect(await stored()).toBe(before + 2)
    expect(filesOnDisk()).toBe(files + 2)
  })

  it("answers 'Please attach your CV' when there is no CV or it is empty", async () => {
    for (const cv of [null, { bytes: Buffer.alloc(0), name: 'cv.pdf' }]) {
      const { status, body } = await refusedWithoutTrace(() => apply(cv))
      expect(status).toBe(400)
      expect(body).toEqual({ errors: { cv: 'Please attach your CV' } })
    }
  })

  it('accepts a CV of exactly 10 MB, refuses one byte more on the field, and a far larger body with 413', async () => {
    expect((await apply({ bytes: tinyPdf(CV_MAX_BYTES), name: 'cv.pdf' })).status).toBe(201)
    const justOver = await refusedWithoutTrace(() => apply({ bytes: tinyPdf(CV_MAX_BYTES + 1), name: 'cv.pdf' }))
    expect(justOver).toMatchObject({
      status: 400,
      body: { errors: { cv: `File is larger than ${CV_MAX_BYTES} bytes` } },
    })
    const farOver = await refusedWithoutTrace(() =>
      apply({ bytes: tinyPdf(CV_MAX_BYTES + 128 * 1024), name: 'cv.pdf' }),
    )
    expect(farOver).toMatchObject({ status: 413, body: { error: expect.any(String) } })
  })

  it('refuses an unknown or withdrawn job', async () => {
    for (const job of ['no-such-job', 'withdrawn-role']) {
      const { status, body } = await refusedWithoutTrace(() => apply({ bytes: tinyPdf(), name: 'cv.pdf' }, { job }))
      expect(status).toBe(400)
      expect(body).toEqual({ errors: { job: 'This job is no longer open' } })
    }
  })

  it('reports every invalid field at once with its message', async () => {
    const { status, body } = await refusedWithoutTrace(() =>
      apply(null, { name: ' ', email: 'margaret@', profileUrl: 'javascript:alert(1)' }),
    )
    expect(status).toBe(400)
    expect(body).toEqual({
      errors: {
        name: 'Please enter your name',
        email: 'Please enter a valid email address',
        profileUrl: 'Please enter a valid URL (https://…)',
        cv: 'Please attach your CV',
      },
    })
  })

  it('answers 415 for JSON and 400 for a body that is not valid multipart', async () => {
    expect((await postJson(POST, '/api/careers/apply', { job: 'platform-engineer' })).status).toBe(415)
    const garbled = new Request('http://127.0.0.1:3000/api/careers/apply', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=nope', 'x-forwarded-for': '10.99.0.1' },
      body: 'not multipart at all',
    })
    const answer = await POST(garbled)
    expect(answer.status).toBe(400)
  })

  it('answers a filled honeypot with 201 but stores nothing and counts the drop', async () => {
    const drops = honeypotDrops('jobApplication')
    const { status } = await refusedWithoutTrace(() => apply({ bytes: tinyPdf(), name: 'cv.pdf' }, { website: 'spam' }))
    expect(status).toBe(201)
    expect(honeypotDrops('jobApplication')).toBe(drops + 1)
  })

  it('answers a bot exactly as a stored application, and a bot for a closed job as a person', async () => {
    const real = await apply({ bytes: tinyPdf(), name: 'cv.pdf' })
    const bot = await apply({ bytes: tinyPdf(), name: 'cv.pdf' }, { website: 'spam' })
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
    expect([real.status, bot.status]).toEqual([201, 201])
    expect(real.body).toEqual({ ok: true, id: expect.stringMatching(uuid) })
    expect(bot.body).toEqual({ ok: true, id: expect.stringMatching(uuid) })
    expect(bot.body.id).not.toBe(real.body.id)
    const headers = (answer: typeof real) => [...answer.headers].filter(([name]) => name !== 'date')
    expect(headers(bot)).toEqual(headers(real))
    const closed = await apply({ bytes: tinyPdf(), name: 'cv.pdf' }, { job: 'no-such-job' })
    const closedBot = await apply({ bytes: tinyPdf(), name: 'cv.pdf' }, { job: 'no-such-job', website: 'spam' })
    expect(closedBot).toMatchObject({ status: closed.status, body: closed.body })
  })

  it('logs no personal data while storing an application', async () => {
    const { form, values } = application({ bytes: tinyPdf(), name: 'Margaret Hamilton CV.pdf' })
    const logs = captureLogs(payload)
    try {
      expect((await postForm(POST, '/api/careers/apply', form)).status).toBe(201)
    } finally {
      logs.restore()
    }
    expect(logs.text()).toContain('lead stored')
    for (const value of [values.name, values.email, values.coverNote, 'Margaret Hamilton CV'])
      expect(logs.text()).not.toContain(value)
  })
})
