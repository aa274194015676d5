import { expect, test, type Page } from '@playwright/test'

import { TOP_LEVEL } from '../fixtures/spec'
import { recordRegisterInterestEvents, registerInterestEvents } from './helpers/events'
import { gotoWithOverlays } from './helpers/overlays'

const toggle = (page: Page) => page.getByTestId('mobile-nav-toggle')
const menu = (page: Page) => page.getByTestId('mobile-nav')

test.describe('mobile navigation @mobile', () => {
  test('the hamburger toggles the menu; the desktop nav is hidden', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByTestId('site-header').locator('nav[aria-label="Main"]').first()).toBeHidden()
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
    await toggle(page).click()
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true')
    await expect(menu(page)).toBeVisible()
    await expect(menu(page).locator('ul').first().locator(':scope > li')).toHaveText(
      TOP_LEVEL.map((title) => new RegExp(`^${title}`)),
    )
    await expect(menu(page).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      'https://app.cipherwell.com/login',
    )
    await expect(menu(page).getByRole('link', { name: 'Talk to an Expert' })).toHaveAttribute('href', '/contact')
    await toggle(page).click()
    await expect(menu(page)).toHaveCount(0)
  })

  test('drills into a sub-menu and back', async ({ page }) => {
    await page.goto('/')
    await toggle(page).click()
    await menu(page).getByRole('button', { name: 'Products' }).click()
    const submenu = page.getByTestId('mobile-submenu')
    await expect(submenu.getByRole('heading', { level: 2 })).toHaveText('Products')
    await expect(submenu.getByRole('button', { name: 'Back' })).toBeFocused()
    await expect(submenu.getByRole('link', { name: /^Relay/ })).toHaveAttribute('href', '/products/relay')
    await expect(submenu.locator('[data-featured]')).toHaveAttribute('href', '/solutions/cipherwell-encryption')
    await submenu.getByRole('button', { name: 'Back' }).click()
    await expect(submenu).toHaveCount(0)
    await expect(menu(page).getByRole('button', { name: 'Products' })).toBeFocused()
  })

  test('closes on route change', async ({ page }) => {
    await page.goto('/')
    await toggle(page).click()
    await menu(page).getByRole('button', { name: 'Solutions' }).click()
    await page.getByTestId('mobile-submenu').getByRole('link', { name: 'Banking' }).click()
    await expect(page).toHaveURL('/solutions/banking')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Banking data')
    await expect(menu(page)).toHaveCount(0)
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('closes on a route change made outside it: the browser’s Back', async ({ page }) => {
    await page.goto('/')
    await toggle(page).click()
    await menu(page).getByRole('link', { name: 'Pricing' }).click()
    await expect(page).toHaveURL('/pricing')
    await expect(menu(page)).toHaveCount(0)
    await toggle(page).click()
    await expect(menu(page)).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL('/')
    await expect(menu(page)).toHaveCount(0)
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('Escape closes the menu and returns focus to the hamburger', async ({ page }) => {
    await page.goto('/pricing')
    await toggle(page).click()
    await expect(menu(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu(page)).toHaveCount(0)
    await expect(toggle(page)).toBeFocused()
  })

  test('the featured webinar and ASV Scanning work from the mobile menu', async ({ page }) => {
    await recordRegisterInterestEvents(page)
    await gotoWithOverlays(page, '/')
    await toggle(page).click()
    await menu(page).getByRole('button', { name: 'Products' }).click()
    await page
      .getByTestId('mobile-submenu')
      .getByRole('button', { name: /ASV Scanning/ })
      .click()
    expect(await registerInterestEvents(page)).toMatchObject([{ topic: 'asv-scanning' }])
    // The menu steps aside for the register-interest dialog; close that, then reopen the menu for the webinar.
    await expect(menu(page)).toHaveCount(0)
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await toggle(page).click()
    await menu(page).getByRole('button', { name: 'Resources' }).click()
    await page.getByTestId('mobile-submenu').getByTestId('featured-webinar').click()
    await expect(page).toHaveURL('/webinars/pci-dss-4-in-practice')
  })

  test('768 px is still mobile; 769 px is desktop', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 740 })
    await page.goto('/')
    await expect(toggle(page)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Products', exact: true })).toBeHidden()
    await page.setViewportSize({ width: 769, height: 740 })
    await expect(toggle(page)).toBeHidden()
    await expect(page.getByRole('button', { name: 'Products', exact: true })).toBeVisible()
  })
})
