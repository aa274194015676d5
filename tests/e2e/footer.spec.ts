import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { expect, test } from '@playwright/test'

import { BADGES, FOOTER_COLUMNS, FOOTER_LINKS } from '../fixtures/spec'
import { adminHeaders, updateGlobal } from './helpers/cms'

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

/**
 * Issue 16, finding 4: the server fetches the status JSON URL itself, so an internal address
 * (this machine, a private network, cloud metadata) is refused when saved and never fetched.
 * A configured public status page is covered by tests/integration/statusFeedSsrf.test.ts.
 */
test.describe('footer status from a status.json @desktop', () => {
  let server: http.Server
  let port = 0
  let connections = 0
  const SECRET = 'internal-status-secret'

  test.beforeAll(async () => {
    // A local stand-in for an internal service: it counts every connection it receives.
    server = http.createServer((_req, res) => {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ page: { id: 'x' }, status: { indicator: 'minor', description: SECRET } }))
    })
    server.on('connection', () => connections++)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })

  test.afterAll(async ({ request }) => {
    await updateGlobal(request, 'site-settings', { statusJsonUrl: '' })
    await new Promise((resolve) => server.close(resolve))
  })

  test('an internal status URL is refused when saved, never fetched, and the footer keeps its fallback', async ({ page, request }) => {
    const headers = await adminHeaders()
    for (const url of [
      `http://127.0.0.1:${port}/api/v2/status.json`,
      `https://127.0.0.1:${port}/api/v2/status.json`,
      `https://localhost:${port}/api/v2/status.json`,
      'https://169.254.169.254/latest/meta-data/',
    ]) {
      const response = await request.post('/api/globals/site-settings', { headers, data: { statusJsonUrl: url } })
      expect(response.status(), url).toBe(400)
    }
    await page.goto('/pricing')
    await expect(page.getByTestId('status-link')).toHaveText('All systems normal')
    expect(await page.content()).not.toContain(SECRET)
    expect(connections).toBe(0)
  })
})
