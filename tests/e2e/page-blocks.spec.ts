import { expect, test, type Page } from '@playwright/test'

import { axeProblems } from './helpers/axe'

/** The layout blocks product and solution pages are composed from, on the seeded pages that use them. */

const axeViolations = (page: Page) => axeProblems(page, new URL(page.url()).pathname)

test.describe('code tabs', () => {
  test('switch by keyboard with one tab stop, and copy the visible sample', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/products/relay')
    const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Create a route, then send traffic through it' }) })
    const tablist = section.getByRole('tablist', { name: 'Language' })
    const tabs = tablist.getByRole('tab')
    await expect(tabs).toHaveText(['curl', 'Node', 'Python', 'Go'])
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
    await expect(section.getByRole('tabpanel')).toHaveCount(1)
    await expect(section.getByRole('tabpanel')).toContainText('curl https://api.cipherwell.com/v1/relay/routes')

    await tabs.nth(0).focus()
    await page.keyboard.press('ArrowRight')
    await expect(tabs.nth(1)).toBeFocused()
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(section.getByRole('tabpanel')).toContainText("import { Cipherwell } from '@cipherwell/node'")
    await page.keyboard.press('End')
    await expect(tabs.nth(3)).toBeFocused()
    await expect(section.getByRole('tabpanel')).toContainText('client.Relay.Routes.Create')
    await page.keyboard.press('ArrowRight')
    await expect(tabs.nth(0)).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Home')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true')
    // Only the selected tab is in the tab order: Tab leaves the tab list for the panel's copy button.
    await expect(tabs.and(page.locator('[tabindex="0"]'))).toHaveCount(1)
    await page.keyboard.press('Tab')
    const copy = section.getByRole('button', { name: 'Copy' })
    await expect(copy).toHaveCount(1)
    await expect(copy).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(section.getByRole('button', { name: 'Copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('cipherwell.relay.routes.create(')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('show every sample, stacked, and no dead tabs', async ({ page }) => {
      await page.goto('/products/bin-lookup')
      const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Look up a BIN from any stack' }) })
      await expect(section.getByRole('tablist')).toBeHidden()
      const panels = section.getByRole('tabpanel')
      await expect(panels).toHaveCount(4)
      for (const text of ['curl https://api.cipherwell.com/v1/bins/42424201', 'skipAuthentication(order)', 'issuer_country == merchant_country', 'http.NewRequest']) {
        await expect(panels.filter({ hasText: text })).toBeVisible()
      }
    })
  })
})

test('Relay shows its request flow as a diagram with the steps in text, and passes axe', async ({ page }) => {
  await page.goto('/products/relay')
  await expect(page.getByRole('heading', { level: 1, name: 'Sensitive data in, tokens out, with no code changes' })).toBeVisible()
  const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Where the card number goes, and where it never does' }) })
  const drawing = section.getByRole('img', { name: /^Sequence diagram between Browser, Your server, Cipherwell Relay, Processor/ })
  const steps = section.getByRole('list', { name: 'Steps' }).getByRole('listitem')
  await expect(steps).toHaveCount(6)
  await expect(steps.first()).toHaveText(/Browser.*Cipherwell Relay: POST \/v1\/checkout with card number and CVC \(sensitive data\)/)
  if ((page.viewportSize()?.width ?? 0) >= 768) {
    await expect(drawing).toBeVisible()
    await expect(section.getByText('Tokens only', { exact: true })).toBeVisible()
  } else {
    // Four lanes do not fit a phone: the steps, in text with their marks, stand in for the drawing.
    await expect(drawing).toBeHidden()
    await expect(steps.first()).toBeVisible()
  }
  expect(await axeViolations(page)).toEqual([])
})

test('Enclaves pairs an attestation diagram with compliance badges named in text', async ({ page }) => {
  await page.goto('/products/enclaves')
  await expect(page.getByRole('heading', { level: 2, name: 'Trust the code, not the operator' })).toBeVisible()
  const drawing = page.getByRole('img', { name: /^Sequence diagram between Client, Your enclave/ })
  if ((page.viewportSize()?.width ?? 0) >= 768) await expect(drawing).toBeVisible()
  else await expect(drawing).toBeHidden()
  const badges = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Audited like the rest of the platform' }) }).getByRole('listitem')
  await expect(badges).toHaveCount(4)
  await expect(badges.first()).toHaveText(/SOC 2 Type II/)
  expect(await axeViolations(page)).toEqual([])
})

test('PCI compares SAQ A with SAQ D row by row, then shows a row of badges', async ({ page }) => {
  await page.goto('/products/pci')
  const comparison = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'SAQ A with us, SAQ D without' }) })
  if ((page.viewportSize()?.width ?? 0) >= 640) {
    const table = comparison.getByRole('table')
    await expect(table.getByRole('columnheader')).toContainText(['SAQ A, with Cipherwell', 'SAQ D, on your own'])
    const row = table.getByRole('row', { name: /Requirements to attest/ })
    await expect(row.getByRole('cell')).toHaveText(['Around 30', 'Over 250'])
  } else {
    // One questionnaire at a time on a phone (the comparison table's switcher).
    // (The table is in the markup too, hidden by CSS below 640 px: read the tab's panel.)
    const panel = comparison.getByRole('tabpanel')
    await expect(panel.getByText('Around 30')).toBeVisible()
    await comparison.getByRole('tab', { name: 'SAQ D, on your own' }).click()
    await expect(panel.getByText('Over 250')).toBeVisible()
  }
  const badges = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Assessed so you do not have to be' }) })
  await expect(badges.getByRole('listitem').first()).toHaveText(/PCI DSS Level 1/)
  await expect(badges.getByRole('link', { name: /How we handle personal data/ })).toHaveAttribute('href', '/legal/privacy')
  expect(await axeViolations(page)).toEqual([])
})

test('solutions link the products behind them and footnote their figures', async ({ page }) => {
  await page.goto('/solutions/cards')
  const related = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'The card products' }) })
  await expect(related.getByRole('heading', { level: 3 })).toHaveText(['Card Collection', '3-D Secure', 'Network Tokens', 'Relay'])
  await expect(related.getByRole('link', { name: 'Relay' })).toHaveAttribute('href', '/products/relay')
  // A split feature without a drawing (each drawing is one hero's) sets its points beside the text.
  const split = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'The whole card lifecycle, without card numbers' }) })
  await expect(split.getByRole('listitem')).toHaveCount(4)
  const [text, points] = [await split.getByRole('heading', { level: 2 }).boundingBox(), await split.getByRole('list').boundingBox()]
  if ((page.viewportSize()?.width ?? 0) > 768) expect(points!.x).toBeGreaterThan(text!.x + text!.width)
  else expect(points!.y).toBeGreaterThan(text!.y)
  expect(await axeViolations(page)).toEqual([])

  await page.goto('/solutions/multi-psp')
  await expect(page.getByText(/^Approval rate: Quaystone Payments/)).toBeVisible()
  await expect(page.getByRole('list', { name: 'Steps' }).getByRole('listitem')).toHaveCount(6)
  expect(await axeViolations(page)).toEqual([])
})

test('/contact puts the other ways to reach us beside the form on desktop, under it on phones', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/contact')
  const form = page.getByRole('heading', { level: 2, name: 'Send us a Message' })
  const aside = page.getByRole('heading', { level: 2, name: 'Other ways to reach us' })
  const [formBox, asideBox, title] = await Promise.all([form.boundingBox(), aside.boundingBox(), page.getByRole('heading', { level: 1 }).boundingBox()])
  expect(asideBox!.x).toBeGreaterThan(formBox!.x + formBox!.width)
  expect(Math.abs(asideBox!.y - formBox!.y)).toBeLessThan(24)
  // The form starts on the page header's edge.
  expect(Math.abs(formBox!.x - title!.x)).toBeLessThan(2)

  await page.setViewportSize({ width: 375, height: 800 })
  const [narrowForm, narrowAside] = await Promise.all([form.boundingBox(), aside.boundingBox()])
  expect(narrowAside!.y).toBeGreaterThan(narrowForm!.y + 400)
  expect(Math.abs(narrowAside!.x - narrowForm!.x)).toBeLessThan(2)
})
