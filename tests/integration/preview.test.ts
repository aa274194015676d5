import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { User } from '@/cms/payload-types'

import { bootPayload, noRevalidate, type Booted } from './helpers/bootPayload'

/**
 * /api/preview, /api/disable-draft and the draft readers, called directly with a real Payload
 * session. Outside a Next server there is no request context, so `next/headers` is replaced by
 * one fake request: its draft-mode flag (what the `__prerender_bypass` cookie would carry) and
 * its headers. That Next really sets and honours the cookie is the browser suite's job
 * (tests/e2e/preview.spec.ts).
 */
const fakeRequest = vi.hoisted(() => ({ draftMode: false, headers: new Headers() }))
vi.mock('next/headers', () => ({
  draftMode: async () => ({
    get isEnabled() {
      return fakeRequest.draftMode
    },
    enable: () => void (fakeRequest.draftMode = true),
    disable: () => void (fakeRequest.draftMode = false),
  }),
  headers: async () => fakeRequest.headers,
}))
// Outside a Next server there is no data cache: the cached readers read straight through.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T>(fn: T) => fn,
}))

const SITE = 'http://127.0.0.1:3000'
const PASSWORD = 'a long test password'
type Route = (request: Request) => Promise<Response>

let booted: Booted
let payload: Payload
let cookies: Record<'admin' | 'editor' | 'sales', string>
let previewGET: Route
let disableGET: Route

beforeAll(async () => {
  booted = await bootPayload()
  payload = booted.payload
  const make = async (role: User['roles'][number]) => {
    const email = `${role}@preview.test`
    await payload.create({ collection: 'users', data: { email, password: PASSWORD, roles: [role] } })
    const { token } = await payload.login({ collection: 'users', data: { email, password: PASSWORD } })
    return `payload-token=${token}`
  }
  cookies = { admin: await make('admin'), editor: await make('editor'), sales: await make('sales') }
  const page = await payload.create({
    collection: 'pages',
    data: { title: 'Published pricing', path: '/pricing', description: 'Prices.', header: 'dark', _status: 'published' },
    context: noRevalidate,
  })
  await payload.update({ collection: 'pages', id: page.id, draft: true, data: { title: 'Draft pricing' }, context: noRevalidate })
  await payload.create({
    collection: 'pages',
    draft: true,
    data: { title: 'Never published', path: '/products/secret', description: 'Not yet public.', _status: 'draft' },
    context: noRevalidate,
  })
  previewGET = (await import('@/app/api/preview/route')).GET
  disableGET = (await import('@/app/api/disable-draft/route')).GET
})
afterAll(async () => {
  await booted?.shutdown()
})

/**
 * What a browser adds to each request from the site's own pages (Fetch Metadata): the CMS
 * accepts the session cookie only with it or with an allowed Origin, never from a bare client.
 */
const BROWSER = { 'sec-fetch-site': 'same-origin' }

const get = (route: Route, pathAndQuery: string, headers: Record<string, string> = {}) => {
  fakeRequest.headers = new Headers({ ...BROWSER, ...headers })
  return route(new Request(`${SITE}${pathAndQuery}`, { headers: { ...BROWSER, ...headers } }))
}

describe('GET /api/preview', () => {
  it('turns draft mode on for an editor or admin session and redirects to the path', async () => {
    for (const cookie of [cookies.editor, cookies.admin]) {
      fakeRequest.draftMode = false
      const response = await get(previewGET, '/api/preview?path=%2Fpricing', { cookie })
      expect(response.status).toBe(307)
      expect(response.headers.get('location')).toBe('/pricing')
      expect(fakeRequest.draftMode).toBe(true)
    }
  })

  it('answers 401 and keeps draft mode off with no session, a sales session or a forged token', async () => {
    const sessions: Record<string, string>[] = [{}, { cookie: cookies.sales }, { cookie: 'payload-token=forged.jwt.value' }, { authorization: 'JWT nope' }]
    for (const headers of sessions) {
      fakeRequest.draftMode = true // even a draft mode left over from before is switched off
      const response = await get(previewGET, '/api/preview?path=%2Fpricing', headers)
      expect(response.status).toBe(401)
      expect(fakeRequest.draftMode).toBe(false)
    }
  })

  it('answers 400 for a path that is not on this site', async () => {
    for (const path of ['//elsewhere.example', 'https://elsewhere.example', '/\\elsewhere.example', 'pricing']) {
      fakeRequest.draftMode = false
      const response = await get(previewGET, `/api/preview?${new URLSearchParams({ path })}`, { cookie: cookies.admin })
      expect(response.status, path).toBe(400)
      expect(fakeRequest.draftMode).toBe(false)
    }
  })
})

describe('GET /api/disable-draft', () => {
  it('leaves draft mode and returns to the page, never off-site', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['?redirect=%2Fblog%2Fhello', {}, '/blog/hello'],
      ['', { referer: `${SITE}/pricing` }, '/pricing'],
      ['?redirect=https%3A%2F%2Felsewhere.example', {}, '/'],
      ['?redirect=%2F%2Felsewhere.example', {}, '/'],
      ['', { referer: 'https://elsewhere.example/pricing' }, '/'],
    ]
    for (const [query, headers, location] of cases) {
      fakeRequest.draftMode = true
      const response = await get(disableGET, `/api/disable-draft${query}`, headers)
      expect(response.status).toBe(307)
      expect(response.headers.get('location'), query).toBe(location)
      expect(fakeRequest.draftMode).toBe(false)
    }
  })
})

describe('draft readers', () => {
  const title = async (path: string, draftMode: boolean, headers: Record<string, string> = {}) => {
    fakeRequest.draftMode = draftMode
    fakeRequest.headers = new Headers({ ...BROWSER, ...headers })
    const { getPageByPathOrDraft } = await import('@/cms/read/pages')
    return (await getPageByPathOrDraft(path))?.title ?? null
  }

  it('read the published version outside draft mode, whoever asks', async () => {
    expect(await title('/pricing', false)).toBe('Published pricing')
    expect(await title('/pricing', false, { cookie: cookies.editor })).toBe('Published pricing')
    expect(await title('/products/secret', false, { cookie: cookies.editor })).toBeNull()
  })

  it("read the newest draft in draft mode, as the editor's session allows", async () => {
    expect(await title('/pricing', true, { cookie: cookies.editor })).toBe('Draft pricing')
    expect(await title('/products/secret', true, { cookie: cookies.admin })).toBe('Never published')
  })

  it('show no draft to a draft-mode request without an editor session', async () => {
    expect(await title('/pricing', true)).toBe('Published pricing')
    expect(await title('/pricing', true, { cookie: cookies.sales })).toBe('Published pricing')
    expect(await title('/products/secret', true)).toBeNull()
  })
})
