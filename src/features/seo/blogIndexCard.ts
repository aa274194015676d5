import type { Draft } from '@/cms/draft'
import type { Category, Page } from '@/cms/payload-types'

import { eyebrow, type CardText } from './ogText'

type Listing = {
  page: Pick<Draft<Page>, 'title' | 'description'>
  category: Pick<Draft<Category>, 'title' | 'description'> | null
  pageNumber: number
}

/** The card of a blog listing page: the blog itself, or the chosen category, and which page of it. */
export function blogIndexCard({ page, category, pageNumber }: Listing): CardText {
  const pageLabel = pageNumber > 1 ? `Page ${pageNumber}` : null
  if (!category) return { eyebrow: eyebrow('Resources', pageLabel), title: page.title, description: page.description }
  return {
    eyebrow: eyebrow(page.title, pageLabel),
    title: category.title,
    description: category.description || page.description,
  }
}
