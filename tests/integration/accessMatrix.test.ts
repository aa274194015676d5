import { randomUUID } from 'node:crypto'

import { type CollectionSlug, type GlobalSlug, type Payload, type SanitizedConfig } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { User } from '@/cms/payload-types'
import { seedGlobals } from '@/cms/seed/globals'

import {
  collectionNames,
  globalName,
  graphql,
  loginToken,
  mutationInputTypes,
  rest,
  type GraphQLAnswer,
  type Upload,
} from './helpers/apiRoutes'
import { bootPayload, noRevalidate, type Booted } from './helpers/bootPayload'
import { tinyPdf } from './helpers/cvFiles'
import { richText } from './helpers/richText'

// Outside a Next server revalidateTag throws and the hook would POST to a server on PORT.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag: () => undefined,
}))

/**
 * Issue 6: every collection and global × every role and anonymous requests × every operation,
 * through Payload's REST and GraphQL route handlers (helpers/apiRoutes.ts), authenticated as
 * the admin panel is, with a JWT in `Authorization: JWT …`.
 */

type Role = 'admin' | 'editor' | 'sales'
type Who = 'anonymous' | Role
type Api = 'REST' | 'GraphQL'
const WHO: readonly Who[] = ['anonymous', 'admin', 'editor', 'sales']
const EVERYONE = WHO
const CONTENT_STAFF: readonly Who[] = ['admin', 'editor']
const ADMIN: readonly Who[] = ['admin']
const NOBODY: readonly Who[] = []

type Row = {
  /** What the row stands for, in words. */
  note: string
  /** Whether the collection keeps drafts (checked against the config). */
  drafts: boolean
  /** Who reads existing (for drafts collections: published) documents. */
  read: readonly Who[]
  /** Who reads drafts, by id with ?draft=true and in lists; everyone else gets the published version. */
  readDrafts?: readonly Who[]
  /** Who reads the document's versions (its history); present exactly when the collection keeps versions. */
  readVersions?: readonly Who[]
  /** Who reads and updates only their own document (users). */
  self?: readonly Who[]
  create: readonly Who[]
  update: readonly Who[]
  delete: readonly Who[]
}

const publishedContent = (what: string): Row => ({
  note: `${what}: anyone reads published documents; admins and editors read drafts and write`,
  drafts: true,
  read: EVERYONE,
  readDrafts: CONTENT_STAFF,
  readVersions: CONTENT_STAFF,
  create: CONTENT_STAFF,
  update: CONTENT_STAFF,
  delete: CONTENT_STAFF,
})
const publicOnSave = (what: string): Row => ({
  note: `${what}: no drafts; anyone reads, admins and editors write`,
  drafts: false,
  read: EVERYONE,
  create: CONTENT_STAFF,
  update: CONTENT_STAFF,
  delete: CONTENT_STAFF,
})
const lead = (what: string): Row => ({
  note: `${what}: admins and sales read; nobody creates through the API (the site's endpoints write); admins correct and delete`,
  drafts: false,
  read: ['admin', 'sales'],
  create: NOBODY,
  update: ADMIN,
  delete: ADMIN,
})

/** The expected access of every collection in the config. */
const COLLECTIONS: Record<string, Row> = {
  pages: publishedContent('Pages'),
  posts: publishedContent('Blog posts'),
  changelog: publishedContent('Changelog entries'),
  webinars: publishedContent('Webinars'),
  papers: publishedContent('Papers'),
  press: publishedContent('Press releases'),
  customers: publishedContent('Customer stories'),
  jobs: publishedContent('Jobs'),
  legal: publishedContent('Legal documents'),
  categories: publicOnSave('Blog categories'),
  authors: publicOnSave('Authors'),
  media: {
    ...publicOnSave('Media (uploads)'),
    note: 'Media (uploads): no drafts; admins and editors read and write every upload; anyone else reads one only once published content uses it or an editor marked it public (the fixture is marked public; mediaVisibility.test.ts covers the rest)',
  },
  'media-usages': {
    note: 'Media usages: which published document shows which upload, kept by hooks; admins and editors read them; nobody writes them through the API',
    drafts: false,
    read: CONTENT_STAFF,
    create: NOBODY,
    update: NOBODY,
    delete: NOBODY,
  },
  'search-index': {
    note: 'Site search index: one entry per published document, written by the search plugin’s hooks; admins and editors read it, set priorities and rebuild it (Reindex); nobody creates entries through the API, visitors search through /api/search',
    drafts: false,
    read: CONTENT_STAFF,
    create: NOBODY,
    update: CONTENT_STAFF,
    delete: CONTENT_STAFF,
  },
  redirects: {
    note: 'Redirects: no drafts; only admins and editors read or write them (the proxy reads its table from a signed endpoint)',
    drafts: false,
    read: CONTENT_STAFF,
    create: CONTENT_STAFF,
    update: CONTENT_STAFF,
    delete: CONTENT_STAFF,
  },
  users: {
    note: 'Users: admins manage every account; editors and sales read and update only their own, without changing their roles; anonymous nothing',
    drafts: false,
    read: ADMIN,
    self: ['editor', 'sales'],
    create: ADMIN,
    update: ADMIN,
    delete: ADMIN,
  },
  leads: {
    note: 'Sales inbox: admins and sales read it and its history (versions) and follow leads up; nobody creates through the API (the lead repository writes a row with each lead); admins delete',
    drafts: false,
    read: ['admin', 'sales'],
    readVersions: ['admin', 'sales'],
    create: NOBODY,
    update: ['admin', 'sales'],
    delete: ADMIN,
  },
  'sales-contacts': lead('Sales contacts'),
  'demo-requests': lead('Demo requests'),
  'beta-signups': lead('Beta sign-ups'),
  'job-applications': lead('Job applications'),
  'campaign-submissions': lead('Campaign form answers'),
  forms: publishedContent('Campaign forms'),
  'cv-uploads': lead('CVs (private uploads)'),
  'consent-records': {
    note: 'Consent records: proof of a choice; admins read and delete (retention); nobody creates or edits through the API',
    drafts: false,
    read: ADMIN,
    create: NOBODY,
    update: NOBODY,
    delete: ADMIN,
  },
}

/** The expected access of every global: site-wide settings anyone reads and content staff edit. */
const GLOBALS: Record<string, { read: readonly Who[]; readVersions: readonly Who[]; update: readonly Who[] }> = {
  'site-settings': { read: EVERYONE, readVersions: CONTENT_STAFF, update: CONTENT_STAFF },
  'header-nav': { read: EVERYONE, readVersions: CONTENT_STAFF, update: CONTENT_STAFF },
  footer: { read: EVERYONE, readVersions: CONTENT_STAFF, update: CONTENT_STAFF },
  banner: { read: EVERYONE, readVersions: CONTENT_STAFF, update: CONTENT_STAFF },
}

/**
 * Payload's own collections and the import-export plugin's, outside this matrix (payload-jobs:
 * see leadAccess.test.ts; exports and imports: salesInbox.test.ts; payload-locked-documents:
 * its own block at the end of this file).
 */
const INTERNAL = new Set(['exports', 'imports', 'payload-jobs', 'payload-preferences', 'payload-migrations', 'payload-locked-documents', 'payload-kv', 'payload-folders'])

// ---------------------------------------------------------------------------------------------
// Fixtures: valid data for a new document of each collection, and a text field to mark changes.

type Data = Record<string, unknown>
type Fixture = {
  /** A text field an update changes and a draft is told apart by (none for CVs: updatedAt is compared). */
  label?: string
  /** A valid value for `label`, unique by `n`; `Marker n` (or an address for email fields) when absent. */
  marker?: (n: string) => string
  /** Valid data for a new (published) document; `n` keeps unique fields unique. */
  data: (n: string, api?: Api) => Data
  upload?: 'image' | 'pdf'
  /**
   * Fields Payload's GraphQL update input declares non-null even for a partial update (a group
   * with required subfields): an update carries their stored values along, through both APIs.
   */
  carry?: string[]
}

const refs = { image: 0, pdf: 0, author: 0, category: 0, job: 0, cv: 0 }
const day = '2026-06-01T09:00:00.000Z'
const text = (n: string) => richText(`Body ${n}.`)
const published = { _status: 'published' }

const FIXTURES: Record<string, Fixture> = {
  pages: { label: 'title', data: (n) => ({ title: `Page ${n}`, path: `/matrix/${n}`, description: 'Matrix page.', header: 'dark', ...published }) },
  posts: {
    label: 'title',
    data: (n) => ({
      title: `Post ${n}`,
      slug: n,
      excerpt: 'Excerpt.',
      coverImage: refs.image,
      content: text(n),
      publishedAt: day,
      authors: [refs.author],
      categories: [refs.category],
      ...published,
    }),
  },
  changelog: { label: 'title', data: (n) => ({ title: `Change ${n}`, slug: n, summary: 'Summary.', content: text(n), publishedAt: day, ...published }) },
  webinars: {
    label: 'title',
    data: (n) => ({ title: `Webinar ${n}`, slug: n, startsAt: day, durationMinutes: 45, summary: 'Summary.', speakers: [{ name: 'Ada', title: 'CTO' }], ...published }),
  },
  papers: { label: 'title', data: (n) => ({ title: `Paper ${n}`, slug: n, abstract: 'Abstract.', pdf: refs.pdf, publishedAt: day, ...published }) },
  press: { label: 'title', data: (n) => ({ title: `Release ${n}`, slug: n, location: 'London', summary: 'Summary.', content: text(n), publishedAt: day, ...published }) },
  customers: {
    label: 'name',
    carry: ['quote'],
    data: (n) => ({
      name: `Customer ${n}`,
      slug: n,
      logo: refs.image,
      industry: 'Fintech',
      headline: 'Headline.',
      summary: 'Summary.',
      quote: { text: 'Quote.', author: 'Ada', role: 'CTO' },
      results: [{ value: '10x', label: 'faster' }],
      content: text(n),
      ...published,
    }),
  },
  jobs: {
    label: 'title',
    data: (n) => ({
      title: `Job ${n}`,
      slug: n,
      department: 'engineering',
      location: 'London',
      employmentType: 'FULL_TIME',
      summary: 'Summary.',
      description: text(n),
      postedAt: day,
      ...published,
    }),
  },
  legal: { label: 'title', data: (n) => ({ title: `Terms ${n}`, slug: n, summary: 'Summary.', effectiveDate: day, content: text(n), ...published }) },
  categories: { label: 'title', data: (n) => ({ title: `Category ${n}`, slug: n }) },
  authors: { label: 'name', data: (n) => ({ name: `Author ${n}` }) },
  media: { label: 'alt', upload: 'image', data: (n) => ({ alt: `Image ${n}`, public: true }) },
  'media-usages': { label: 'source', marker: (n) => `test:${n}`, data: (n) => ({ media: refs.image, source: `test:${n}` }) },
  'search-index': {
    label: 'title',
    data: (n) => ({ title: `Entry ${n}`, type: 'posts', url: `/blog/${n}`, doc: { relationTo: 'jobs', value: refs.job } }),
  },
  // GraphQL names enum values after the option values, so '301' is sent as `_301` there.
  redirects: {
    label: 'to',
    marker: (n) => `/marker-${n}`,
    data: (n, api) => ({ from: `/old-${n}`, to: `/new-${n}`, type: api === 'GraphQL' ? '_301' : '301' }),
  },
  users: { label: 'email', data: (n) => ({ email: `${n}@cipherwell.test`, password: 'a long test password', roles: ['editor'] }) },
  leads: {
    label: 'nextStep',
    data: (n) => ({ form: 'demoRequest', email: `${n}@example.test`, nextStep: `Lead ${n}`, status: 'new', delivery: 'queued', deliveryKey: randomUUID() }),
  },
  'sales-contacts': {
    label: 'firstName',
    data: (n) => ({ firstName: `First ${n}`, lastName: 'Last', email: `${n}@example.test`, message: 'Hi', captcha: 'skipped', deliveryKey: randomUUID() }),
  },
  'demo-requests': { label: 'email', data: (n) => ({ email: `${n}@example.test`, deliveryKey: randomUUID() }) },
  'beta-signups': {
    label: 'firstName',
    data: (n) => ({ firstName: `First ${n}`, lastName: 'Last', company: 'Co', email: `${n}@example.test`, topic: 'asv-scanning', deliveryKey: randomUUID() }),
  },
  'job-applications': {
    label: 'name',
    data: (n) => ({ job: refs.job, name: `Applicant ${n}`, email: `${n}@example.test`, cv: refs.cv, deliveryKey: randomUUID() }),
  },
  'campaign-submissions': {
    label: 'email',
    data: (n) => ({ formTitle: `Form ${n}`, email: `${n}@example.test`, answers: [], captcha: 'skipped', deliveryKey: randomUUID() }),
  },
  // The redirect group has a required address, so GraphQL's input declares the group non-null.
  forms: {
    label: 'title',
    data: (n) => ({
      title: `Form ${n}`,
      fields: [{ blockType: 'email', name: 'email', label: 'Email', required: true }],
      confirmationType: 'message',
      confirmationMessage: text(n),
      redirect: { url: '/thank-you' },
      ...published,
    }),
    carry: ['redirect'],
  },
  'cv-uploads': { upload: 'pdf', data: () => ({}) },
  'consent-records': { label: 'policyVersion', data: (n) => ({ visitorId: randomUUID(), choice: 'accepted', policyVersion: `v-${n}` }) },
}

/**
 * How each global is changed, and where the change shows. Payload's GraphQL input for a global
 * declares its required fields non-null, so site settings are sent whole (`current`, as stored).
 */
const SETTINGS_REQUIRED = ['docs', 'apiReference', 'login', 'statusPage', 'talkToExpert']
const GLOBAL_PATCHES: Record<string, { data: (marker: string, current: Data) => Data; seen: (doc: Data) => unknown }> = {
  'site-settings': {
    data: (marker, current) => ({ ...Object.fromEntries(SETTINGS_REQUIRED.map((name) => [name, current[name]])), brandName: marker }),
    seen: (doc) => doc.brandName,
  },
  'header-nav': { data: (marker) => ({ items: [{ title: marker }] }), seen: (doc) => (doc.items as { title: string }[] | undefined)?.[0]?.title },
  footer: { data: (marker) => ({ columns: [{ title: marker }] }), seen: (doc) => (doc.columns as { title: string }[] | undefined)?.[0]?.title },
  banner: { data: (marker) => ({ linkLabel: marker }), seen: (doc) => doc.linkLabel },
}

let counter = 0
const unique = () => `m${++counter}`
const markerFor = (fixture: Fixture, n: string) =>
  fixture.marker ? fixture.marker(n) : fixture.label === 'email' ? `${n}@marker.test` : `Marker ${n}`

// ---------------------------------------------------------------------------------------------

let booted: Booted
let payload: Payload
let config: SanitizedConfig
let graphqlSchemaError: string | null = null
let inputTypes: Map<string, string>
let imagePng: Buffer
const users = {} as Record<Role, User>
const tokens: Record<Who, string | null> = { anonymous: null, admin: null, editor: null, sales: null }
/** Per collection: a published document (with a newer unpublished edit where there are drafts), a draft, and an update target. */
const docs: Record<string, { published: number; draft?: number; target: number }> = {}
const PUBLISHED_LABEL = (slug: string) => `Published ${slug}`
const PENDING_LABEL = (slug: string) => `Pending edit ${slug}`
const DRAFT_LABEL = (slug: string) => `Unpublished ${slug}`

const fileFor = (fixture: Fixture, n: string): Upload | undefined =>
  fixture.upload === 'image'
    ? { name: `${n}.png`, type: 'image/png', data: imagePng }
    : fixture.upload === 'pdf'
      ? { name: `${n}.pdf`, type: 'application/pdf', data: tinyPdf() }
      : undefined

/** Creates a document with the local API (no access checks), as the seed would. */
async function make(slug: string, overrides: Data = {}, options: { draft?: boolean } = {}): Promise<number> {
  const fixture = FIXTURES[slug]!
  const n = unique()
  const file = fileFor(fixture, n)
  const doc = await payload.create({
    collection: slug as CollectionSlug,
    data: { ...fixture.data(n), ...overrides } as never,
    draft: options.draft,
    ...(file ? { file: { data: file.data, mimetype: file.type, name: file.name, size: file.data.length } } : {}),
    context: noRevalidate,
  })
  return doc.id as number
}

/** The document as stored, or null: read with the local API, without access checks. */
const stored = async (slug: string, id: number): Promise<Data | null> =>
  ((await payload.find({ collection: slug as CollectionSlug, where: { id: { equals: id } }, depth: 0 })).docs[0] as Data | undefined) ?? null

const storedGlobal = async (slug: string): Promise<Data> => (await payload.findGlobal({ slug: slug as GlobalSlug, depth: 0 })) as unknown as Data

const savedGraphql = process.env.GRAPHQL_ENABLED

beforeAll(async () => {
  // Off by default (the site uses none of it): on here, so its access is checked like REST's.
  process.env.GRAPHQL_ENABLED = 'true'
  booted = await bootPayload()
  payload = booted.payload
  config = payload.config
  // The seed's globals; the documents each case needs are made below (the full seed draws
  // dozens of images and would double this file's run time).
  await seedGlobals(payload)
  imagePng = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3355ff' } }).png().toBuffer()

  for (const role of ['admin', 'editor', 'sales'] as const) {
    const email = `matrix-${role}@cipherwell.test`
    users[role] = await payload.create({ collection: 'users', data: { email, password: 'a long test password', roles: [role] } })
    tokens[role] = await loginToken(payload, email, 'a long test password')
  }

  refs.image = await make('media')
  const pdf = tinyPdf()
  refs.pdf = (await payload.create({
    collection: 'media',
    data: { alt: 'A paper' },
    file: { data: pdf, mimetype: 'application/pdf', name: 'paper.pdf', size: pdf.length },
    context: noRevalidate,
  })).id
  refs.author = await make('authors')
  refs.category = await make('categories')
  refs.job = await make('jobs')
  refs.cv = await make('cv-uploads')

  for (const [slug, row] of Object.entries(COLLECTIONS)) {
    const { label } = FIXTURES[slug]!
    const labelled = (text: string) => (label && label !== 'email' ? { [label]: text } : {})
    const publishedId = await make(slug, labelled(PUBLISHED_LABEL(slug)))
    docs[slug] = { published: publishedId, target: await make(slug) }
    if (row.drafts) {
      await payload.update({
        collection: slug as CollectionSlug,
        id: publishedId,
        draft: true,
        data: { [label!]: PENDING_LABEL(slug) } as never,
        context: noRevalidate,
      })
      docs[slug].draft = await make(slug, { ...labelled(DRAFT_LABEL(slug)), _status: 'draft' }, { draft: true })
    }
  }

  // Ask the GraphQL API with the site's config first: the answer is the schema test's evidence.
  const probe = await graphql(config, '{ __typename }', { token: tokens.admin }).catch((error: unknown) => ({
    status: 500,
    data: null,
    errors: [{ message: error instanceof Error ? error.message : String(error) }],
  }))
  graphqlSchemaError = probe.errors[0]?.message ?? null
  inputTypes = graphqlSchemaError ? new Map() : await mutationInputTypes(config, tokens.admin!)
})

afterAll(async () => {
  await booted?.shutdown()
  if (savedGraphql === undefined) delete process.env.GRAPHQL_ENABLED
  else process.env.GRAPHQL_ENABLED = savedGraphql
})

describe('the matrix covers the config', () => {
  it('has a row for every collection and global, and no others', () => {
    const collections = config.collections.map((collection) => collection.slug).filter((slug) => !INTERNAL.has(slug))
    expect([...collections].sort()).toEqual(Object.keys(COLLECTIONS).sort())
    expect(config.globals.map((global) => global.slug).sort()).toEqual(Object.keys(GLOBALS).sort())
    expect(Object.keys(FIXTURES).sort()).toEqual(Object.keys(COLLECTIONS).sort())
  })

  it.each(Object.entries(COLLECTIONS))('%s: drafts and versions as the row says', (slug, row) => {
    const collection = config.collections.find((candidate) => candidate.slug === slug)!
    expect(Boolean(collection.versions && collection.versions.drafts)).toBe(row.drafts)
    expect(Boolean(row.readDrafts)).toBe(row.drafts)
    expect(Boolean(collection.versions)).toBe(Boolean(row.readVersions))
  })

  it('every global keeps versions', () => {
    for (const global of config.globals) expect(Boolean(global.versions), global.slug).toBe(true)
  })
})

describe('GraphQL', () => {
  it('builds its schema from the site config (POST /api/graphql answers at all)', () => {
    expect(graphqlSchemaError).toBeNull()
  })
})

// ---------------------------------------------------------------------------------------------
// One client per API, answering in the same terms.

type Outcome = { ok: true; doc: Data } | { ok: false; status: number; name?: string; message?: string }
type Listing = { ok: true; docs: Data[] } | { ok: false; status: number; message?: string }

interface Client {
  findByID(slug: string, id: number, who: Who, draft?: boolean): Promise<Outcome>
  /** A list under access control, narrowed to `only` (the documents the case is about) to keep it quick. */
  list(slug: string, who: Who, only: number[], draft?: boolean): Promise<Listing>
  create(slug: string, data: Data, who: Who, file?: Upload): Promise<Outcome>
  update(slug: string, id: number, data: Data, who: Who): Promise<Outcome>
  remove(slug: string, id: number, who: Who): Promise<Outcome>
  /** The versions of one document (`parent`), as a list. */
  versions(slug: string, who: Who, parent: number): Promise<Listing>
  globalVersions(slug: string, who: Who): Promise<Listing>
  readGlobal(slug: string, who: Who): Promise<Outcome>
  updateGlobal(slug: string, data: Data, who: Who): Promise<Outcome>
}

/**
 * Payload answers a write with `{ doc, message }` and a read with the document itself, which
 * may have a field named `doc` of its own (the search index's link to its document).
 */
const restOutcome = ({ status, body }: { status: number; body: Data }, okStatus: number): Outcome =>
  status === okStatus
    ? { ok: true, doc: 'message' in body && body.doc ? (body.doc as Data) : body }
    : { ok: false, status, name: (body.errors as { name?: string }[] | undefined)?.[0]?.name }

const REST_CLIENT: Client = {
  findByID: async (slug, id, who, draft = false) => restOutcome(await rest(config, 'GET', `/${slug}/${id}?depth=0&draft=${draft}`, { token: tokens[who] }), 200),
  list: async (slug, who, only, draft = false) => {
    const { status, body } = await rest(config, 'GET', `/${slug}?depth=0&limit=100&draft=${draft}&where[id][in]=${only.join(',')}`, { token: tokens[who] })
    return status === 200 ? { ok: true, docs: body.docs as Data[] } : { ok: false, status }
  },
  create: async (slug, data, who, file) => restOutcome(await rest(config, 'POST', `/${slug}?depth=0`, { token: tokens[who], json: data, file }), 201),
  update: async (slug, id, data, who) => restOutcome(await rest(config, 'PATCH', `/${slug}/${id}?depth=0`, { token: tokens[who], json: data }), 200),
  remove: async (slug, id, who) => restOutcome(await rest(config, 'DELETE', `/${slug}/${id}?depth=0`, { token: tokens[who] }), 200),
  versions: async (slug, who, parent) => {
    const { status, body } = await rest(config, 'GET', `/${slug}/versions?depth=0&where[parent][equals]=${parent}`, { token: tokens[who] })
    return status === 200 ? { ok: true, docs: body.docs as Data[] } : { ok: false, status }
  },
  globalVersions: async (slug, who) => {
    const { status, body } = await rest(config, 'GET', `/globals/${slug}/versions?depth=0`, { token: tokens[who] })
    return status === 200 ? { ok: true, docs: body.docs as Data[] } : { ok: false, status }
  },
  readGlobal: async (slug, who) => restOutcome(await rest(config, 'GET', `/globals/${slug}?depth=0`, { token: tokens[who] }), 200),
  updateGlobal: async (slug, data, who) => restOutcome(await rest(config, 'POST', `/globals/${slug}?depth=0`, { token: tokens[who], json: data }), 200),
}

const selection = (slug: string) => {
  const label = FIXTURES[slug]?.label
  return `{ id updatedAt ${label ?? ''} }`
}
const gqlOutcome = (answer: GraphQLAnswer, field: string): Outcome => {
  const error = answer.errors[0]
  if (error) return { ok: false, status: error.extensions?.statusCode ?? answer.status, name: error.extensions?.name, message: error.message }
  return { ok: true, doc: answer.data![field] as Data }
}
const gqlListing = (answer: GraphQLAnswer): Listing => {
  const error = answer.errors[0]
  if (error) return { ok: false, status: error.extensions?.statusCode ?? answer.status, message: error.message }
  return { ok: true, docs: (answer.data!.list as { docs: Data[] }).docs }
}
const inputType = (mutation: string) => {
  const type = inputTypes.get(mutation)
  if (!type) throw new Error(`the GraphQL schema has no ${mutation}(data:)`)
  return type
}
const gql = (query: string, who: Who, variables?: Data) => graphql(config, query, { token: tokens[who], variables })

const GRAPHQL_CLIENT: Client = {
  findByID: async (slug, id, who, draft = false) => {
    const { one } = collectionNames(slug)
    return gqlOutcome(await gql(`{ doc: ${one}(id: ${id}, draft: ${draft}) ${selection(slug)} }`, who), 'doc')
  },
  list: async (slug, who, only, draft = false) => {
    const { many } = collectionNames(slug)
    const answer = await gql(`{ list: ${many}(draft: ${draft}, limit: 100, where: { OR: [${only.map((id) => `{ id: { equals: ${id} } }`).join(', ')}] }) { docs ${selection(slug)} } }`, who)
    const error = answer.errors[0]
    if (error) return { ok: false, status: error.extensions?.statusCode ?? answer.status, message: error.message }
    return { ok: true, docs: (answer.data!.list as { docs: Data[] }).docs }
  },
  create: async (slug, data, who) => {
    const mutation = `create${collectionNames(slug).one}`
    return gqlOutcome(await gql(`mutation ($data: ${inputType(mutation)}!) { doc: ${mutation}(data: $data) ${selection(slug)} }`, who, { data }), 'doc')
  },
  update: async (slug, id, data, who) => {
    const mutation = `update${collectionNames(slug).one}`
    return gqlOutcome(await gql(`mutation ($data: ${inputType(mutation)}!) { doc: ${mutation}(id: ${id}, data: $data) ${selection(slug)} }`, who, { data }), 'doc')
  },
  remove: async (slug, id, who) => gqlOutcome(await gql(`mutation { doc: delete${collectionNames(slug).one}(id: ${id}) { id } }`, who), 'doc'),
  versions: async (slug, who, parent) =>
    gqlListing(await gql(`{ list: versions${collectionNames(slug).many}(where: { parent: { equals: ${parent} } }) { docs { id } } }`, who)),
  globalVersions: async (slug, who) => gqlListing(await gql(`{ list: versions${globalName(slug)} { docs { id } } }`, who)),
  readGlobal: async (slug, who) => gqlOutcome(await gql(`{ doc: ${globalName(slug)} { updatedAt } }`, who), 'doc'),
  updateGlobal: async (slug, data, who) => {
    const mutation = `update${globalName(slug)}`
    return gqlOutcome(await gql(`mutation ($data: ${inputType(mutation)}!) { doc: ${mutation}(data: $data) { updatedAt } }`, who, { data }), 'doc')
  },
}

const CLIENTS: Record<Api, Client> = { REST: REST_CLIENT, GraphQL: GRAPHQL_CLIENT }

/** A refusal: Forbidden, or Not Found where access is a query the document does not match. */
const expectRefused = (outcome: Outcome | Listing, context: string) => {
  expect(outcome.ok, `${context}: expected a refusal, got ${JSON.stringify(outcome).slice(0, 300)}`).toBe(false)
  if (!outcome.ok) expect([403, 404], context).toContain(outcome.status)
}
const expectOk = <T extends Outcome | Listing>(outcome: T, context: string): Extract<T, { ok: true }> => {
  expect(outcome.ok, `${context}: expected success, got ${JSON.stringify(outcome).slice(0, 300)}`).toBe(true)
  return outcome as Extract<T, { ok: true }>
}
const ids = (listing: Listing) => (listing.ok ? listing.docs.map((doc) => Number(doc.id)) : [])
const allows = (rule: readonly Who[] | undefined, who: Who) => Boolean(rule?.includes(who))
const verdict = (allowed: boolean) => (allowed ? 'allowed' : 'refused')

// ---------------------------------------------------------------------------------------------

describe.each(Object.keys(CLIENTS) as Api[])('through the %s API', (api) => {
  const client = CLIENTS[api]

  describe.each(Object.entries(COLLECTIONS))('%s', (slug, row) => {
    const fixture = FIXTURES[slug]!
    const label = fixture.label
    const isSelf = (who: Who) => allows(row.self, who)

    it.each(WHO.map((who) => [who, isSelf(who) ? 'own document only' : verdict(allows(row.read, who))] as const))(
      'read as %s: %s',
      async (who) => {
        const { published } = docs[slug]!
        const byId = await client.findByID(slug, published, who)
        const own = isSelf(who) ? [users[who as Role].id] : []
        const listing = await client.list(slug, who, [published, ...own])
        if (allows(row.read, who)) {
          expect(Number(expectOk(byId, 'by id').doc.id)).toBe(published)
          expect(ids(expectOk(listing, 'list'))).toContain(published)
          if (row.drafts && label) expect(byId.ok && byId.doc[label]).toBe(PUBLISHED_LABEL(slug))
        } else if (isSelf(who)) {
          expectRefused(byId, "someone else's by id")
          expect(ids(expectOk(listing, 'list'))).toEqual([users[who as Role].id])
          expect(Number(expectOk(await client.findByID(slug, users[who as Role].id, who), 'own by id').doc.id)).toBe(users[who as Role].id)
        } else {
          expectRefused(byId, 'by id')
          // A list is refused outright (Forbidden) or comes back empty.
          if (listing.ok) expect(listing.docs).toEqual([])
          else expect(listing.status).toBe(403)
        }
      },
    )

    if (fixture.upload && api === 'REST') {
      // The file itself is served by Payload's file route, which applies the same read access.
      it.each(WHO.map((who) => [who, verdict(allows(row.read, who))] as const))('read the file as %s: %s', async (who) => {
        const { filename } = (await stored(slug, docs[slug]!.published))!
        const { status } = await rest(config, 'GET', `/${slug}/file/${String(filename)}`, { token: tokens[who], raw: true })
        expect(status).toBe(allows(row.read, who) ? 200 : 403)
      })
    }

    if (row.readVersions) {
      // Issue 33, finding 1: Payload lets every signed-in user read versions unless told otherwise.
      it.each(WHO.map((who) => [who, verdict(allows(row.readVersions, who))] as const))('read versions as %s: %s', async (who) => {
        const listing = await client.versions(slug, who, docs[slug]!.published)
        if (allows(row.readVersions, who)) expect(expectOk(listing, 'versions').docs.length).toBeGreaterThan(0)
        else if (listing.ok) expect(listing.docs).toEqual([])
        else expect([401, 403]).toContain(listing.status)
      })
    }

    if (row.drafts) {
      it.each(WHO.map((who) => [who, allows(row.readDrafts, who) ? 'sees drafts' : 'gets the published version'] as const))(
        'read drafts (?draft=true) as %s: %s',
        async (who) => {
          const { published, draft } = docs[slug]!
          const draftById = await client.findByID(slug, draft!, who, true)
          const pendingById = await client.findByID(slug, published, who, true)
          const draftList = await client.list(slug, who, [published, draft!], true)
          const plainList = await client.list(slug, who, [published, draft!], false)
          if (allows(row.readDrafts, who)) {
            expect(expectOk(draftById, 'draft by id').doc[label!]).toBe(DRAFT_LABEL(slug))
            expect(expectOk(pendingById, 'pending edit by id').doc[label!]).toBe(PENDING_LABEL(slug))
            expect(ids(expectOk(draftList, 'draft list'))).toContain(draft)
          } else {
            expectRefused(draftById, 'draft by id')
            expect(expectOk(pendingById, 'published by id').doc[label!]).toBe(PUBLISHED_LABEL(slug))
            const listed = expectOk(draftList, 'list with ?draft=true')
            expect(ids(listed)).not.toContain(draft)
            expect(listed.docs.map((doc) => doc[label!])).not.toContain(PENDING_LABEL(slug))
            expect(ids(expectOk(plainList, 'list'))).not.toContain(draft)
          }
        },
      )
    }

    it.each(WHO.map((who) => [who, verdict(allows(row.create, who))] as const))('create as %s: %s', async (who) => {
      const n = unique()
      const data = fixture.data(n, api)
      const file = fileFor(fixture, n)
      const outcome = await client.create(slug, data, who, file)
      const match = label ? { [label]: { equals: data[label] } } : { filename: { equals: file?.name } }
      const count = async () => (await payload.count({ collection: slug as CollectionSlug, where: match as never })).totalDocs
      if (api === 'GraphQL' && fixture.upload) {
        // GraphQL cannot carry a file: past the access check, Payload refuses the missing file.
        if (allows(row.create, who)) expect(outcome).toMatchObject({ ok: false, status: 400, name: 'MissingFile' })
        else expect(outcome).toMatchObject({ ok: false, status: 403 })
        expect(await count()).toBe(0)
        return
      }
      if (allows(row.create, who)) {
        expectOk(outcome, 'create')
        expect(await count()).toBe(1)
      } else {
        expect(outcome, JSON.stringify(outcome)).toMatchObject({ ok: false, status: 403 })
        expect(await count()).toBe(0)
      }
    })

    it.each(WHO.map((who) => [who, isSelf(who) ? 'own document only, roles unchanged' : verdict(allows(row.update, who))] as const))(
      'update as %s: %s',
      async (who) => {
        const { target } = docs[slug]!
        const before = (await stored(slug, target))!
        const marker = markerFor(fixture, unique())
        // Upload collections without a text field: an empty change still stamps updatedAt.
        const carried = Object.fromEntries((fixture.carry ?? []).map((name) => [name, before[name]]))
        const change = { ...carried, ...(label ? { [label]: marker } : {}) }
        await new Promise((resolve) => setTimeout(resolve, 5))
        const outcome = await client.update(slug, target, change, who)
        const after = (await stored(slug, target))!
        if (allows(row.update, who)) {
          expectOk(outcome, 'update')
          if (label) expect(after[label]).toBe(marker)
          else expect(after.updatedAt).not.toBe(before.updatedAt)
        } else {
          expectRefused(outcome, 'update')
          expect(after).toEqual(before)
        }
        if (isSelf(who)) {
          const self = users[who as Role]
          expectOk(await client.update(slug, self.id, { roles: ['admin'] }, who), 'update own account')
          expect((await stored(slug, self.id))!.roles).toEqual(self.roles)
        }
      },
    )

    it.each(WHO.map((who) => [who, verdict(allows(row.delete, who))] as const))('delete as %s: %s', async (who) => {
      const victim = await make(slug)
      const outcome = await client.remove(slug, victim, who)
      if (allows(row.delete, who)) {
        expectOk(outcome, 'delete')
        expect(await stored(slug, victim)).toBeNull()
      } else {
        expectRefused(outcome, 'delete')
        expect(await stored(slug, victim)).not.toBeNull()
      }
      if (isSelf(who)) {
        expectRefused(await client.remove(slug, users[who as Role].id, who), 'delete own account')
        expect(await stored(slug, users[who as Role].id)).not.toBeNull()
      }
    })
  })

  describe.each(Object.entries(GLOBALS))('global %s', (slug, rule) => {
    const patch = GLOBAL_PATCHES[slug]!

    it.each(WHO.map((who) => [who, verdict(allows(rule.read, who))] as const))('read as %s: %s', async (who) => {
      const outcome = await client.readGlobal(slug, who)
      if (allows(rule.read, who)) expect(expectOk(outcome, 'read').doc.updatedAt).toBeTruthy()
      else expectRefused(outcome, 'read')
    })

    it.each(WHO.map((who) => [who, verdict(allows(rule.readVersions, who))] as const))('read versions as %s: %s', async (who) => {
      const listing = await client.globalVersions(slug, who)
      if (allows(rule.readVersions, who)) expect(expectOk(listing, 'versions').docs.length).toBeGreaterThan(0)
      else if (listing.ok) expect(listing.docs).toEqual([])
      else expect([401, 403]).toContain(listing.status)
    })

    it.each(WHO.map((who) => [who, verdict(allows(rule.update, who))] as const))('update as %s: %s', async (who) => {
      const current = await storedGlobal(slug)
      const before = patch.seen(current)
      const marker = `G ${unique()}`
      const outcome = await client.updateGlobal(slug, patch.data(marker, current), who)
      const after = patch.seen(await storedGlobal(slug))
      if (allows(rule.update, who)) {
        expectOk(outcome, 'update')
        expect(after).toBe(marker)
      } else {
        expect(outcome).toMatchObject({ ok: false, status: 403 })
        expect(after).toBe(before)
      }
    })
  })
})

// ---------------------------------------------------------------------------------------------
// Issue 33, finding 4: Payload's document locks ("Ada is editing this page"). The admin takes
// them itself on the server; through the API nobody creates one, and a lock is read, taken
// over or released only on what the caller may edit (or, read and released, their own).

type LockTarget = 'page' | 'lead' | 'global'
const LOCK_TARGETS: Record<LockTarget, readonly Who[]> = { page: CONTENT_STAFF, lead: ['admin', 'sales'], global: CONTENT_STAFF }
const LOCKS = 'payload-locked-documents'

/** A lock held by the admin, made as the admin panel makes one (no access rules). */
async function adminLock(target: LockTarget): Promise<number> {
  const document =
    target === 'page' ? { relationTo: 'pages', value: docs.pages!.published } : target === 'lead' ? { relationTo: 'leads', value: docs.leads!.published } : undefined
  const lock = await payload.create({
    collection: LOCKS,
    data: { document, globalSlug: target === 'global' ? 'header-nav' : undefined, user: { relationTo: 'users', value: users.admin.id } } as never,
  })
  return lock.id as number
}
const holder = async (id: number) => {
  const lock = (await payload.find({ collection: LOCKS, where: { id: { equals: id } }, depth: 0 })).docs[0] as { user?: { value: unknown } } | undefined
  return lock ? Number(lock.user?.value) : null
}

describe.each(WHO)('document locks as %s', (who) => {
  const may = (target: LockTarget) => allows(LOCK_TARGETS[target], who)

  it('reads only the locks of what it may edit (REST and GraphQL)', async () => {
    const locks = { page: await adminLock('page'), lead: await adminLock('lead'), global: await adminLock('global') }
    const all = Object.values(locks)
    const { status, body } = await rest(config, 'GET', `/${LOCKS}?depth=0&limit=100&where[id][in]=${all.join(',')}`, { token: tokens[who] })
    const { many } = collectionNames(LOCKS)
    const answer = await gql(`{ list: ${many}(limit: 100, where: { OR: [${all.map((id) => `{ id: { equals: ${id} } }`).join(', ')}] }) { docs { id } } }`, who)
    const expected = (Object.keys(locks) as LockTarget[]).filter(may).map((target) => locks[target]).sort()
    for (const listing of [status === 200 ? { ok: true as const, docs: body.docs as Data[] } : { ok: false as const, status }, gqlListing(answer)]) {
      if (who === 'anonymous') expect(listing.ok ? listing.docs : []).toEqual([])
      else expect(ids(expectOk(listing, 'locks')).sort()).toEqual(expected)
    }
  })

  it('creates none, in its own name or anyone else’s, on a document that exists or not', async () => {
    const before = (await payload.count({ collection: LOCKS })).totalDocs
    for (const document of [
      { relationTo: 'pages', value: docs.pages!.published },
      { relationTo: 'leads', value: docs.leads!.published },
      { relationTo: 'leads', value: 99999 },
    ]) {
      for (const holderId of [users.admin.id, users[who === 'anonymous' ? 'admin' : who].id]) {
        const answer = await rest(config, 'POST', `/${LOCKS}`, { token: tokens[who], json: { document, user: { relationTo: 'users', value: holderId } } })
        expect(answer.status, `${document.relationTo} ${document.value}`).toBe(403)
      }
    }
    const { errors } = await gql(`mutation { createPayloadLockedDocument(data: { globalSlug: "header-nav", user: { relationTo: users, value: ${users.admin.id} } }) { id } }`, who)
    expect(errors[0]?.extensions?.statusCode ?? 403).toBe(403)
    expect((await payload.count({ collection: LOCKS })).totalDocs).toBe(before)
  })

  it.each(Object.keys(LOCK_TARGETS) as LockTarget[])('takes over a lock on a %s only where it may edit, and always in its own name', async (target) => {
    const id = await adminLock(target)
    const answer = await rest(config, 'PATCH', `/${LOCKS}/${id}`, { token: tokens[who], json: { user: { relationTo: 'users', value: users.admin.id } } })
    if (may(target) && who !== 'anonymous') {
      expect(answer.status).toBe(200)
      expect(await holder(id)).toBe(users[who as Role].id)
    } else {
      expect([401, 403, 404]).toContain(answer.status)
      expect(await holder(id)).toBe(users.admin.id)
    }
  })

  it.each(Object.keys(LOCK_TARGETS) as LockTarget[])('releases a lock on a %s only where it may edit', async (target) => {
    const id = await adminLock(target)
    const answer = await rest(config, 'DELETE', `/${LOCKS}/${id}`, { token: tokens[who] })
    if (may(target)) {
      expect(answer.status).toBe(200)
      expect(await holder(id)).toBeNull()
    } else {
      expect([401, 403, 404]).toContain(answer.status)
      expect(await holder(id)).toBe(users.admin.id)
    }
  })
})
