import Link from 'next/link'

import type { Paper } from '@/cms/payload-types'
import { formatDate } from '@/features/layout/formatDate'
import { MediaImage } from '@/features/media/MediaImage'

/** A paper in the listing; papers without a cover get a quiet typographic tile of the same size. */
export function PaperCard({ paper, priority = false }: { paper: Paper; priority?: boolean }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2">
      <div className="aspect-[4/3] overflow-hidden bg-gradient-to-br from-slate-900 to-brand-700">
        <MediaImage
          media={paper.coverImage}
          sizes="(min-width: 1024px) 320px, (min-width: 769px) 50vw, 100vw"
          className="h-full w-full object-cover"
          priority={priority}
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-slate-600">
          <time dateTime={paper.publishedAt}>{formatDate(paper.publishedAt)}</time>
        </p>
        <h2 className="mt-2 text-xl font-semibold tracking-tight text-slate-900">
          <Link href={`/papers/${paper.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {paper.title}
          </Link>
        </h2>
        <p className="mt-3 line-clamp-4 text-slate-600">{paper.abstract}</p>
      </div>
    </article>
  )
}
