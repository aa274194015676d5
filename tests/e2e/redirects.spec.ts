import { expect, test } from '@playwright/test'

import { adminHeaders, createPage, deletePage } from './helpers/cms'

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** The proxy refreshes its table at most every 5 s: a new rule shows within that, plus a margin. */
const RULES_REFRESH = { timeout: 15_000, intervals: [500] }

test.describe('redirects managed in the CMS @desktop', () => {
  test('a 301 and a 302 are answered before the page, keeping the query', async ({ page, request }) => {
    const headers = await adminHeaders()
    const id = unique()
    const created = []
    for (const [from, type] of [
      [`/old-pricing-${id}`, '301'],
      [`/campaign-${id}`, '302'],
    ] as const) {
      const response = await request.post('/api/redirects', { headers, data: { from, to: '/pricing', type } })
      expect(response.status(), await response.text()).toBe(201)
      created.push(((await response.json()) as { doc: { id: number } }).doc.id)
    }
    try {
      await expect
        .poll(
          async () => (await request.get(`/old-pricing-${id}?ref=mail`, { maxRedirects: 0 })).status(),
          RULES_REFRESH,
        )
        .toBe(301)
      const permanent = await request.get(`/old-pricing-${id}?ref=mail`, { maxRedirects: 0 })
      expect(permanent.headers().location).toMatch(/\/pricing\?ref=mail$/)
      expect((await request.get(`/campaign-${id}`, { maxRedirects: 0 })).status()).toBe(302)

      await page.goto(`/old-pricing-${id}`)
      await expect(page).toHaveURL(/\/pricing$/)
    } finally {
      for (const redirect of created) await request.delete(`/api/redirects/${redirect}`, { headers })
    }
  })

  test("renaming a page's address leaves a 301 from the old one; a deleted page's address can be redirected", async ({
    request,
  }) => {
    const headers = await adminHeaders()
    const id = unique()
    const pageId = await createPage(request, { title: `Renamed ${id}`, path: `/before-${id}` })
    try {
      const renamed = await request.patch(`/api/pages/${pageId}`, {
        headers,
        data: { path: `/after-${id}`, _status: 'published' },
      })
      expect(renamed.status(), await renamed.text()).toBe(200)
      await expect
        .poll(
          async () => (await request.get(`/before-${id}`, { maxRedirects: 0 })).headers().location ?? '',
          RULES_REFRESH,
        )
        .toMatch(new RegExp(`/after-${id}$`))
    } finally {
      // A page that redirects lead to is not deleted: remove the rename's 301 to it first.
      const toPage = await request.get(`/api/redirects?where[to][equals]=${encodeURIComponent(`/after-${id}`)}&depth=0`, { headers })
      for (const doc of ((await toPage.json()) as { docs: { id: number }[] }).docs)
        await request.delete(`/api/redirects/${doc.id}`, { headers })
      await deletePage(request, pageId)
    }
    // The page is gone: its address 404s until an editor redirects it.
    await expect.poll(async () => (await request.get(`/after-${id}`, { maxRedirects: 0 })).status()).toBe(404)
    const redirect = await request.post('/api/redirects', { headers, data: { from: `/after-${id}`, to: '/customers' } })
    expect(redirect.status()).toBe(201)
    await expect
      .poll(async () => (await request.get(`/after-${id}`, { maxRedirects: 0 })).status(), RULES_REFRESH)
      .toBe(301)
    const rules = await request.get('/api/redirects?limit=100', { headers })
    for (const doc of ((await rules.json()) as { docs: { id: number; from: string }[] }).docs) {
      if (doc.from.endsWith(id)) await request.delete(`/api/redirects/${doc.id}`, { headers })
    }
  })

  test('visitors cannot read the redirect table', async ({ request }) => {
    expect((await request.get('/api/redirects')).status()).toBe(403)
    expect((await request.get('/api/redirect-rules')).status()).toBe(401)
  })
})
