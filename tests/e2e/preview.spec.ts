import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { adminHeaders } from './helpers/cms'
import { E2E_ADMIN, E2E_PORT } from './helpers/server'
import { collectScripts } from './helpers/scripts'

/**
 * Draft preview: /api/preview turns Next's draft mode on for a signed-in
 * editor only, pages then show the newest drafts with a preview indicator and the draft-mode
 * tools, /api/disable-draft leaves it, and in the admin's live-preview pane the page refreshes
 * on every save. Each test puts its own draft on the newest post and restores it afterwards.
 */
const ORIGIN = `http://127.0.0.1:${E2E_PORT}`
/** String literals of the preview island that survive minification: a script containing one carries it. */
const ISLAND_MARKERS = ['payload-document-event', 'Close preview mode']

type Post = { id: number; slug: string; title: string }

async function newestPost(request: APIRequestContext): Promise<Post> {
  const { docs } = await (await request.get('/api/posts?limit=1&sort=-publishedAt&depth=0')).json()
  return docs[0] as Post
}

async function saveDraftTitle(request: APIRequestContext, post: Post, title: string) {
  const saved = await request.patch(`/api/posts/${post.id}?draft=true`, {
    headers: await adminHeaders(),
    data: { title },
  })
  expect(saved.ok()).toBe(true)
}

async function restore(request: APIRequestContext, post: Post) {
  await request.patch(`/api/posts/${post.id}`, {
    headers: await adminHeaders(),
    data: { title: post.title, _status: 'published' },
  })
}

/** Sign the browser in to Payload, as an editor would in /admin: the session cookie is the browser's. */
async function signIn(page: Page) {
  const response = await page.request.post('/api/users/login', { data: E2E_ADMIN })
  expect(response.ok()).toBe(true)
}

const indicator = (page: Page) => page.getByRole('status').filter({ hasText: 'Preview mode' })
const tools = (page: Page) => page.getByRole('navigation', { name: 'Draft mode tools' })

test.describe('draft preview @desktop', () => {
  test('an editor previews a draft, sees the indicator and the tools, and closes preview on the same page', async ({
    page,
    request,
  }) => {
    const post = await newestPost(request)
    const draftTitle = `Previewed draft ${Date.now()}`
    await saveDraftTitle(request, post, draftTitle)
    try {
      await signIn(page)
      await page.goto(`/api/preview?path=${encodeURIComponent(`/blog/${post.slug}`)}`)
      await expect(page).toHaveURL(`${ORIGIN}/blog/${post.slug}`)
      await expect(page.locator('h1')).toHaveText(draftTitle)
      expect((await page.context().cookies()).some((cookie) => cookie.name === '__prerender_bypass')).toBe(true)

      await expect(indicator(page)).toBeVisible()
      await expect(tools(page).getByRole('link', { name: 'Edit in admin' })).toHaveAttribute(
        'href',
        `/admin/collections/posts/${post.id}`,
      )
      await expect(tools(page).getByRole('link', { name: 'Exit preview' })).toHaveAttribute(
        'href',
        `/api/disable-draft?redirect=${encodeURIComponent(`/blog/${post.slug}`)}`,
      )

      // Other pages are previews too while draft mode is on.
      await page.goto('/pricing')
      await expect(indicator(page)).toBeVisible()
      await expect(tools(page).getByRole('link', { name: 'Edit in admin' })).toHaveAttribute(
        'href',
        /^\/admin\/collections\/pages\/\d+$/,
      )

      await page.goto(`/blog/${post.slug}`)
      await indicator(page).getByRole('link', { name: 'Close preview mode' }).click()
      await expect(page).toHaveURL(`${ORIGIN}/blog/${post.slug}`)
      await expect(page.locator('h1')).toHaveText(post.title)
      await expect(indicator(page)).toHaveCount(0)
      await expect(tools(page)).toHaveCount(0)
      expect((await page.context().cookies()).some((cookie) => cookie.name === '__prerender_bypass')).toBe(false)
    } finally {
      await restore(request, post)
    }
  })

  test("visitors' pages carry neither the tools nor their code", async ({ page }) => {
    const scripts = collectScripts(page)
    await page.goto('/')
    await page.locator('html[data-consent-ready]').waitFor({ state: 'attached' })
    await expect(indicator(page)).toHaveCount(0)
    await expect(tools(page)).toHaveCount(0)
    const html = await page.content()
    for (const bodies of [await scripts(), [html]]) {
      for (const marker of ISLAND_MARKERS)
        expect(
          bodies.some((body) => body.includes(marker)),
          marker,
        ).toBe(false)
    }
  })

  test('without a session /api/preview answers 401, sets no draft cookie and shows no draft', async ({
    page,
    request,
  }) => {
    const post = await newestPost(request)
    const draftTitle = `Unauthorised draft ${Date.now()}`
    await saveDraftTitle(request, post, draftTitle)
    try {
      const answer = await request.get(`/api/preview?path=${encodeURIComponent(`/blog/${post.slug}`)}`, {
        maxRedirects: 0,
      })
      expect(answer.status()).toBe(401)
      // A 401 may expire an old draft cookie (an empty value), never set one.
      expect(answer.headers()['set-cookie'] ?? '').not.toMatch(/__prerender_bypass=[^;\s]/)
      expect(answer.headers()['location']).toBeUndefined()

      const navigation = await page.goto(`/api/preview?path=${encodeURIComponent(`/blog/${post.slug}`)}`)
      expect(navigation?.status()).toBe(401)
      await page.goto(`/blog/${post.slug}`)
      await expect(page.locator('h1')).toHaveText(post.title)
      await expect(indicator(page)).toHaveCount(0)
    } finally {
      await restore(request, post)
    }
  })

  test('a forged __prerender_bypass cookie shows an anonymous visitor no draft', async ({ page, request }) => {
    const post = await newestPost(request)
    const draftTitle = `Forged-cookie draft ${Date.now()}`
    await saveDraftTitle(request, post, draftTitle)
    try {
      await page.context().addCookies([{ name: '__prerender_bypass', value: 'f'.repeat(32), url: ORIGIN }])
      await page.goto(`/blog/${post.slug}`)
      await expect(page.locator('h1')).toHaveText(post.title)
      await expect(indicator(page)).toHaveCount(0)
      expect(await page.content()).not.toContain(draftTitle)
    } finally {
      await restore(request, post)
    }
  })

  test('/api/preview refuses paths off this site', async ({ page }) => {
    await signIn(page)
    for (const path of ['https://elsewhere.example', '//elsewhere.example', '/\\elsewhere.example', 'pricing']) {
      const answer = await page.request.get(`/api/preview?${new URLSearchParams({ path })}`, { maxRedirects: 0 })
      expect(answer.status(), path).toBe(400)
    }
  })

  test('/api/disable-draft never redirects off-site', async ({ request }) => {
    const cases: [string, Record<string, string>, string][] = [
      ['?redirect=https%3A%2F%2Felsewhere.example', {}, '/'],
      ['?redirect=%2F%2Felsewhere.example', {}, '/'],
      ['?redirect=%2F%5Celsewhere.example', {}, '/'],
      ['?redirect=%2F.%2F%2Felsewhere.example', {}, '/'],
      ['', { referer: 'https://elsewhere.example/pricing' }, '/'],
      ['', { referer: `${ORIGIN}/pricing` }, '/pricing'],
      ['?redirect=%2Fcareers', {}, '/careers'],
    ]
    for (const [query, headers, location] of cases) {
      const answer = await request.get(`/api/disable-draft${query}`, { headers, maxRedirects: 0 })
      expect(answer.status(), query).toBe(307)
      expect(answer.headers()['location'], query).toBe(location)
    }
  })

  test("in the live-preview frame the indicator is hidden and the page refreshes on the admin's save", async ({
    page,
    request,
  }) => {
    const post = await newestPost(request)
    const firstDraft = `Live draft one ${Date.now()}`
    const secondDraft = `Live draft two ${Date.now()}`
    await saveDraftTitle(request, post, firstDraft)
    try {
      await signIn(page)
      await page.goto(`/api/preview?path=${encodeURIComponent(`/blog/${post.slug}`)}`)
      await expect(page.locator('h1')).toHaveText(firstDraft)

      // The admin's live-preview pane, as @payloadcms/ui builds it: a same-origin iframe of the
      // preview URL whose parent waits for the page's ready message before posting anything.
      await page.goto('/robots.txt')
      await page.evaluate(
        (src) => {
          const seen: unknown[] = []
          ;(window as unknown as { seen: unknown[] }).seen = seen
          window.addEventListener('message', (event) => seen.push({ origin: event.origin, data: event.data }))
          const frame = document.createElement('iframe')
          frame.id = 'live-preview-iframe'
          frame.src = src
          frame.style.width = '1280px'
          frame.style.height = '800px'
          document.body.replaceChildren(frame)
        },
        `/api/preview?path=${encodeURIComponent(`/blog/${post.slug}`)}`,
      )
      const pane = page.frameLocator('#live-preview-iframe')
      await expect(pane.locator('h1')).toHaveText(firstDraft)
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { seen: unknown[] }).seen))
        .toContainEqual({ origin: ORIGIN, data: { type: 'payload-live-preview', ready: true } })
      await expect(pane.getByText('Preview mode')).toHaveCount(0)
      await expect(pane.getByRole('link', { name: 'Close preview mode' })).toHaveCount(0)
      await expect(pane.getByRole('navigation', { name: 'Draft mode tools' })).toHaveCount(0)

      // The editor saves a draft; the admin then tells the pane, which re-renders in place
      // (a router refresh, not a reload: a mark left on the pane's window survives).
      type Marked = Window & { mark?: string }
      await page.evaluate(() => {
        ;((document.getElementById('live-preview-iframe') as HTMLIFrameElement).contentWindow as Marked).mark =
          'before save'
      })
      await saveDraftTitle(request, post, secondDraft)
      await page.evaluate((origin) => {
        const frame = document.getElementById('live-preview-iframe') as HTMLIFrameElement
        frame.contentWindow!.postMessage({ type: 'payload-document-event' }, origin)
      }, ORIGIN)
      await expect(pane.locator('h1')).toHaveText(secondDraft)
      const mark = await page.evaluate(
        () => ((document.getElementById('live-preview-iframe') as HTMLIFrameElement).contentWindow as Marked).mark,
      )
      expect(mark).toBe('before save')

      // Out of the frame, the same page in draft mode shows the indicator.
      await page.goto(`/blog/${post.slug}`)
      await expect(page.locator('h1')).toHaveText(secondDraft)
      await expect(indicator(page)).toBeVisible()
    } finally {
      await restore(request, post)
    }
  })
})
