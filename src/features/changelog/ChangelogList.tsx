import { Link } from '@/ui/Link.client'

import type { Changelog } from '@/cms/payload-types'
import { formatDate } from '@/features/layout/formatDate'
import { ChangelogTags } from './tags'

/** Entries newest first as a timeline: the date sits in a left column on wide screens. */
export function ChangelogList({ entries }: { entries: Changelog[] }) {
  if (entries.length === 0) return <p className="text-slate-600">Nothing shipped yet. Check back soon.</p>
  return (
    <ol className="divide-y divide-slate-200">
      {entries.map((entry) => (
        <li key={entry.id} className="py-10 first:pt-0 desk:grid desk:grid-cols-[12rem_1fr] desk:gap-8">
          <p className="text-sm font-medium text-slate-600">
            <time dateTime={entry.publishedAt}>{formatDate(entry.publishedAt)}</time>
          </p>
          <article className="mt-2 desk:mt-0">
            <h2 className="text-2xl font-semibold tracking-tight text-slate-900">
              <Link href={`/changelog/${entry.slug}`} className="hover:text-brand-700 hover:underline">
                {entry.title}
              </Link>
            </h2>
            <div className="mt-3">
              <ChangelogTags tags={entry.tags} />
            </div>
            <p className="mt-4 text-slate-600">{entry.summary}</p>
          </article>
        </li>
      ))}
    </ol>
  )
}
