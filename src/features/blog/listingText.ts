import { clampText } from '@/features/pages/pageMetadata'

type ListingState = {
  pageNumber: number
  pages: number
  categoryTitle?: string | null
  categoryDescription?: string | null
}

/** "Blog", "Blog: Compliance", "Blog — page 2": every listing page gets a title of its own. */
export function listingTitle(base: string, { pageNumber, categoryTitle }: ListingState): string {
  const withCategory = categoryTitle ? `${base}: ${categoryTitle}` : base
  return pageNumber > 1 ? `${withCategory} — page ${pageNumber}` : withCategory
}

/** The category's own description when it has one; later pages say which page they are, so no two match. */
export function listingDescription(
  base: string,
  { pageNumber, pages, categoryTitle, categoryDescription }: ListingState,
): string {
  // Clamped here so the page suffix that keeps it unique is never the part cut off.
  const text = clampText(categoryDescription || (categoryTitle ? `${categoryTitle} articles. ${base}` : base), 270)
  return pageNumber > 1 ? `${text} Page ${pageNumber} of ${pages}.` : text
}
