import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { sitemapPaths } from './helpers/sitemap'
import { sweep } from './helpers/sweep'

/** Every route in the sitemap, at the project's width (1280 and 375 px), against WCAG 2.2 A and AA. */
test('axe finds no WCAG 2.2 A/AA violation on any route', async ({ page, request }) => {
  test.setTimeout(600_000)
  const problems = await sweep(page, await sitemapPaths(request), async (tab, path) => {
    await tab.goto(path)
    const { violations } = await new AxeBuilder({ page: tab })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    return violations.map(
      (violation) => `${path}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
  })
  expect(problems).toEqual([])
})
