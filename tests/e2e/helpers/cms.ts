import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test'

import { E2E_ADMIN, E2E_PORT } from './server'

/**
 * Talks to Payload's REST API as the e2e admin, the way an editor's browser would. The
 * login happens in a context of its own: its session cookie must not turn the test's
 * anonymous `request` into an admin's. One login per worker: Payload keeps an account's
 * sessions in one list, and two logins of the same account at the same instant (two workers'
 * tests starting together) can drop one of them, failing that test's requests with 403.
 */
export function adminHeaders(): Promise<Record<string, string>> {
  adminLogin ??= logInAsAdmin().catch((error: unknown) => {
    adminLogin = undefined
    throw error
  })
  return adminLogin
}

let adminLogin: Promise<Record<string, string>> | undefined

async function logInAsAdmin(): Promise<Record<string, string>> {
  const login = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` })
  try {
    const response = await login.post('/api/users/login', { data: E2E_ADMIN })
    if (!response.ok()) throw new Error(`admin login failed: ${response.status()} ${await response.text()}`)
    const { token } = (await response.json()) as { token: string }
    return { Authorization: `JWT ${token}` }
  } finally {
    await login.dispose()
  }
}

/** The password of the accounts signInAs makes (each test makes its own, so none is shared). */
export const STAFF_PASSWORD = 'e2e-staff-password-0'

/**
 * A new account with `role`, made by the admin and signed in on `page`'s browser context; answers
 * its id. The page itself is left where it was: each test opens the admin screen it is about.
 * The sign-in is Payload's login endpoint, whose session cookie the context keeps, as the admin's
 * own login form would: that form and the dashboard behind it are the two heaviest admin screens,
 * and loading both for each of some forty tests cost minutes. The form itself is tested where it is
 * the subject (admin.spec.ts, password-reset.spec.ts). One sign-in per account: Payload keeps an
 * account's sessions in one list, and two sign-ins of the same account at the same instant can
 * drop one of them. `site` is the origin to use when the test runs a second server.
 */
export async function signInAs(
  page: Page,
  request: APIRequestContext,
  admin: Record<string, string>,
  role: 'editor' | 'sales',
  site = `http://127.0.0.1:${E2E_PORT}`,
): Promise<number> {
  const email = `${role}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`
  const created = await request.post(`${site}/api/users`, {
    headers: admin,
    data: { email, password: STAFF_PASSWORD, roles: [role] },
  })
  expect(created.status(), await created.text()).toBe(201)
  const login = await page.request.post(`${site}/api/users/login`, { data: { email, password: STAFF_PASSWORD } })
  expect(login.status(), await login.text()).toBe(200)
  return ((await created.json()) as { doc: { id: number } }).doc.id
}

export async function updateGlobal(request: APIRequestContext, slug: string, data: Record<string, unknown>) {
  const response = await request.post(`/api/globals/${slug}`, { headers: await adminHeaders(), data })
  if (!response.ok()) throw new Error(`update ${slug} failed: ${response.status()} ${await response.text()}`)
}

export async function createPage(request: APIRequestContext, data: Record<string, unknown>): Promise<number> {
  const response = await request.post('/api/pages', {
    headers: await adminHeaders(),
    data: { _status: 'published', description: 'A page made by a browser test.', ...data },
  })
  if (!response.ok()) throw new Error(`create page failed: ${response.status()} ${await response.text()}`)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

export async function deletePage(request: APIRequestContext, id: number) {
  await request.delete(`/api/pages/${id}`, { headers: await adminHeaders() })
}

/**
 * Watches an admin session for what staff should never meet: a request to anyone but this
 * site (an avatar service, a CDN), a resource the Content-Security-Policy blocked, and, on each
 * screen `visit` opens, a broken image. `expectClean` checks the first two at the end.
 */
export function watchAdminScreens(page: Page) {
  const outside: string[] = []
  const blocked: string[] = []
  page.on('request', (asked) => {
    // blob: and data: URLs are the page's own (upload previews, editor workers), not requests out.
    const { protocol, origin } = new URL(asked.url())
    if (protocol !== 'data:' && origin !== `http://127.0.0.1:${E2E_PORT}`) outside.push(asked.url())
  })
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) blocked.push(message.text())
  })
  return {
    async visit(path: string) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      const broken = await page.evaluate(() =>
        [...document.images].filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.src),
      )
      expect(broken, path).toEqual([])
    },
    expectClean() {
      expect(outside).toEqual([])
      expect(blocked).toEqual([])
    },
  }
}
