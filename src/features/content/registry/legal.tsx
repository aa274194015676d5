import * as readers from '@/cms/read/collections'
import { LegalDocument } from '@/features/legal/LegalDocument'
import { contentType, titled } from '../contentType'

/** Legal has no index page of its own, so the trail goes straight from Home to the document. */
export const legal = contentType({
  collection: 'legal',
  read: readers.legal,
  name: (doc) => titled(doc.title),
  metadata: (doc) => ({ title: titled(doc.title), description: doc.summary }),
  lightHeader: true,
  render: (doc) => <LegalDocument doc={doc} />,
  og: {
    alt: 'The title of this legal document on a dark card with the logo',
    card: (doc) => ({ eyebrow: 'Legal', title: doc.title, description: doc.summary }),
  },
})
