import type { Draft } from '@/cms/draft'
import type { Paper } from '@/cms/payload-types'
import { uploaded } from '@/features/media/uploaded'
import { formatDate } from '@/features/layout/formatDate'
import { PageHeader } from '@/features/layout/PageHeader'
import { MediaImage } from '@/features/media/MediaImage'
import { downloadDetails } from './fileSize'
import { Container } from '@/features/layout/Container'
import { buttonClass } from '@/ui/button'

/** A paper's page. In draft mode what is not there yet (date, abstract, PDF, cover) is left out. */
export function PaperDetail({ paper }: { paper: Draft<Paper> }) {
  // The PDF upload when it is populated and served; otherwise there is nothing to offer.
  const pdf = uploaded(paper.pdf)
  const cover = uploaded(paper.coverImage)
  const eyebrow = ['Paper', paper.publishedAt ? formatDate(paper.publishedAt) : null].filter(Boolean).join(' · ')
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={paper.title ?? ''} light />
      <Container className="grid gap-10 py-12 desk:grid-cols-[minmax(0,1fr)_18rem] desk:py-16 wide:grid-cols-[minmax(0,48rem)_18rem] wide:justify-between">
        <section aria-labelledby={paper.abstract ? 'abstract' : undefined}>
          {paper.abstract ? (
            <>
              <h2 id="abstract" className="text-2xl font-bold tracking-tight text-slate-900">
                Abstract
              </h2>
              <p className="mt-4 text-lg leading-relaxed whitespace-pre-line text-slate-700">{paper.abstract}</p>
            </>
          ) : null}
          {pdf?.url ? (
            <p className="mt-8">
              <a
                href={pdf.url}
                type="application/pdf"
                className={buttonClass('primary', 'light', 'flex-wrap items-baseline gap-x-2')}
              >
                Download the paper
                <span className="text-sm font-normal text-white/90">
                  ({downloadDetails(pdf.filesize, paper.pages)})
                </span>
              </a>
            </p>
          ) : null}
        </section>
        {cover ? (
          <MediaImage
            media={cover}
            sizes="(min-width: 769px) 288px, calc(100vw - 32px)"
            className="h-auto w-full rounded-2xl border border-slate-200 shadow-sm"
            priority
          />
        ) : null}
      </Container>
    </>
  )
}
