import fs from 'node:fs'
import path from 'node:path'

import type { CollectionSlug, Payload } from 'payload'
import { symbols } from 'pino'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { SAVE_RETRY_AFTER_SECONDS, SAVE_UNAVAILABLE } from '@/features/leads/http/databaseDown'
import { log } from '@/lib/log'

import { bootPayload, type Booted } from './helpers/bootPayload'
import { createJob, tinyPdf } from './helpers/cvFiles'
import { JSON_ENDPOINTS, type Route } from './helpers/jsonEndpoints'
import { postForm, postJson, type Answer } from './helpers/leadHttp'
import { createTestDatabase, postgresSkipReason, type TestDatabase } from './helpers/postgres'
import { startTcpProxy, type TcpProxy } from './helpers/tcpProxy'

vi.hoisted(() => {
  // A throwaway DATA_DIR until bootPayload sets the real one (see helpers/bootLeads.ts).
  process.env.DATA_DIR = '/tmp/cw-lead-tests-unbooted'
  Object.assign(process.env, { LEAD_RATE_LIMIT: '1000', CRM_ADAPTER: 'none', LOG_LEVEL: 'info' })
  for (const key of ['SITE_URL', 'HCAPTCHA_SECRET', 'CAPTCHA_DISABLED', 'REDIS_URL', 'LEAD_NOTIFY_TO', 'SMTP_URL'])
    delete process.env[key]
})

// An outage needs a server to cut off, so this file runs against PostgreSQL (through a proxy it
// controls) in both integration projects. Developers without PostgreSQL may skip it; in CI
// postgresSkipReason throws instead.
const skipReason = await postgresSkipReason()
if (skipReason) console.warn(`Skipping the database outage tests. ${skipReason}`)

type Lead = { name: string; collection: CollectionSlug; send: (tag: string, requestId: string) => Promise<Answer> }

const person = (tag: string) => ({
  firstName: `Ada${tag}`,
  lastName: `Lovelace${tag}`,
  email: `ada.${tag}@example.com`,
})
/** The visitor's address (the rate limit's key), which must not reach a log line either. */
const VISITOR_IP = '10.201.7.9'
const withId = (requestId: string) => ({ ip: VISITOR_IP, headers: { 'x-request-id': requestId } })

describe.skipIf(skipReason !== null)('the database goes down', () => {
  let database: TestDatabase | undefined
  let proxy: TcpProxy | undefined
  let booted: Booted | undefined
  let payload: Payload
  let ready: Route
  let health: () => Response
  const routes: Record<string, Route> = {}
  const logLines: string[] = []

  const LEADS: Lead[] = [
    {
      name: 'salesForm',
      collection: 'sales-contacts',
      send: (tag, id) =>
        postJson(
          routes.salesForm!,
          '/api/salesForm',
          { ...person(tag), textField: `Hello ${tag}`, context: 'pricing', topic: 'relay' },
          withId(id),
        ),
    },
    {
      name: 'beta-signup',
      collection: 'beta-signups',
      send: (tag, id) =>
        postJson(
          routes.betaSignup!,
          '/api/beta-signup',
          { ...person(tag), company: `Engines ${tag}`, topic: 'asv-scanning' },
          withId(id),
        ),
    },
    {
      name: 'demo',
      collection: 'demo-requests',
      send: (tag, id) => postJson(routes.demo!, '/api/demo', { email: `ada.${tag}@example.com` }, withId(id)),
    },
    {
      name: 'careers/apply',
      collection: 'job-applications',
      send: (tag, id) => {
        const form = new FormData()
        const fields = {
          job: 'outage-engineer',
          name: `Ada Lovelace ${tag}`,
          email: `ada.${tag}@example.com`,
          coverNote: `Notes ${tag}`,
        }
        for (const [key, value] of Object.entries(fields)) form.set(key, value)
        form.set('cv', new File([new Uint8Array(tinyPdf())], 'cv.pdf', { type: 'application/pdf' }))
        return postForm(routes.careers!, '/api/careers/apply', form, withId(id))
      },
    },
  ]

  const stored = async (collection: CollectionSlug) => (await payload.count({ collection })).totalDocs
  const cvFiles = () => fs.readdirSync(path.join(booted!.dataDir, 'cv-uploads')).length
  const readiness = async () => {
    const response = await ready(new Request('http://127.0.0.1:3000/api/ready'))
    return {
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
      cacheControl: response.headers.get('cache-control'),
    }
  }
  /** Readiness as a load balancer sees it: polled until `status`, for at most `ms`. */
  const readinessBecomes = async (status: number, ms = 10_000) => {
    const deadline = Date.now() + ms
    let answer = await readiness()
    while (answer.status !== status && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      answer = await readiness()
    }
    return answer
  }

  beforeAll(async () => {
    database = await createTestDatabase()
    const server = new URL(database.url)
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) })
    booted = await bootPayload({ databaseUrl: proxy.through(database.url) })
    payload = booted.payload
    await createJob(payload, 'outage-engineer')
    ready = (await import('@/app/api/ready/route')).GET
    health = (await import('@/app/api/health/route')).GET
    routes.salesForm = (await JSON_ENDPOINTS.salesForm.load()).POST
    routes.betaSignup = (await JSON_ENDPOINTS.betaSignup.load()).POST
    routes.demo = (await JSON_ENDPOINTS.demo.load()).POST
    routes.careers = (await import('@/app/api/careers/apply/route')).POST
    // Every line log() writes (the request loggers are its children and share its stream).
    const stream = (log() as unknown as Record<symbol, { write: (line: string) => unknown }>)[symbols.streamSym]!
    const write = stream.write.bind(stream)
    stream.write = (line: string) => {
      logLines.push(String(line))
      return write(line)
    }
  })
  afterAll(async () => {
    await proxy?.restore()
    await booted?.shutdown()
    await proxy?.close()
    await database?.drop()
  })

  it('listens for errors on the pool, so an idle connection the server drops cannot crash the process', () => {
    const pool = (payload.db as unknown as { pool: { listenerCount: (event: string) => number } }).pool
    expect(pool.listenerCount('error')).toBeGreaterThan(0)
  })

  it('is ready while the database answers', async () => {
    expect(await readiness()).toEqual({ status: 200, body: { status: 'ready' }, cacheControl: 'no-store' })
  })

  describe('with the connection cut', () => {
    beforeAll(async () => {
      await proxy!.cut()
    })
    afterAll(async () => {
      await proxy!.restore()
    })

    it('answers /api/ready with 503 and no connection details, while /api/health stays 200', async () => {
      const answer = await readiness()
      expect(answer).toEqual({
        status: 503,
        body: { status: 'unavailable', reason: 'the database is unreachable' },
        cacheControl: 'no-store',
      })
      expect(JSON.stringify(answer.body)).not.toContain(String(proxy!.port))
      const live = health()
      expect(live.status).toBe(200)
      expect(await live.json()).toEqual({ status: 'ok' })
    })

    it.each(LEADS.map((lead) => [lead.name, lead] as const))(
      'answers POST /api/%s with 503 and Retry-After, stores nothing and logs the request id without personal data',
      async (_, lead) => {
        const requestId = `outage-${lead.name.replace('/', '-')}-1`
        const before = logLines.length
        const answer = await lead.send('down', requestId)
        expect(answer.status).toBe(503)
        expect(answer.body).toEqual({ error: SAVE_UNAVAILABLE })
        expect(answer.headers.get('retry-after')).toBe(String(SAVE_RETRY_AFTER_SECONDS))
        expect(answer.headers.get('cache-control')).toBe('no-store')

        const lines = logLines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>)
        expect(lines).toContainEqual(
          expect.objectContaining({ requestId, msg: 'lead not stored: database unavailable', level: 50 }),
        )
        const text = lines.map((line) => JSON.stringify(line)).join('\n')
        for (const personal of [
          'ada.down@example.com',
          'Adadown',
          'Lovelacedown',
          'Ada Lovelace down',
          'Hello down',
          'Notes down',
          VISITOR_IP,
        ]) {
          expect(text).not.toContain(personal)
        }
      },
    )
  })

  describe('after the connection is restored', () => {
    it('is ready again within 10 s', async () => {
      expect(await readinessBecomes(200)).toEqual({ status: 200, body: { status: 'ready' }, cacheControl: 'no-store' })
    })

    it.each(LEADS.map((lead) => [lead.name, lead] as const))('stores a lead sent to POST /api/%s', async (_, lead) => {
      const before = await stored(lead.collection)
      // The outage left nothing behind: no lead and, below, no orphaned CV file.
      expect(before).toBe(0)
      const answer = await lead.send('back', `restored-${lead.name.replace('/', '-')}`)
      expect(answer.status).toBeLessThan(300)
      expect(answer.body).toMatchObject({ ok: true, id: expect.any(String) })
      expect(await stored(lead.collection)).toBe(before + 1)
      if (lead.collection === 'job-applications') expect(cvFiles()).toBe(1)
    })
  })

  describe('when the connection drops as a lead commits', () => {
    // Payload's PostgreSQL adapter swallows a failed COMMIT (commitTransaction resolves anyway),
    // so only a check that the lead is really there keeps the endpoint from acknowledging a lost lead.
    it.each(LEADS.map((lead) => [lead.name, lead] as const))(
      'answers POST /api/%s with 503, never 2xx, and stores nothing',
      async (_, lead) => {
        const [before, files] = [await stored(lead.collection), cvFiles()]
        const requestId = `commit-drop-${lead.name.replace('/', '-')}`
        const logged = logLines.length
        // The statement as the wire carries it, NUL-terminated, so no visitor's text can match.
        proxy!.dropWhenSent('commit\0')
        const answer = await lead.send('late', requestId)
        expect(answer.status).toBe(503)
        expect(answer.body).toEqual({ error: SAVE_UNAVAILABLE })
        expect(await stored(lead.collection)).toBe(before)
        expect(cvFiles()).toBe(files)
        expect(logLines.slice(logged).map((line) => JSON.parse(line) as Record<string, unknown>)).toContainEqual(
          expect.objectContaining({ requestId, code: 'commit not confirmed' }),
        )
      },
    )
  })

  describe('when the database stops answering', () => {
    afterAll(async () => {
      await proxy!.restore()
    })

    it('answers /api/ready with 503 after the 2 s timeout, and 200 once it answers again', async () => {
      proxy!.stall()
      const started = Date.now()
      const answer = await readiness()
      const waited = Date.now() - started
      expect(answer).toEqual({
        status: 503,
        body: { status: 'unavailable', reason: 'the database did not answer within 2000 ms' },
        cacheControl: 'no-store',
      })
      expect(waited).toBeGreaterThanOrEqual(1_900)
      expect(waited).toBeLessThan(3_000)
      await proxy!.restore()
      expect(await readinessBecomes(200)).toMatchObject({ status: 200 })
    })
  })
})
