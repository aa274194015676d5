import { expect, test } from '@playwright/test'

import { sitemapPaths } from './helpers/sitemap'

/** Routes the spec names; detail routes are checked through the sitemap below. */
const SPEC_ROUTES = [
  '/',
  ...[
    'relay',
    'functions',
    'enclaves',
    'pci',
    'page-protection',
    'card-collection',
    '3ds',
    'network-tokens',
    'bin-lookup',
  ].map((slug) => `/products/${slug}`),
  ...[
    'cipherwell-encryption',
    'cards',
    'multi-psp',
    'card-issuing',
    'wallet-management',
    'banking',
    'pii',
    'hipaa',
    'credentials',
    'file-encryption',
  ].map((slug) => `/solutions/${slug}`),
  '/customers',
  '/pricing',
  '/careers',
  '/blog',
  '/changelog',
  '/webinars',
  '/papers',
  '/press',
  '/contact',
  '/contact/thank-you',
  '/legal/terms',
  '/legal/privacy',
  '/legal/cookies',
]
const DETAIL_PREFIXES = ['/customers/', '/careers/', '/blog/', '/changelog/', '/webinars/', '/papers/']

test.describe('every route @desktop', () => {
  test('the sitemap lists every spec route and detail pages of every collection', async ({ request }) => {
    const paths = await sitemapPaths(request)
    for (const route of SPEC_ROUTES) expect(paths, route).toContain(route)
    for (const prefix of DETAIL_PREFIXES) {
      expect(
        paths.some((path) => path.startsWith(prefix)),
        prefix,
      ).toBe(true)
    }
  })

  test('each answers 200 with one h1, a unique title and description, and its canonical URL', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000)
    const paths = [...new Set([...SPEC_ROUTES, ...(await sitemapPaths(request))])]
    const titles = new Map<string, string>()
    const descriptions = new Map<string, string>()
    for (const path of paths) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      await expect(page.locator('h1'), path).toHaveCount(1)
      const title = await page.title()
      const description = await page.locator('meta[name="description"]').getAttribute('content')
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
      expect(title, path).toBeTruthy()
      expect(description, path).toBeTruthy()
      expect(new URL(canonical!, 'http://x').pathname, path).toBe(path)
      expect(titles.get(title), `${path} shares its title with ${titles.get(title)}`).toBeUndefined()
      expect(
        descriptions.get(description!),
        `${path} shares its description with ${descriptions.get(description!)}`,
      ).toBeUndefined()
      titles.set(title, path)
      descriptions.set(description!, path)
    }
  })
})
