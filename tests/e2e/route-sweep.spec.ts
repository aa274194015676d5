import { expect, test, type Page } from '@playwright/test'

import { SLUGGED_ROUTES } from '../../src/cms/documentRoutes'
import { SEARCH_TYPES } from '../../src/cms/search/searchDocument'
import { SEARCH_QUERY_MAX } from '../../src/lib/searchLimits'
import { axeProblems } from './helpers/axe'
import { expectHeaderFits } from './helpers/headerLayout'
import { offTheRightEdge } from './helpers/offTheRightEdge'
import { sitemapPaths } from './helpers/sitemap'
import { SPEC_ROUTES } from './helpers/specRoutes'
import { sweep } from './helpers/sweep'

/** From the narrowest phone the site supports to a large desktop screen. */
const WIDTHS = [320, 375, 768, 1024, 1440, 1920]
/** The widths visitors use most, where the header's own layout is held to fitting: a phone, a tablet, a small laptop and a desktop. */
const HEADER_WIDTHS = new Set([375, 768, 1024, 1440])
const DESKTOP = { width: 1280, height: 800 }
const NOT_FOUND = '/no-such-page'

/**
 * The routes no sitemap lists: search in each of its states (no query, results, a query of one
 * 200-character word, no results, every type filter, a second page of results) and the
 * thank-you page. Their titles are shared by design, so the head checks leave them out.
 */
const UNLISTED = [
  '/search',
  '/search?q=token',
  `/search?q=${'x'.repeat(SEARCH_QUERY_MAX)}`,
  '/search?q=zzzznothing',
  ...Object.keys(SEARCH_TYPES).map((type) => `/search?q=token&type=${type}`),
  // "card" has more than a page of results (site-search.spec.ts pages through them).
  '/search?q=card&page=2',
  '/contact/thank-you',
]

/** What proves a route shows what it is named for, where its status alone would not. */
const SHOWS: Record<string, RegExp> = { '/search?q=card&page=2': /page 2 of \d+/ }

type Head = { h1s: number; title: string; description: string | null; canonical: string | null }

/**
 * Every route the site can render (the spec's, the sitemap's with every detail page, the blog's
 * pages and categories, search in each state, the thank-you page and the 404), each loaded once
 * at 1280 px:
 * - the listed ones answer 200 with one h1, a title, a description and their own canonical URL,
 *   and no two share a title or a description;
 * - axe finds no WCAG 2.2 A/AA violation (at 375 px: axe-routes.spec.ts);
 * - at 320, 375, 768, 1024, 1440 and 1920 px the page never scrolls sideways and no visible text
 *   passes the window's right edge unless a box that scrolls sideways holds it (offTheRightEdge),
 *   and at the four common widths the header fits (no control wraps, leaves the page or overlaps
 *   another). The layout is CSS, so media queries apply as the viewport changes and the page
 *   need not be loaded again for each width.
 * Routes are visited on two tabs side by side.
 */
test('every route: status, h1, title, description and canonical; axe; no sideways scrolling or text past the edge at 320-1920 px, and a header that fits @desktop', async ({
  page,
  request,
}) => {
  test.setTimeout(1_200_000)
  // Images keep their boxes (width and height are set) without their bytes, so the sweep does
  // not make the server optimise every image for it.
  await page.context().route(/\/_next\/image\?|\.(?:png|jpe?g|webp|avif|gif)(?:\?|$)/, (route) => route.abort())
  const listed = await sitemapPaths(request)
  for (const prefix of [SLUGGED_ROUTES.posts, SLUGGED_ROUTES.customers, SLUGGED_ROUTES.jobs]) {
    expect(listed.some((path) => path.startsWith(`${prefix}/`)), `detail pages under ${prefix}`).toBe(true)
  }
  const listings = await blogListings(page)
  expect(listings).toContain('/blog?page=2')
  expect(listings.some((path) => path.includes('category='))).toBe(true)
  const paths = [...new Set([...SPEC_ROUTES, ...listed])]
  const heads = new Map<string, Head>()
  const problems = await sweep(page, [...paths, ...listings, ...UNLISTED, NOT_FOUND], async (tab, path) => {
    const found: string[] = []
    await tab.setViewportSize(DESKTOP)
    const response = await tab.goto(path)
    const status = path === NOT_FOUND ? 404 : 200
    if (response?.status() !== status) found.push(`${path}: status ${response?.status()}, not ${status}`)
    await tab.evaluate(() => document.fonts.ready.then(() => undefined))
    if (paths.includes(path)) heads.set(path, await readHead(tab))
    if (path !== NOT_FOUND) found.push(...(await axeProblems(tab, path)))
    const shows = SHOWS[path]
    if (shows && !shows.test(await tab.locator('main').innerText())) found.push(`${path}: does not show ${shows}`)
    for (const width of WIDTHS) {
      await tab.setViewportSize({ width, height: 900 })
      found.push(...(await tab.evaluate(offTheRightEdge)).map((problem) => `${path} at ${width} px: ${problem}`))
      if (HEADER_WIDTHS.has(width)) await expectHeaderFits(tab, width)
    }
    return found
  })
  expect(problems).toEqual([])

  const titles = new Map<string, string>()
  const descriptions = new Map<string, string>()
  for (const path of paths) {
    const { h1s, title, description, canonical } = heads.get(path)!
    expect(h1s, `${path}: h1 count`).toBe(1)
    expect(title, path).toBeTruthy()
    expect(description, path).toBeTruthy()
    expect(new URL(canonical!, 'http://x').pathname, path).toBe(path)
    expect(titles.get(title), `${path} shares its title with ${titles.get(title)}`).toBeUndefined()
    expect(descriptions.get(description!), `${path} shares its description with ${descriptions.get(description!)}`).toBeUndefined()
    titles.set(title, path)
    descriptions.set(description!, path)
  }
})

/** One round trip: as four locator calls a route, reading the head took 47 s of the sweep's two tabs (of about 700 s). */
function readHead(page: Page): Promise<Head> {
  return page.evaluate(() => ({
    h1s: document.querySelectorAll('h1').length,
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
  }))
}

/** The blog's other listings, as its own links lead to them: each category and each page. */
async function blogListings(page: Page): Promise<string[]> {
  await page.goto('/blog')
  const links = page.locator('nav[aria-label="Blog categories"] a, nav[aria-label="Pagination"] a')
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
  return [...new Set(hrefs)].filter((href) => href.startsWith('/blog?'))
}
