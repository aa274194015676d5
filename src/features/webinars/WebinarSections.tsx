import type { Webinar } from '@/cms/payload-types'
import { splitWebinars } from './schedule'
import { WebinarCard } from './WebinarCard'
import { Container } from '@/features/layout/Container'

function Section({
  id,
  title,
  empty,
  webinars,
  upcoming,
}: {
  id: string
  title: string
  empty: string
  webinars: Webinar[]
  upcoming: boolean
}) {
  return (
    <section aria-labelledby={id} className="py-12 desk:py-16">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 desk:text-3xl">
        {title}
      </h2>
      {webinars.length > 0 ? (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {webinars.map((webinar) => (
            <li key={webinar.id}>
              <WebinarCard webinar={webinar} upcoming={upcoming} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 text-slate-600">{empty}</p>
      )}
    </section>
  )
}

/** 'Upcoming' and 'On demand', split by the render time. */
export function WebinarSections({ webinars, now }: { webinars: Webinar[]; now: Date }) {
  const { upcoming, onDemand } = splitWebinars(webinars, now)
  return (
    <Container className="divide-y divide-slate-200">
      <Section
        id="upcoming"
        title="Upcoming"
        empty="No live sessions are scheduled right now."
        webinars={upcoming}
        upcoming
      />
      <Section
        id="on-demand"
        title="On demand"
        empty="Recordings will appear here after each session."
        webinars={onDemand}
        upcoming={false}
      />
    </Container>
  )
}
