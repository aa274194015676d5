import { Link } from '@/ui/Link.client'

import type { Changelog } from '@/cms/payload-types'
import { formatDate } from '@/features/layout/formatDate'
import { PageHeader } from '@/features/layout/PageHeader'
import { RichText } from '@/features/richtext/RichText'
import { ChangelogTags } from './tags'
import { ReadingColumn } from '@/features/layout/ReadingColumn'

/** One changelog entry on a page of its own, with the way back to the list. */
export function ChangelogEntry({ entry }: { entry: Changelog }) {
  return (
    <>
      <PageHeader
        measure="reading"
        eyebrow={`Changelog · ${formatDate(entry.publishedAt)}`}
        title={entry.title}
        intro={entry.summary}
        light
      >
        <div className="mt-6">
          <ChangelogTags tags={entry.tags} />
        </div>
      </PageHeader>
      <ReadingColumn className="py-12 desk:py-16">
        <RichText data={entry.content} />
        <p className="mt-12 border-t border-slate-200 pt-6">
          <Link href="/changelog" className="font-semibold text-brand-700 hover:underline">
            <span aria-hidden="true">←</span> All changes
          </Link>
        </p>
      </ReadingColumn>
    </>
  )
}
