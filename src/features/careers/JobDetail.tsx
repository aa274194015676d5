import type { Draft } from '@/cms/draft'
import type { Job } from '@/cms/payload-types'
import { formatDate } from '@/features/layout/formatDate'
import { PageHeader } from '@/features/layout/PageHeader'
import { RichText } from '@/features/richtext/RichText'

import { departmentLabel } from './department'
import { LazyApplicationForm } from './application/LazyApplicationForm.client'
import { ReadingColumn } from '@/features/layout/ReadingColumn'
import { buttonClass } from '@/ui/button'

/** Where applications go when the form cannot be used: without JavaScript, or when sending fails. */
export const CAREERS_EMAIL = 'careers@cipherwell.com'

/** A job's page and its application form. In draft mode a fact not set yet is left out. */
export function JobDetail({ job, employmentType }: { job: Draft<Job>; employmentType: string }) {
  const mailto = `mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(job.title ? `Application: ${job.title}` : 'Application')}`
  const department = departmentLabel(job.department)
  const facts = [
    ['Department', department],
    ['Location', job.location],
    ['Employment type', employmentType],
    ['Posted', job.postedAt ? formatDate(job.postedAt) : null],
    ['Applications close', job.validThrough ? formatDate(job.validThrough) : null],
  ].flatMap(([term, value]) => (term && value ? [[term, value]] : []))
  return (
    <>
      <PageHeader eyebrow={department} title={job.title ?? ''} intro={job.summary} measure="reading">
        {facts.length > 0 ? (
          <dl className="mt-8 flex flex-wrap gap-x-8 gap-y-4 text-sm">
            {facts.map(([term, value]) => (
              <div key={term}>
                <dt className="text-slate-300">{term}</dt>
                <dd className="mt-0.5 font-semibold text-white">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <a
          href="#apply"
          className={buttonClass('primary', 'light', 'mt-8')}
        >
          Apply for this role
        </a>
      </PageHeader>
      <ReadingColumn className="py-12 desk:py-16">
        <RichText data={job.description} />
        <section
          id="apply"
          aria-labelledby="apply-heading"
          className="mt-16 scroll-mt-24 rounded-2xl bg-slate-50 p-8 ring-1 ring-slate-200"
        >
          <h2 id="apply-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Apply for this role
          </h2>
          <p className="mt-3 text-slate-700">We reply to every application within ten working days.</p>
          <LazyApplicationForm job={job.slug ?? ''} email={CAREERS_EMAIL} />
          {/* Rendered on the server: the way to apply without JavaScript, and an alternative with it. */}
          <p className="mt-8 text-slate-700">
            <span className="noscript:hidden">Prefer email? </span>Send your CV to{' '}
            <a href={mailto} className="font-semibold text-brand-700 underline hover:text-brand-600">
              {CAREERS_EMAIL}
            </a>{' '}
            with the role in the subject line.
          </p>
        </section>
      </ReadingColumn>
    </>
  )
}
