import { expect, test } from '@playwright/test'

import { E2E_ADMIN } from './helpers/server'

test('the embedded Payload admin at /admin signs in the first admin and lists the content @desktop', async ({
  page,
}) => {
  await page.goto('/admin')
  await page.getByLabel('Email').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  for (const name of ['Pages', 'Webinars', 'Site settings', 'Header navigation', 'Footer', 'Announcement banner']) {
    await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible()
  }
})

test('the REST API refuses anonymous writes to the navigation', async ({ request }) => {
  const response = await request.post('/api/globals/header-nav', { data: { items: [] } })
  expect(response.status()).toBe(403)
})
