import type { Paper } from '@/cms/payload-types'
import { formatDate } from '@/features/layout/formatDate'
import { CardCover } from '@/features/media/CardCover'
import { LinkCard } from '@/ui/LinkCard'

/** A paper in the listing; papers without a cover get a quiet typographic tile of the same size. */
export function PaperCard({ paper, priority = false }: { paper: Paper; priority?: boolean }) {
  return (
    <LinkCard
      href={`/papers/${paper.slug}`}
      title={paper.title}
      titleClassName="mt-2 text-xl"
      media={
        <CardCover
          media={paper.coverImage}
          tile="aspect-[4/3] bg-gradient-to-br from-slate-900 to-brand-700"
          priority={priority}
        />
      }
      eyebrow={
        <p className="text-sm text-slate-600">
          <time dateTime={paper.publishedAt}>{formatDate(paper.publishedAt)}</time>
        </p>
      }
    >
      <p className="mt-3 line-clamp-4 text-slate-600">{paper.abstract}</p>
    </LinkCard>
  )
}
