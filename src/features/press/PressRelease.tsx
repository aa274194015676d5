import type { Press } from '@/cms/payload-types'
import { formatDate } from '@/features/layout/formatDate'
import { RichText } from '@/features/richtext/RichText'

/** A release in full. The slug is its anchor, so `/press#slug` links to it (the scroll margin clears the sticky header). */
export function PressRelease({ release }: { release: Press }) {
  const headingId = `${release.slug}-title`
  return (
    <article id={release.slug} aria-labelledby={headingId} className="scroll-mt-24 py-12 first:pt-0 desk:py-16">
      <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {release.location} — <time dateTime={release.publishedAt}>{formatDate(release.publishedAt)}</time>
      </p>
      <h2 id={headingId} className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900">
        <a href={`#${release.slug}`} className="hover:text-brand-700 hover:underline">
          {release.title}
        </a>
      </h2>
      <p className="mt-5 text-lg font-medium text-slate-700">{release.summary}</p>
      <RichText data={release.content} className="mt-6" />
    </article>
  )
}
