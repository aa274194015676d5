import type { PaperDocument } from '../../media/paperDocument'
import type { Pattern } from '../../media/patterns'

/** A paper: the listing's fields, its cover's look, and what its PDF sets. */
export type SeedPaper = {
  slug: string
  title: string
  abstract: string
  daysAgo: number
  coverPattern: Pattern
} & Pick<PaperDocument, 'subtitle' | 'summary' | 'keyFigures' | 'sections'>
