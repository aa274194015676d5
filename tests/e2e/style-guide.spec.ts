import { expect, test } from '@playwright/test'

import { adminHeaders, signInAs } from './helpers/cms'
import { axeProblems, RADIX_FOCUS_PROXY } from './helpers/axe'

test.describe('the style page @desktop', () => {
  test('is a 404 for visitors and sales staff, and never in the sitemap', async ({ page }) => {
    const anonymous = await page.request.get('/style')
    expect(anonymous.status()).toBe(404)
    expect(await anonymous.text()).not.toContain('Style guide')
    await signInAs(page, page.request, await adminHeaders(), 'sales')
    expect((await page.request.get('/style')).status()).toBe(404)
    expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain('/style')
  })

  test('shows an editor the tokens, the components and one example of every block, unindexed and accessible', async ({
    page,
  }) => {
    await signInAs(page, page.request, await adminHeaders(), 'editor')
    const response = await page.goto('/style')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Style guide' })).toBeVisible()
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')
    for (const part of [
      'Colour',
      'Type',
      'Radius and elevation',
      'Motion and breakpoints',
      'Buttons',
      'Cards, code and links',
      'Blocks',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: part, exact: true })).toBeVisible()
    }
    // Both button variants on both surfaces share one size.
    const sizes = await page
      .getByRole('button', { name: /^(Primary|Secondary) on / })
      .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().height)))
    expect(sizes).toHaveLength(4)
    expect(new Set(sizes).size).toBe(1)
    // Every block type the seeded pages use appears once, named with the page it came from.
    const blocks = page.locator('section[aria-label$=" block"]')
    for (const type of [
      'hero',
      'featureGrid',
      'codeSample',
      'logoWall',
      'testimonial',
      'stats',
      'pricingTable',
      'comparisonTable',
      'faq',
      'cta',
      'codeTabs',
      'splitFeature',
      'complianceBadges',
      'relatedProducts',
      'architectureDiagram',
    ]) {
      await expect(blocks.and(page.locator(`[aria-label="${type} block"]`))).toHaveCount(1)
    }
    expect(await axeProblems(page, 'style guide', { exclude: RADIX_FOCUS_PROXY })).toEqual([])
  })
})
