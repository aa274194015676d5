import { expect, test } from '@playwright/test'

import { sitemapPaths } from './helpers/sitemap'
import { SPEC_ROUTES } from './helpers/specRoutes'

const DETAIL_PREFIXES = ['/customers/', '/careers/', '/blog/', '/changelog/', '/webinars/', '/papers/']

// Each route's status, h1, title, description and canonical URL are checked in the route sweep
// (route-sweep.spec.ts), which loads every route once for all its checks.
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
})
