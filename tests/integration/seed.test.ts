import fs from 'node:fs'
import path from 'node:path'

import { createLocalReq, type CollectionSlug, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEPARTMENTS } from '@/cms/collections/Jobs'
import { INDUSTRIES } from '@/cms/collections/Customers'
import type { Media, Page } from '@/cms/payload-types'
import { seed, type SeedCounts } from '@/cms/seed'
import { SEED_PAPERS } from '@/cms/seed/content/papers'
import { ensureFirstAdmin } from '@/cms/seed/firstAdmin'
import { seedFooter } from '@/cms/seed/footer'
import { seedNavigation } from '@/cms/seed/navigation'
import { parseEnv } from '@/lib/env'
import { convertCodeParagraphs, migratePostCodeParagraphs } from '@/migrations/shared/codeParagraphsToBlocks'

import { BADGES, BY_DATA_TYPE, CARDS, COMPLIANCE, CORE, CORE_FEATURED, FOOTER_COLUMNS, TOP_LEVEL, USE_CASES } from '../fixtures/spec'
import { bootPayload, noRevalidate, type Booted } from './helpers/bootPayload'

/** A fixed seed day, so "upcoming" and "past" do not depend on when the test runs. */
const now = new Date('2026-06-15T09:00:00Z')
const DAY = 24 * 60 * 60 * 1000

/** Every href in a global, however deeply nested (nav items, LIST items, featured links, footer columns, badges). */
function hrefsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hrefsIn)
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, inner]) =>
    (key === 'href' || key === 'linkHref') && typeof inner === 'string' ? [inner] : hrefsIn(inner),
  )
}

/** Site paths a link points at: external http(s) links are not pages; a fragment or query is not part of the path. */
const internalPaths = (hrefs: string[]) => hrefs.filter((href) => href.startsWith('/')).map((href) => href.split(/[?#]/)[0]!)

type LexicalNode = { type?: string; tag?: string; text?: string; children?: LexicalNode[] }

/** Every node of a Lexical document, depth first. */
const nodesOf = (state: unknown): LexicalNode[] => {
  const walk = (node: LexicalNode): LexicalNode[] => [node, ...(node.children ?? []).flatMap(walk)]
  return walk((state as { root: LexicalNode }).root)
}
const textOf = (state: unknown) => nodesOf(state).map((node) => node.text ?? '').join(' ')

const COLLECTIONS = ['media', 'authors', 'categories', 'customers', 'posts', 'changelog', 'webinars', 'papers', 'press', 'jobs', 'legal', 'pages'] as const
const DRAFTABLE = ['customers', 'posts', 'changelog', 'webinars', 'papers', 'press', 'jobs', 'legal', 'pages'] as const
const PRODUCT_AND_SOLUTION_PATHS = [...new Set([...CORE, CORE_FEATURED, ...COMPLIANCE, ...CARDS, ...USE_CASES, ...BY_DATA_TYPE])]
const LISTINGS = ['/customers', '/careers', '/blog', '/changelog', '/webinars', '/papers', '/press']

type CodeBlockFields = { blockType: string; language: string; code: string }

const PDF_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' }

/** The PDF's bookmark (and document) titles: literal strings, UTF-16 when they start with a byte-order mark. */
const pdfTitles = (bytes: string) =>
  [...bytes.matchAll(/\/Title \(((?:\\.|[^\\)])*)\)/g)].map(([, literal]) => {
    const raw = literal!.replace(/\\([0-7]{1,3}|.)/g, (_, c: string) => (/^[0-7]/.test(c) ? String.fromCharCode(parseInt(c, 8)) : (PDF_ESCAPES[c] ?? c)))
    return raw.startsWith('\xfe\xff') ? Buffer.from(raw.slice(2), 'latin1').swap16().toString('utf16le') : raw
  })

/** The code blocks of a Lexical document, without their random ids. */
const codeBlocksOf = (state: unknown): Omit<CodeBlockFields, 'blockType'>[] =>
  (state as { root: { children: { type: string; fields?: CodeBlockFields }[] } }).root.children
    .filter((node) => node.type === 'block' && node.fields?.blockType === 'Code')
    .map(({ fields }) => ({ language: fields!.language, code: fields!.code }))

/**
 * What the seed stored before the editor had code blocks: each listing as one paragraph of
 * inline-code text lines (format 16) between line breaks, leading spaces as no-break spaces.
 */
function asEarlierSeed<T>(state: T): T {
  const root = (state as { root: { children: { type: string; fields?: CodeBlockFields }[] } }).root
  const children = root.children.map((node) => {
    if (node.type !== 'block' || node.fields?.blockType !== 'Code') return node
    const lines = node.fields.code.split('\n').flatMap((line, i) => {
      const indented = line.replace(/^ +/, (spaces) => '\u00a0'.repeat(spaces.length))
      const text = { type: 'text', version: 1, text: indented, format: 16, detail: 0, mode: 'normal', style: '' }
      return [...(i > 0 ? [{ type: 'linebreak', version: 1 }] : []), ...(indented ? [text] : [])]
    })
    return { type: 'paragraph', version: 1, direction: null, format: '', indent: 0, textFormat: 16, textStyle: '', children: lines }
  })
  return { ...state, root: { ...root, children } }
}

describe('seeding a fresh database (the prepare flow)', () => {
  let booted: Booted
  let payload: Payload
  let first: SeedCounts
  let seedSeconds: number

  const all = async <C extends CollectionSlug>(collection: C, depth = 0) =>
    (await payload.find({ collection, limit: 0, pagination: false, depth })).docs
  const countAll = async () =>
    Object.fromEntries(await Promise.all(COLLECTIONS.map(async (c) => [c, (await payload.count({ collection: c })).totalDocs] as const)))
  const pageAt = async (path: string) => (await payload.find({ collection: 'pages', where: { path: { equals: path } }, depth: 0 })).docs[0]!
  const blocksOf = (page: Page) => page.layout ?? []

  beforeAll(async () => {
    booted = await bootPayload()
    payload = booted.payload
    // The order prepareDatabase uses: first admin, then seed while there are no pages.
    await ensureFirstAdmin(payload, parseEnv({ NODE_ENV: 'test', DATA_DIR: booted.dataDir }))
    const started = performance.now()
    first = await seed(payload, now)
    seedSeconds = (performance.now() - started) / 1000
    console.info(`Seeded in ${seedSeconds.toFixed(1)} s:`, first)
  })
  afterAll(async () => {
    await booted?.shutdown()
  })

  // How long seeding takes is printed above, not asserted: a timed test fails on a busy machine.
  it('reports what it created, all of it published', async () => {
    expect(first).toEqual(await countAll())
    for (const collection of DRAFTABLE) {
      const docs = await all(collection)
      expect(docs.length, collection).toBeGreaterThan(0)
      expect(docs.filter((doc) => doc._status !== 'published').map((doc) => doc.id), collection).toEqual([])
    }
  })

  it('stores the seeded header navigation and footer with every link intact', async () => {
    expect(hrefsIn(await payload.findGlobal({ slug: 'header-nav' }))).toEqual(hrefsIn(seedNavigation))
    expect(hrefsIn(await payload.findGlobal({ slug: 'footer' }))).toEqual(hrefsIn(seedFooter))
  })

  it('publishes a page or legal document for every internal link in the header and footer', async () => {
    const navPaths = internalPaths(hrefsIn(seedNavigation))
    const footerPaths = internalPaths(hrefsIn(seedFooter))
    // Guard the link walk itself: top-level, nested LIST and featured links, footer columns and badges.
    expect(navPaths).toEqual(expect.arrayContaining(['/customers', '/products/relay', '/solutions/cipherwell-encryption']))
    expect(footerPaths).toEqual(expect.arrayContaining(['/press', '/legal/privacy']))
    expect(navPaths.concat(footerPaths).some((path) => path.includes('docs.'))).toBe(false)

    const linked = new Set([...navPaths, ...footerPaths, '/', '/contact/thank-you'])
    const pagePaths = (await all('pages')).map((page) => page.path)
    const legalPaths = (await all('legal')).map((doc) => `/legal/${doc.slug}`)
    // /legal/* is served from the legal collection, never from a page.
    expect(pagePaths.filter((path) => path.startsWith('/legal'))).toEqual([])
    expect([...pagePaths, ...legalPaths]).toEqual(expect.arrayContaining([...linked]))
  })

  it('gives every page a unique title and description, and exactly one h1', async () => {
    const pages = await all('pages')
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length)
    expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length)
    for (const page of pages) {
      const heroes = blocksOf(page).filter((block) => block.blockType === 'hero')
      expect(heroes.length, page.path).toBeLessThanOrEqual(1)
      // Without a hero the page header shows the title as the h1, so there is always exactly one.
      if (heroes.length === 1) expect(blocksOf(page)[0]?.blockType, page.path).toBe('hero')
    }
  })

  it('titles and descriptions stay unique across every kind of page the site renders', async () => {
    const [pages, posts, customers, jobs, papers, webinars, changelog, press, legal] = await Promise.all([
      all('pages'), all('posts'), all('customers'), all('jobs'), all('papers'), all('webinars'), all('changelog'), all('press'), all('legal'),
    ])
    const titles = [pages.map((d) => d.title), posts.map((d) => d.title), customers.map((d) => d.headline), jobs.map((d) => d.title),
      papers.map((d) => d.title), webinars.map((d) => d.title), changelog.map((d) => d.title), press.map((d) => d.title), legal.map((d) => d.title)].flat()
    const descriptions = [pages.map((d) => d.description), posts.map((d) => d.excerpt), customers.map((d) => d.summary), jobs.map((d) => d.summary),
      papers.map((d) => d.abstract), webinars.map((d) => d.summary), changelog.map((d) => d.summary), press.map((d) => d.summary), legal.map((d) => d.summary)].flat()
    expect(titles.filter((title, i) => titles.indexOf(title) !== i)).toEqual([])
    expect(descriptions.filter((text, i) => descriptions.indexOf(text) !== i)).toEqual([])
  })

  it('opens every product and solution page with a hero and follows it with two to four blocks', async () => {
    for (const path of PRODUCT_AND_SOLUTION_PATHS) {
      const page = await pageAt(path)
      const types = blocksOf(page).map((block) => block.blockType)
      expect(types[0], path).toBe('hero')
      expect(types.length - 1, path).toBeGreaterThanOrEqual(2)
      expect(types.length - 1, path).toBeLessThanOrEqual(4)
      // Every product page shows code: one sample, or the same call in several languages.
      if (path.startsWith('/products/')) expect(types.filter((type) => type === 'codeSample' || type === 'codeTabs'), path).not.toEqual([])
    }
    const banking = await pageAt('/solutions/banking')
    expect(banking.title).toBe('Banking data')
    expect(blocksOf(banking)[0]).toMatchObject({ blockType: 'hero', heading: 'Banking data' })
  })

  it('builds the home page around a demo email capture and every customer’s logo', async () => {
    const home = await pageAt('/')
    const types = blocksOf(home).map((block) => block.blockType)
    expect(types).toEqual(expect.arrayContaining(['hero', 'logoWall', 'featureGrid', 'codeSample', 'stats', 'testimonial', 'cta']))
    expect(blocksOf(home)[0]).toMatchObject({ blockType: 'hero', emailCapture: true })
    const wall = blocksOf(home).find((block) => block.blockType === 'logoWall')!
    const customerIds = (await all('customers')).map((customer) => customer.id)
    expect(wall.blockType === 'logoWall' && [...wall.customers].sort()).toEqual([...customerIds].sort())
  })

  it('prices three plans, compares them row by row and answers questions', async () => {
    const pricing = await pageAt('/pricing')
    expect(pricing.header).toBe('light')
    const blocks = blocksOf(pricing)
    expect(blocks.some((block) => block.blockType === 'hero')).toBe(false)
    const table = blocks.find((block) => block.blockType === 'pricingTable')
    expect(table?.blockType === 'pricingTable' && table.plans).toHaveLength(3)
    const comparison = blocks.find((block) => block.blockType === 'comparisonTable')
    if (comparison?.blockType !== 'comparisonTable') throw new Error('no comparison table on /pricing')
    expect(comparison.columns).toHaveLength(3)
    for (const row of comparison.rows) expect(row.values, row.feature).toHaveLength(3)
    const faq = blocks.find((block) => block.blockType === 'faq')
    expect(faq?.blockType === 'faq' && faq.items.length).toBeGreaterThanOrEqual(3)
  })

  it('gives listing, contact and thank-you pages an intro and no hero', async () => {
    for (const path of [...LISTINGS, '/contact', '/contact/thank-you']) {
      const page = await pageAt(path)
      expect(page.intro, path).toBeTruthy()
      expect(blocksOf(page).some((block) => block.blockType === 'hero'), path).toBe(false)
    }
    for (const path of LISTINGS) expect(blocksOf(await pageAt(path)), path).toEqual([])
  })

  it('writes blog posts across exactly three categories, with covers, authors and real articles', async () => {
    const posts = await all('posts', 1)
    const categories = await all('categories')
    expect(categories).toHaveLength(3)
    expect(posts.length).toBeGreaterThanOrEqual(8)
    expect(await payload.count({ collection: 'authors' })).toMatchObject({ totalDocs: 4 })
    const used = new Set(posts.flatMap((post) => post.categories.map((c) => (typeof c === 'object' ? c.id : c))))
    expect([...used].sort()).toEqual(categories.map((c) => c.id).sort())
    const months = new Set(posts.map((post) => post.publishedAt.slice(0, 7)))
    expect(months.size).toBeGreaterThanOrEqual(4)
    for (const post of posts) {
      expect(new Date(post.publishedAt).getTime(), post.slug).toBeLessThan(now.getTime())
      expect(post.authors.length, post.slug).toBeGreaterThan(0)
      const cover = post.coverImage as Media
      expect(cover).toMatchObject({ width: 1600, height: 900, alt: expect.stringMatching(/\w{4,}/) })
      const types = nodesOf(post.content).map((node) => node.type)
      expect(types, post.slug).toEqual(expect.arrayContaining(['heading', 'list']))
      expect(types.filter((type) => type === 'paragraph').length, post.slug).toBeGreaterThanOrEqual(4)
    }
  })

  it('sets every fenced listing of a post as a code block with its language', async () => {
    const blocks = (await all('posts')).flatMap((post) => codeBlocksOf(post.content))
    expect(blocks.length).toBeGreaterThanOrEqual(6)
    for (const block of blocks) {
      expect(['bash', 'javascript', 'json']).toContain(block.language)
      expect(block.code.length).toBeGreaterThan(10)
    }
    expect(blocks.map((block) => block.language)).toEqual(expect.arrayContaining(['bash', 'javascript', 'json']))
  })

  it('migrates a post stored the earlier way (code as inline-code lines) to the same code blocks', async () => {
    const posts = (await all('posts')).filter((post) => codeBlocksOf(post.content).length > 0)
    expect(posts.length).toBeGreaterThan(0)
    for (const post of posts) {
      await payload.update({ collection: 'posts', id: post.id, data: { content: asEarlierSeed(post.content) }, context: noRevalidate })
      const stored = await payload.findByID({ collection: 'posts', id: post.id, depth: 0 })
      expect(codeBlocksOf(stored.content), post.slug).toEqual([])
      expect(convertCodeParagraphs(stored.content), post.slug).not.toBeNull()
    }
    const req = await createLocalReq({}, payload)
    expect(await migratePostCodeParagraphs(payload, req)).toBe(posts.length)
    for (const post of posts) {
      const migrated = await payload.findByID({ collection: 'posts', id: post.id, depth: 0 })
      expect(codeBlocksOf(migrated.content)).toEqual(codeBlocksOf(post.content))
      expect(nodesOf(migrated.content).map((node) => node.type)).toEqual(nodesOf(post.content).map((node) => node.type))
    }
    expect(await migratePostCodeParagraphs(payload, req)).toBe(0)
  })

  it('publishes six changelog entries covering new, improved, fixed and security', async () => {
    const entries = await all('changelog')
    expect(entries).toHaveLength(6)
    expect(new Set(entries.flatMap((entry) => entry.tags ?? []))).toEqual(new Set(['new', 'improved', 'fixed', 'security']))
  })

  it('schedules two upcoming webinars, the soonest the PCI DSS one, and keeps two on demand', async () => {
    const webinars = await all('webinars')
    expect(webinars).toHaveLength(4)
    const upcoming = webinars.filter((w) => new Date(w.startsAt) > now).sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    const past = webinars.filter((w) => new Date(w.startsAt) < now)
    expect(upcoming).toHaveLength(2)
    expect(past.map((w) => w.slug)).toContain('network-tokens-approval-rates')
    expect(upcoming[0]).toMatchObject({ slug: 'pci-dss-4-in-practice', startsAt: new Date(now.getTime() + 21 * DAY).toISOString().slice(0, 11) + '17:00:00.000Z' })
    for (const w of upcoming) expect(w.registration?.href, w.slug).toMatch(/^https:\/\//)
    for (const w of past) expect(w.recording?.href, w.slug).toMatch(/^https:\/\//)
    for (const w of webinars) {
      expect(w.speakers?.length, w.slug).toBeGreaterThan(0)
      expect(w.durationMinutes, w.slug).toBeGreaterThan(0)
      expect(textOf(w.content).length, w.slug).toBeGreaterThan(200)
    }
  })

  it('attaches a valid PDF with the stated page count to each of three papers', async () => {
    const papers = await all('papers', 1)
    expect(papers).toHaveLength(3)
    for (const paper of papers) {
      const pdf = paper.pdf as Media
      expect(pdf.mimeType, paper.slug).toBe('application/pdf')
      expect(paper.coverImage, paper.slug).toBeTruthy()
      const bytes = fs.readFileSync(path.join(booted.dataDir, 'media', pdf.filename!)).toString('latin1')
      expect(bytes.startsWith('%PDF-1.4')).toBe(true)
      expect(bytes.trimEnd().endsWith('%%EOF')).toBe(true)
      // Every cross-reference entry must point at its object, or readers fall back to repairing the file.
      const xrefAt = Number(/startxref\n(\d+)\n/.exec(bytes)![1])
      expect(bytes.slice(xrefAt, xrefAt + 4)).toBe('xref')
      const offsets = [...bytes.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
      offsets.forEach((offset, i) => expect(bytes.slice(offset).startsWith(`${i + 1} 0 obj`), `${paper.slug} object ${i + 1}`).toBe(true))
      // The page tree's dictionary may span lines.
      expect(Number(/\/Type \/Pages\s[\s\S]*?\/Count (\d+)/.exec(bytes)![1]), paper.slug).toBe(paper.pages)
      expect(paper.pages, paper.slug).toBeGreaterThanOrEqual(8)
      // Every page A4, and the brand's fonts embedded rather than the reader's substitutes.
      expect(bytes.match(/\/MediaBox \[0 0 595\.28 841\.89\]/g), paper.slug).toHaveLength(paper.pages!)
      expect(bytes, paper.slug).toMatch(/\/BaseFont \/[A-Z]{6}\+Manrope-Regular/)
      expect(bytes, paper.slug).toMatch(/\/BaseFont \/[A-Z]{6}\+Sora-Bold/)
      // A bookmark for the executive summary and each section, in order: the PDF holds all of the paper's body.
      const headings = SEED_PAPERS.find((p) => p.slug === paper.slug)!.sections.map((section) => section.heading)
      const titles = pdfTitles(bytes)
      expect(titles.filter((title) => title === 'Executive summary' || headings.includes(title)), paper.slug).toEqual(['Executive summary', ...headings])
      expect(pdf.filesize, paper.slug).toBeGreaterThan(50_000)
      // The cover is a designed report cover, and its alt text says what is on it.
      const cover = paper.coverImage as Media
      expect(cover, paper.slug).toMatchObject({ mimeType: 'image/webp', width: 1200, height: 1600 })
      expect(cover.alt, paper.slug).toContain(paper.title)
    }
  })

  it('seeds three press releases, eight customers and six jobs in all three departments', async () => {
    const press = await all('press')
    expect(press).toHaveLength(3)
    for (const release of press) expect(release.location && release.summary && textOf(release.content).length > 500, release.slug).toBe(true)

    const customers = await all('customers', 1)
    expect(customers).toHaveLength(8)
    for (const customer of customers) {
      expect(INDUSTRIES, customer.slug).toContain(customer.industry)
      expect(customer.logo, customer.slug).toMatchObject({ height: 32, mimeType: 'image/svg+xml', alt: customer.name })
      expect(customer.results?.length, customer.slug).toBeGreaterThanOrEqual(2)
      expect(customer.quote, customer.slug).toMatchObject({ text: expect.any(String), author: expect.any(String), role: expect.any(String) })
    }

    const jobs = await all('jobs')
    expect(jobs).toHaveLength(6)
    expect(new Set(jobs.map((job) => job.department))).toEqual(new Set(DEPARTMENTS.map((option) => option.value)))
    expect(new Set(jobs.map((job) => job.location)).size).toBeGreaterThanOrEqual(5)
    for (const job of jobs) {
      expect(new Date(job.postedAt).getTime(), job.slug).toBeLessThan(now.getTime())
      expect(new Date(job.validThrough!).getTime(), job.slug).toBeGreaterThan(now.getTime())
      expect(nodesOf(job.description).filter((node) => node.type === 'heading').length, job.slug).toBeGreaterThanOrEqual(4)
    }
  })

  it('publishes terms, privacy and cookie policies; privacy backs the footer’s compliance badges', async () => {
    const legal = await all('legal')
    expect(legal.map((doc) => doc.slug).sort()).toEqual(['cookies', 'privacy', 'terms'])
    for (const doc of legal) expect(new Date(doc.effectiveDate).getTime(), doc.slug).toBeLessThan(now.getTime())
    const text = (slug: string) => textOf(legal.find((doc) => doc.slug === slug)!.content)
    expect(text('privacy')).toContain('PCI DSS Level 1')
    expect(text('privacy')).toContain('SOC 2 Type II')
    for (const category of ['Strictly necessary', 'Analytics', 'Marketing']) expect(text('cookies')).toContain(category)
  })

  it('describes every uploaded file for people who cannot see it', async () => {
    const media = await all('media')
    expect(media.length).toBe(first.media)
    for (const file of media) expect(file.alt.length, file.filename ?? '').toBeGreaterThan(8)
  })

  it('writes the site settings, header navigation, footer and a disabled banner', async () => {
    expect(await payload.findGlobal({ slug: 'site-settings' })).toMatchObject({
      brandName: 'Cipherwell',
      docs: { href: expect.stringMatching(/^https:\/\//) },
      apiReference: { href: expect.stringMatching(/^https:\/\//) },
      login: { href: expect.stringMatching(/^https:\/\//) },
      statusPage: { href: expect.stringMatching(/^https:\/\//) },
      talkToExpert: { href: '/contact' },
    })

    const nav = await payload.findGlobal({ slug: 'header-nav' })
    expect(nav.items?.map((item) => item.title)).toEqual(TOP_LEVEL)

    const footer = await payload.findGlobal({ slug: 'footer' })
    expect(footer.columns?.map((column) => column.title)).toEqual(FOOTER_COLUMNS)
    expect(footer.badges?.map(({ label, link }) => ({ label, href: link?.href }))).toEqual(BADGES)

    expect(await payload.findGlobal({ slug: 'banner' })).toMatchObject({ enabled: false, text: expect.any(String) })
  })

  it('creates nothing on a second run and keeps what editors changed', async () => {
    const relay = await pageAt('/products/relay')
    await payload.update({ collection: 'pages', id: relay.id, data: { title: 'Relay, edited' }, context: noRevalidate })
    const post = (await all('posts'))[0]!
    await payload.update({ collection: 'posts', id: post.id, data: { title: 'An edited title' }, context: noRevalidate })
    const editedColumns = [{ title: 'Only column', links: [{ label: 'Pricing', link: { type: 'custom' as const, href: '/pricing' } }] }]
    await payload.updateGlobal({ slug: 'footer', data: { columns: editedColumns }, context: noRevalidate })
    const before = await countAll()

    const second = await seed(payload, now)
    expect(Object.values(second).every((created) => created === 0), JSON.stringify(second)).toBe(true)

    expect(await countAll()).toEqual(before)
    expect((await payload.findByID({ collection: 'pages', id: relay.id })).title).toBe('Relay, edited')
    expect((await payload.findByID({ collection: 'posts', id: post.id })).title).toBe('An edited title')
    const footer = await payload.findGlobal({ slug: 'footer' })
    expect(footer.columns?.map((column) => column.title)).toEqual(['Only column'])
    expect(footer.badges).toHaveLength(2)
  })

  it('recreates only what an editor deleted', async () => {
    const entry = (await all('changelog'))[0]!
    await payload.delete({ collection: 'changelog', id: entry.id, context: noRevalidate })
    const third = await seed(payload, now)
    expect(third).toMatchObject({ changelog: 1, pages: 0, posts: 0, media: 0 })
    expect((await all('changelog')).map((e) => e.slug)).toContain(entry.slug)
  })

  it('does not upload a file twice when the database lost it but the media folder kept it', async () => {
    const [logo] = (await payload.find({ collection: 'media', where: { filename: { equals: 'logo-northvane-custody.svg' } } })).docs
    // Remove the row only, as a database reset would; the file stays on disk.
    await payload.db.deleteOne({ collection: 'media', where: { id: { equals: logo!.id } } })
    expect(await seed(payload, now)).toMatchObject({ media: 1 })
    expect(await seed(payload, now)).toMatchObject({ media: 0 })
  })
})
