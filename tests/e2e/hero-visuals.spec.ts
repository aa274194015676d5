import { expect, test, type Page } from '@playwright/test'

import { sitemapPaths } from './helpers/sitemap'

/** The hero is the section holding the page's h1; its drawing is the one named image in it. */
const heroVisual = (page: Page) =>
  page
    .locator('main section', { has: page.locator('h1') })
    .first()
    .locator('svg[role="img"]:visible')

const runningAnimations = (page: Page) =>
  heroVisual(page).evaluate(
    (svg) => svg.getAnimations({ subtree: true }).filter((animation) => animation.playState === 'running').length,
  )

// It sets both widths itself, so it runs in one project only (@desktop): a second run would repeat it exactly.
test('every product and solution page opens with a named drawing, at 375 px too, and never scrolls sideways @desktop', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const paths = (await sitemapPaths(request)).filter((path) => /^\/(products|solutions)\//.test(path))
  expect(paths).toHaveLength(19)
  const labels = new Set<string>()
  for (const path of paths) {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(path)
    const visual = heroVisual(page)
    await expect(visual, path).toHaveCount(1)
    await expect(visual, path).toBeVisible()
    const label = (await visual.getAttribute('aria-label')) ?? ''
    expect(label.trim().length, path).toBeGreaterThan(20)
    await expect(visual, path).toHaveAccessibleName(label)
    labels.add(label)
    await page.setViewportSize({ width: 375, height: 740 })
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, `${path} at 375 px`).toBeLessThanOrEqual(0)
    // A phone keeps a drawing too: the compact one, inside the column, with labels it can read.
    await expect(visual, `${path} at 375 px`).toHaveCount(1)
    await expect(visual, `${path} at 375 px`).toBeVisible()
    const box = (await visual.boundingBox())!
    expect(box.x + box.width, `${path} at 375 px`).toBeLessThanOrEqual(375)
    expect(box.height, `${path} at 375 px`).toBeLessThanOrEqual(340)
    const smallest = await visual.evaluate((svg) =>
      Math.min(...[...svg.querySelectorAll('text')].map((text) => text.getBoundingClientRect().height || Infinity)),
    )
    expect(smallest, `${path}: the smallest label's height at 375 px`).toBeGreaterThanOrEqual(11)
  }
  expect(labels.size).toBe(paths.length)
})

test.describe('home drawing @desktop', () => {
  test('moves by default', async ({ page }) => {
    await page.goto('/')
    await expect(heroVisual(page)).toHaveAccessibleName(/tokens/i)
    expect(await runningAnimations(page)).toBeGreaterThan(0)
    // The email capture stays beside it.
    await expect(page.getByLabel('Work email')).toBeVisible()
  })

  test('stands still for visitors who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await expect(heroVisual(page)).toBeVisible()
    expect(await runningAnimations(page)).toBe(0)
  })
})
