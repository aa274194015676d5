/**
 * Seed content names its links by address, as an editor would read them. Once everything is
 * written, the seed turns the addresses of its own documents into references
 * (links/referenceLinksByPath.ts), so they follow their documents like an editor's picks.
 */
export const linkTo = (href: string) => ({ type: 'custom' as const, href })

/** A labelled link (buttons). */
export const labelledLink = (label: string, href: string) => ({ label, ...linkTo(href) })
