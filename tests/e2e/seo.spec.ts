import { expect, test, type Page } from '@playwright/test'

import { sitemapPaths } from './helpers/sitemap'

/** Parse XML in the browser; a parse error becomes a <parsererror> document. */
async function parseXml(page: Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml')
    return {
      error: doc.getElementsByTagName('parsererror').length > 0,
      root: doc.documentElement.nodeName,
      items: doc.getElementsByTagName('item').length,
      entries: doc.getElementsByTagName('entry').length,
    }
  }, xml)
}

async function jsonLd(page: Page, path: string): Promise<{ '@type': string; [key: string]: unknown }[]> {
  await page.goto(path)
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => JSON.parse(text))
}

test.describe('SEO @desktop', () => {
  test('robots.txt keeps crawlers out of the admin and API and points to the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/Disallow: \/admin/)
    expect(robots).toMatch(/Disallow: \/api/)
    expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/)
  })

  test('the sitemap is XML with a lastmod for every URL', async ({ page, request }) => {
    await page.goto('/')
    const xml = await (await request.get('/sitemap.xml')).text()
    expect(await parseXml(page, xml)).toMatchObject({ error: false, root: 'urlset' })
    expect(xml.match(/<url>/g)?.length).toBe(xml.match(/<lastmod>/g)?.length)
  })

  for (const [path, kind] of [
    ['/blog/feed.xml', 'rss'],
    ['/blog/atom.xml', 'feed'],
    ['/changelog/feed.xml', 'rss'],
    ['/changelog/atom.xml', 'feed'],
  ] as const) {
    test(`${path} parses as XML with items and is linked from the head`, async ({ page, request }) => {
      await page.goto('/')
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toMatch(kind === 'rss' ? /rss\+xml/ : /atom\+xml/)
      const parsed = await parseXml(page, await response.text())
      expect(parsed.error).toBe(false)
      expect(parsed.root).toBe(kind)
      expect(kind === 'rss' ? parsed.items : parsed.entries).toBeGreaterThan(0)
      await expect(page.locator(`head link[rel="alternate"][href$="${path}"]`)).toHaveCount(1)
    })
  }

  test('JSON-LD parses: Organization and WebSite on home, BlogPosting, JobPosting, BreadcrumbList', async ({
    page,
    request,
  }) => {
    const types = (blocks: { '@type': string }[]) => blocks.map((block) => block['@type'])
    expect(types(await jsonLd(page, '/'))).toEqual(expect.arrayContaining(['Organization', 'WebSite']))
    const paths = await sitemapPaths(request)
    const post = paths.find((path) => /^\/blog\/[a-z0-9-]+$/.test(path))!
    const job = paths.find((path) => /^\/careers\/[a-z0-9-]+$/.test(path))!
    expect(types(await jsonLd(page, post))).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']))
    const jobBlocks = await jsonLd(page, job)
    expect(types(jobBlocks)).toEqual(expect.arrayContaining(['JobPosting', 'BreadcrumbList']))
    expect(jobBlocks.find((block) => block['@type'] === 'JobPosting')).toMatchObject({
      hiringOrganization: expect.objectContaining({ name: 'Cipherwell' }),
      datePosted: expect.any(String),
    })
    expect(types(await jsonLd(page, '/products/relay'))).toContain('BreadcrumbList')
  })

  test('every page has an Open Graph image that renders', async ({ page, request }) => {
    for (const path of ['/', '/products/relay', (await sitemapPaths(request)).find((p) => p.startsWith('/blog/'))!]) {
      await page.goto(path)
      const image = await page.locator('meta[property="og:image"]').first().getAttribute('content')
      const response = await request.get(new URL(image!).pathname + new URL(image!).search)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['content-type'], path).toBe('image/png')
    }
  })
})
