import type { Page } from '@playwright/test'

import { E2E_INTEGRATIONS, E2E_PORT } from './server'

/** The consent-gated scripts the test server is configured with (E2E_INTEGRATIONS), by name. */
export const GATED_SCRIPTS = {
  tagManager: `https://www.googletagmanager.com/gtm.js?id=${E2E_INTEGRATIONS.GTM_ID}`,
  hubspot: `https://js.hs-scripts.com/${E2E_INTEGRATIONS.HUBSPOT_PORTAL_ID}.js`,
  linkedInTag: 'https://snap.licdn.com/li.lms-analytics/insight.min.js',
  linkedInPixel: `https://px.ads.linkedin.com/collect/?pid=${E2E_INTEGRATIONS.LINKEDIN_PARTNER_ID}&fmt=gif`,
  chat: `https://widget.intercom.io/widget/${E2E_INTEGRATIONS.INTERCOM_APP_ID}`,
} as const

const OWN_ORIGIN = `http://127.0.0.1:${E2E_PORT}`

/**
 * Every request this page makes to an origin other than ours, in order. The gated scripts'
 * hosts are answered by stubs (an empty script or image) so they "load" without the internet.
 */
export async function watchForeignRequests(page: Page): Promise<string[]> {
  const foreign: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (/^https?:/.test(url) && new URL(url).origin !== OWN_ORIGIN) foreign.push(url)
  })
  const hosts = new Set(Object.values(GATED_SCRIPTS).map((url) => new URL(url).host))
  await page.route(
    (url) => hosts.has(url.host),
    (route) =>
      route.fulfill({
        status: 200,
        contentType: route.request().resourceType() === 'image' ? 'image/gif' : 'application/javascript',
        body: '',
      }),
  )
  return foreign
}

/** Open a page and wait until its integrations have started (after hydration). */
export async function gotoIntegrationsReady(page: Page, path = '/') {
  await page.goto(path)
  await page.locator('html[data-integrations-ready]').waitFor({ state: 'attached' })
}

/** The tag manager's data layer, with gtag's `arguments` entries as plain arrays. */
export const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      entry && typeof entry === 'object' && !Array.isArray(entry) && 'length' in entry
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  )
