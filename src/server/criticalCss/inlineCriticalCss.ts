import Beasties from 'beasties'

/** Reads one of the page's stylesheets by its address (`/_next/static/chunks/….css`). */
export type ReadStylesheet = (href: string) => Promise<string>

// Next writes each stylesheet of a route into the head as exactly this tag (React's precedence link).
const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+)" data-precedence="[^"]*"\/?>/g
const FONT_FACE = /@font-face\{[^}]*\}/g
const CSS_URL = /url\((['"]?)([^'")]+)\1\)/g
/** Selectors with these pseudo-classes are kept whole (see allowRules below). */
const UNEVALUABLE = [/:where\(/, /:is\(/, /:not\(/, /:has\(/]
/** Those of them that name no `.prose…` class: what a page without prose keeps whole. */
const UNEVALUABLE_OUTSIDE_PROSE = UNEVALUABLE.map(
  (pattern) => new RegExp(`^(?![\\s\\S]*\\.prose\\b)[\\s\\S]*${pattern.source}`),
)
/** An element with the typography plugin's `prose` class (not `not-prose`, not only `prose-lg`). */
const PROSE_ELEMENT = /\sclass="(?:[^"]*\s)?prose[\s"]/

const stylesOf = (html: string) =>
  new Set([...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]))

/** A stylesheet's relative `url(…)`s made absolute, as they must be once inlined in a page at another path. */
export const absoluteUrls = (css: string, href: string) =>
  css.replace(CSS_URL, (whole, quote: string, url: string) =>
    /^(data:|[a-z]+:\/\/|\/|#)/i.test(url)
      ? whole
      : `url(${quote}${new URL(url, `http://site${href}`).pathname}${quote})`,
  )

/**
 * The page with the CSS its own markup uses inlined in the head, and its stylesheets moved to
 * the end of the body, so the first screen paints as soon as the HTML has arrived instead of
 * after a second request (and, on a phone, after the scripts that arrived meanwhile ran).
 * Chromium, Firefox and Safari block only what follows a stylesheet in the body, and nothing
 * follows it, so the whole sheet still applies once loaded, for what the page adds later
 * (menus, dialogs, hover and focus states).
 *
 * Beasties (the maintained successor of Google's critters) picks the rules; the page is then
 * edited in place rather than taken from Beasties' reserialised document, so every other byte,
 * inline scripts above all (their hashes make the page's Content-Security-Policy), stays as
 * Next wrote it. Returns null when there is nothing to do, or nothing safe to do.
 */
export async function inlineCriticalCss(html: string, readStylesheet: ReadStylesheet): Promise<string | null> {
  const headEnd = html.indexOf('</head>')
  const bodyEnd = html.lastIndexOf('</body>')
  if (headEnd < 0 || bodyEnd < 0) return null
  const links = [...html.slice(0, headEnd).matchAll(STYLESHEET_LINK)]
  if (links.length === 0) return null

  const sheets = new Map<string, string>()
  for (const [, href] of links) sheets.set(href!, await readStylesheet(href!))
  const beasties = new Beasties({
    path: '/',
    publicPath: '/',
    // (Its own rewrite of the links is not used: the page is spliced below.)
    pruneSource: false,
    mergeStylesheets: true,
    reduceInlineStyles: false,
    // Our @font-face rules are added whole below: the families are named through CSS variables
    // (next/font's), which Beasties cannot follow, so it would judge every font unused.
    fonts: false,
    keyframes: 'critical',
    // Selectors Beasties cannot evaluate against the markup are left out by default; the
    // typography plugin's prose rules (`.prose :where(strong):not(:where([class~=not-prose] *))`)
    // are such, and a post's bold text changed size without them. Kept whole instead, but the
    // prose rules only where the page has prose: on the home page they were 17.3 KB of 63.2 KB.
    allowRules: PROSE_ELEMENT.test(html) ? UNEVALUABLE : UNEVALUABLE_OUTSIDE_PROSE,
    logLevel: 'silent',
  })
  beasties.readFile = async (file: string) => sheets.get(file) ?? ''
  const processed = await beasties.process(html)
  const before = stylesOf(html)
  const critical = [...stylesOf(processed)].filter((style) => !before.has(style)).join('')
  const fontFaces = [...sheets].flatMap(([href, css]) =>
    (css.match(FONT_FACE) ?? []).map((rule) => absoluteUrls(rule, href)),
  )
  const inline = fontFaces.join('') + critical
  if (!critical || /<\/style/i.test(inline)) return null

  const head = html.slice(0, headEnd)
  const firstLink = links[0]!.index
  const tags = links.map((link) => link[0]).join('')
  const headWithout = (
    head.slice(0, firstLink) +
    `<style data-critical>${inline}</style>` +
    head.slice(firstLink)
  ).replace(STYLESHEET_LINK, '')
  return headWithout + html.slice(headEnd, bodyEnd) + tags + html.slice(bodyEnd)
}
