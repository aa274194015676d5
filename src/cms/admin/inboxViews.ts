import type { Where } from 'payload'

/** A saved view of the sales inbox: a name and the list filter it stands for. */
export type InboxView = { label: string; where: Where }

/**
 * The inbox's saved views. Payload's query presets store a fixed filter, so "Mine" would have to
 * be saved once per salesperson; these are built for whoever is signed in, and each is a plain
 * list address, so a view can be bookmarked or sent to a colleague as it is.
 */
export const inboxViews = (userId: number | string | undefined): InboxView[] => [
  { label: 'New', where: { status: { equals: 'new' } } },
  ...(userId === undefined
    ? []
    : [{ label: 'Mine, open', where: { and: [{ owner: { equals: userId } }, { status: { not_equals: 'closed' } }] } }]),
  { label: 'All open', where: { status: { not_equals: 'closed' } } },
  { label: 'Everything', where: {} },
]

/** A filter as the list's address carries it: `where[status][equals]=new`, as Payload's list parses it (qs). */
export function whereQuery(value: unknown, prefix = 'where'): string[] {
  if (value === null || value === undefined) return []
  if (typeof value !== 'object') return [`${encodeURIComponent(prefix)}=${encodeURIComponent(String(value))}`]
  return Object.entries(value).flatMap(([key, inner]) => whereQuery(inner, `${prefix}[${key}]`))
}

/** The list address of a view. */
export const viewHref = (collectionUrl: string, view: InboxView) => {
  const query = whereQuery(view.where).join('&')
  return query ? `${collectionUrl}?${query}` : collectionUrl
}

/**
 * The view the list shows now, if its filter is exactly one of them. Next hands the page its
 * query flat (`{'where[status][equals]': 'new'}`); a parsed `where` object reads the same.
 */
export const currentView = (views: InboxView[], searchParams: Record<string, unknown> | undefined) => {
  const params = searchParams ?? {}
  const flat = Object.entries(params)
    .filter(([key]) => key.startsWith('where['))
    .flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((one) => `${encodeURIComponent(key)}=${encodeURIComponent(String(one))}`))
  const shown = [...flat, ...whereQuery(params.where ?? {})].sort().join('&')
  return views.find((view) => whereQuery(view.where).sort().join('&') === shown)
}
