import * as readers from '@/cms/read/collections'
import { PaperCard } from '@/features/papers/PaperCard'
import { PaperDetail } from '@/features/papers/PaperDetail'
import { contentType, listingOf, titled } from '../contentType'
import { band, empty } from './bands'

/** Papers: detail pages with the PDF, and the listing of cards. */
export const papers = contentType({
  collection: 'papers',
  section: 'Papers',
  read: readers.papers,
  name: (paper) => titled(paper.title),
  metadata: (paper) => ({ title: titled(paper.title, 'Paper'), description: paper.abstract }),
  lightHeader: true,
  render: (paper) => <PaperDetail paper={paper} />,
  og: {
    alt: 'The title of this paper on a dark card with the logo',
    card: (paper) => ({ eyebrow: 'Whitepaper', title: paper.title, description: paper.abstract }),
  },
})

export const papersListing = listingOf(papers, {
  render: (all) =>
    band(
      all.length > 0 ? (
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {all.map((paper, index) => (
            <PaperCard key={paper.id} paper={paper} priority={index === 0} />
          ))}
        </div>
      ) : (
        empty('Our first paper is on its way.')
      ),
    ),
  og: { alt: 'Whitepapers on a dark card with the logo', eyebrow: 'Resources', title: 'Papers' },
})
