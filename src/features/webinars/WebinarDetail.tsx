import type { Draft } from '@/cms/draft'
import type { Webinar } from '@/cms/payload-types'
import { PageHeader } from '@/features/layout/PageHeader'
import { NavHref } from '@/ui/NavHref'
import { RichText } from '@/features/richtext/RichText'
import { isExternal } from '@/lib/href'
import { formatDuration, formatWebinarTime, isUpcoming } from './schedule'
import { Container } from '@/features/layout/Container'
import { buttonClass } from '@/ui/button'

/** Register while upcoming, watch once it has happened; no button when the link is not set yet. */
function Action({ webinar, upcoming }: { webinar: Draft<Webinar>; upcoming: boolean }) {
  const href = (upcoming ? webinar.registration : webinar.recording)?.href
  if (!href) return null
  return (
    <NavHref
      href={href}
      external={isExternal(href)}
      className={buttonClass('primary', 'light', 'mt-8')}
    >
      {upcoming ? 'Register' : 'Watch the recording'}
    </NavHref>
  )
}

/** A webinar's page. In draft mode what is not there yet (time, length, speakers) is left out. */
export function WebinarDetail({ webinar, now }: { webinar: Draft<Webinar>; now: Date }) {
  const upcoming = isUpcoming(webinar, now)
  // A speaker is listed once named; the line under the name says whatever else is known.
  const speakers = (webinar.speakers ?? []).flatMap((speaker) => (speaker?.name ? [{ ...speaker, name: speaker.name }] : []))
  return (
    <>
      <PageHeader
        eyebrow={upcoming ? 'Live webinar' : 'On-demand webinar'}
        title={webinar.title ?? ''}
        intro={webinar.summary}
      >
        {webinar.startsAt || webinar.durationMinutes ? (
          <dl className="mt-8 grid gap-4 text-sm desk:grid-cols-[auto_1fr] desk:gap-x-6">
            {webinar.startsAt ? (
              <>
                <dt className="font-semibold text-slate-300">{upcoming ? 'When' : 'Recorded'}</dt>
                <dd>
                  <time dateTime={webinar.startsAt}>{formatWebinarTime(webinar.startsAt)}</time>
                </dd>
              </>
            ) : null}
            {webinar.durationMinutes ? (
              <>
                <dt className="font-semibold text-slate-300">Duration</dt>
                <dd>{formatDuration(webinar.durationMinutes)}</dd>
              </>
            ) : null}
          </dl>
        ) : null}
        <Action webinar={webinar} upcoming={upcoming} />
      </PageHeader>
      <Container className="grid gap-12 py-12 desk:grid-cols-[minmax(0,1fr)_16rem] desk:py-16 wide:grid-cols-[minmax(0,48rem)_18rem] wide:justify-between">
        <div>
          {webinar.content ? (
            <RichText data={webinar.content} />
          ) : webinar.summary ? (
            <p className="text-lg text-slate-700">{webinar.summary}</p>
          ) : null}
        </div>
        {speakers.length > 0 ? (
          <section aria-labelledby="speakers">
            <h2 id="speakers" className="text-sm font-semibold uppercase tracking-wider text-slate-600">
              {speakers.length === 1 ? 'Speaker' : 'Speakers'}
            </h2>
            <ul className="mt-4 space-y-4">
              {speakers.map((speaker) => (
                <li key={speaker.id ?? speaker.name}>
                  <p className="font-semibold text-slate-900">{speaker.name}</p>
                  <p className="text-sm text-slate-600">
                    {[speaker.title, speaker.company].filter(Boolean).join(', ')}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </Container>
    </>
  )
}
