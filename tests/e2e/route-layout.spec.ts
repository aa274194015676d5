import { expect, test } from '@playwright/test'

import { expectHeaderFits } from './helpers/headerLayout'
import { sitemapPaths } from './helpers/sitemap'
import { sweep } from './helpers/sweep'

/** The widths visitors use most: a phone, a tablet, a small laptop and a desktop. */
const WIDTHS = [375, 768, 1024, 1440]

/**
 * Every public route (the sitemap's, and the 404 page) at each width: the page never scrolls
 * sideways, and the header fits (no control wraps, leaves the page or overlaps another). Wide
 * content such as tables and code scrolls inside its own box, which this allows. Each page is
 * loaded once and laid out again at each width (the layout is CSS: media queries apply as the
 * viewport changes), so the sweep costs one load per route, on two tabs side by side.
 */
test('every route at 375, 768, 1024 and 1440 px: no sideways scrolling, and the header fits @desktop', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000)
  // Images keep their boxes (width and height are set) without their bytes, so the sweep does
  // not make the server optimise every image for it.
  await page.context().route(/\/_next\/image\?|\.(?:png|jpe?g|webp|avif|gif)(?:\?|$)/, (route) => route.abort())
  const paths = [...(await sitemapPaths(request)), '/no-such-page']
  const problems = await sweep(page, paths, async (tab, path) => {
    const found: string[] = []
    await tab.setViewportSize({ width: WIDTHS[0]!, height: 900 })
    await tab.goto(path)
    for (const width of WIDTHS) {
      await tab.setViewportSize({ width, height: 900 })
      const overflow = await tab.evaluate(() => {
        const root = document.documentElement
        if (root.scrollWidth <= root.clientWidth) return null
        // What sticks out, outside any box that scrolls or clips it.
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
      if (overflow) found.push(`${path} at ${width} px: ${overflow}`)
      await expectHeaderFits(tab, width)
    }
    return found
  })
  expect(problems).toEqual([])
})
