import { expect, test, type APIRequestContext } from '@playwright/test'

import { adminHeaders, createPage, deletePage } from './helpers/cms'

/** How far ahead the publish is scheduled, and how long after that the page must be live. */
const AHEAD_MS = 8_000
const LIVE_WITHIN_MS = 20_000

async function status(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 })
  return { code: response.status(), body: response.ok() ? await response.text() : '' }
}

test.describe('scheduled publishing @desktop', () => {
  test('a draft page scheduled through the REST API goes live once its time has come, without a rebuild', async ({ request }) => {
    const headers = await adminHeaders()
    const stamp = Date.now()
    const title = `Scheduled page ${stamp}`
    const path = `/scheduled-${stamp}`
    const id = await createPage(request, { title, path, _status: 'draft' })
    try {
      expect((await status(request, path)).code).toBe(404)

      // The job the admin's Schedule drawer queues, as this admin.
      const me = (await (await request.get('/api/users/me', { headers })).json()) as { user: { id: number } }
      const waitUntil = new Date(Date.now() + AHEAD_MS)
      const scheduled = await request.post('/api/payload-jobs', {
        headers,
        data: {
          taskSlug: 'schedulePublish',
          waitUntil: waitUntil.toISOString(),
          input: {
            type: 'publish',
            doc: { relationTo: 'pages', value: String(id) },
            user: { relationTo: 'users', value: me.user.id },
          },
        },
      })
      expect(scheduled.status(), await scheduled.text()).toBe(201)
      const { doc: job } = (await scheduled.json()) as { doc: { id: number | string } }
      // Where the job stands (gone once it completed), said when the page is not live yet.
      const jobState = async () => `the job: ${await (await request.get(`/api/payload-jobs/${job.id}?depth=0`, { headers })).text()}`

      // Still a 404 for anonymous visitors until its time; then live within LIVE_WITHIN_MS.
      let liveAt = 0
      await expect(async () => {
        const page = await status(request, path)
        if (page.code === 200) liveAt = Date.now()
        expect(page.code, page.code === 200 ? undefined : await jobState()).toBe(200)
        expect(page.body).toContain(title)
      }).toPass({ intervals: [500], timeout: AHEAD_MS + LIVE_WITHIN_MS })
      expect(liveAt).toBeGreaterThanOrEqual(waitUntil.getTime())

      // Published for the API's anonymous readers too.
      const { docs } = (await (await request.get(`/api/pages?where[path][equals]=${encodeURIComponent(path)}`)).json()) as {
        docs: { title: string; _status: string }[]
      }
      expect(docs).toEqual([expect.objectContaining({ title, _status: 'published' })])
    } finally {
      await deletePage(request, id)
    }
  })
})
