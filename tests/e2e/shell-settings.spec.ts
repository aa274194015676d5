import { expect, test } from '@playwright/test'

import { createPage, deletePage, updateGlobal } from './helpers/cms'

/**
 * The shell as editors change it: a page that hides the header or footer, and the
 * announcement banner. Each adds pages or changes a global every page shows, so this file
 * runs in the exclusive stage (playwright.config.ts); shell.spec.ts holds the rest.
 */
test.describe('page shell: what editors switch on and off', () => {
  test('header and footer are visible by default; a page can hide either', async ({ page, request }) => {
    await page.goto('/pricing')
    await expect(page.getByTestId('site-header')).toBeVisible()
    await expect(page.getByTestId('site-footer')).toBeVisible()
    const stamp = Date.now()
    const noHeader = await createPage(request, {
      title: 'No header',
      path: `/e2e-no-header-${stamp}`,
      headerVisible: false,
    })
    const noFooter = await createPage(request, {
      title: 'No footer',
      path: `/e2e-no-footer-${stamp}`,
      footerVisible: false,
    })
    try {
      await page.goto(`/e2e-no-header-${stamp}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('No header')
      await expect(page.getByTestId('site-header')).toHaveCount(0)
      await expect(page.getByTestId('site-footer')).toBeVisible()
      await page.goto(`/e2e-no-footer-${stamp}`)
      await expect(page.getByTestId('site-header')).toBeVisible()
      await expect(page.getByTestId('site-footer')).toHaveCount(0)
    } finally {
      await deletePage(request, noHeader)
      await deletePage(request, noFooter)
    }
  })

  test('the announcement banner, when on, offsets the header by 60 px', async ({ page, request }) => {
    await page.goto('/customers')
    await expect(page.getByTestId('announcement-banner')).toHaveCount(0)
    expect((await page.getByTestId('site-header').boundingBox())!.y).toBe(0)
    await updateGlobal(request, 'banner', { enabled: true })
    try {
      await expect(async () => {
        await page.goto('/customers')
        await expect(page.getByTestId('announcement-banner')).toBeVisible({ timeout: 1_000 })
      }).toPass({ timeout: 10_000 })
      const banner = page.getByTestId('announcement-banner')
      await expect(banner).toContainText('Page Protection')
      expect((await banner.boundingBox())!.height).toBe(60)
      expect((await page.getByTestId('site-header').boundingBox())!.y).toBe(60)
      await expect(banner.getByRole('link', { name: 'Learn more' })).toHaveAttribute(
        'href',
        '/products/page-protection',
      )
    } finally {
      await updateGlobal(request, 'banner', { enabled: false })
    }
    await expect(async () => {
      await page.goto('/customers')
      await expect(page.getByTestId('announcement-banner')).toHaveCount(0, { timeout: 1_000 })
    }).toPass({ timeout: 10_000 })
    expect((await page.getByTestId('site-header').boundingBox())!.y).toBe(0)
  })
})
