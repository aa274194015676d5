import { expect, test } from '@playwright/test'

test.describe('careers', () => {
  test('jobs are grouped by department and filtered by location', async ({ page }) => {
    await page.goto('/careers')
    const departments = page.locator('main section:not([hidden]) > h2')
    await expect(departments).toHaveText(['Engineering', 'Security & Compliance', 'Go-to-market'])
    const jobs = page.locator('main li:not([hidden]) a[href^="/careers/"]')
    await expect(jobs).toHaveCount(6)
    await expect(page.getByRole('status')).toContainText('6')

    await page.getByLabel('Location').selectOption('London')
    await expect(jobs).toHaveCount(2)
    for (const job of await page.locator('main li:not([hidden])').all()) await expect(job).toContainText('London')
    // Departments with no London role disappear rather than show an empty list.
    await expect(departments).toHaveText(['Engineering', 'Security & Compliance'])
    await expect(page.getByRole('status')).toContainText('2')

    await page.getByLabel('Location').selectOption('')
    await expect(jobs).toHaveCount(6)
  })

  test('without JavaScript every job is listed', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/careers')
    await expect(page.locator('main a[href^="/careers/"]')).toHaveCount(6)
    await context.close()
  })

  test('a job page has a visible Apply section', async ({ page }) => {
    await page.goto('/careers')
    await page.locator('main a[href^="/careers/"]').first().click()
    const apply = page.locator('section#apply')
    await expect(apply).toBeVisible()
    await expect(apply.getByRole('heading', { level: 2 })).toHaveText('Apply for this role')
  })
})
