import { expect, test } from '@playwright/test'

import { decodedMail } from '../helpers/fakeSmtp'
import { adminHeaders } from './helpers/cms'
import { receivedMail } from './helpers/receiver'
import { E2E_PORT } from './helpers/server'

/**
 * Issue 16, finding 6, in the admin as an editor meets it: "Forgot password?" on the sign-in
 * page, the emailed link (to the fake mail server, tests/e2e/fakes/receiver.ts), a new
 * password on the reset page, and signing in with it. The server runs on SQLite, where the
 * request once answered 500 ("database is locked").
 */
test.describe('password reset in the admin @desktop', () => {
  test('an editor resets a forgotten password from the emailed link and signs in with the new one', async ({
    page,
    request,
    browser,
  }) => {
    const email = `reset-${Date.now().toString(36)}@example.com`
    const created = await request.post('/api/users', {
      headers: await adminHeaders(),
      data: { email, password: 'the old long password 1', roles: ['editor'] },
    })
    expect(created.status(), await created.text()).toBe(201)

    await page.goto('/admin/login', { waitUntil: 'networkidle' })
    await page.getByRole('link', { name: /forgot password/i }).click()
    await expect(page).toHaveURL(/\/admin\/forgot$/)
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: /submit/i }).click()
    await expect(page.getByRole('heading', { name: 'Email Sent' })).toBeVisible()

    // The link is absolute, on SITE_URL, and the message went to the editor alone.
    let link = ''
    await expect
      .poll(async () => {
        const mail = (await receivedMail()).find((candidate) => candidate.to.includes(email))
        link = mail ? (/http:\/\/127\.0\.0\.1:\d+\/admin\/reset\/[0-9a-f]+/.exec(decodedMail(mail.raw))?.[0] ?? '') : ''
        return link
      })
      .toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${E2E_PORT}/admin/reset/`))

    // Filled before the admin has hydrated, the form keeps the values in the DOM but not in its state.
    await page.goto(link, { waitUntil: 'networkidle' })
    const newPassword = 'a brand new long password 2'
    await page.getByLabel('New Password').fill(newPassword)
    await page.getByLabel('Confirm Password').fill(newPassword)
    await page.getByRole('button', { name: /reset password/i }).click()
    // Payload signs the editor in and opens the dashboard.
    await expect(page).toHaveURL(/\/admin\/?$/)
    await expect(page.getByRole('heading', { name: /pages|posts|collections/i }).first()).toBeVisible()

    // A fresh browser signs in with the new password and not with the old one.
    const fresh = await browser.newContext()
    const signIn = await fresh.newPage()
    await signIn.goto('/admin/login', { waitUntil: 'networkidle' })
    await signIn.getByLabel('Email').fill(email)
    await signIn.getByLabel('Password').fill('the old long password 1')
    await signIn.getByRole('button', { name: /login/i }).click()
    await expect(signIn.getByText(/email or password provided is incorrect/i)).toBeVisible()
    await signIn.getByLabel('Password').fill(newPassword)
    await signIn.getByRole('button', { name: /login/i }).click()
    await expect(signIn).toHaveURL(/\/admin\/?$/)
    await fresh.close()

    // The link is spent.
    const again = await request.post('/api/users/reset-password', {
      data: { token: link.split('/').pop(), password: 'another long password 3' },
    })
    expect(again.status()).toBeGreaterThanOrEqual(400)
    expect(again.status()).toBeLessThan(500)
  })

  test('an unknown email gets the same page, and no mail is sent', async ({ page }) => {
    const before = (await receivedMail()).length
    await page.goto('/admin/forgot', { waitUntil: 'networkidle' })
    await page.getByLabel('Email').fill(`nobody-${Date.now().toString(36)}@example.com`)
    await page.getByRole('button', { name: /submit/i }).click()
    await expect(page.getByRole('heading', { name: 'Email Sent' })).toBeVisible()
    await page.waitForTimeout(500)
    expect((await receivedMail()).length).toBe(before)
  })
})
