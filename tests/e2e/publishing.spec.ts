import { expect, test } from '@playwright/test'

import { adminHeaders } from './helpers/cms'
import { localApiUpdate } from './helpers/localApi'
import { sitemapPaths } from './helpers/sitemap'

test.describe('drafts and publishing @desktop', () => {
  test('a draft-only change is never shown to an anonymous visitor', async ({ page, request }) => {
    const headers = await adminHeaders()
    const { docs } = await (await request.get('/api/posts?limit=1&sort=-publishedAt', { headers })).json()
    const post = docs[0] as { id: number; slug: string; title: string }
    const draftTitle = `Draft only ${Date.now()}`
    const saved = await request.patch(`/api/posts/${post.id}?draft=true`, { headers, data: { title: draftTitle } })
    expect(saved.ok()).toBe(true)
    try {
      await page.goto(`/blog/${post.slug}`)
      await expect(page.locator('h1')).toHaveText(post.title)
      for (const path of ['/blog', '/blog/feed.xml', '/sitemap.xml', '/llms.txt', '/llms-full.txt']) {
        expect(await (await request.get(path)).text(), path).not.toContain(draftTitle)
      }
      // Nor does the REST API reveal it to an anonymous caller who asks for drafts.
      expect(await (await request.get(`/api/posts/${post.id}?draft=true`)).text()).not.toContain(draftTitle)
      expect(await (await request.get(`/api/posts?draft=true&limit=100`)).text()).not.toContain(draftTitle)
    } finally {
      await request.patch(`/api/posts/${post.id}`, { headers, data: { title: post.title, _status: 'published' } })
    }
  })

  test('publishing through the Payload local API reaches the page, listing, feed, sitemap and llms.txt without a rebuild', async ({
    page,
    request,
  }) => {
    const slug = (await sitemapPaths(request)).find((path) => /^\/changelog\/[a-z0-9-]+$/.test(path))!.split('/')[2]!
    const title = `Published from a script ${Date.now()}`
    await page.goto(`/changelog/${slug}`)
    const originalTitle = (await page.locator('h1').textContent())!.trim()
    expect(await localApiUpdate('changelog', { slug }, { title, _status: 'published' })).toContain('"updated":1')
    try {
      await expect(async () => {
        await page.goto(`/changelog/${slug}`)
        await expect(page.locator('h1')).toHaveText(title, { timeout: 500 })
      }).toPass({ timeout: 10_000 })
      expect(await (await request.get('/changelog')).text()).toContain(title)
      expect(await (await request.get('/changelog/feed.xml')).text()).toContain(title)
      for (const path of ['/llms.txt', '/llms-full.txt']) expect(await (await request.get(path)).text(), path).toContain(title)

      // Unpublishing takes it off the site, the sitemap, the feed and llms.txt.
      await localApiUpdate('changelog', { slug }, { _status: 'draft' })
      await expect(async () => expect((await request.get(`/changelog/${slug}`)).status()).toBe(404)).toPass({
        timeout: 10_000,
      })
      expect(await sitemapPaths(request)).not.toContain(`/changelog/${slug}`)
      expect(await (await request.get('/changelog/feed.xml')).text()).not.toContain(title)
      for (const path of ['/llms.txt', '/llms-full.txt']) expect(await (await request.get(path)).text(), path).not.toContain(title)
    } finally {
      await localApiUpdate('changelog', { slug }, { title: originalTitle, _status: 'published' })
    }
    await expect(async () => expect((await request.get(`/changelog/${slug}`)).status()).toBe(200)).toPass({
      timeout: 10_000,
    })
  })

  test('bad listing input is a 404, never a 500', async ({ request }) => {
    for (const url of [
      '/blog?page=abc',
      '/blog?page=-1',
      '/blog?page=0',
      '/blog?page=999',
      '/blog?category=no-such-category',
      '/blog/no-such-post',
      '/careers/no-such-job',
      '/customers/nobody',
      '/legal/nothing',
    ]) {
      expect((await request.get(url)).status(), url).toBe(404)
    }
    expect((await request.get('/blog?page=2')).status()).toBe(200)
  })
})
