import { SLUGGED_ROUTES } from '../documentRoutes'
import { blockAnchors } from './blockAnchors'

/**
 * What a link's target offers to anchor on: its blocks' anchors (a page of blocks, named by its
 * address), or null when that cannot be known here and any well-formed anchor is taken as typed:
 * a listing page, whose list has ids of its own (each press release at /press#<slug>), or an
 * address that is not a page of blocks (a post, a job: their ids come from their text).
 */
export type TargetAnchors = { path: string; anchors: readonly string[] } | null

/** Finds what a link leads to: by address (a custom link) or by document (a reference). */
export type AnchorLookup = {
  byPath: (path: string) => Promise<TargetAnchors>
  byDocument: (collection: string, id: string | number) => Promise<TargetAnchors>
}

/**
 * The page a link is written on, as it is being edited, when it is one: `#anchor` alone means
 * one of its blocks, and a link to its own address or id is checked against the form, not the
 * database. Null for the other collections and the globals, whose links show on other pages.
 */
export type LinkOrigin = { id?: unknown; path: unknown; layout: unknown } | null

/** The origin of the links in a document being edited: a page's, or none. */
export const linkOrigin = (collectionSlug: string | undefined, data: unknown): LinkOrigin => {
  if (collectionSlug !== 'pages' || !data || typeof data !== 'object') return null
  const { id, path, layout } = data as { id?: unknown; path?: unknown; layout?: unknown }
  return { id, path, layout }
}

/** Listing pages: each shows its collection's list after its blocks, with ids the blocks do not know. */
const LISTING_PATHS: ReadonlySet<string> = new Set([...Object.values(SLUGGED_ROUTES), '/press'])

/** A page's anchors, read from its stored layout, as the site renders them. */
export function pageAnchors(path: string, layout: unknown): TargetAnchors {
  if (LISTING_PATHS.has(path)) return null
  return { path, anchors: blockAnchors(layout).filter((anchor): anchor is string => anchor !== null) }
}

/** The path and anchor of a link on this site (`/pricing?x=1#faq` → /pricing, faq); null for another site's. */
export function internalTarget(href: string): { path: string; anchor: string | null } | null {
  if (!href.startsWith('/') && !href.startsWith('#')) return null
  const hash = href.indexOf('#')
  const beforeHash = hash === -1 ? href : href.slice(0, hash)
  const path = beforeHash.split('?', 1)[0] ?? ''
  if (hash === -1) return { path, anchor: null }
  const raw = href.slice(hash + 1)
  let anchor = raw
  try {
    anchor = decodeURIComponent(raw)
  } catch {
    // A stray % is kept as typed: it matches no anchor, and the message says so.
  }
  return { path, anchor }
}

const listed = (anchors: readonly string[]) => {
  const shown = anchors.slice(0, 8).join(', ')
  return anchors.length > 8 ? `${shown}…` : shown
}

function missingOnThisPage(anchor: string, anchors: readonly string[]): string {
  const choice = anchors.length ? `, or link to one this page has: ${listed(anchors)}` : ''
  return `No block on this page has the anchor ${anchor}. Give a block that anchor in its Anchor field${choice}.`
}

function missingOnPage(anchor: string, target: { path: string; anchors: readonly string[] }): string {
  if (!target.anchors.length) {
    return `The page ${target.path} has no anchors yet. Give the block you mean the anchor ${anchor} in its Anchor field first.`
  }
  return `The page ${target.path} has no block with the anchor ${anchor}. Choose one it has (${listed(target.anchors)}), or give the block you mean that anchor on ${target.path} first.`
}

/**
 * Why a custom link's anchor leads nowhere, in words that say what to do; null when it leads
 * somewhere or there is nothing to check (no anchor, another site, a target whose ids are not
 * known). `#anchor` alone is one of the blocks of the page the link is on; `/path#anchor` one
 * of the blocks of the page at that path: the page being edited is read as it is in the form,
 * any other through `lookup`, as its editors see it now (its latest draft).
 */
export async function hrefAnchorProblem(
  href: string,
  origin: LinkOrigin,
  lookup: AnchorLookup | null,
): Promise<string | null> {
  const target = internalTarget(href)
  if (!target || target.anchor === null) return null
  const { path, anchor } = target
  if (!anchor) return path ? null : 'Type the anchor after the #, like #register.'
  if (!path || (origin && origin.path === path)) {
    if (!origin)
      return `An anchor alone only works in a page’s blocks. Here, put the page’s address before it, like /pricing#${anchor}.`
    const known = pageAnchors(typeof origin.path === 'string' ? origin.path : '', origin.layout)
    return !known || known.anchors.includes(anchor) ? null : missingOnThisPage(anchor, known.anchors)
  }
  const known = lookup ? await lookup.byPath(path) : null
  return !known || known.anchors.includes(anchor) ? null : missingOnPage(anchor, known)
}

/** Why a reference link's anchor is not one of its document's; null when it is, or none is typed. */
export async function referenceAnchorProblem(
  anchor: string | null | undefined,
  target: { collection: string; id: string | number } | null,
  origin: LinkOrigin,
  lookup: AnchorLookup | null,
): Promise<string | null> {
  if (!anchor) return null
  if (anchor.startsWith('#')) return `Leave out the #: type ${anchor.replace(/^#+/, '') || 'the anchor alone'}.`
  if (!target) return 'Choose the page first, then the anchor of one of its blocks.'
  if (
    origin &&
    target.collection === 'pages' &&
    origin.id !== undefined &&
    origin.id !== null &&
    String(origin.id) === String(target.id)
  ) {
    const known = pageAnchors(typeof origin.path === 'string' ? origin.path : '', origin.layout)
    return !known || known.anchors.includes(anchor) ? null : missingOnThisPage(anchor, known.anchors)
  }
  const known = lookup ? await lookup.byDocument(target.collection, target.id) : null
  return !known || known.anchors.includes(anchor) ? null : missingOnPage(anchor, known)
}
