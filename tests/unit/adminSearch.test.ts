import type { Config, SanitizedCollectionConfig, TypedUser } from 'payload'
import { describe, expect, it } from 'vitest'

import { readAdminSearchAnswer, type AdminSearchAnswer } from '@/cms/admin/adminSearchAnswer'
import { searchedCollections, searchedFields } from '@/cms/admin/adminSearchCollections'
import { isSearchShortcut, type ShortcutKey } from '@/lib/searchShortcut'
import { listUrl, matchDetail, matchingWhere } from '@/cms/admin/adminSearchMatch'
import { moveActive, optionGroups, outcomeOf, resultsSummary } from '@/cms/admin/adminSearchOptions'
import { ADMIN_SEARCH_ACTION, adminSearchPlugin } from '@/cms/admin/adminSearchPlugin'
import { ADMIN_SEARCH_MAX_CHARS, ADMIN_SEARCH_MAX_WORDS, ADMIN_SEARCH_PATH, fullTextTerms, parseAdminSearch } from '@/cms/admin/adminSearchQuery'

describe('the admin search’s query', () => {
  it('refuses a missing, empty or too long query with what to do', () => {
    expect(parseAdminSearch(null)).toEqual({ error: 'Type what to search for in the q parameter.' })
    expect(parseAdminSearch('   ')).toEqual({ error: 'Type what to search for in the q parameter.' })
    expect(parseAdminSearch('x'.repeat(ADMIN_SEARCH_MAX_CHARS + 1))).toEqual({ error: `Use at most ${ADMIN_SEARCH_MAX_CHARS} characters.` })
    expect(parseAdminSearch('x'.repeat(ADMIN_SEARCH_MAX_CHARS))).toHaveProperty('query')
  })

  it('splits the words, once each, and keeps at most a few', () => {
    expect(parseAdminSearch('  Jane   acme JANE ')).toEqual({ query: { q: 'Jane   acme JANE', words: ['Jane', 'acme'] } })
    const many = Array.from({ length: 10 }, (_, i) => `w${i}`).join(' ')
    expect(parseAdminSearch(many)).toMatchObject({ query: { words: ['w0', 'w1', 'w2', 'w3', 'w4', 'w5'] } })
    expect(ADMIN_SEARCH_MAX_WORDS).toBe(6)
  })

  it('gives the full-text index letters and digits only', () => {
    expect(fullTextTerms(['"tokens"', 'OR', 'card*', 'a&b', 'NEAR(x'])).toEqual(['tokens', 'or', 'card', 'a', 'b', 'near'])
    expect(fullTextTerms(['%', '—'])).toEqual([])
  })
})

describe('what the admin search matches', () => {
  const field = (name: string, type = 'text', label?: string) => ({ name, type, ...(label ? { label } : {}) })
  const collection = (overrides: Record<string, unknown>): SanitizedCollectionConfig =>
    ({
      slug: 'things',
      labels: { singular: 'Thing', plural: 'Things' },
      admin: { useAsTitle: 'title' },
      flattenedFields: [field('title'), field('body', 'richText'), field('count', 'number')],
      timestamps: true,
      ...overrides,
    }) as unknown as SanitizedCollectionConfig
  const editor = { id: 1, roles: ['editor'] } as unknown as TypedUser

  it('reads the title, the list’s search fields, an upload’s file name and alt text and an account’s email, text fields only', () => {
    expect(searchedFields(collection({}))).toEqual({ titleField: 'title', fields: [{ name: 'title', label: 'Title' }] })
    const leads = collection({
      admin: { useAsTitle: 'email', listSearchableFields: ['email', 'company', 'count', 'missing'] },
      flattenedFields: [field('email', 'email'), field('company', 'text', 'Company name'), field('count', 'number')],
    })
    expect(searchedFields(leads).fields).toEqual([
      { name: 'email', label: 'Email' },
      { name: 'company', label: 'Company name' },
    ])
    const media = collection({ admin: { useAsTitle: 'id' }, upload: {}, flattenedFields: [field('filename'), field('alt')] })
    expect(searchedFields(media)).toEqual({ titleField: 'filename', fields: [{ name: 'filename', label: 'Filename' }, { name: 'alt', label: 'Alt' }] })
    const users = collection({ admin: { useAsTitle: 'name' }, auth: {}, flattenedFields: [field('name'), field('email', 'email')] })
    expect(searchedFields(users).fields.map((f) => f.name)).toEqual(['name', 'email'])
  })

  it('searches what the user’s nav shows: not hidden from them, not out of the nav, not skipped, and with a field to match', () => {
    const configs = [
      collection({ slug: 'pages', versions: { drafts: {} } }),
      collection({ slug: 'secret', admin: { useAsTitle: 'title', hidden: true } }),
      collection({ slug: 'sales-only', admin: { useAsTitle: 'title', hidden: ({ user }: { user: { roles: string[] } }) => !user.roles.includes('sales') } }),
      collection({ slug: 'records', admin: { useAsTitle: 'title', group: false } }),
      collection({ slug: 'search-index' }),
      collection({ slug: 'jobs', admin: { useAsTitle: 'id' } }),
      collection({ slug: 'redirects', labels: { singular: 'Redirect', plural: { en: 'Redirects' } }, timestamps: false }),
    ]
    const searched = searchedCollections(configs, editor, new Set(['search-index']))
    expect(searched.map((c) => c.slug)).toEqual(['pages', 'redirects'])
    expect(searched[0]).toMatchObject({ label: 'Things', drafts: true, timestamps: true })
    expect(searched[1]).toMatchObject({ label: 'Redirects', drafts: false, timestamps: false })
    const sales = { id: 2, roles: ['sales'] } as unknown as TypedUser
    expect(searchedCollections(configs, sales, new Set()).map((c) => c.slug)).toContain('sales-only')
  })

  it('asks for every word somewhere in the searched fields', () => {
    const fields = [
      { name: 'name', label: 'Name' },
      { name: 'company', label: 'Company' },
    ]
    expect(matchingWhere(fields, ['jane', 'acme'])).toEqual({
      and: [
        { or: [{ name: { like: 'jane' } }, { company: { like: 'jane' } }] },
        { or: [{ name: { like: 'acme' } }, { company: { like: 'acme' } }] },
      ],
    })
  })

  it('links to the list filtered in the list’s own filter format', () => {
    const url = listUrl('/admin', 'leads', [{ name: 'email', label: 'Email' }, { name: 'name', label: 'Name' }], 'jane doe')
    const parsed = new URL(url, 'http://x')
    expect(parsed.pathname).toBe('/admin/collections/leads')
    expect([...parsed.searchParams]).toEqual([
      ['where[or][0][and][0][email][like]', 'jane doe'],
      ['where[or][1][and][0][name][like]', 'jane doe'],
    ])
  })

  it('says which other field matched, around the words, when the title does not hold them', () => {
    const fields = [
      { name: 'email', label: 'Email' },
      { name: 'company', label: 'Company' },
      { name: 'message', label: 'Message' },
    ]
    expect(matchDetail(fields, 'email', { email: 'jane@acme.test', company: 'Acme' }, ['acme'])).toBeNull()
    expect(matchDetail(fields, 'email', { email: 'jane@x.test', company: 'Acme Ltd' }, ['ACME'])).toBe('Company: Acme Ltd')
    const long = `${'before '.repeat(30)}tokenization question${' after'.repeat(30)}`
    const detail = matchDetail(fields, 'email', { email: 'j@x.test', message: long }, ['tokenization'])!
    expect(detail).toMatch(/^Message: ….*tokenization question.*…$/)
    expect(detail.length).toBeLessThan(110)
    expect(matchDetail(fields, 'email', { email: 'j@x.test' }, ['nothing'])).toBeNull()
  })
})

describe('the admin search dialog', () => {
  const body = { tagName: 'BODY', isContentEditable: false } as unknown as EventTarget
  const key = (init: Partial<ShortcutKey> & { key: string }): ShortcutKey => ({
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    target: body,
    ...init,
  })

  it('opens with Ctrl K (⌘K on Apple), and "/" outside text fields and the rich-text editor', () => {
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true }), false)).toBe(true)
    expect(isSearchShortcut(key({ key: 'k', metaKey: true }), true)).toBe(true)
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true }), true)).toBe(false)
    expect(isSearchShortcut(key({ key: '/' }), false)).toBe(true)
    expect(isSearchShortcut(key({ key: '/', target: { tagName: 'INPUT' } as unknown as EventTarget }), false)).toBe(false)
    expect(isSearchShortcut(key({ key: '/', target: { tagName: 'DIV', isContentEditable: true } as unknown as EventTarget }), false)).toBe(false)
    const textbox = { tagName: 'DIV', getAttribute: (name: string) => (name === 'role' ? 'textbox' : null) } as unknown as EventTarget
    expect(isSearchShortcut(key({ key: '/', target: textbox }), false)).toBe(false)
    expect(isSearchShortcut(key({ key: '/', ctrlKey: true }), false)).toBe(false)
  })

  const answer: AdminSearchAnswer = {
    query: 'pricing',
    incomplete: false,
    groups: [
      {
        collection: 'pages',
        label: 'Pages',
        results: [
          { id: '1', title: 'Pricing', status: 'published', url: '/admin/collections/pages/1', detail: null },
          { id: '2', title: 'Pricing (new)', status: 'draft', url: '/admin/collections/pages/2', detail: null },
        ],
        moreUrl: '/admin/collections/pages?where',
      },
      {
        collection: 'media',
        label: 'Media',
        results: [{ id: '9', title: 'pricing.png', status: null, url: '/admin/collections/media/9', detail: 'Alt: Pricing table' }],
        moreUrl: null,
      },
    ],
  }

  it('numbers the options in the order shown, each group’s "Show all" after its results, and wraps the arrows', () => {
    const groups = optionGroups(answer)
    expect(groups.flatMap((g) => g.options.map((o) => [o.index, o.kind, o.url]))).toEqual([
      [0, 'result', '/admin/collections/pages/1'],
      [1, 'result', '/admin/collections/pages/2'],
      [2, 'more', '/admin/collections/pages?where'],
      [3, 'result', '/admin/collections/media/9'],
    ])
    expect(optionGroups(null)).toEqual([])
    expect(moveActive(3, 1, 4)).toBe(0)
    expect(moveActive(0, -1, 4)).toBe(3)
    expect(moveActive(-1, 1, 4)).toBe(0)
    expect(moveActive(0, 1, 0)).toBe(-1)
  })

  it('shows the answer, or words that say what to do', () => {
    expect(outcomeOf(200, answer)).toEqual({ kind: 'answer', answer })
    expect(outcomeOf(401, { errors: [] })).toEqual({ kind: 'error', message: 'Your session has ended. Sign in again, then search.' })
    expect(outcomeOf(400, { errors: [{ message: 'Use at most 100 characters.' }] })).toEqual({ kind: 'error', message: 'Use at most 100 characters.' })
    expect(outcomeOf(500, null)).toEqual({ kind: 'error', message: 'The search did not answer. Try again in a moment.' })
    expect(outcomeOf(200, { groups: 'no' })).toEqual({ kind: 'error', message: 'The search did not answer. Try again in a moment.' })
    expect(resultsSummary(answer)).toBe('3 results in 2 collections. Use the arrow keys to choose, Enter to open.')
    expect(resultsSummary({ ...answer, groups: [], incomplete: true })).toBe(
      'Nothing found for “pricing”. Try fewer or shorter words. Some collections could not be searched just now: search again in a moment.',
    )
  })

  it('follows only links within the site', () => {
    const elsewhere = (url: string) => ({ ...answer, groups: [{ ...answer.groups[1]!, results: [{ ...answer.groups[1]!.results[0]!, url }] }] })
    expect(readAdminSearchAnswer(elsewhere('//evil.test/x'))).toBeNull()
    expect(readAdminSearchAnswer(elsewhere('https://evil.test/x'))).toBeNull()
    expect(readAdminSearchAnswer(elsewhere('/\\evil.test'))).toBeNull()
    expect(readAdminSearchAnswer({ ...answer, groups: [{ ...answer.groups[0]!, moreUrl: 'javascript:alert(1)' }] })).toBeNull()
    expect(readAdminSearchAnswer(answer)).toEqual(answer)
  })
})

describe('the admin search plugin', () => {
  it('adds the endpoint and the header’s button beside what is there', () => {
    const before = { endpoints: [], admin: { components: { actions: ['/other#Other'], graphics: {} } } } as unknown as Config
    const after = adminSearchPlugin()(before) as Config
    expect(after.endpoints?.map((endpoint) => [endpoint.method, endpoint.path])).toEqual([['get', ADMIN_SEARCH_PATH]])
    expect(after.admin?.components?.actions).toEqual(['/other#Other', ADMIN_SEARCH_ACTION])
    expect(after.admin?.components?.graphics).toEqual({})
  })
})
