import { expect, test } from '@playwright/test'

test.describe('careers', () => {
  test('jobs are grouped by department and filtered by location', async ({ page }) => {
    await page.goto('/careers')
    // The openings are the last section, under an "Open roles" h2, with an h3 per department.
    const openings = page.locator('main section#open-roles')
    await expect(openings.getByRole('heading', { level: 2 })).toHaveText('Open roles')
    const departments = openings.locator('section:not([hidden]) > h3')
    await expect(departments).toHaveText(['Engineering', 'Security & Compliance', 'Go-to-market'])
    const jobs = openings.locator('li:not([hidden]) a[href^="/careers/"]')
    await expect(jobs).toHaveCount(6)
    // Every job link on the page is in the openings: the sections above link to none.
    await expect(page.locator('main a[href^="/careers/"]')).toHaveCount(6)
    await expect(page.getByRole('status')).toContainText('6')

    await page.getByLabel('Location').selectOption('London')
    await expect(jobs).toHaveCount(2)
    for (const job of await openings.locator('li:not([hidden])').all()) await expect(job).toContainText('London')
    // Departments with no London role disappear rather than show an empty list.
    await expect(departments).toHaveText(['Engineering', 'Security & Compliance'])
    await expect(page.getByRole('status')).toContainText('2')

    await page.getByLabel('Location').selectOption('')
    await expect(jobs).toHaveCount(6)
  })

  test('why to join comes before the openings, and "See open roles" leads to them', async ({ page }) => {
    await page.goto('/careers')
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.locator('main h2')).toHaveText([
      'Make sensitive data boring to protect.',
      'What we value',
      'Benefits',
      'How we hire',
      'The team',
      'Open roles',
    ])
    const steps = page.locator('main section#how-we-hire ol > li')
    await expect(steps).toHaveCount(5)
    await expect(steps.first()).toContainText('every application')
    await expect(page.locator('main section#team li h3')).not.toHaveCount(0)
    await page.getByRole('link', { name: 'See open roles' }).click()
    await expect(page).toHaveURL(/#open-roles$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Open roles' })).toBeInViewport()
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
