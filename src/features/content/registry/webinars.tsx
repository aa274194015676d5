import * as readers from '@/cms/read/collections'
import { eyebrow, formatDay } from '@/features/seo/ogText'
import { WebinarDetail } from '@/features/webinars/WebinarDetail'
import { WebinarSections } from '@/features/webinars/WebinarSections'
import { contentType, listingOf, titled } from '../contentType'

/** Webinars: detail pages and the listing, upcoming and on demand. */
export const webinars = contentType({
  collection: 'webinars',
  section: 'Webinars',
  read: readers.webinars,
  name: (webinar) => titled(webinar.title),
  metadata: (webinar) => ({ title: titled(webinar.title, 'Webinar'), description: webinar.summary }),
  // Rendered at most an hour ago (revalidation): 'Register' turns into 'Watch the recording' within the hour.
  render: (webinar) => <WebinarDetail webinar={webinar} now={new Date()} />,
  og: {
    alt: 'The title and date of this webinar on a dark card with the logo',
    // An absolute date, not "upcoming": the image is cached and would go stale.
    card: (webinar) => ({
      eyebrow: eyebrow('Webinar', formatDay(webinar.startsAt)),
      title: webinar.title,
      description: webinar.summary,
    }),
  },
})

export const webinarsListing = listingOf(webinars, {
  // A webinar moves from 'Upcoming' to 'On demand' within an hour of starting.
  render: (all) => <WebinarSections webinars={all} now={new Date()} />,
  og: { alt: 'Webinars on a dark card with the logo', eyebrow: 'Resources', title: 'Webinars' },
})
