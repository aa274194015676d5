import { expect, test, type Page } from '@playwright/test'

import { fakeHcaptcha, fakeHcaptchaCalls } from './helpers/fakeHcaptcha'
import { gotoWithOverlays } from './helpers/overlays'
import { receivedRequests, waitForReceived, type ReceivedRequest } from './helpers/receiver'
import { E2E_INTEGRATIONS, E2E_PORT } from './helpers/server'
import { dataLayer, watchForeignRequests } from './helpers/thirdParties'

const OWN = `http://127.0.0.1:${E2E_PORT}`
const UTMS = { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'pci-4' }
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
const body = (request: ReceivedRequest) => JSON.parse(request.body) as Record<string, unknown>

async function submitSalesForm(page: Page, { email, message }: { email: string; message: string }) {
  await fakeHcaptcha(page)
  await gotoWithOverlays(page, '/pricing')
  await page.evaluate((utms) => window.localStorage.setItem('utms', JSON.stringify(utms)), UTMS)
  await page.getByTestId('site-header').getByRole('link', { name: 'Talk to an Expert' }).click()
  const drawer = page.getByRole('dialog', { name: 'Send us a Message' })
  await drawer.getByLabel('First name', { exact: true }).fill('Ada')
  await drawer.getByLabel('Last name', { exact: true }).fill('Lovelace')
  await drawer.getByLabel('Work email', { exact: true }).fill(email)
  await drawer.getByLabel('Message', { exact: true }).fill(message)
  await expect.poll(async () => (await fakeHcaptchaCalls(page)).renders).toBe(1)
  await drawer.getByRole('button', { name: 'Send message' }).click()
  await expect(page).toHaveURL('/contact/thank-you')
}

test.describe('analytics through the same-origin tunnel @desktop', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('a sales submit identifies the visitor and tracks the event at the pipeline, through our origin only', async ({
    page,
  }) => {
    const foreign = await watchForeignRequests(page)
    const tunnel: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/pipeline/')) tunnel.push(request.url())
    })
    const email = `ada+${unique()}@example.com`
    const message = `We store card numbers (${unique()}).`
    await submitSalesForm(page, { email, message })

    const identify = await waitForReceived((request) => request.path === '/v1/i' && request.body.includes(email))
    expect(body(identify)).toMatchObject({
      type: 'identify',
      traits: { email, firstName: 'Ada', lastName: 'Lovelace' },
    })
    const track = await waitForReceived((request) => request.path === '/v1/t' && request.body.includes(message))
    expect(body(track)).toMatchObject({
      type: 'track',
      event: 'submit_sales_contact_form',
      writeKey: E2E_INTEGRATIONS.SEGMENT_WRITE_KEY,
      properties: { message, context: 'link', attribution: UTMS },
    })
    expect(track.headers.authorization).toBe(
      `Basic ${Buffer.from(`${E2E_INTEGRATIONS.SEGMENT_WRITE_KEY}:`).toString('base64')}`,
    )
    // The pipeline sees our server, never the visitor's address.
    expect(track.headers['x-forwarded-for']).toBeUndefined()

    expect(tunnel.length).toBeGreaterThanOrEqual(2)
    expect(tunnel.every((url) => url.startsWith(`${OWN}/api/pipeline/v1/`))).toBe(true)
    expect(foreign.filter((url) => !url.includes('hcaptcha.com')).every((url) => !url.includes('segment'))).toBe(true)
    // HubSpot's queue learns who the visitor is too (the page stayed the same document).
    const hsq = await page.evaluate(() => (window as unknown as { _hsq?: unknown[] })._hsq)
    expect(hsq).toContainEqual(['identify', { email, firstname: 'Ada', lastname: 'Lovelace' }])
  })

  test('started_demo_booking reaches the pipeline with its topic and attribution', async ({ page }) => {
    await watchForeignRequests(page)
    await page.route('https://assets.calendly.com/**', (route) => route.fulfill({ status: 200, body: '' }))
    await gotoWithOverlays(page, `/?topic=${unique()}`)
    const topic = new URL(page.url()).searchParams.get('topic')!
    await page.evaluate((utms) => window.localStorage.setItem('utms', JSON.stringify(utms)), UTMS)
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('cipherwell:book-demo', { detail: { email: 'grace@fintech.example' } })),
    )
    const track = await waitForReceived((request) => request.path === '/v1/t' && request.body.includes(topic))
    expect(body(track)).toMatchObject({ event: 'started_demo_booking', properties: { topic, attribution: UTMS } })
  })
})

test.describe('analytics before consent @desktop', () => {
  test.use({ timezoneId: 'Europe/Berlin' })

  test('while pending, calls stay on the page and nothing reaches the pipeline', async ({ page }) => {
    const message = `Pending visitor (${unique()}).`
    await submitSalesForm(page, { email: `lin+${unique()}@example.com`, message })
    const calls = await page.evaluate(() => window.__cipherwellAnalytics ?? [])
    expect(calls).toContainEqual(expect.objectContaining({ event: 'submit_sales_contact_form' }))
    await page.waitForTimeout(1500)
    expect((await receivedRequests()).filter((request) => request.body.includes(message))).toEqual([])
  })

  test('the tag manager hears of events only after Accept, and never of those from before it', async ({ page }) => {
    await watchForeignRequests(page)
    await page.route('https://assets.calendly.com/**', (route) => route.fulfill({ status: 200, body: '' }))
    await page.route('**/api/demo', (route) => route.fulfill({ status: 200, json: { ok: true } }))
    await gotoWithOverlays(page, '/')
    const book = (email: string) =>
      page.evaluate((email) => window.dispatchEvent(new CustomEvent('cipherwell:book-demo', { detail: { email } })), email)
    const tagEvents = async () =>
      (await dataLayer(page)).filter((entry) => !Array.isArray(entry) && (entry as { event?: string }).event !== 'gtm.js')

    await book('before@fintech.example')
    await expect
      .poll(() => page.evaluate(() => (window.__cipherwellAnalytics ?? []).filter((call) => call.type === 'track').length))
      .toBe(1)
    expect(await tagEvents()).toEqual([])

    const modal = page.getByRole('dialog', { name: 'Book a demo' })
    await expect(modal).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(modal).toHaveCount(0)
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click()
    await expect.poll(async () => (await dataLayer(page)).some((entry) => (entry as { event?: string }).event === 'gtm.js')).toBe(true)
    expect(await tagEvents()).toEqual([])

    await book('after@fintech.example')
    await expect.poll(tagEvents).toEqual([expect.objectContaining({ event: 'started_demo_booking' })])
  })
})

test.describe('cookieless page analytics', () => {
  test('the script comes from our origin and every route change is a pageview sent to /api/event', async ({ page }) => {
    const foreign = await watchForeignRequests(page)
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && request.url().includes('/js/')) scripts.push(request.url())
    })
    const marker = unique()
    await gotoWithOverlays(page, `/pricing?visit=${marker}`)
    await waitForReceived(
      (request) => request.path === '/api/event' && request.body.includes(`/pricing?visit=${marker}`),
      { timeout: 30_000 },
    )
    expect(scripts).toEqual([`${OWN}/js/script.js`])

    await page.getByTestId('site-footer').getByRole('link', { name: 'Careers' }).click()
    await expect(page).toHaveURL(/\/careers$/)
    await waitForReceived(
      (request) =>
        request.path === '/api/event' && request.body.includes('/careers') && request.at > Date.now() - 30_000,
    )
    expect(foreign.filter((url) => url.includes('plausible'))).toEqual([])
  })
})
