import { expect, test, type Page } from '@playwright/test'

import { adminHeaders } from './helpers/cms'
import { dataLayer, GATED_SCRIPTS, gotoIntegrationsReady, watchForeignRequests } from './helpers/thirdParties'

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' })
const ALL_GATED = Object.values(GATED_SCRIPTS)
const SIGNALS = [
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
  'analytics_storage',
  'functionality_storage',
  'personalization_storage',
  'security_storage',
]
const signals = (value: string) => Object.fromEntries(SIGNALS.map((signal) => [signal, value]))

// Consent does not depend on the viewport: these run once, at desktop width.
test.describe('consent-gated scripts in Europe @desktop', () => {
  test.use({ timezoneId: 'Europe/Berlin' })

  test('before a choice: no request to any other origin and no cookie at all, across navigations', async ({
    page,
    context,
  }) => {
    const foreign = await watchForeignRequests(page)
    await gotoIntegrationsReady(page, '/')
    await expect(banner(page)).toBeVisible()
    await gotoIntegrationsReady(page, '/pricing')
    await gotoIntegrationsReady(page, '/blog')
    await page.waitForTimeout(1000) // anything late (a timer, an idle callback) would show up here
    expect(foreign).toEqual([])
    expect(await context.cookies()).toEqual([])
    // Consent Mode v2: everything denied before a tag manager could exist.
    expect(await dataLayer(page)).toEqual([['consent', 'default', signals('denied')]])
  })

  test('Accept loads every gated script, updates Consent Mode and records the proof', async ({ page, request }) => {
    const foreign = await watchForeignRequests(page)
    const proof = page.waitForResponse((response) => response.url().endsWith('/api/consent'))
    await gotoIntegrationsReady(page, '/')
    await banner(page).getByRole('button', { name: 'Accept' }).click()
    await expect.poll(() => foreign.toSorted()).toEqual([...ALL_GATED].sort())
    const layer = await dataLayer(page)
    expect(layer[0]).toEqual(['consent', 'default', signals('denied')])
    expect(layer[1]).toEqual(['consent', 'update', signals('granted')])
    expect(layer[2]).toMatchObject({ event: 'gtm.js' })
    // The chat's identity was signed by our server.
    const settings = await page.evaluate(
      () => (window as unknown as { intercomSettings?: Record<string, string> }).intercomSettings,
    )
    expect(settings).toMatchObject({ app_id: 'e2eapp', user_id: expect.stringMatching(/^[0-9a-f-]{36}$/) })
    expect(settings!.intercom_user_jwt!.split('.')).toHaveLength(3)

    expect((await proof).status()).toBe(201)
    const visitorId = await page.evaluate(() => window.localStorage.getItem('cookie-permissions-visitor'))
    const records = await request.get(`/api/consent-records?where[visitorId][equals]=${visitorId}`, {
      headers: await adminHeaders(),
    })
    expect((await records.json()).docs).toEqual([
      expect.objectContaining({
        visitorId,
        choice: 'accepted',
        policyVersion: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      }),
    ])
    expect(JSON.stringify(await records.json())).not.toContain('127.0.0.1')
  })

  test('Reject: no gated script, ever, across navigations', async ({ page }) => {
    const foreign = await watchForeignRequests(page)
    await gotoIntegrationsReady(page, '/')
    await banner(page).getByRole('button', { name: 'Reject' }).click()
    expect(await dataLayer(page)).toEqual([
      ['consent', 'default', signals('denied')],
      ['consent', 'update', signals('denied')],
    ])
    for (const path of ['/pricing', '/blog', '/customers']) await gotoIntegrationsReady(page, path)
    await page.waitForTimeout(1000)
    expect(foreign).toEqual([])
  })

  test('withdrawal stops the scripts and clears the tracking cookies', async ({ page, context }) => {
    const foreign = await watchForeignRequests(page)
    await gotoIntegrationsReady(page, '/')
    await banner(page).getByRole('button', { name: 'Accept' }).click()
    await expect.poll(() => foreign.length).toBe(ALL_GATED.length)
    // What the scripts would have set by now, on this host.
    await page.evaluate(() => {
      document.cookie = '_ga=GA1.1.123.456; Path=/'
      document.cookie = 'hubspotutk=abc; Path=/'
    })
    const names = async () => (await context.cookies()).map((cookie) => cookie.name).sort()
    await expect.poll(names).toEqual(['_ga', 'cipherwell_chat', 'cipherwell_utm', 'cookie-permissions', 'hubspotutk'])

    await page.getByTestId('site-footer').getByRole('link', { name: 'Cookie settings' }).click()
    const reloaded = page.waitForEvent('load')
    await banner(page).getByRole('button', { name: 'Reject' }).click()
    await reloaded
    await page.locator('html[data-integrations-ready]').waitFor({ state: 'attached' })
    await expect.poll(names).toEqual(['cookie-permissions'])

    foreign.length = 0
    await gotoIntegrationsReady(page, '/pricing')
    await page.waitForTimeout(1000)
    expect(foreign).toEqual([])
  })
})

test.describe('consent-gated scripts elsewhere @desktop', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('accepted by default: the gated scripts load without a banner, and no proof is recorded for a default', async ({
    page,
  }) => {
    const foreign = await watchForeignRequests(page)
    const consentPosts: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/consent')) consentPosts.push(request.url())
    })
    await gotoIntegrationsReady(page, '/')
    await expect.poll(() => foreign.toSorted()).toEqual([...ALL_GATED].sort())
    await expect(banner(page)).toHaveCount(0)
    expect(consentPosts).toEqual([])
  })
})
