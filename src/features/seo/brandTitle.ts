import { escapeRegExp } from '@/lib/escape'

/** What people put between a title and a brand: `|`, `·`, `•`, `:`, `-`, en and em dashes. */
const SEPARATOR = '[|·•:\\-–—]'

/**
 * A title without the brand at its start or end (`Spring launch | Cipherwell` → `Spring
 * launch`), so the site's title template adds it exactly once. A title that is only the
 * brand is kept as it is.
 */
export function withoutBrand(title: string, brand: string): string {
  const trimmed = title.trim()
  const name = escapeRegExp(brand.trim())
  if (!name) return trimmed
  const stripped = trimmed
    .replace(new RegExp(`\\s*${SEPARATOR}+\\s*${name}$`, 'iu'), '')
    .replace(new RegExp(`^${name}\\s*${SEPARATOR}+\\s*`, 'iu'), '')
    .trim()
  return stripped || trimmed
}
