import { relationId } from '@/lib/relationId'

import { documentPath, LINKABLE_COLLECTIONS } from '../documentRoutes'

export type LinkableCollection = (typeof LINKABLE_COLLECTIONS)[number]

/** The document a reference link points at: its id, or the document itself when Payload populated it. */
export type LinkReference = { relationTo: string; value: unknown }

/**
 * A link field's stored value: a reference to a document (with an optional anchor of one of its
 * blocks), or a custom path or URL in `href`.
 */
export type LinkValue = {
  type?: 'reference' | 'custom' | null
  reference?: LinkReference | null
  anchor?: string | null
  href?: string | null
  label?: string | null
}

export const isLinkable = (collection: string): collection is LinkableCollection =>
  (LINKABLE_COLLECTIONS as readonly string[]).includes(collection)

/** The target of a reference link as collection and id, or null when the link has none. */
export function referenceTarget(link: LinkValue | null | undefined): { collection: LinkableCollection; id: string | number } | null {
  if (link?.type !== 'reference' || !link.reference || !isLinkable(link.reference.relationTo)) return null
  const id = relationId(link.reference.value)
  return id === null ? null : { collection: link.reference.relationTo, id }
}

/** Where a populated reference leads, read from the document itself; null when it was not populated. */
export function populatedAddress(reference: LinkReference): string | null {
  const doc = reference.value
  if (!doc || typeof doc !== 'object') return null
  return documentPath(reference.relationTo, doc as { path?: unknown; slug?: unknown })
}

/** Looks up the current address of a document (null when it is gone or has none). */
export type AddressOf = (collection: LinkableCollection, id: string | number) => Promise<string | null>

/**
 * The one rule that turns a link into an address: a reference follows its document's current
 * address (so a moved page takes its links with it), with its anchor after a #; a custom link
 * is what the editor typed.
 */
export async function linkHref(link: LinkValue | null | undefined, addressOf: AddressOf): Promise<string | null> {
  if (!link) return null
  if (link.type !== 'reference') return link.href?.trim() || null
  const target = referenceTarget(link)
  if (!target) return null
  const address = (link.reference && populatedAddress(link.reference)) ?? (await addressOf(target.collection, target.id))
  const anchor = link.anchor?.trim()
  return address && anchor ? `${address}#${encodeURIComponent(anchor)}` : address
}

/** A link in rich text (Payload's link feature): an `internal` one names a document, any other carries a URL. */
export type RichTextLink = {
  type: 'link' | 'autolink'
  fields: { linkType?: string | null; doc?: LinkReference | null; url?: string | null; newTab?: boolean | null }
}

/** A rich-text link to one of our documents (the link feature's "internal link"). */
export const isInternalRichTextLink = (value: unknown): value is RichTextLink => {
  const node = value as Partial<RichTextLink> | null
  return Boolean(node && (node.type === 'link' || node.type === 'autolink') && node.fields?.linkType === 'internal')
}

/** An internal rich-text link as the reference link it is. */
export const richTextReference = ({ fields }: RichTextLink): LinkValue => ({ type: 'reference', reference: fields.doc ?? null })

/**
 * Whether a value read from the database is a link field's (the walkers below find links by
 * shape): a type of reference or custom, beside an address or a reference (a reference without
 * a related row is left out of what the database adapter returns).
 */
export const isLinkValue = (value: unknown): value is LinkValue =>
  Boolean(value) &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  ((value as LinkValue).type === 'reference' || (value as LinkValue).type === 'custom') &&
  ('href' in (value as object) || 'reference' in (value as object))

/**
 * Calls `visit` on every link inside a document or global (blocks, arrays and groups
 * included): each link field's value itself, and each internal rich-text link as a reference
 * made for the visit, so what reads links (the referrers of a document) sees both, and what
 * changes custom link fields (referenceLinksByPath) leaves rich text as it is.
 */
export function eachLink(data: unknown, visit: (link: LinkValue) => void): void {
  if (Array.isArray(data)) {
    for (const item of data) eachLink(item, visit)
    return
  }
  if (!data || typeof data !== 'object') return
  if (isLinkValue(data)) visit(data)
  else if (isInternalRichTextLink(data)) visit(richTextReference(data))
  for (const value of Object.values(data)) if (value && typeof value === 'object') eachLink(value, visit)
}
