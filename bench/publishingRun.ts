/**
 * One run of issue 6's publishing sequence: edit a post's title, unpublish it, publish it again,
 * create a page, delete it, relabel a navigation item and put it back. Each step is timed from
 * the API's answer until every public URL it affects shows it (bench/propagation.ts); every
 * change is undone before the run returns, whatever fails.
 */
import type { Cms } from './cmsRest'
import { measurePropagation, snapshot, type Check, type Propagation, type Snapshot } from './propagation'

export type Post = { id: number; slug: string; title: string }
export type NavItems = { title: string }[]
export type ActionResult = Propagation & { action: string; run: number }

export const ACTIONS = [
  'publish title edit',
  'unpublish',
  'publish again',
  'create page',
  'delete page',
  'nav label edit',
  'nav label restore',
] as const

const NAV_SLUG = 'header-nav'
/** A plain word, so it is written into HTML, XML and JSON unescaped. */
const marker = (run: number) => `bench${run}x${Date.now().toString(36)}`

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A link or <loc> to exactly `path` (not to a longer path that starts with it). */
const linksTo = (body: string, path: string) => new RegExp(`${escapeRegExp(path)}(?![a-z0-9/-])`).test(body)
/** The <lastmod> the sitemap gives `path`, or undefined when it does not list it. */
const lastmodOf = (sitemap: string, path: string) =>
  new RegExp(`${escapeRegExp(path)}</loc>\\s*<lastmod>([^<]+)</lastmod>`).exec(sitemap)?.[1]

// The blog's listing and both of its feeds (src/app/(site)/blog/{feed,atom}.xml). The home page
// is a CMS page whose blocks (src/blocks) list no posts, so a post change does not affect it.
const POST_LISTINGS = [
  { label: '/blog', url: '/blog' },
  { label: 'rss', url: '/blog/feed.xml' },
  { label: 'atom', url: '/blog/atom.xml' },
]
/** Pages that carry the header, for the navigation check. */
const NAV_PAGES = ['/', '/pricing']

export async function publishingRun(origin: string, cms: Cms, run: number, post: Post, nav: NavItems): Promise<ActionResult[]> {
  const results: ActionResult[] = []
  const record = async (action: (typeof ACTIONS)[number], checks: Check[], act: () => Promise<unknown>) =>
    results.push({ action, run, ...(await measurePropagation(origin, checks, act)) })
  const postPath = `/blog/${post.slug}`
  const title = `Bench title ${marker(run)}`
  const on = (label: string, url: string, shows: (page: Snapshot) => boolean): Check => ({ label, url, shows })

  let postChanged = false
  try {
    const lastmodBefore = lastmodOf((await snapshot(origin, '/sitemap.xml')).body, postPath)
    postChanged = true
    await record(
      'publish title edit',
      [
        on('post', postPath, (page) => page.status === 200 && page.body.includes(title)),
        ...POST_LISTINGS.map(({ label, url }) => on(label, url, (page) => page.body.includes(title))),
        // The title is not in the sitemap, but the post's <lastmod> (its updatedAt) is.
        on('sitemap', '/sitemap.xml', (page) => {
          const lastmod = lastmodOf(page.body, postPath)
          return lastmod !== undefined && lastmod !== lastmodBefore
        }),
      ],
      () => cms.patch(`/api/posts/${post.id}`, { title, _status: 'published' }),
    )
    await record(
      'unpublish',
      [
        on('post', postPath, (page) => page.status === 404),
        ...POST_LISTINGS.map(({ label, url }) =>
          on(label, url, (page) => page.status === 200 && !linksTo(page.body, postPath) && !page.body.includes(title)),
        ),
        on('sitemap', '/sitemap.xml', (page) => page.status === 200 && !linksTo(page.body, postPath)),
      ],
      () => cms.patch(`/api/posts/${post.id}`, { _status: 'draft' }),
    )
    await record(
      'publish again',
      [
        on('post', postPath, (page) => page.status === 200 && !page.body.includes(title)),
        ...POST_LISTINGS.map(({ label, url }) =>
          on(label, url, (page) => linksTo(page.body, postPath) && !page.body.includes(title)),
        ),
        on('sitemap', '/sitemap.xml', (page) => linksTo(page.body, postPath)),
      ],
      () => cms.patch(`/api/posts/${post.id}`, { title: post.title, _status: 'published' }),
    )
    postChanged = false
  } finally {
    if (postChanged) await cms.patch(`/api/posts/${post.id}`, { title: post.title, _status: 'published' })
  }

  const pagePath = `/bench-publishing-${marker(run)}`
  let pageId: number | undefined
  try {
    await record(
      'create page',
      [
        on('page', pagePath, (page) => page.status === 200),
        on('sitemap', '/sitemap.xml', (page) => linksTo(page.body, pagePath)),
      ],
      async () => {
        const created = await cms.post<{ doc: { id: number } }>('/api/pages', {
          title: `Bench page ${run}`,
          path: pagePath,
          description: 'A page made and deleted by npm run bench.',
          _status: 'published',
        })
        pageId = created.doc.id
      },
    )
    const id = pageId
    await record(
      'delete page',
      [
        on('page', pagePath, (page) => page.status === 404),
        on('sitemap', '/sitemap.xml', (page) => page.status === 200 && !linksTo(page.body, pagePath)),
      ],
      async () => {
        await cms.delete(`/api/pages/${id}`)
        pageId = undefined
      },
    )
  } finally {
    if (pageId !== undefined) await cms.delete(`/api/pages/${pageId}`)
  }

  // Relabel the last top-level item (Careers in the seed), as an editor would in the admin.
  const label = `Careers ${marker(run)}`
  const relabelled = nav.map((item, i) => (i === nav.length - 1 ? { ...item, title: label } : item))
  const navPages = [...NAV_PAGES, postPath]
  let navChanged = false
  try {
    navChanged = true
    await record(
      'nav label edit',
      navPages.map((url) => on(url === postPath ? 'post' : url, url, (page) => page.body.includes(label))),
      () => cms.post(`/api/globals/${NAV_SLUG}`, { items: relabelled }),
    )
    await record(
      'nav label restore',
      navPages.map((url) => on(url === postPath ? 'post' : url, url, (page) => page.status === 200 && !page.body.includes(label))),
      () => cms.post(`/api/globals/${NAV_SLUG}`, { items: nav }),
    )
    navChanged = false
  } finally {
    if (navChanged) await cms.post(`/api/globals/${NAV_SLUG}`, { items: nav })
  }
  return results
}

/** The newest published post (first on /blog and in the feeds) and the header's items as stored. */
export async function publishingSubjects(cms: Cms): Promise<{ post: Post; nav: NavItems }> {
  const { docs } = await cms.get<{ docs: Post[] }>(
    '/api/posts?limit=1&sort=-publishedAt&depth=0&where[_status][equals]=published',
  )
  const post = docs[0]
  if (!post) throw new Error('no published post to edit')
  const { items } = await cms.get<{ items?: NavItems | null }>(`/api/globals/${NAV_SLUG}?depth=0`)
  if (!items?.length) throw new Error(`the ${NAV_SLUG} global has no items to relabel`)
  return { post, nav: items }
}
