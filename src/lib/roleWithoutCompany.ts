import { escapeRegExp } from './escape'

/**
 * A quote's role with the company's name taken off its end ("CTO, Acme" or "CTO at Acme"
 * becomes "CTO"), since the caption names the company itself, once. Editors type roles
 * freely, and a role typed with the company read "CTO, Acme, Acme".
 */
export function roleWithoutCompany(role: string | null | undefined, company: string | null | undefined): string {
  const trimmed = role?.trim() ?? ''
  const name = company?.trim()
  if (!name) return trimmed
  const suffix = new RegExp(`(?:^|\\s*[,·|–—-]\\s*|\\s+(?:at|@)\\s+)${escapeRegExp(name)}\\s*$`, 'i')
  return trimmed.replace(suffix, '').trim()
}
