import { expect, test } from '@playwright/test'

import { gotoWithOverlays } from './helpers/overlays'

/** A customer story ends with the next stories and a way to talk to sales, not with nothing. */
test('a customer story ends with three other stories and a call to talk to an expert', async ({ page }) => {
  await page.goto('/customers')
  const stories = await page
    .getByRole('main')
    .locator('a[href^="/customers/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))])
  expect(stories.length).toBeGreaterThanOrEqual(4)
  const current = stories[0]!

  await gotoWithOverlays(page, current)
  const more = page.getByRole('region', { name: 'More customer stories' })
  const related = await more.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  expect(related).toHaveLength(3)
  expect(related).not.toContain(current)
  for (const href of related) expect(stories).toContain(href)

  await page.getByRole('link', { name: 'All customer stories' }).waitFor()
  await page.getByRole('main').getByRole('link', { name: 'Talk to an Expert' }).click()
  await expect(page.getByRole('dialog', { name: 'Send us a Message' })).toBeVisible()
})
