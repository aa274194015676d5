import { Forbidden, type Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { TAGS } from '@/cms/cacheTags'
import { SCHEDULED_PUBLISH_RETRIES } from '@/cms/jobs/schedulePublish'
import type { Page, User } from '@/cms/payload-types'

import { type Booted } from './helpers/bootPayload'
import { bootLeads } from './helpers/bootLeads'
import { startFake, type Fake } from './helpers/leadHttp'

// A throwaway DATA_DIR until bootPayload sets the real one (see helpers/bootLeads.ts).
vi.hoisted(() => {
  process.env.DATA_DIR = '/tmp/cw-schedule-tests-unbooted'
})

/**
 * revalidateTag, recorded. Inside a Next request it expires the tag; anywhere else (a script,
 * `npm run jobs`, the server's own runner, which works outside any request) Next throws, and
 * the CMS hook then POSTs the tags to /api/revalidate. `outsideNext` makes it throw like that,
 * except while the revalidate route itself handles a request.
 */
const cache = vi.hoisted(() => ({ outsideNext: false, inRoute: false }))
const revalidateTag = vi.hoisted(() =>
  vi.fn((tag: string, profile?: unknown) => {
    if (cache.outsideNext && !cache.inRoute) throw new Error('Invariant: static generation store missing in revalidateTag')
    return [tag, profile]
  }),
)
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag,
}))

type JobsRunnerModule = typeof import('@/cms/jobs/jobsRunner')

let booted: Booted
let payload: Payload
let runner: JobsRunnerModule
let users: Record<'admin' | 'editor', User>
/** The server's /api/revalidate, reached over HTTP as a separate runner reaches it. */
let server: Fake
const revalidateRequests: { status: number; tags: unknown }[] = []

beforeAll(async () => {
  server = await startFake((req, body, res) => {
    void (async () => {
      const { POST } = await import('@/app/api/revalidate/route')
      const headers = Object.entries(req.headers).map(([name, value]) => [name, String(value)] as [string, string])
      cache.inRoute = true
      try {
        const response = await POST(new Request(`http://127.0.0.1${req.url}`, { method: 'POST', headers, body }))
        const answer = await response.text()
        revalidateRequests.push({ status: response.status, tags: (JSON.parse(answer) as { revalidated?: unknown }).revalidated })
        res.writeHead(response.status, { 'content-type': 'application/json' }).end(answer)
      } finally {
        cache.inRoute = false
      }
    })()
  })
  // Read by getEnv(), which nothing has called yet: the boot below is its first reader.
  process.env.REVALIDATE_URL = server.url
  booted = await bootLeads()
  payload = booted.payload
  runner = await import('@/cms/jobs/jobsRunner')
  const make = (role: 'admin' | 'editor') =>
    payload.create({ collection: 'users', data: { email: `schedule-${role}@cipherwell.test`, password: 'a long test password', roles: [role] } })
  users = { admin: await make('admin'), editor: await make('editor') }
})
afterAll(async () => {
  await booted?.shutdown()
  await server?.close()
  delete process.env.REVALIDATE_URL
})
beforeEach(() => {
  revalidateTag.mockClear()
  revalidateRequests.length = 0
  cache.outsideNext = false
})

let pathCount = 0
async function draftPage(title: string): Promise<Page> {
  pathCount += 1
  return payload.create({
    collection: 'pages',
    data: { title, path: `/scheduled-${pathCount}`, description: 'A page published on a schedule.', _status: 'draft' },
    draft: true,
    overrideAccess: false,
    user: users.admin,
  })
}

async function publishNow(page: Page): Promise<void> {
  await payload.update({ collection: 'pages', id: page.id, data: { _status: 'published' }, overrideAccess: false, user: users.admin })
}

/** What an anonymous visitor (and so the public site) finds at the page's path. */
async function visitorTitle(page: Page): Promise<string | null> {
  const { docs } = await payload.find({ collection: 'pages', where: { path: { equals: page.path } }, overrideAccess: false, user: null, depth: 0 })
  return docs[0]?.title ?? null
}

/**
 * The job the admin's Schedule drawer queues (@payloadcms/ui schedulePublishHandler): the
 * `schedulePublish` task, no queue named, `waitUntil` the chosen time, the document as
 * {relationTo, value: String(id)} and the scheduling user.
 */
function scheduleInput(type: 'publish' | 'unpublish', page: Page, user: User) {
  return { type, doc: { relationTo: 'pages' as const, value: String(page.id) as unknown as number }, user: { relationTo: 'users' as const, value: user.id } }
}
async function schedule(type: 'publish' | 'unpublish', page: Page, inMs: number) {
  const waitUntil = new Date(Date.now() + inMs)
  const job = await payload.jobs.queue({ task: 'schedulePublish', input: scheduleInput(type, page, users.admin), waitUntil })
  return { job, waitUntil }
}

/** Runs the runner's round of the scheduled-publish queue until a job ran; returns when that was. */
async function runUntilAJobRuns(timeoutMs = 15_000): Promise<number> {
  const giveUp = Date.now() + timeoutMs
  while (Date.now() < giveUp) {
    if ((await runner.runQueueRound(payload, runner.JOB_QUEUES.scheduledPublish)) > 0) return Date.now()
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no scheduled job ran within ${timeoutMs} ms`)
}

/** Payload deletes a job once it completes (jobs.deleteJobOnComplete, on by default); a failed one stays. */
async function jobLeft(id: number | string) {
  const { docs } = await payload.find({ collection: 'payload-jobs', where: { id: { equals: id } }, depth: 0 })
  return docs[0] ?? null
}

describe('scheduled publish and unpublish', () => {
  it('lands on the queue the runner drives, every 5 s or sooner', async () => {
    const page = await draftPage('Queue check')
    const { job } = await schedule('publish', page, 60_000)
    expect(job.queue).toBe(runner.JOB_QUEUES.scheduledPublish.queue)
    expect(runner.JOB_QUEUES.scheduledPublish.everyMs).toBeLessThanOrEqual(5_000)
    await payload.delete({ collection: 'payload-jobs', id: job.id })
  })

  it('publishes a draft only once its time has come, and expires the pages cache', async () => {
    const page = await draftPage('Published on schedule')
    const { job, waitUntil } = await schedule('publish', page, 2_000)
    revalidateTag.mockClear() // saving the draft expired the tag too

    expect(await runner.runQueueRound(payload, runner.JOB_QUEUES.scheduledPublish)).toBe(0)
    expect(await visitorTitle(page)).toBeNull()
    expect(revalidateTag).not.toHaveBeenCalled()

    const ranAt = await runUntilAJobRuns()
    expect(ranAt).toBeGreaterThanOrEqual(waitUntil.getTime())
    expect(await visitorTitle(page)).toBe('Published on schedule')
    expect(await jobLeft(job.id)).toBeNull()
    expect(revalidateTag).toHaveBeenCalledWith(TAGS.pages, { expire: 0 })
  })

  it('unpublishes a published page only once its time has come, and expires the pages cache', async () => {
    const page = await draftPage('Unpublished on schedule')
    await publishNow(page)
    expect(await visitorTitle(page)).toBe('Unpublished on schedule')
    revalidateTag.mockClear()
    const { job, waitUntil } = await schedule('unpublish', page, 2_000)

    expect(await runner.runQueueRound(payload, runner.JOB_QUEUES.scheduledPublish)).toBe(0)
    expect(await visitorTitle(page)).toBe('Unpublished on schedule')
    expect(await jobLeft(job.id)).toMatchObject({ taskSlug: 'schedulePublish', waitUntil: waitUntil.toISOString() })
    expect(revalidateTag).not.toHaveBeenCalled()

    const ranAt = await runUntilAJobRuns()
    expect(ranAt).toBeGreaterThanOrEqual(waitUntil.getTime())
    expect(await visitorTitle(page)).toBeNull()
    expect(await jobLeft(job.id)).toBeNull()
    expect(revalidateTag).toHaveBeenCalledWith(TAGS.pages, { expire: 0 })
  })

  it('from a runner outside any Next request, expires the cache through the signed POST to /api/revalidate', async () => {
    cache.outsideNext = true
    const page = await draftPage('Published by a separate runner')
    await schedule('publish', page, 500)
    revalidateTag.mockClear()
    revalidateRequests.length = 0

    await runUntilAJobRuns()
    expect(await visitorTitle(page)).toBe('Published by a separate runner')
    expect(revalidateRequests).toContainEqual({ status: 200, tags: [TAGS.pages] })
    // The runner's own call threw, as outside Next; the route's expired the tag.
    const expired = revalidateTag.mock.calls.filter((_, index) => revalidateTag.mock.results[index]?.type === 'return')
    expect(expired).toContainEqual([TAGS.pages, { expire: 0 }])
  })

  it('tries a failed scheduled publish again a few seconds later, rather than never', async () => {
    const page = await draftPage('Published at the second try')
    const { job } = await schedule('publish', page, 200)
    await new Promise((resolve) => setTimeout(resolve, 300))
    // The task's own update of the page fails once, as a busy database would make it.
    const update = payload.update.bind(payload)
    const spy = vi.spyOn(payload, 'update').mockImplementationOnce(((args: { collection: string }) =>
      args.collection === 'pages' ? Promise.reject(new Error('SQLITE_BUSY: database is locked')) : update(args as never)) as never)
    try {
      const failedAt = Date.now()
      expect(await runner.runQueueRound(payload, runner.JOB_QUEUES.scheduledPublish)).toBe(1)
      expect(await visitorTitle(page)).toBeNull()
      const failed = await jobLeft(job.id)
      expect(failed).toMatchObject({ hasError: false, totalTried: 1, processing: false })
      // Tried again after the first backoff, not at once and not never.
      const retryAt = new Date(String(failed?.waitUntil)).getTime()
      expect(retryAt - failedAt).toBeGreaterThanOrEqual(SCHEDULED_PUBLISH_RETRIES.backoff.delay - 100)
      expect(retryAt - failedAt).toBeLessThan(SCHEDULED_PUBLISH_RETRIES.backoff.delay + 2_000)

      const ranAt = await runUntilAJobRuns()
      expect(ranAt).toBeGreaterThanOrEqual(retryAt)
      expect(await visitorTitle(page)).toBe('Published at the second try')
      expect(await jobLeft(job.id)).toBeNull()
    } finally {
      spy.mockRestore()
    }
  })

  it('runs due jobs earliest first, so a publish then an unpublish due together leave the page unpublished', async () => {
    const page = await draftPage('Both due')
    const now = Date.now()
    // Queued in the opposite order of their times.
    await payload.jobs.queue({ task: 'schedulePublish', input: scheduleInput('unpublish', page, users.admin), waitUntil: new Date(now + 400) })
    await payload.jobs.queue({ task: 'schedulePublish', input: scheduleInput('publish', page, users.admin), waitUntil: new Date(now + 200) })
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(await runner.runQueueRound(payload, runner.JOB_QUEUES.scheduledPublish)).toBe(2)
    expect(await visitorTitle(page)).toBeNull()
  })
})

describe('scheduling through the REST API (POST /api/payload-jobs)', () => {
  const asUser = (user: User | null) => ({ overrideAccess: false, user })
  const createJob = (data: Record<string, unknown>, user: User | null) =>
    payload.create({ collection: 'payload-jobs', data: data as never, ...asUser(user) })

  it('lets an admin queue a scheduled publish as themself, which the runner then runs', async () => {
    const page = await draftPage('Scheduled over REST')
    const waitUntil = new Date(Date.now() + 500).toISOString()
    const job = await createJob({ taskSlug: 'schedulePublish', waitUntil, input: scheduleInput('publish', page, users.admin) }, users.admin)
    expect(job.queue).toBe(runner.JOB_QUEUES.scheduledPublish.queue)
    await runUntilAJobRuns()
    expect(await visitorTitle(page)).toBe('Scheduled over REST')
  })

  it('refuses every other job, another user’s identity, editors and visitors', async () => {
    const page = await draftPage('Never scheduled')
    const input = scheduleInput('publish', page, users.admin)
    // One at a time: started together, a refusal that settles before its turn to be awaited is an unhandled rejection.
    const refusals = [
      () => createJob({ taskSlug: 'schedulePublish', input }, users.editor),
      () => createJob({ taskSlug: 'schedulePublish', input: scheduleInput('publish', page, users.editor) }, users.editor),
      () => createJob({ taskSlug: 'schedulePublish', input }, null),
      () => createJob({ taskSlug: 'schedulePublish', input: scheduleInput('publish', page, users.editor) }, users.admin),
      () => createJob({ taskSlug: 'schedulePublish', input: { type: 'publish', doc: input.doc } }, users.admin),
      () => createJob({ taskSlug: 'schedulePublish', input, queue: 'leads' }, users.admin),
      () => createJob({ taskSlug: 'schedulePublish', input, processing: true }, users.admin),
      () => createJob({ taskSlug: 'deliverLead', input: { collection: 'sales-contacts', id: '1' } }, users.admin),
    ]
    for (const refusal of refusals) await expect(refusal()).rejects.toThrow(Forbidden)
    expect(await visitorTitle(page)).toBeNull()
  })
})
