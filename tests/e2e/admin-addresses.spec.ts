import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { adminHeaders, signInAs } from './helpers/cms'

/*
 * Addresses as an editor makes them in the real admin: a slug or path fills in from the title
 * while it is typed, is locked once published, and changes only after a deliberate Unlock,
 * leaving a 301 from the old address. (Exclusive: it publishes pages and makes redirects.)
 */

/** The proxy refreshes its redirect table at most every 5 s: a new rule shows within that, plus a margin. */
const RULES_REFRESH = { timeout: 15_000, intervals: [500] }

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

type Doc = { id: number; path: string; _status: string }

async function publishedPageAt(request: APIRequestContext, path: string) {
  const found = await request.get(`/api/pages?where[path][equals]=${encodeURIComponent(path)}&depth=0&limit=1`)
  return ((await found.json()) as { docs: Doc[] }).docs[0]
}

/** Clicks Publish changes until visitors' API shows the page at `path` (the button ignores clicks while the form settles). */
async function publish(page: Page, request: APIRequestContext, path: string) {
  await expect(async () => {
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect.poll(() => publishedPageAt(request, path), { timeout: 3000 }).toBeDefined()
  }).toPass({ timeout: 30_000 })
  return (await publishedPageAt(request, path))!
}

/** Signs a new editor in on `page`; answers the admin's API headers and a suffix for this test's addresses. */
async function asEditor(page: Page, request: APIRequestContext) {
  const admin = await adminHeaders()
  await signInAs(page, request, admin, 'editor')
  return { admin, id: unique() }
}

/**
 * Opens a new document and types its title key by key. Create makes an autosaved draft and
 * moves to its edit view at once; keys typed before the form hydrates are lost, so type until they stay.
 */
async function newWithTitle(page: Page, collection: string, title: string) {
  await page.goto(`/admin/collections/${collection}/create`)
  await expect(page).toHaveURL(new RegExp(`/admin/collections/${collection}/\\d+$`))
  const id = Number(new URL(page.url()).pathname.split('/').pop())
  const field = page.locator('#field-title')
  await expect(async () => {
    await field.fill('')
    await field.pressSequentially(title)
    await expect(field).toHaveValue(title, { timeout: 2000 })
  }).toPass({ timeout: 30_000 })
  return id
}

test.describe('addresses made from titles, as an editor @desktop', () => {
  const failures: string[] = []
  test.beforeEach(({ page }) => {
    failures.length = 0
    page.on('response', (response) => {
      if (response.status() >= 500) failures.push(`${response.status()} ${response.url()}`)
    })
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) failures.push(message.text())
    })
  })
  // No admin request failed with a 5xx, and nothing was blocked by the CSP.
  test.afterEach(() => expect(failures).toEqual([]))

  test('a page’s path follows its title, locks on publish, and moves only after Unlock, with a 301', async ({
    page,
    request,
  }) => {
    const { admin, id } = await asEditor(page, request)
    const first = `/e2e-addresses-${id}`
    const moved = `/e2e-moved-${id}`
    await newWithTitle(page, 'pages', `E2E Addresses ${id}`)
    const path = page.locator('#field-path')
    await expect(path).toHaveValue(first)
    await expect(path).toBeEditable()
    await page.locator('#field-description').fill('A page made by a browser test.')
    const published = await publish(page, request, first)
    try {
      // Published: the path is locked, and a new title no longer changes it.
      await expect(path).not.toBeEditable()
      await page.reload()
      await expect(path).toHaveValue(first)
      await expect(path).not.toBeEditable()
      await page.locator('#field-title').fill(`E2E Renamed ${id}`)
      await expect(page.locator('#field-title')).toHaveValue(`E2E Renamed ${id}`)
      await expect(path).toHaveValue(first)

      // A deliberate change: Unlock, type the new path; the redirect box appears, ticked.
      await page.locator('#field-path-unlock').click()
      await expect(path).toBeEditable()
      await path.fill(moved)
      await expect(page.locator('#field-redirectFromOldAddress')).toBeChecked()
      await publish(page, request, moved)
      await expect(path).not.toBeEditable()
      await expect
        .poll(async () => (await request.get(first, { maxRedirects: 0 })).headers().location ?? '', RULES_REFRESH)
        .toMatch(new RegExp(`${moved}$`))
      expect((await request.get(first, { maxRedirects: 0 })).status()).toBe(301)
    } finally {
      // A page that redirects lead to is not deleted: remove the move's 301 first.
      const toPage = await request.get(`/api/redirects?where[to][equals]=${encodeURIComponent(moved)}&depth=0`, { headers: admin })
      for (const doc of ((await toPage.json()) as { docs: { id: number }[] }).docs)
        await request.delete(`/api/redirects/${doc.id}`, { headers: admin })
      const removed = await request.delete(`/api/pages/${published.id}?overrideLock=true`, { headers: admin })
      expect(removed.status(), await removed.text()).toBe(200)
    }
  })

  test('a new page keeps the section of a path typed for it; a typed path stops following the title', async ({
    page,
    request,
  }) => {
    const { admin, id } = await asEditor(page, request)
    const draft = await newWithTitle(page, 'pages', `Relay ${id}`)
    const title = page.locator('#field-title')
    const path = page.locator('#field-path')
    await expect(path).toHaveValue(`/relay-${id}`)
    await path.fill(`/products/own-${id}`)
    await title.fill(`Relay ${id} more`)
    await expect(path).toHaveValue(`/products/own-${id}`)
    // "Make from title" goes back to the title's, in the section typed.
    await page.locator('#field-path-generate').click()
    await expect(path).toHaveValue(`/products/relay-${id}-more`)
    await title.fill(`Relay ${id} more again`)
    await expect(path).toHaveValue(`/products/relay-${id}-more-again`)
    await removeDraft(page, request, admin, 'pages', draft)
  })

  test('a blog post’s slug fills in from its title; a published post’s slug is locked until unlocked', async ({
    page,
    request,
  }) => {
    const { admin, id } = await asEditor(page, request)
    const draft = await newWithTitle(page, 'posts', `Café & tokens ${id}`)
    await expect(page.locator('#field-slug')).toHaveValue(`cafe-and-tokens-${id}`)

    const posts = await request.get('/api/posts?limit=1&depth=0&where[_status][equals]=published')
    const post = ((await posts.json()) as { docs: { id: number; slug: string }[] }).docs[0]!
    await page.goto(`/admin/collections/posts/${post.id}`)
    const slug = page.locator('#field-slug')
    await expect(slug).toHaveValue(post.slug)
    await expect(slug).not.toBeEditable()
    await page.locator('#field-slug-unlock').click()
    await expect(slug).toBeEditable()
    // Nothing was changed, so nothing was saved: the seeded post stays as it was.
    await removeDraft(page, request, admin, 'posts', draft)
  })

  test('a blog category (no drafts: live once saved) gets its slug from the title, locked after the save', async ({
    page,
    request,
  }) => {
    const { admin, id } = await asEditor(page, request)
    await page.goto('/admin/collections/categories/create')
    const title = page.locator('#field-title')
    const slug = page.locator('#field-slug')
    await expect(async () => {
      await title.fill('')
      await title.pressSequentially(`Key management ${id}`)
      await expect(slug).toHaveValue(`key-management-${id}`, { timeout: 2000 })
    }).toPass({ timeout: 30_000 })
    await expect(slug).toBeEditable()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/categories\/\d+$/)
    const saved = Number(new URL(page.url()).pathname.split('/').pop())
    try {
      await expect(slug).not.toBeEditable()
      await expect(page.locator('#field-slug-unlock')).toBeVisible()
    } finally {
      await removeDraft(page, request, admin, 'categories', saved)
    }
  })
})

/** Removes a draft a test made by typing (not public, but it would sit among the editors' drafts). */
async function removeDraft(page: Page, request: APIRequestContext, admin: Record<string, string>, collection: string, id: number) {
  await page.goto('/admin')
  // The editor's edit lock may outlive the page for a moment: the admin may override it.
  const removed = await request.delete(`/api/${collection}/${id}?overrideLock=true`, { headers: admin })
  expect(removed.status(), await removed.text()).toBe(200)
}
