import { expect, test, type APIRequestContext } from '@playwright/test'

import { adminHeaders } from './helpers/cms'

type Role = 'admin' | 'editor' | 'sales'
const PASSWORD = 'e2e-role-password-0'

/** A user of `role`, created by the admin, and the headers of their signed-in session. */
async function signedIn(request: APIRequestContext, role: Role): Promise<Record<string, string>> {
  const email = `${role}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`
  const created = await request.post('/api/users', {
    headers: await adminHeaders(),
    data: { email, password: PASSWORD, roles: [role] },
  })
  expect(created.status(), await created.text()).toBe(201)
  const login = await request.post('/api/users/login', { data: { email, password: PASSWORD } })
  expect(login.status()).toBe(200)
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

const graphql = async (request: APIRequestContext, headers: Record<string, string>, query: string) =>
  (await (await request.post('/api/graphql', { headers, data: { query } })).json()) as {
    data?: Record<string, { docs: unknown[] } | null>
    errors?: unknown[]
  }

// Server-side access rules do not depend on the viewport: once, at desktop width.
test.describe('roles on the running server, through REST and GraphQL @desktop', () => {
  test('anonymous requests read published content only, never leads, users or drafts', async ({ request }) => {
    expect((await request.get('/api/sales-contacts')).status()).toBe(403)
    expect((await request.get('/api/users')).status()).toBe(403)
    expect((await request.get('/api/consent-records')).status()).toBe(403)
    const drafts = (await (await request.get('/api/pages?draft=true&limit=100')).json()) as {
      docs: { _status: string }[]
    }
    expect(drafts.docs.length).toBeGreaterThan(0)
    expect(drafts.docs.every((doc) => doc._status === 'published')).toBe(true)
    const leads = await graphql(request, {}, '{ SalesContacts { docs { id } } }')
    expect(leads.data?.SalesContacts ?? null).toBeNull()
    expect(leads.errors?.length).toBeGreaterThan(0)
  })

  test('editors edit content but see no leads and manage no users', async ({ request }) => {
    const editor = await signedIn(request, 'editor')
    expect((await request.get('/api/sales-contacts', { headers: editor })).status()).toBe(403)
    expect(
      (
        await request.post('/api/users', {
          headers: editor,
          data: { email: 'x@example.com', password: PASSWORD, roles: ['admin'] },
        })
      ).status(),
    ).toBe(403)
    const users = (await (await request.get('/api/users', { headers: editor })).json()) as { docs: unknown[] }
    expect(users.docs).toHaveLength(1) // only themselves
    const banner = await request.post('/api/globals/banner', { headers: editor, data: {} })
    expect(banner.status()).toBe(200)
    const leads = await graphql(request, editor, '{ SalesContacts { docs { id } } }')
    expect(leads.data?.SalesContacts ?? null).toBeNull()
    const pages = await graphql(request, editor, '{ Pages(draft: true, limit: 1) { docs { id } } }')
    expect(pages.data?.Pages?.docs.length).toBe(1)
  })

  test('sales staff read leads only', async ({ request }) => {
    const sales = await signedIn(request, 'sales')
    expect((await request.get('/api/sales-contacts', { headers: sales })).status()).toBe(200)
    const pages = (await (await request.get('/api/pages?limit=1', { headers: sales })).json()) as {
      docs: { id: number }[]
    }
    const edit = await request.patch(`/api/pages/${pages.docs[0]!.id}`, {
      headers: sales,
      data: { title: 'Changed by sales' },
    })
    expect(edit.status()).toBe(403)
    expect((await request.post('/api/globals/banner', { headers: sales, data: {} })).status()).toBe(403)
    const leads = await graphql(request, sales, '{ SalesContacts { docs { id } } }')
    expect(leads.errors).toBeUndefined()
    expect(Array.isArray(leads.data?.SalesContacts?.docs)).toBe(true)
  })

  test('admins manage users', async ({ request }) => {
    const admin = await adminHeaders()
    const users = (await (await request.get('/api/users?limit=100', { headers: admin })).json()) as { docs: unknown[] }
    expect(users.docs.length).toBeGreaterThan(1)
  })
})
