import { expect, test } from '@playwright/test'

import { axeProblems, RADIX_FOCUS_PROXY } from './helpers/axe'
import { openDropdown } from './helpers/nav'

/** WCAG 2.2 A and AA rules, with the menu's focus proxy left out (see RADIX_FOCUS_PROXY). */
const scope = { exclude: RADIX_FOCUS_PROXY }

test.describe('accessibility (axe)', () => {
  test('home, a light page and the 404 page have no violations', async ({ page }) => {
    for (const path of ['/', '/pricing', '/no-such-page']) {
      await page.goto(path)
      expect(await axeProblems(page, path, scope)).toEqual([])
    }
  })

  test('an open dropdown has no violations @desktop', async ({ page }) => {
    await page.goto('/')
    await openDropdown(page, 'Products')
    expect(await axeProblems(page, '/ (Products open)', scope)).toEqual([])
  })

  test('the open mobile menu has no violations @mobile', async ({ page }) => {
    await page.goto('/')
    await page.getByTestId('mobile-nav-toggle').click()
    await page.getByTestId('mobile-nav').getByRole('button', { name: 'Resources' }).click()
    expect(await axeProblems(page, '/ (mobile menu open)', scope)).toEqual([])
  })
})
