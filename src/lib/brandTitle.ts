import { escapeRegExp } from './escape'

/** What people put between a title and a brand: `|`, `·`, `•`, `:`, `-`, en and em dashes. */
const SEPARATOR = '[|·•:\\-–—]'

/** What the site itself puts between a title and the brand. */
export const BRAND_SEPARATOR = ' · '

/**
 * A title without the brand at its start or end (`Spring launch | Cipherwell` → `Spring
 * launch`), so the site's title template adds it exactly once. A title that is only the
 * brand is kept as it is; a draft's missing title gives ''.
 */
export function withoutBrand(title: string | null | undefined, brand: string): string {
  const trimmed = title?.trim() ?? ''
  const name = escapeRegExp(brand.trim())
  if (!name) return trimmed
  const stripped = trimmed
    .replace(new RegExp(`\\s*${SEPARATOR}+\\s*${name}$`, 'iu'), '')
    .replace(new RegExp(`^${name}\\s*${SEPARATOR}+\\s*`, 'iu'), '')
    .trim()
  return stripped || trimmed
}

/**
 * The whole `<title>` the site shows for a title: the brand once, after it (`Pricing ·
 * Cipherwell`), or before it on the home page; the brand alone for a draft without a title.
 * The layout's template and the CMS's generated meta title both build it here, so the
 * snippet preview shows what visitors get.
 */
export function brandedTitle(title: string | null | undefined, brand: string, { brandFirst = false } = {}): string {
  const bare = withoutBrand(title, brand)
  if (!bare || bare.toLowerCase() === brand.trim().toLowerCase()) return bare || brand
  return brandFirst ? `${brand}${BRAND_SEPARATOR}${bare}` : `${bare}${BRAND_SEPARATOR}${brand}`
}
