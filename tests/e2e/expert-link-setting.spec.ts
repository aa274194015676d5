import { expect, test } from '@playwright/test'

import { updateGlobal } from './helpers/cms'
import { gotoWithOverlays } from './helpers/overlays'

/**
 * 'Talk to an Expert' opens the sales drawer only while it points at /contact (the default,
 * covered in sales-contact.spec.ts). An editor who points it elsewhere, such as a scheduling
 * page on another site, sends visitors there: the header link and the scroll call to action.
 */
test.describe('Talk to an Expert at a configured address @desktop', () => {
  const SCHEDULER = 'https://meet.example.com/cipherwell/30min'

  test.afterAll(async ({ request }) => {
    await updateGlobal(request, 'site-settings', { talkToExpert: { type: 'custom', href: '/contact' } })
  })

  test('goes to that address instead of opening the drawer', async ({ page, request }) => {
    await updateGlobal(request, 'site-settings', { talkToExpert: { type: 'custom', href: SCHEDULER } })
    await page.route('https://meet.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Pick a time</title><h1>Pick a time</h1>' }),
    )
    const header = page.getByTestId('site-header')
    await expect(async () => {
      await page.goto('/pricing')
      await expect(header.getByRole('link', { name: 'Talk to an Expert' })).toHaveAttribute('href', SCHEDULER, { timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
    // Once the page's client code runs, a contact link would open the drawer: wait for it.
    await gotoWithOverlays(page, '/pricing')
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect(page.getByTestId('nav-scroll-cta')).toHaveAttribute('href', SCHEDULER)
    await page.getByTestId('nav-scroll-cta').click()
    await expect(page).toHaveURL(SCHEDULER)
    await expect(page.getByRole('heading', { name: 'Pick a time' })).toBeVisible()

    await gotoWithOverlays(page, '/pricing')
    await header.getByRole('link', { name: 'Talk to an Expert' }).click()
    await expect(page).toHaveURL(SCHEDULER)
  })
})
