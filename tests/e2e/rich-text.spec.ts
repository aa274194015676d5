import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { WCAG_TAGS } from './helpers/axe'

const POST = '/blog/which-saq-do-you-need'

test.describe('rich text in a post', () => {
  test('a table has column headers and scrolls inside the column, a callout says its tone in words', async ({
    page,
  }) => {
    await page.goto(POST)
    const article = page.locator('main')
    const table = article.getByRole('region', { name: 'Table' })
    await expect(table.getByRole('columnheader', { name: 'Questionnaire' })).toBeVisible()
    await expect(table.getByRole('row')).toHaveCount(4)
    await expect(table).toHaveAttribute('tabindex', '0')
    const callout = article.locator('aside').filter({ hasText: 'Warning: scope follows the data, not the volume' })
    await expect(callout).toContainText('files SAQ D')
    // Nothing widens the page at any width: a wide table scrolls in its own region.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    const { violations } = await new AxeBuilder({ page })
      .include('main')
      .withTags(WCAG_TAGS)
      .analyze()
    expect(violations).toEqual([])
  })

  test('an image with a caption is a figure: the image named by its alt text, the caption under it', async ({
    page,
  }) => {
    await page.goto('/blog/relay-tokenizes-json-in-milliseconds')
    const figure = page
      .locator('main figure')
      .filter({ has: page.getByRole('img', { name: /^Bar chart of the p99 time Relay adds per stage/ }) })
    await expect(figure).toHaveCount(1)
    await expect(figure.locator('figcaption')).toHaveText(
      'Vault writes were most of the tail; batching them (change 1) did most of the work.',
    )
    // The image loads lazily: once scrolled to, it must arrive and decode.
    const image = figure.getByRole('img')
    await image.scrollIntoViewIfNeeded()
    await expect
      .poll(() =>
        image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
      )
      .toBe(true)
  })
})
