import { expect, test } from '@playwright/test'

import { adminHeaders, signInAs } from './helpers/cms'

/*
 * SEO with Payload's SEO plugin, in the real admin as an editor: the snippet preview and the
 * length indicators show, "Auto-generate" fills title and description from the page, and the
 * published page's <title> carries the brand once (the page's own title already names it).
 */
test.describe('SEO fields in the admin, as an editor @desktop', () => {
  test('auto-generated title and description reach the page’s head, with the brand once', async ({ page, request }) => {
    const admin = await adminHeaders()
    const path = `/e2e-seo-${Date.now().toString(36)}`
    const description = 'Spring brings tokenisation to every region, with keys that never leave your account.'
    const created = await request.post('/api/pages', {
      headers: admin,
      data: { title: 'E2E Spring Launch | Cipherwell', path, description, _status: 'published' },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { id } = ((await created.json()) as { doc: { id: number } }).doc

    const blocked: string[] = []
    const failed: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) blocked.push(message.text())
    })
    page.on('response', (response) => {
      if (response.status() >= 500) failed.push(`${response.status()} ${response.url()}`)
    })
    try {
      await signInAs(page, request, admin, 'editor')
      await page.goto(`/admin/collections/pages/${id}`)
      const title = page.locator('#field-meta__title')
      const metaDescription = page.locator('#field-meta__description')
      await expect(title).toHaveValue('')

      // The snippet preview and a length indicator per text, while the fields are still empty.
      await expect(page.getByText('Exact result listings may vary based on content and search relevancy.')).toBeVisible()
      await expect(page.getByText('Missing').first()).toBeVisible()
      await expect(page.getByText(/\d\/\d checks are passing/)).toBeVisible()

      // "Auto-generate" beside each label: the title as the browser tab will show it, the description the page has.
      const generate = (field: string) =>
        page.locator('.plugin-seo__field').filter({ hasText: field }).getByRole('button', { name: 'Auto-generate' })
      await generate('Title in search results').click()
      await expect(title).toHaveValue('E2E Spring Launch · Cipherwell')
      await generate('Description in search results').click()
      await expect(metaDescription).toHaveValue(description)
      // The indicator counts what the field holds; the preview shows it with the page's address.
      await expect(page.getByText(/\d+ (to go|left over)/).first()).toBeVisible()
      const preview = page.locator('h4').filter({ hasText: 'E2E Spring Launch · Cipherwell' })
      await expect(preview).toBeVisible()
      await expect(page.getByRole('link', { name: new RegExp(`${path}$`) })).toBeVisible()

      // (The button ignores a click while the form is still settling: click until visitors' API shows the change.)
      await expect(async () => {
        await page.getByRole('button', { name: 'Publish changes' }).click()
        await expect
          .poll(
            async () => {
              const stored = await request.get(`/api/pages/${id}?depth=0`)
              return ((await stored.json()) as { meta?: { title?: string } }).meta?.title
            },
            { timeout: 3000 },
          )
          .toBe('E2E Spring Launch · Cipherwell')
      }).toPass({ timeout: 30_000 })

      await expect(async () => {
        const html = await (await request.get(path)).text()
        expect(html).toContain('<title>E2E Spring Launch · Cipherwell</title>')
      }).toPass({ timeout: 15_000 })
      const visitor = await page.context().browser()!.newPage()
      try {
        await visitor.goto(new URL(path, page.url()).toString())
        await expect(visitor).toHaveTitle('E2E Spring Launch · Cipherwell')
        await expect(visitor.locator('meta[name="description"]')).toHaveAttribute('content', description)
      } finally {
        await visitor.close()
      }

      const broken = await page.evaluate(() =>
        [...document.images].filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.src),
      )
      expect(broken).toEqual([])
      expect(blocked).toEqual([])
      expect(failed).toEqual([])
    } finally {
      // Published pages show in the sitemap the sweeps read: leave none behind.
      await request.delete(`/api/pages/${id}?overrideLock=true`, { headers: admin })
    }
  })

  test('a meta title over the limit is refused at the field', async ({ page, request }) => {
    const admin = await adminHeaders()
    const path = `/e2e-seo-long-${Date.now().toString(36)}`
    const created = await request.post('/api/pages?draft=true', {
      headers: admin,
      data: { title: 'E2E SEO limit', path, description: 'A page made by a browser test.', _status: 'draft' },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { id } = ((await created.json()) as { doc: { id: number } }).doc
    try {
      await signInAs(page, request, admin, 'editor')
      await page.goto(`/admin/collections/pages/${id}`)
      const title = page.locator('#field-meta__title')
      await title.fill('x'.repeat(71))
      // The plugin's title field shows its error above the input, in the field's red frame.
      const fieldError = page.locator('.field-type.text.error').filter({ has: title })
      await expect(async () => {
        await page.getByRole('button', { name: 'Publish changes' }).click()
        await expect(fieldError).toContainText('At most 70 characters (this has 71).', { timeout: 3000 })
      }).toPass({ timeout: 30_000 })
      const stored = await request.get(`/api/pages/${id}?draft=true&depth=0`, { headers: admin })
      expect(((await stored.json()) as { _status: string })._status).toBe('draft')
    } finally {
      await request.delete(`/api/pages/${id}?overrideLock=true`, { headers: admin })
    }
  })
})
