import { isExternal } from '@/lib/href'

export type LinkGroup = { label?: string | null; href?: string | null } | null | undefined

export type ButtonLink = { label: string; href: string; external: boolean }

/**
 * A CMS link group as a button, or null: editors leave optional buttons empty, and a
 * link without a label would be a button with no accessible name.
 */
export function toButtonLink(group: LinkGroup): ButtonLink | null {
  const label = group?.label?.trim()
  const href = group?.href?.trim()
  if (!label || !href) return null
  return { label, href, external: isExternal(href) }
}
