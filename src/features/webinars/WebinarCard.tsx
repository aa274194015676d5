import type { Webinar } from '@/cms/payload-types'
import { formatDate } from '@/features/layout/formatDate'
import { LinkCard } from '@/ui/LinkCard'
import { formatDuration, formatWebinarTime } from './schedule'

/** A webinar in the listing: upcoming ones show the exact time, recordings only their date. */
export function WebinarCard({ webinar, upcoming }: { webinar: Webinar; upcoming: boolean }) {
  const speakers = (webinar.speakers ?? []).map((speaker) => speaker.name).join(', ')
  return (
    <LinkCard
      href={`/webinars/${webinar.slug}`}
      title={webinar.title}
      heading="h3"
      titleClassName="mt-3 text-xl"
      eyebrow={
        <p className="text-sm font-semibold text-brand-700">
          <time dateTime={webinar.startsAt}>
            {upcoming ? formatWebinarTime(webinar.startsAt) : formatDate(webinar.startsAt)}
          </time>
        </p>
      }
    >
      <p className="mt-3 flex-1 text-slate-600">{webinar.summary}</p>
      <p className="mt-5 text-sm text-slate-600">
        {upcoming ? 'Live' : 'Recording'} · {formatDuration(webinar.durationMinutes)}
        {speakers ? ` · ${speakers}` : ''}
      </p>
    </LinkCard>
  )
}
