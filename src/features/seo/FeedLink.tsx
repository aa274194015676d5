import { FEEDS, type FeedName } from './siteMetadata'

/**
 * A visible way to subscribe to a section's feed (the `<link rel="alternate">` in the head is
 * invisible to people): its RSS document, named as such for screen readers and search alike.
 */
export function FeedLink({ feed, className = '' }: { feed: FeedName; className?: string }) {
  return (
    <p className={className}>
      <a
        href={FEEDS[feed].rss}
        type="application/rss+xml"
        className="inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:text-brand-600 hover:underline"
      >
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          aria-hidden="true"
          className="size-4 flex-none"
        >
          <path d="M5 11a8 8 0 0 1 8 8M5 5a14 14 0 0 1 14 14" />
          <circle cx="6" cy="18" r="1" fill="currentColor" />
        </svg>
        Subscribe to the feed (RSS)
      </a>
    </p>
  )
}
