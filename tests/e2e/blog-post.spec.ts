import { expect, test } from '@playwright/test'

/** A post ends with more to read, not with the footer. */
test('a blog post ends with three other posts to keep reading', async ({ page }) => {
  await page.goto('/blog')
  const listed = await page
    .getByRole('main')
    .locator('a[href^="/blog/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))])
  const current = listed[0]!

  await page.goto(current)
  const more = page.getByRole('region', { name: 'Keep reading' })
  await expect(more.getByRole('heading', { level: 3 })).toHaveCount(3)
  const related = await more.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
  expect(related).toHaveLength(3)
  expect(related).not.toContain(current)
  for (const href of related) expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/)
})
