import { expect, test } from '@playwright/test'

test.describe('home hero email capture', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const store: unknown[] = []
      Object.assign(window, { __bookDemo: store })
      window.addEventListener('cipherwell:book-demo', (event) => store.push((event as CustomEvent).detail))
    })
    await page.goto('/')
  })

  const events = (page: import('@playwright/test').Page) =>
    page.evaluate(() => (window as unknown as { __bookDemo: { email: string }[] }).__bookDemo)

  test('an invalid address shows the message and opens nothing', async ({ page }) => {
    const field = page.getByLabel('Work email')
    await field.fill('not-an-email')
    await page.getByRole('button', { name: 'Book a demo' }).click()
    await expect(page.locator('main').getByRole('alert')).toHaveText('Please enter a valid work email address')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(await events(page)).toEqual([])
    await field.fill('ada@fintech.example')
    await expect(page.locator('main').getByRole('alert')).toHaveCount(0)
  })

  test('a valid address dispatches the demo-booking open event carrying it', async ({ page }) => {
    await page.getByLabel('Work email').fill('  ada@fintech.example ')
    await page.getByLabel('Work email').press('Enter')
    expect(await events(page)).toEqual([{ email: 'ada@fintech.example' }])
  })
})
