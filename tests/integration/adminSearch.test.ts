import { createPayloadRequest, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { AdminSearchAnswer, AdminSearchGroup } from '@/cms/admin/adminSearchAnswer'
import { adminSearchEndpoint } from '@/cms/admin/adminSearchEndpoint'
import { listUrl } from '@/cms/admin/adminSearchMatch'
import { ADMIN_SEARCH_MAX_CHARS, ADMIN_SEARCH_PATH, ADMIN_SEARCH_PER_COLLECTION } from '@/cms/admin/adminSearchQuery'
import type { Page, Post, User } from '@/cms/payload-types'

import { loginToken } from './helpers/apiRoutes'
import { bootPayload, noRevalidate, type Booted } from './helpers/bootPayload'
import { cmsRest } from './helpers/cmsRoute'

/** Lexical rich text of one paragraph. */
const richText = (text: string) => ({
  root: {
    type: 'root',
    direction: null,
    format: '',
    indent: 0,
    version: 1,
    children: [
      {
        type: 'paragraph',
        direction: null,
        format: '',
        indent: 0,
        version: 1,
        textFormat: 0,
        children: [{ type: 'text', text, detail: 0, format: 0, mode: 'normal', style: '', version: 1 }],
      },
    ],
  },
})

const PASSWORD = 'a long test password'

/**
 * The admin header's search (GET /api/admin-search, src/cms/admin/adminSearch.ts) on the seeded
 * site and the engine under test: each role finds what its access lets it read and nothing
 * else; drafts by their titles, published documents by their text too; bounded per collection.
 */
describe('the admin search', () => {
  let booted: Booted
  let payload: Payload
  let users: Record<'admin' | 'editor' | 'sales' | 'otherEditor', User>
  let tokens: Record<keyof typeof users, string>
  const ids = {} as Record<
    'draftPage' | 'publishedPage' | 'changedPage' | 'post' | 'media' | 'mediaFilename' | 'redirect' | 'form' | 'zoraLead' | 'adaLead',
    string
  >

  /** The endpoint's answer to `q` (null: no q at all), as the holder of `token` asks it. */
  async function ask(token: string | null, q: string | null) {
    const query = q === null ? '' : `?${new URLSearchParams({ q })}`
    const request = new Request(`http://127.0.0.1:3000/api${ADMIN_SEARCH_PATH}${query}`, {
      headers: token ? { authorization: `JWT ${token}` } : {},
    })
    const req = await createPayloadRequest({ config: payload.config, request })
    const response = await adminSearchEndpoint.handler(req)
    return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> }
  }
  const answerOf = async (token: string, q: string) => {
    const { status, body } = await ask(token, q)
    expect(status).toBe(200)
    return body as unknown as AdminSearchAnswer
  }
  const group = (answer: AdminSearchAnswer, collection: string): AdminSearchGroup | undefined =>
    answer.groups.find((candidate) => candidate.collection === collection)
  const found = (answer: AdminSearchAnswer, collection: string) => group(answer, collection)?.results.map((result) => result.id) ?? []

  beforeAll(async () => {
    booted = await bootPayload({ seeded: true })
    payload = booted.payload
    const make = (role: 'admin' | 'editor' | 'sales', email: string, name?: string) =>
      payload.create({ collection: 'users', data: { email, password: PASSWORD, roles: [role], ...(name ? { name } : {}) } })
    users = {
      admin: await make('admin', 'search-admin@cipherwell.test'),
      editor: await make('editor', 'search-editor@cipherwell.test'),
      sales: await make('sales', 'search-sales@cipherwell.test'),
      otherEditor: await make('editor', 'other-editor@cipherwell.test', 'Zebrafish Person'),
    }
    tokens = {
      admin: await loginToken(payload, users.admin.email, PASSWORD),
      editor: await loginToken(payload, users.editor.email, PASSWORD),
      sales: await loginToken(payload, users.sales.email, PASSWORD),
      otherEditor: await loginToken(payload, users.otherEditor.email, PASSWORD),
    }

    const page = (title: string, path: string, status: 'draft' | 'published') =>
      payload.create({
        collection: 'pages',
        draft: status === 'draft',
        data: { title, path, description: 'A page.', _status: status } as Page,
        context: noRevalidate,
      })
    ids.draftPage = String((await page('Zebrafish launch', '/zebrafish-launch', 'draft')).id)
    ids.publishedPage = String((await page('Zebrafish facts', '/zebrafish-facts', 'published')).id)
    const pricing = (await payload.find({ collection: 'pages', where: { path: { equals: '/pricing' } }, limit: 1, depth: 0 })).docs[0]!
    ids.changedPage = String(pricing.id)
    await payload.update({ collection: 'pages', id: pricing.id, draft: true, data: { title: 'Pricing with zebrafish plans' }, context: noRevalidate })
    for (let i = 1; i <= ADMIN_SEARCH_PER_COLLECTION + 2; i += 1) await page(`Limitcheck page ${i}`, `/limitcheck-${i}`, 'draft')

    // A post whose title says nothing of the word its text holds: found through the site search's index.
    const seeded = (await payload.find({ collection: 'posts', limit: 1, depth: 0 })).docs[0] as Post
    const post = await payload.create({
      collection: 'posts',
      data: {
        title: 'An ordinary title',
        slug: 'ordinary-title',
        excerpt: 'Nothing to see.',
        content: richText('Deep in the text stands the word quokkanomics.'),
        coverImage: seeded.coverImage,
        authors: seeded.authors,
        categories: seeded.categories,
        publishedAt: new Date().toISOString(),
        _status: 'published',
      } as unknown as Post,
      context: noRevalidate,
    })
    ids.post = String(post.id)

    const media = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs[0]!
    ids.media = String(media.id)
    ids.mediaFilename = String(media.filename)
    await payload.update({ collection: 'media', id: media.id, data: { alt: 'A zebrafish diagram' }, context: noRevalidate })
    ids.redirect = String((await payload.create({ collection: 'redirects', data: { from: '/zebrafish-old', to: '/pricing', type: '301' }, context: noRevalidate })).id)
    const form = await payload.create({
      collection: 'forms',
      data: {
        title: 'Zebrafish webinar signup',
        fields: [{ blockType: 'email', name: 'email', label: 'Email', required: true }],
        confirmationType: 'message',
        confirmationMessage: richText('Thanks!'),
        _status: 'draft',
      } as never,
      draft: true,
      context: noRevalidate,
    })
    ids.form = String(form.id)

    // Imported after the boot, as the lead endpoints import it: it reads the environment.
    const { storeLead } = await import('@/features/leads/storeLead')
    await storeLead(payload, 'beta-signups', { firstName: 'Zora', lastName: 'Fish', company: 'Zebrafish Labs', email: 'zora@labs.test', topic: 'asv-scanning' })
    await storeLead(payload, 'sales-contacts', {
      firstName: 'Ada',
      lastName: 'Byron',
      email: 'ada@byron.test',
      message: 'We would like to hear about zebrafish tokenization for our card data.',
      captcha: 'skipped',
    })
    const inbox = await payload.find({ collection: 'leads', where: { email: { in: ['zora@labs.test', 'ada@byron.test'] } }, depth: 0 })
    for (const row of inbox.docs) ids[row.email === 'zora@labs.test' ? 'zoraLead' : 'adaLead'] = String(row.id)
  })
  afterAll(async () => {
    await booted?.shutdown()
  })

  it('finds an editor’s pages with their status, drafts included, and links each to its edit view', async () => {
    const answer = await answerOf(tokens.editor, 'zebrafish')
    const pages = group(answer, 'pages')!
    expect(pages.label).toBe('Pages')
    const byId = new Map(pages.results.map((result) => [result.id, result]))
    expect(byId.get(ids.draftPage)).toMatchObject({ title: 'Zebrafish launch', status: 'draft', url: `/admin/collections/pages/${ids.draftPage}` })
    expect(byId.get(ids.publishedPage)).toMatchObject({ title: 'Zebrafish facts', status: 'published' })
    // Published, with a newer draft: found by the draft's title, and said to be both.
    expect(byId.get(ids.changedPage)).toMatchObject({ title: 'Pricing with zebrafish plans', status: 'changed' })
  })

  it('finds media by alt text and file name, redirects by address and campaign forms, for an editor', async () => {
    const answer = await answerOf(tokens.editor, 'zebrafish')
    expect(found(answer, 'media')).toEqual([ids.media])
    expect(group(answer, 'media')!.results[0]!.detail).toBe('Alt: A zebrafish diagram')
    expect(found(answer, 'redirects')).toEqual([ids.redirect])
    expect(group(answer, 'forms')!.results).toEqual([expect.objectContaining({ id: ids.form, title: 'Zebrafish webinar signup', status: 'draft' })])
    expect(found(await answerOf(tokens.editor, ids.mediaFilename), 'media')).toContain(ids.media)
  })

  it('shows an editor no leads, no one else’s account and no index rows', async () => {
    const answer = await answerOf(tokens.editor, 'zebrafish')
    expect(answer.groups.map((g) => g.collection)).toEqual(expect.arrayContaining(['pages', 'media', 'redirects', 'forms']))
    for (const hidden of ['leads', 'beta-signups', 'sales-contacts', 'users', 'search-index', 'consent-records'])
      expect(found(answer, hidden)).toEqual([])
    expect((await answerOf(tokens.editor, 'zora')).groups).toEqual([])
  })

  it('finds sales their leads by email, name, company and message, and no content', async () => {
    const zebrafish = await answerOf(tokens.sales, 'zebrafish')
    expect(zebrafish.groups.map((g) => g.collection)).toEqual(['leads'])
    const leads = group(zebrafish, 'leads')!
    expect(leads.label).toBe('Sales inbox')
    expect(new Set(found(zebrafish, 'leads'))).toEqual(new Set([ids.zoraLead, ids.adaLead]))
    const details = leads.results.map((result) => result.detail)
    expect(details).toContain('Company: Zebrafish Labs')
    expect(details.some((detail) => detail?.startsWith('Message: ') && detail.includes('zebrafish tokenization'))).toBe(true)
    expect(leads.results.every((result) => result.status === null && result.url.startsWith('/admin/collections/leads/'))).toBe(true)

    expect(found(await answerOf(tokens.sales, 'zora@labs.test'), 'leads')).toEqual([ids.zoraLead])
    expect(found(await answerOf(tokens.sales, 'Ada Byron'), 'leads')).toEqual([ids.adaLead])
    // Two words in two fields (name and company) still find the one lead.
    expect(found(await answerOf(tokens.sales, 'zora labs'), 'leads')).toEqual([ids.zoraLead])
    expect(await answerOf(tokens.sales, 'quokkanomics')).toMatchObject({ groups: [] })
  })

  it('finds accounts for an admin only; others find only their own', async () => {
    expect(found(await answerOf(tokens.admin, 'Zebrafish Person'), 'users')).toEqual([String(users.otherEditor.id)])
    expect(found(await answerOf(tokens.editor, 'Zebrafish Person'), 'users')).toEqual([])
    expect(found(await answerOf(tokens.otherEditor, 'Zebrafish Person'), 'users')).toEqual([String(users.otherEditor.id)])
  })

  it('finds published documents by their text through the site search’s index', async () => {
    const answer = await answerOf(tokens.editor, 'quokkanomics')
    expect(group(answer, 'posts')?.results).toEqual([
      { id: ids.post, title: 'An ordinary title', status: 'published', url: `/admin/collections/posts/${ids.post}`, detail: 'Found in its published text' },
    ])
    // A prefix, as it is typed.
    expect(found(await answerOf(tokens.editor, 'quokkanom'), 'posts')).toEqual([ids.post])
  })

  it('lists a few documents per collection, then links to the collection’s list filtered the same way', async () => {
    const answer = await answerOf(tokens.editor, 'limitcheck')
    const pages = group(answer, 'pages')!
    expect(pages.results).toHaveLength(ADMIN_SEARCH_PER_COLLECTION)
    expect(pages.moreUrl).toBe(listUrl('/admin', 'pages', [{ name: 'title', label: 'Title' }], 'limitcheck'))
    expect(group(await answerOf(tokens.editor, 'zebrafish'), 'pages')!.moreUrl).toBeNull()
  })

  it('answers 401 signed out and 400 for a missing or too long query, and lets no cache keep an answer', async () => {
    expect(await ask(null, 'zebrafish')).toMatchObject({ status: 401, body: { errors: [{ message: 'Sign in to search the admin.' }] } })
    expect(await ask(tokens.editor, null)).toMatchObject({ status: 400, body: { errors: [{ message: 'Type what to search for in the q parameter.' }] } })
    expect(await ask(tokens.editor, '   ')).toMatchObject({ status: 400 })
    const long = await ask(tokens.editor, 'x'.repeat(ADMIN_SEARCH_MAX_CHARS + 1))
    expect(long).toMatchObject({ status: 400, body: { errors: [{ message: `Use at most ${ADMIN_SEARCH_MAX_CHARS} characters.` }] } })
    expect((await ask(tokens.editor, 'zebrafish')).headers.get('cache-control')).toBe('no-store')
  })

  it('takes input that is not a word without failing: LIKE wildcards, quotes, full-text operators', async () => {
    for (const q of ['%', '_', '"', "'; drop table pages; --", 'NEAR(a b)', 'a* OR b', '\\', '🦓 zebrafish'])
      expect((await ask(tokens.editor, q)).status).toBe(200)
  })

  it('is served at /api/admin-search by the app’s REST route (the config registers adminSearchPlugin)', async () => {
    const answer = await cmsRest(`${ADMIN_SEARCH_PATH}?q=zebrafish`, { headers: { authorization: `JWT ${tokens.sales}` } })
    expect(answer.status).toBe(200)
    expect((answer.body as unknown as AdminSearchAnswer).groups.map((g) => g.collection)).toEqual(['leads'])
    expect((await cmsRest(`${ADMIN_SEARCH_PATH}?q=zebrafish`)).status).toBe(401)
  })
})
