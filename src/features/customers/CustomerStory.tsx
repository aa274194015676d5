import type { Draft } from '@/cms/draft'
import type { Customer } from '@/cms/payload-types'
import { uploaded } from '@/features/media/uploaded'
import { PageHeader } from '@/features/layout/PageHeader'
import { MediaImage } from '@/features/media/MediaImage'
import { RichText } from '@/features/richtext/RichText'
import { Container } from '@/features/layout/Container'
import { roleWithoutCompany } from '@/lib/roleWithoutCompany'
import { statColumns } from '@/ui/statColumns'
import { MoreStories } from './MoreStories'

/**
 * A case study: headline as h1, the results as figures, the story, and the customer's own words.
 * In draft mode what is not there yet is left out: a result shows once it has a value or a
 * label, the quote once it has its text, each fact about the company once it is set.
 */
export function CustomerStory({ customer }: { customer: Draft<Customer> }) {
  const results = (customer.results ?? []).flatMap((result) => (result?.value || result?.label ? [result] : []))
  const quote = customer.quote?.text ? { ...customer.quote, text: customer.quote.text } : null
  const attribution = quote ? [roleWithoutCompany(quote.role, customer.name), customer.name].filter(Boolean).join(', ') : ''
  const logo = uploaded(customer.logo)
  const facts = [
    ['Company', customer.name],
    ['Industry', customer.industry],
  ].flatMap(([term, value]) => (value ? [{ term, value }] : []))
  return (
    <>
      <PageHeader
        eyebrow={['Customer story', customer.industry].filter(Boolean).join(' · ')}
        title={customer.headline ?? ''}
        intro={customer.summary}
      >
        {results.length > 0 ? (
          <dl className={`mt-10 grid gap-6 border-t border-white/15 pt-8 ${statColumns(results.length)}`}>
            {results.map((result, index) => (
              <div key={result.id ?? result.label ?? index} className="flex flex-col-reverse justify-end">
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
          {quote ? (
            <figure className="mt-12 border-l-4 border-brand-600 pl-6">
              <blockquote className="text-xl font-medium text-balance text-slate-900">
                <p>“{quote.text}”</p>
              </blockquote>
              {quote.author || attribution ? (
                <figcaption className="mt-4 text-sm text-slate-600">
                  {quote.author ? <span className="font-semibold text-slate-900">{quote.author}</span> : null}
                  {quote.author && attribution ? (
                    <>
                      ,{' '}
                    </>
                  ) : null}
                  {attribution}
                </figcaption>
              ) : null}
            </figure>
          ) : null}
        </div>
        {logo || facts.length > 0 ? (
          <aside aria-label={customer.name ? `About ${customer.name}` : 'About the customer'} className="desk:col-start-2 desk:row-start-1">
            <div className="rounded-2xl border border-slate-200 p-6">
              {/* Named just below ("Company"), so the wordmark is decorative. */}
              <MediaImage
                media={logo ? { ...logo, alt: '' } : null}
                sizes="240px"
                className="h-9 w-auto max-w-full object-contain object-left"
              />
              {facts.length > 0 ? (
                <dl className="mt-6 space-y-3 text-sm">
                  {facts.map(({ term, value }) => (
                    <div key={term}>
                      <dt className="text-slate-600">{term}</dt>
                      <dd className="font-semibold text-slate-900">{value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </div>
          </aside>
        ) : null}
      </Container>
      <MoreStories current={customer} />
    </>
  )
}
