import Link from 'next/link'

import type { Legal } from '@/cms/payload-types'
import { formatDate } from '@/features/layout/formatDate'
import { PageHeader } from '@/features/layout/PageHeader'
import { RichText } from '@/features/richtext/RichText'
import { ReadingColumn } from '@/features/layout/ReadingColumn'

/** A policy on a light page: long reading text, the effective date up front. */
export function LegalDocument({ doc }: { doc: Legal }) {
  return (
    <>
      <PageHeader eyebrow="Legal" title={doc.title} intro={doc.summary} light measure="reading">
        <p className="mt-6 text-sm text-slate-600">
          Effective <time dateTime={doc.effectiveDate}>{formatDate(doc.effectiveDate)}</time>
        </p>
        {doc.slug === 'cookies' && (
          // The cookie policy reopens the consent choice too (like the footer's link).
          <Link
            href="/legal/cookies"
            data-cookie-settings=""
            className="mt-4 inline-block rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-900 hover:bg-slate-100"
          >
            Cookie settings
          </Link>
        )}
      </PageHeader>
      <ReadingColumn className="py-12 desk:py-16">
        <RichText data={doc.content} />
      </ReadingColumn>
    </>
  )
}
