import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The WCAG levels every page is held to: 2.2 A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** A frame's origin, with blank and srcdoc frames counted as their parent's. */
const originOf = (url: string, parent: string) => (url === '' || url.startsWith('about:') ? parent : new URL(url).origin)

/**
 * Radix NavigationMenu puts an aria-hidden, focusable "focus proxy" after an open trigger: it
 * never keeps focus (it hands it straight to the menu content for Tab order), which axe cannot
 * know, so scans with a menu open leave that one element out.
 */
export const RADIX_FOCUS_PROXY = 'nav[aria-label="Main"] li > span[aria-hidden="true"][tabindex="0"]'

/** Part of the page to scan (`include`, a selector) and part to leave out (`exclude`). */
export type AxeScope = { include?: string; exclude?: string }

/**
 * What axe finds on the page as it stands, one line per rule: the path, the rule and its targets.
 * Every axe scan in the browser tests goes through here (the route sweeps call it once or twice
 * for every route), so it runs axe the quick way where that loses nothing: in one pass inside the
 * page ("legacy mode", without the blank page the default mode opens to merge each frame's
 * results) and keeping only the violations' details. Measured on /careers, /products/relay and
 * /blog: 0.75-1.2 s a run, against 2.1-3.9 s; under the full suite the default way took 14-16 s
 * a page. That way reaches same-origin frames only, so a page holding a frame from elsewhere gets
 * the full run.
 */
export async function axeProblems(page: Page, path: string, { include, exclude }: AxeScope = {}): Promise<string[]> {
  const origin = new URL(page.url()).origin
  const foreignFrame = page.frames().some((frame) => originOf(frame.url(), origin) !== origin)
  // options() replaces every option set before it: it comes first, or the tags would be lost.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS)
  if (include) builder = builder.include(include)
  if (exclude) builder = builder.exclude(exclude)
  const { violations } = await builder.setLegacyMode(!foreignFrame).analyze()
  return violations.map(
    (violation) => `${path}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}
