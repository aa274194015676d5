import { expect, test } from '@playwright/test'

/**
 * Our pages' data is prefetched when a visitor shows intent, not when links scroll into view:
 * on a phone, loading home used to fetch and parse eleven pages' data while it hydrated.
 */
test('links prefetch on hover, not on sight @desktop', async ({ page }) => {
  const prefetched: string[] = []
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch'] || new URL(request.url()).searchParams.has('_rsc')) prefetched.push(new URL(request.url()).pathname)
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(prefetched).toEqual([])

  const story = page.getByRole('main').locator('a[href^="/customers/"]').first()
  const href = (await story.getAttribute('href'))!
  await story.hover()
  await expect.poll(() => prefetched).toContain(href)
  await story.click()
  await expect(page).toHaveURL(href)
})
