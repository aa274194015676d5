import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { expect, test } from '@playwright/test'

import { BADGES, FOOTER_COLUMNS, FOOTER_LINKS } from '../fixtures/spec'
import { updateGlobal } from './helpers/cms'

test.describe('footer', () => {
  test('has the spec columns, links and compliance badges', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByTestId('site-footer')
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText(FOOTER_COLUMNS)
    const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    for (const href of [...FOOTER_LINKS, 'https://docs.cipherwell.com']) expect(hrefs, href).toContain(href)
    const badges = footer.getByTestId('compliance-badge')
    await expect(badges).toHaveText(BADGES.map((badge) => badge.label))
    for (const [i, badge] of BADGES.entries()) await expect(badges.nth(i)).toHaveAttribute('href', badge.href)
  })

  test("the status link says 'All systems normal' when no status JSON is configured", async ({ page }) => {
    await page.goto('/')
    const status = page.getByTestId('status-link')
    await expect(status).toHaveText('All systems normal')
    await expect(status).toHaveAttribute('href', 'https://status.cipherwell.com')
  })

  test('copyright shows the current year, and the new one after New Year without a rebuild', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByTestId('copyright')).toContainText(`© ${new Date().getFullYear()} Cipherwell`)
    await page.clock.setFixedTime(new Date(`${new Date().getFullYear() + 1}-01-01T00:05:00`))
    await page.goto('/')
    await expect(page.getByTestId('copyright')).toContainText(`© ${new Date().getFullYear() + 1} Cipherwell`)
  })
})

test.describe('footer status from a status.json @desktop', () => {
  let server: http.Server
  let url = ''

  test.beforeAll(async () => {
    // A local stand-in for a Statuspage status.json (no third-party calls from tests).
    server = http.createServer((_req, res) => {
      res.setHeader('content-type', 'application/json')
      res.end(
        JSON.stringify({
          page: { id: 'x' },
          status: { indicator: 'minor', description: 'Partially Degraded Service' },
        }),
      )
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2/status.json`
  })

  test.afterAll(async ({ request }) => {
    await updateGlobal(request, 'site-settings', { statusJsonUrl: '' })
    await new Promise((resolve) => server.close(resolve))
  })

  test('shows the configured indicator, and falls back when it is unreachable', async ({ page, request }) => {
    await updateGlobal(request, 'site-settings', { statusJsonUrl: url })
    await expect(async () => {
      await page.goto('/pricing')
      await expect(page.getByTestId('status-link')).toHaveText('Partially Degraded Service', { timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
    await expect(page.getByTestId('status-link')).toHaveAttribute('data-indicator', 'minor')

    await updateGlobal(request, 'site-settings', { statusJsonUrl: 'http://127.0.0.1:9/status.json' })
    await expect(async () => {
      await page.goto('/pricing')
      await expect(page.getByTestId('status-link')).toHaveText('All systems normal', { timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
  })
})
