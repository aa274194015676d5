import { randomBytes } from 'node:crypto'

import type { Cms } from './cmsRest'

/** The kinds of request the soak sends, each judged and reported on its own. */
export type SoakKind = 'page' | 'redirect' | 'not found' | 'lead' | 'admin edit' | 'image' | 'ready'

export type Sample = { kind: SoakKind; at: number; ms: number; status: number | null; error?: string; path?: string }

/** A request still unanswered after this is given up and counted as an error (far past the 5 s judged). */
const GIVE_UP_MS = 30_000
const CRAWL_CONCURRENCY = 8
const IMAGE_WIDTHS = [256, 384, 640, 750, 828, 1080]
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export type SoakSetup = {
  /** Page paths the crawl goes through in turn: the sitemap's, with a 404 and a redirect mixed in. */
  pages: string[]
  redirectFrom: string
  notFound: string
  images: string[]
  post: { id: number | string; title: string }
}

/** What the traffic needs from the site: its pages (from the sitemap), a redirect of its own, media, a post to edit. */
export async function prepareSoak(origin: string, cms: Cms): Promise<SoakSetup> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text()
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  if (pages.length === 0) throw new Error('the sitemap lists no page')
  const run = randomBytes(3).toString('hex')
  const redirectFrom = `/soak-old-${run}`
  await cms.post('/api/redirects', { from: redirectFrom, to: '/pricing', type: '301' })
  await redirectServed(origin, redirectFrom)
  // As a visitor lists them: an upload no published content uses is private (403), and a
  // visitor's page never asks the optimiser for one. Papers (PDFs) are media too, not images,
  // and SVGs (wordmarks, charts) are served as they are: pages never send them to the optimiser.
  const raster = 'where[and][0][mimeType][like]=image/&where[and][1][mimeType][not_equals]=image/svg%2Bxml'
  const listed = await fetch(`${origin}/api/media?limit=8&depth=0&${raster}`)
  const media = (await listed.json()) as { docs: { url?: string | null; mimeType?: string | null }[] }
  const images = media.docs.flatMap((doc) =>
    doc.url && doc.mimeType?.startsWith('image/') ? [new URL(doc.url, origin).pathname] : [],
  )
  if (images.length === 0) throw new Error('the site has no media to optimise')
  const posts = await cms.get<{ docs: { id: number | string; title: string }[] }>(
    '/api/posts?limit=1&sort=-publishedAt&depth=0&where[_status][equals]=published',
  )
  const post = posts.docs[0]
  if (!post) throw new Error('the site has no published post to edit')
  return { pages, redirectFrom, notFound: `/soak-missing-${run}`, images, post }
}

/**
 * Waits until the site redirects `from`: the proxy's table takes up to one refresh (5 s) after
 * the cache tag expired, and the soak judges the redirect as one that existed before the faults.
 */
async function redirectServed(origin: string, from: string, withinMs = 20_000): Promise<void> {
  const until = performance.now() + withinMs
  for (;;) {
    const answer = await fetch(`${origin}${from}`, { redirect: 'manual', cache: 'no-store' })
    await answer.arrayBuffer()
    if (answer.status === 301) return
    if (performance.now() > until)
      throw new Error(`the new redirect ${from} still answered ${answer.status} after ${withinMs} ms`)
    await sleep(250)
  }
}

/**
 * Mixed traffic for `durationMs`: a crawl of every page at concurrency 8 (a redirect and a 404
 * among them), a lead every 500 ms, an admin edit of a published post every 3 s (each expires
 * the posts' cache tags, so pages render again), an optimised image every 250 ms (widths in
 * turn, so the optimiser works rather than answering from its cache), and /api/ready every
 * second. Every request's latency and status is recorded; none is retried.
 */
export async function runSoakTraffic(
  origin: string,
  cms: Cms,
  setup: SoakSetup,
  durationMs: number,
): Promise<Sample[]> {
  const started = performance.now()
  const deadline = started + durationMs
  const samples: Sample[] = []
  const timed = async (kind: SoakKind, send: (signal: AbortSignal) => Promise<Response>, path?: string) => {
    const at = performance.now()
    try {
      const response = await send(AbortSignal.timeout(GIVE_UP_MS))
      await response.arrayBuffer()
      samples.push({ kind, at: at - started, ms: performance.now() - at, status: response.status, path })
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
      samples.push({ kind, at: at - started, ms: performance.now() - at, status: null, error: reason, path })
    }
  }
  const get = (kind: SoakKind, path: string) =>
    timed(kind, (signal) => fetch(`${origin}${path}`, { redirect: 'manual', cache: 'no-store', signal }), path)
  /** `work` again and again, each start at least `everyMs` after the last, until the deadline. */
  const every = async (everyMs: number, work: (round: number) => Promise<void>) => {
    for (let round = 0; performance.now() < deadline; round += 1) {
      const due = performance.now() + everyMs
      await work(round)
      await sleep(Math.max(0, due - performance.now()))
    }
  }

  const crawlList = [...setup.pages, setup.redirectFrom, setup.notFound]
  let next = 0
  const crawler = async () => {
    while (performance.now() < deadline) {
      const path = crawlList[next++ % crawlList.length]!
      await get(path === setup.redirectFrom ? 'redirect' : path === setup.notFound ? 'not found' : 'page', path)
    }
  }
  const leads = every(500, async (round) => {
    await timed('lead', (signal) =>
      fetch(`${origin}/api/salesForm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({
          firstName: 'Soak',
          lastName: `Visitor${round}`,
          email: `soak.${round}.${randomBytes(3).toString('hex')}@example.com`,
          textField: 'Soak test lead',
          context: 'pricing',
          topic: 'relay',
        }),
        signal,
      }),
    )
  })
  const edits = every(3_000, async (round) => {
    await timed('admin edit', async () => {
      const title = `${setup.post.title} (soak ${round})`
      await cms.patch(`/api/posts/${setup.post.id}`, { title, _status: 'published' })
      return new Response(null, { status: 200 })
    })
  })
  const images = every(250, async (round) => {
    const image = setup.images[round % setup.images.length]!
    const width = IMAGE_WIDTHS[Math.floor(round / setup.images.length) % IMAGE_WIDTHS.length]!
    await get('image', `/_next/image?url=${encodeURIComponent(image)}&w=${width}&q=75`)
  })
  const ready = every(1_000, () => get('ready', '/api/ready'))

  await Promise.all([...Array.from({ length: CRAWL_CONCURRENCY }, crawler), leads, edits, images, ready])
  await cms.patch(`/api/posts/${setup.post.id}`, { title: setup.post.title, _status: 'published' })
  return samples
}
