import * as readers from '@/cms/read/collections'
import { ChangelogEntry } from '@/features/changelog/ChangelogEntry'
import { ChangelogList } from '@/features/changelog/ChangelogList'
import { FeedLink } from '@/features/seo/FeedLink'
import { eyebrow, formatDay } from '@/features/seo/ogText'
import { contentType, listingOf, titled } from '../contentType'
import { band } from './bands'

/** The changelog: entries at /changelog/<slug> and the listing with its feed link. */
export const changelog = contentType({
  collection: 'changelog',
  section: 'Changelog',
  read: readers.changelog,
  name: (entry) => titled(entry.title),
  metadata: (entry) => ({ title: titled(entry.title, 'Changelog'), description: entry.summary }),
  lightHeader: true,
  render: (entry) => <ChangelogEntry entry={entry} />,
  og: {
    alt: 'The title of this changelog entry on a dark card with the logo',
    card: (entry) => ({
      eyebrow: eyebrow('Changelog', formatDay(entry.publishedAt)),
      title: entry.title,
      description: entry.summary,
    }),
  },
})

export const changelogListing = listingOf(changelog, {
  render: (entries) =>
    band(
      <>
        <FeedLink feed="changelog" className="mb-10" />
        <ChangelogList entries={entries} />
      </>,
    ),
  og: { alt: 'The product changelog on a dark card with the logo', eyebrow: 'Resources', title: 'Changelog' },
})
