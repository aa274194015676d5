/** Longest slug made from a title; longer titles are cut at a word. */
const MAX_SLUG = 60

/**
 * A title as a slug: lower-case ASCII words joined by single hyphens ("Café & Crème" →
 * "cafe-and-creme"). Payload's own slugify keeps underscores and double hyphens, which the
 * site's slug rule (documentRoutes.ts SLUG) refuses. Empty when the title has no letters or digits.
 */
export function slugify(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
  let slug = ''
  for (const word of words) {
    const longer = slug ? `${slug}-${word}` : word
    if (longer.length > MAX_SLUG) break
    slug = longer
  }
  return slug || (words[0]?.slice(0, MAX_SLUG) ?? '')
}

export type AddressKind = 'slug' | 'path'

/**
 * The address a title makes. A page's path keeps the section it is in and replaces only its
 * last part (`/products/relay` titled "Relay Pro" → `/products/relay-pro`); a new page's is `/<slug>`.
 * Empty when the title makes no slug.
 */
export function addressFromTitle(kind: AddressKind, title: unknown, current: unknown): string {
  const slug = typeof title === 'string' ? slugify(title) : ''
  if (kind === 'slug' || !slug) return slug
  const section = typeof current === 'string' ? current.split('/').filter(Boolean).slice(0, -1) : []
  return `/${[...section, slug].join('/')}`
}
