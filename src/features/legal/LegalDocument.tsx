import { Link } from '@/ui/Link.client'

import type { Draft } from '@/cms/draft'
import type { Legal } from '@/cms/payload-types'
import { formatDate } from '@/features/layout/formatDate'
import { PageHeader } from '@/features/layout/PageHeader'
import { RichText } from '@/features/richtext/RichText'
import { ReadingColumn } from '@/features/layout/ReadingColumn'
import { buttonClass } from '@/ui/button'

/** A policy on a light page: long reading text, the effective date up front (once a draft has one). */
export function LegalDocument({ doc }: { doc: Draft<Legal> }) {
  return (
    <>
      <PageHeader eyebrow="Legal" title={doc.title ?? ''} intro={doc.summary} light measure="reading">
        {doc.effectiveDate ? (
          <p className="mt-6 text-sm text-slate-600">
            Effective <time dateTime={doc.effectiveDate}>{formatDate(doc.effectiveDate)}</time>
          </p>
        ) : null}
        {doc.slug === 'cookies' && (
          // The cookie policy reopens the consent choice too (like the footer's link).
          <Link
            href="/legal/cookies"
            data-cookie-settings=""
            className={buttonClass('secondary', 'light', 'mt-4')}
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
