import { expect, test } from '@playwright/test'

import { axeProblems } from './helpers/axe'
import { sitemapPaths } from './helpers/sitemap'
import { sweep } from './helpers/sweep'

/**
 * Every route in the sitemap at 375 px against WCAG 2.2 A and AA. At 1280 px the route sweep
 * (route-sweep.spec.ts) runs axe on the load it makes for its other checks.
 */
test('axe finds no WCAG 2.2 A/AA violation on any route @mobile', async ({ page, request }) => {
  test.setTimeout(600_000)
  const problems = await sweep(page, await sitemapPaths(request), async (tab, path) => {
    await tab.goto(path)
    return axeProblems(tab, path)
  })
  expect(problems).toEqual([])
})
