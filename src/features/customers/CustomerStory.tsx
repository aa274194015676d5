import type { Customer } from '@/cms/payload-types'
import { PageHeader } from '@/features/layout/PageHeader'
import { MediaImage } from '@/features/media/MediaImage'
import { RichText } from '@/features/richtext/RichText'
import { Container } from '@/features/layout/Container'
import { roleWithoutCompany } from '@/lib/roleWithoutCompany'
import { statColumns } from '@/ui/statColumns'
import { MoreStories } from './MoreStories'

/** A case study: headline as h1, the results as figures, the story, and the customer's own words. */
export function CustomerStory({ customer }: { customer: Customer }) {
  const results = customer.results ?? []
  return (
    <>
      <PageHeader eyebrow={`Customer story · ${customer.industry}`} title={customer.headline} intro={customer.summary}>
        {results.length > 0 ? (
          <dl className={`mt-10 grid gap-6 border-t border-white/15 pt-8 ${statColumns(results.length)}`}>
            {results.map((result) => (
              <div key={result.id ?? result.label} className="flex flex-col-reverse justify-end">
                <dt className="mt-1 text-sm text-slate-300">{result.label}</dt>
                <dd className="text-3xl font-bold tracking-tight text-white">{result.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </PageHeader>
      <Container className="grid gap-12 py-12 desk:grid-cols-[minmax(0,1fr)_16rem] desk:py-16 wide:grid-cols-[minmax(0,48rem)_18rem] wide:justify-between">
        <div>
          <RichText data={customer.content} />
          {customer.quote?.text ? (
            <figure className="mt-12 border-l-4 border-brand-600 pl-6">
              <blockquote className="text-xl font-medium text-balance text-slate-900">
                <p>“{customer.quote.text}”</p>
              </blockquote>
              <figcaption className="mt-4 text-sm text-slate-600">
                <span className="font-semibold text-slate-900">{customer.quote.author}</span>,{' '}
                {[roleWithoutCompany(customer.quote.role, customer.name), customer.name].filter(Boolean).join(', ')}
              </figcaption>
            </figure>
          ) : null}
        </div>
        <aside aria-label={`About ${customer.name}`} className="desk:col-start-2 desk:row-start-1">
          <div className="rounded-2xl border border-slate-200 p-6">
            {/* Named just below ("Company"), so the wordmark is decorative. */}
            <MediaImage
              media={typeof customer.logo === 'object' ? { ...customer.logo, alt: '' } : null}
              sizes="240px"
              className="h-9 w-auto max-w-full object-contain object-left"
            />
            <dl className="mt-6 space-y-3 text-sm">
              <div>
                <dt className="text-slate-600">Company</dt>
                <dd className="font-semibold text-slate-900">{customer.name}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Industry</dt>
                <dd className="font-semibold text-slate-900">{customer.industry}</dd>
              </div>
            </dl>
          </div>
        </aside>
      </Container>
      <MoreStories current={customer} />
    </>
  )
}
