import fs from 'node:fs'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { startFakeCrm, type FakeCrm } from '../helpers/fakeCrm'
import { tinyPdf } from '../integration/helpers/cvFiles'
import { adminHeaders, signInAs, watchAdminScreens } from './helpers/cms'
import { fakeHcaptcha } from './helpers/fakeHcaptcha'
import { gotoWithOverlays } from './helpers/overlays'
import { SecondServer } from './helpers/secondServer'
import { E2E_PORT } from './helpers/server'

/*
 * The sales inbox as the sales team uses it: signed in with the sales role, in the real /admin
 * of the production server, with leads sent through the site's own endpoints.
 */

const SITE = `http://127.0.0.1:${E2E_PORT}`
const FORMS = ['Sales contact', 'Demo request', 'Beta signup', 'Job application']

/** A visitor's request to a lead endpoint, from the site's own pages. */
const visitor = (ip: string, site = SITE) => ({ origin: site, 'x-forwarded-for': ip })

/** One lead from each of the four forms, all with emails carrying `tag`; resolves once each is stored. */
async function sendOneOfEach(request: APIRequestContext, tag: string) {
  const utms = { utmSource: 'newsletter', utmCampaign: `spring-${tag}` }
  const sent = [
    await request.post('/api/salesForm', {
      headers: visitor('10.9.1.1'),
      data: { firstName: 'Ada', lastName: 'Lovelace', email: `contact-${tag}@example.com`, textField: 'Tell me more.', topic: 'pci', ...utms },
    }),
    await request.post('/api/demo', { headers: visitor('10.9.1.2'), data: { email: `demo-${tag}@example.com`, utms } }),
    await request.post('/api/beta-signup', {
      headers: visitor('10.9.1.3'),
      data: { firstName: 'Grace', lastName: 'Hopper', company: 'Navy', email: `beta-${tag}@example.com`, topic: 'asv-scanning', ...utms },
    }),
  ]
  const jobs = (await (await request.get('/api/jobs?limit=1&depth=0&where[_status][equals]=published')).json()) as { docs: { slug: string }[] }
  sent.push(
    await request.post('/api/careers/apply', {
      headers: visitor('10.9.1.4'),
      multipart: {
        job: jobs.docs[0]!.slug,
        name: 'Mary Jackson',
        email: `apply-${tag}@example.com`,
        cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: tinyPdf() },
      },
    }),
  )
  for (const response of sent) expect(response.status(), await response.text()).toBeLessThan(300)
}

/** The inbox's rows whose email carries `tag`, as the list shows them. */
const inboxFor = (page: Page, tag: string) =>
  page.goto(`/admin/collections/leads?where[or][0][and][0][email][contains]=${encodeURIComponent(tag)}&limit=50`)

const tagged = () => `inbox${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`

test.describe('the sales inbox, as sales staff @desktop', () => {
  test('lists a lead from each form, with its form, person, topic, message and campaign; the record has both touches', async ({ page, request }) => {
    const tag = tagged()
    await sendOneOfEach(request, tag)
    await signInAs(page, request, await adminHeaders(), 'sales')
    await page.goto('/admin')
    // The inbox heads the nav; the four forms' own lists and the content are not in it.
    await expect(page.locator('.nav__link').first()).toHaveText(/Sales inbox/)
    await expect(page.locator('nav').getByText('Sales contacts', { exact: true })).toHaveCount(0)
    await expect(page.locator('nav').getByText('Pages', { exact: true })).toHaveCount(0)

    await inboxFor(page, tag)
    const rows = page.locator('table tbody tr')
    await expect(rows).toHaveCount(4)
    const text = await rows.allInnerTexts()
    for (const form of FORMS) expect(text.join('\n')).toContain(form)
    const contact = rows.filter({ hasText: `contact-${tag}@example.com` })
    await expect(contact).toContainText('Ada Lovelace')
    await expect(contact).toContainText('pci')
    await expect(contact).toContainText(`spring-${tag}`)
    await expect(contact).toContainText('Tell me more.')
    const headings = (await page.locator('table thead th').allInnerTexts()).join(' | ')
    expect(headings).toMatch(/Received/)
    expect(headings).toMatch(/Delivery/)
    expect(headings).not.toMatch(/Delivered At/i)
    // The list keeps to what fits at 1280 px; the source is on the record, with the campaign.
    await contact.locator('a').first().click()
    await expect(page.locator('#field-utmSource')).toHaveValue('newsletter')
    await expect(page.locator('#field-firstUtmSource')).toHaveValue('newsletter')
    await expect(page.locator('#field-firstUtmCampaign')).toHaveValue(`spring-${tag}`)
    await inboxFor(page, tag)
    await expect(rows.filter({ hasText: `beta-${tag}@example.com` })).toContainText('Navy')
  })

  test('a status change with its note is saved, the note signed in the log and the change kept in the history with who made it', async ({ page, request }) => {
    const tag = tagged()
    const admin = await adminHeaders()
    const sent = await request.post('/api/demo', { headers: visitor('10.9.1.5'), data: { email: `status-${tag}@example.com` } })
    expect(sent.status()).toBeLessThan(300)
    const salesId = await signInAs(page, request, admin, 'sales')
    await inboxFor(page, tag)
    await page.locator('table tbody tr').first().locator('a').first().click()
    await expect(page.locator('#field-email')).toHaveValue(`status-${tag}@example.com`)
    const id = page.url().split('/').pop()!

    const note = `Called ${tag}; a demo is booked.`
    await expect(async () => {
      await page.locator('#field-status').click()
      await page.locator('.rs__option', { hasText: 'Contacted' }).click({ timeout: 2000 })
    }).toPass({ timeout: 30_000 })
    // (Payload's buttons ignore a click while the form is still settling: click until the row is
    // there, and only while it is not, so a slow first click never adds a second, empty entry.)
    const noteField = page.locator('#field-noteLog__0__text')
    await expect(async () => {
      if (!(await noteField.isVisible())) await page.getByRole('button', { name: 'Add Note' }).click()
      await expect(noteField).toBeVisible({ timeout: 5000 })
    }).toPass({ timeout: 30_000 })
    await noteField.fill(note)
    await expect(async () => {
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 5000 })
    }).toPass({ timeout: 30_000 })

    const stored = (await (await request.get(`/api/leads/${id}?depth=0`, { headers: admin })).json()) as Record<string, unknown>
    expect(stored).toMatchObject({ status: 'contacted', noteLog: [{ text: note, author: salesId }], updatedBy: salesId })
    await page.goto(`/admin/collections/leads/${id}/versions`)
    await expect(page.locator('table tbody tr').first()).toBeVisible()
  })

  test('two leads sent from the site show message, page, topic and touches; assign to me, a note, bulk status and the views', async ({ page, request }) => {
    test.setTimeout(180_000)
    const tag = tagged()
    const person = `site-${tag}@example.com`
    await fakeHcaptcha(page)
    const send = async (message: string) => {
      const form = page.locator('form').filter({ has: page.getByLabel('Message', { exact: true }) }).last()
      await form.getByLabel('First name', { exact: true }).fill('Ada')
      await form.getByLabel('Last name', { exact: true }).fill('Lovelace')
      await form.getByLabel('Work email', { exact: true }).fill(person)
      await form.getByLabel('Message', { exact: true }).fill(message)
      await form.getByRole('button', { name: /send/i }).click()
      await expect(page).toHaveURL(/\/contact\/thank-you/)
    }
    // First landing from an ad; the drawer opened on a product page whose address names a topic.
    await gotoWithOverlays(page, `/products/pci?topic=pci&utm_source=google&utm_medium=cpc&utm_campaign=pci-${tag}`)
    await page.getByTestId('site-header').getByRole('link', { name: 'Talk to an Expert' }).click()
    await expect(page.getByRole('dialog', { name: 'Send us a Message' })).toBeVisible()
    await send('We store card numbers and want them out of scope.')
    // Back later from a newsletter, on /contact.
    await gotoWithOverlays(page, `/contact?utm_source=newsletter&utm_campaign=winter-${tag}`)
    await send('Following up: can we see a demo?')

    const salesId = await signInAs(page, request, await adminHeaders(), 'sales')
    await inboxFor(page, tag)
    const rows = page.locator('table tbody tr')
    await expect(rows).toHaveCount(2)
    // The list shows what each is about without opening it.
    await expect(rows.filter({ hasText: 'out of scope' })).toHaveCount(1)

    const open = async (text: string) => {
      await inboxFor(page, tag)
      await rows.filter({ hasText: text }).locator('a').first().click()
      await expect(page.locator('#field-email')).toHaveValue(person)
    }
    await open('out of scope')
    await expect(page.locator('#field-message')).toHaveValue('We store card numbers and want them out of scope.')
    await expect(page.locator('#field-sourcePage')).toHaveValue(`/products/pci?topic=pci&utm_source=google&utm_medium=cpc&utm_campaign=pci-${tag}`)
    await expect(page.locator('#field-topic')).toHaveValue('pci')
    await expect(page.locator('#field-firstUtmCampaign')).toHaveValue(`pci-${tag}`)
    await expect(page.locator('#field-utmCampaign')).toHaveValue(`pci-${tag}`)

    await open('see a demo')
    await expect(page.locator('#field-message')).toHaveValue('Following up: can we see a demo?')
    await expect(page.locator('#field-sourcePage')).toHaveValue(`/contact?utm_source=newsletter&utm_campaign=winter-${tag}`)
    await expect(page.locator('#field-context')).toHaveValue('contact-page')
    // First touch kept from the first lead; last touch is this one's.
    await expect(page.locator('#field-firstUtmSource')).toHaveValue('google')
    await expect(page.locator('#field-firstUtmMedium')).toHaveValue('cpc')
    await expect(page.locator('#field-firstUtmCampaign')).toHaveValue(`pci-${tag}`)
    await expect(page.locator('#field-utmSource')).toHaveValue('newsletter')
    await expect(page.locator('#field-utmCampaign')).toHaveValue(`winter-${tag}`)
    const id = page.url().split('/').pop()!

    await page.getByRole('button', { name: 'Assign to me' }).click()
    await expect(page.getByRole('button', { name: 'Assign to me' })).toHaveCount(0)
    const admin = await adminHeaders()
    await expect.poll(async () => ((await (await request.get(`/api/leads/${id}?depth=0`, { headers: admin })).json()) as { owner?: number }).owner).toBe(salesId)

    // "Mine, open" lists it; "New" lists both until the bulk change below.
    await page.goto('/admin/collections/leads')
    await page.getByRole('navigation', { name: 'Saved views' }).getByRole('link', { name: 'Mine, open' }).click()
    await expect(page.getByRole('link', { name: 'Mine, open' })).toHaveAttribute('aria-current', 'page')
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText(person)

    // Both leads to Qualified at once, from the list.
    await inboxFor(page, tag)
    await expect(rows).toHaveCount(2)
    await page.locator('table thead input[type="checkbox"]').check()
    await page.locator('.list-selection').getByRole('button', { name: 'Edit', exact: true }).click()
    const bulk = page.locator('.drawer--is-open')
    await bulk.locator('.field-select').first().click()
    await page.locator('.rs__option', { hasText: /^Status$/ }).click()
    await bulk.locator('#field-status').click()
    await page.locator('.rs__option', { hasText: 'Qualified' }).click()
    await bulk.getByRole('button', { name: 'Save', exact: true }).click()
    await expect
      .poll(async () => {
        const found = (await (await request.get(`/api/leads?where[email][equals]=${encodeURIComponent(person)}&depth=0`, { headers: admin })).json()) as { docs: { status: string }[] }
        return found.docs.map((doc) => doc.status)
      })
      .toEqual(['qualified', 'qualified'])
  })

  test('exports every listed lead as CSV, with readable owner and form, whatever the list’s page size', async ({ page, request }) => {
    test.setTimeout(180_000)
    const tag = tagged()
    await sendOneOfEach(request, tag)
    // 21 more, so 25 leads match: more than the list's page of 10 that the export once kept to.
    for (let n = 0; n < 21; n++) {
      const sent = await request.post('/api/demo', { headers: visitor(`10.9.3.${n + 1}`), data: { email: `bulk${n}-${tag}@example.com` } })
      expect(sent.status(), await sent.text()).toBeLessThan(300)
    }
    const admin = await adminHeaders()
    const salesId = await signInAs(page, request, admin, 'sales')
    const me = (await (await request.get(`/api/users/${salesId}?depth=0`, { headers: admin })).json()) as { name: string }
    const contact = (await (await request.get(`/api/leads?where[email][equals]=contact-${tag}@example.com&depth=0`, { headers: admin })).json()) as { docs: { id: number }[] }
    const owned = await request.patch(`/api/leads/${contact.docs[0]!.id}`, { headers: admin, data: { owner: salesId } })
    expect(owned.status(), await owned.text()).toBe(200)

    await page.goto(`/admin/collections/leads?where[or][0][and][0][email][contains]=${encodeURIComponent(tag)}&limit=10`)
    await expect(page.locator('table tbody tr')).toHaveCount(10)
    // The list's "more options" menu holds the export (the menu ignores clicks while the list settles).
    await expect(async () => {
      await page.locator('.list-controls__popup').getByLabel('More options').first().click()
      await page.getByText('Export Sales inbox').click({ timeout: 2000 })
    }).toPass({ timeout: 30_000 })
    const drawer = page.locator('.drawer--is-open')
    await expect(drawer.getByText('Every lead that matches')).toBeVisible()
    const [download] = await Promise.all([page.waitForEvent('download'), drawer.getByRole('button', { name: 'Download' }).click()])
    expect(download.suggestedFilename()).toBe('leads.csv')
    const csv = fs.readFileSync(await download.path(), 'utf8')
    const [header, ...lines] = csv.trim().split(/\r?\n(?=\S)/)
    expect(header).toMatch(/email/i)
    const ours = lines.filter((line) => line.includes(tag))
    expect(ours).toHaveLength(25)
    for (const prefix of ['contact', 'demo', 'beta', 'apply']) expect(ours.join('\n')).toContain(`${prefix}-${tag}@example.com`)
    const contactLine = ours.find((line) => line.includes(`contact-${tag}@example.com`))!
    expect(contactLine).toContain('Sales contact')
    expect(contactLine).toContain(me.name)
    expect(contactLine).toContain('Tell me more.')
    expect(csv).not.toContain('salesContact')
  })

  test('the inbox screens ask no third party and show no broken image or blocked resource', async ({ page, request }) => {
    const tag = tagged()
    const sent = await request.post('/api/demo', { headers: visitor('10.9.1.6'), data: { email: `screens-${tag}@example.com` } })
    expect(sent.status()).toBeLessThan(300)
    const screens = watchAdminScreens(page)
    await signInAs(page, request, await adminHeaders(), 'sales')
    await inboxFor(page, tag)
    const id = (await page.locator('table tbody tr').first().locator('a').first().getAttribute('href'))!.split('/').pop()
    for (const path of ['/admin', '/admin/collections/leads', `/admin/collections/leads/${id}`, `/admin/collections/leads/${id}/versions`])
      await screens.visit(path)
    screens.expectClean()
  })
})

/*
 * A failed delivery and its retry need a CRM that fails on cue: a second server delivering to a
 * fake CRM in this process. Payload's own retry waits ten minutes there, so only the inbox's
 * "Retry delivery" can send the lead again within the test.
 */
test.describe('retrying a failed delivery, as sales staff @desktop', () => {
  let crm: FakeCrm
  let server: SecondServer

  test.beforeAll(async () => {
    crm = await startFakeCrm(0, 'e2e-webhook-secret-0123456789abcdef')
    crm.accepting = false
    server = new SecondServer(E2E_PORT + 2, '.test-data-inbox', { ...crm.env, LEAD_RETRY_BASE_MS: '600000' })
  })
  test.afterAll(async () => {
    await server?.kill()
    await crm?.close()
  })

  test('a refused lead shows its failure, and Retry delivery sends it again', async ({ page, request }) => {
    test.setTimeout(240_000)
    await server.prepare()
    await server.start()
    const admin = { Authorization: `JWT ${await server.adminToken()}` }
    const email = `retry-${tagged()}@example.com`
    const sent = await request.post(`${server.url}/api/demo`, { headers: visitor('10.9.2.1', server.url), data: { email } })
    expect(sent.status(), await sent.text()).toBeLessThan(300)

    await signInAs(page, request, admin, 'sales', server.url)
    const found = (await (await request.get(`${server.url}/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers: admin })).json()) as {
      docs: { id: number }[]
    }
    const lead = `${server.url}/admin/collections/leads/${found.docs[0]!.id}`
    // The runner tries it within a second or two; the CRM refuses.
    await expect(async () => {
      await page.goto(lead)
      await expect(page.locator('#field-delivery')).toContainText('Failed, retrying', { timeout: 2000 })
    }).toPass({ timeout: 30_000 })
    await expect(page.locator('#field-deliveryError')).toHaveValue('webhook answered 503')

    crm.accepting = true
    await page.getByRole('button', { name: 'Retry delivery' }).click()
    await expect(async () => {
      await page.goto(lead)
      await expect(page.locator('#field-delivery')).toContainText('Delivered', { timeout: 2000 })
    }).toPass({ timeout: 30_000 })
    await expect(page.getByRole('button', { name: 'Retry delivery' })).toHaveCount(0)
    expect(crm.deliveries.filter(({ body }) => body.includes(email)).length).toBeGreaterThanOrEqual(2)
  })
})
