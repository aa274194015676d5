import { Link } from '@/ui/Link.client'

import type { Draft } from '@/cms/draft'
import type { Changelog } from '@/cms/payload-types'
import { formatDate } from '@/features/layout/formatDate'
import { PageHeader } from '@/features/layout/PageHeader'
import { RichText } from '@/features/richtext/RichText'
import { ChangelogTags } from './tags'
import { ReadingColumn } from '@/features/layout/ReadingColumn'

/** One changelog entry on a page of its own, with the way back to the list; a draft may have no date yet. */
export function ChangelogEntry({ entry }: { entry: Draft<Changelog> }) {
  return (
    <>
      <PageHeader
        measure="reading"
        eyebrow={['Changelog', entry.publishedAt ? formatDate(entry.publishedAt) : null].filter(Boolean).join(' · ')}
        title={entry.title ?? ''}
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
