import type { Pattern } from '../../media/covers'
import type { PaperDocument } from '../../media/pdf'

/** A paper: the listing's fields, its cover's look, and the body set in its PDF. */
export type SeedPaper = {
  slug: string
  title: string
  abstract: string
  daysAgo: number
  coverPattern: Pattern
  coverAlt: string
} & Pick<PaperDocument, 'subtitle' | 'sections'>
