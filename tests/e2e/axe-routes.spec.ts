import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { sitemapPaths } from './helpers/sitemap'

/** Every route in the sitemap, at the project's width (1280 and 375 px), against WCAG 2.2 A and AA. */
test('axe finds no WCAG 2.2 A/AA violation on any route', async ({ page, request }) => {
  test.setTimeout(600_000)
  const problems: string[] = []
  for (const path of await sitemapPaths(request)) {
    await page.goto(path)
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    for (const violation of violations) {
      problems.push(`${path}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
    }
  }
  expect(problems).toEqual([])
})
