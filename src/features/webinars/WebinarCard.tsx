import Link from 'next/link'

import type { Webinar } from '@/cms/payload-types'
import { formatDate } from '@/features/layout/formatDate'
import { formatDuration, formatWebinarTime } from './schedule'

/** A webinar in the listing: upcoming ones show the exact time, recordings only their date. */
export function WebinarCard({ webinar, upcoming }: { webinar: Webinar; upcoming: boolean }) {
  const speakers = (webinar.speakers ?? []).map((speaker) => speaker.name).join(', ')
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-md has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600">
      <p className="text-sm font-semibold text-brand-700">
        <time dateTime={webinar.startsAt}>
          {upcoming ? formatWebinarTime(webinar.startsAt) : formatDate(webinar.startsAt)}
        </time>
      </p>
      <h3 className="mt-3 text-xl font-semibold tracking-tight text-slate-900">
        <Link href={`/webinars/${webinar.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none">
          {webinar.title}
        </Link>
      </h3>
      <p className="mt-3 flex-1 text-slate-600">{webinar.summary}</p>
      <p className="mt-5 text-sm text-slate-600">
        {upcoming ? 'Live' : 'Recording'} · {formatDuration(webinar.durationMinutes)}
        {speakers ? ` · ${speakers}` : ''}
      </p>
    </article>
  )
}
