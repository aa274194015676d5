import { expect, test, type Page } from '@playwright/test'

import { axeProblems } from './helpers/axe'
import { expectHeaderFits } from './helpers/headerLayout'
import { sitemapPaths } from './helpers/sitemap'
import { SPEC_ROUTES } from './helpers/specRoutes'
import { sweep } from './helpers/sweep'

/** The widths visitors use most: a phone, a tablet, a small laptop and a desktop. */
const WIDTHS = [375, 768, 1024, 1440]
const DESKTOP = { width: 1280, height: 800 }

type Head = { h1s: number; title: string; description: string | null; canonical: string | null }

/**
 * Every public route (the spec's, the sitemap's, and the 404 page), each loaded once at 1280 px:
 * - it answers 200 with one h1, a title, a description and its own canonical URL, and no two
 *   routes share a title or a description;
 * - axe finds no WCAG 2.2 A/AA violation (at 375 px: axe-routes.spec.ts);
 * - at 375, 768, 1024 and 1440 px the page never scrolls sideways and the header fits (no
 *   control wraps, leaves the page or overlaps another). Wide content such as tables and code
 *   scrolls inside its own box, which this allows. The layout is CSS, so media queries apply as
 *   the viewport changes and the page need not be loaded again for each width.
 * Routes are visited on two tabs side by side.
 */
test('every route: status, h1, title, description and canonical; axe; no sideways scrolling and a header that fits at 375-1440 px @desktop', async ({
  page,
  request,
}) => {
  test.setTimeout(900_000)
  // Images keep their boxes (width and height are set) without their bytes, so the sweep does
  // not make the server optimise every image for it.
  await page.context().route(/\/_next\/image\?|\.(?:png|jpe?g|webp|avif|gif)(?:\?|$)/, (route) => route.abort())
  const paths = [...new Set([...SPEC_ROUTES, ...(await sitemapPaths(request))])]
  const heads = new Map<string, Head>()
  const problems = await sweep(page, [...paths, '/no-such-page'], async (tab, path) => {
    const found: string[] = []
    await tab.setViewportSize(DESKTOP)
    const response = await tab.goto(path)
    if (path !== '/no-such-page') {
      if (response?.status() !== 200) found.push(`${path}: status ${response?.status()}`)
      heads.set(path, await readHead(tab))
      found.push(...(await axeProblems(tab, path)))
    }
    for (const width of WIDTHS) {
      await tab.setViewportSize({ width, height: 900 })
      const overflow = await sidewaysOverflow(tab)
      if (overflow) found.push(`${path} at ${width} px: ${overflow}`)
      await expectHeaderFits(tab, width)
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

async function readHead(page: Page): Promise<Head> {
  return {
    h1s: await page.locator('h1').count(),
    title: await page.title(),
    description: await page.locator('meta[name="description"]').getAttribute('content'),
    canonical: await page.locator('link[rel="canonical"]').getAttribute('href'),
  }
}

/** How far the page scrolls sideways, and what sticks out, outside any box that scrolls or clips it; null when it does not. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement
    if (root.scrollWidth <= root.clientWidth) return null
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') return true
      return false
    }
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5 && !clipped(el))
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ').slice(0, 4).join('.')}`)
    return `${root.scrollWidth - root.clientWidth} px too wide (${culprits.join(', ') || 'an absolutely placed element'})`
  })
}
