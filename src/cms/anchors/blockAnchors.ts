import { slugify } from '../../lib/addresses/fromTitle'

/**
 * A block's anchor, the id of its section (`/pricing#plans`): lower-case words joined by single
 * hyphens, as slugs are, so it reads the same in a link, in the address bar and in the admin.
 */
export const ANCHOR = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const ANCHOR_MAX_LENGTH = 60

/**
 * Ids the site renders on a page around its blocks: the shell's (the skip link's target and
 * the mobile menu) and the webinars listing's two sections. A block taking one would make two
 * elements with one id, and the link would land on the other.
 */
export const RESERVED_IDS: ReadonlySet<string> = new Set(['main', 'mobile-nav', 'upcoming', 'on-demand'])

/** What a block row holds that its anchor comes from; every layout block has both fields. */
type AnchorSource = { anchor?: unknown; heading?: unknown }

const sourceOf = (block: unknown): AnchorSource => (block && typeof block === 'object' ? (block as AnchorSource) : {})

/** The anchor an editor (or a publish) stored on the block, as written; '' when none. */
export const storedAnchor = (block: unknown): string => {
  const { anchor } = sourceOf(block)
  return typeof anchor === 'string' ? anchor : ''
}

/** The anchor a heading makes, before it is made unique on its page; '' for none. */
export const anchorFromHeading = (heading: unknown): string => (typeof heading === 'string' ? slugify(heading) : '')

/** Why a typed anchor cannot be one, in words that say what to type instead; null when it can. */
export function anchorFormatProblem(anchor: string): string | null {
  if (anchor.startsWith('#')) return `Leave out the #: type ${anchor.replace(/^#+/, '') || 'the anchor alone'}.`
  if (anchor.length > ANCHOR_MAX_LENGTH) return `Keep the anchor to ${ANCHOR_MAX_LENGTH} characters or fewer.`
  if (!ANCHOR.test(anchor)) {
    const suggestion = slugify(anchor)
    return `Use lower-case letters, digits and single hyphens, without spaces${suggestion ? `, like ${suggestion}` : ''}.`
  }
  if (RESERVED_IDS.has(anchor))
    return `The site itself uses #${anchor} on every page: choose another anchor, like ${anchor}-section.`
  return null
}

/** `base`, or `base-2`, `base-3`… whichever is not taken yet. */
function unique(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

/**
 * Each block's anchor on its page, in layout order, or null for a block without one: the
 * anchor stored on it, else one made from its heading. Stored anchors come first and made ones
 * give way to them (`pricing-2` beside a typed `pricing`). An anchor that could not be an id
 * here (malformed, reserved, or a later duplicate: drafts are saved unchecked) is left out, so
 * a page never renders two elements with one id. The site renders these as section ids, and
 * links are checked against them: one function, so both always agree.
 */
export function blockAnchors(layout: unknown): (string | null)[] {
  const blocks: unknown[] = Array.isArray(layout) ? layout : []
  const taken = new Set(RESERVED_IDS)
  const anchors = blocks.map((block) => {
    const stored = storedAnchor(block)
    if (!stored || anchorFormatProblem(stored) !== null || taken.has(stored)) return null
    taken.add(stored)
    return stored
  })
  blocks.forEach((block, index) => {
    if (storedAnchor(block)) return
    const base = anchorFromHeading(sourceOf(block).heading)
    if (!base) return
    const anchor = unique(base, taken)
    taken.add(anchor)
    anchors[index] = anchor
  })
  return anchors
}

/** A block as the editor knows it in a message: its number in the layout and its heading. */
export function blockName(layout: unknown, index: number): string {
  const heading = Array.isArray(layout) ? sourceOf(layout[index]).heading : undefined
  const title = typeof heading === 'string' && heading.trim() ? ` (“${heading.trim()}”)` : ''
  return `Block ${index + 1}${title}`
}

/**
 * Why the anchor stored on block `index` of a page cannot stay: malformed, reserved, or typed
 * on another block of the page as well (both are refused, each naming the other, so the
 * editor sees the pair wherever they look). Null when it can.
 */
export function blockAnchorProblem(layout: unknown, index: number): string | null {
  const blocks: unknown[] = Array.isArray(layout) ? layout : []
  const anchor = storedAnchor(blocks[index])
  if (!anchor) return null
  const format = anchorFormatProblem(anchor)
  if (format) return format
  const other = blocks.findIndex((block, at) => at !== index && storedAnchor(block) === anchor)
  if (other === -1) return null
  return `${blockName(blocks, other)} on this page has the anchor ${anchor} too. Anchors must differ on a page: change one of them.`
}
