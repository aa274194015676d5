import type { Draft } from '@/cms/draft'
import type { Customer } from '@/cms/payload-types'
import { PageHeader } from '@/features/layout/PageHeader'
import { RichText } from '@/features/richtext/RichText'
import { Container } from '@/features/layout/Container'
import { statColumns } from '@/ui/statColumns'
import { FactsPanel } from './FactsPanel'
import { MoreStories } from './MoreStories'
import { PullQuote } from './PullQuote'
import { splitBeforeLastSection } from './splitStory'
import { StoryArchitecture } from './StoryArchitecture'

/**
 * A case study: headline as h1 and the results as figures, the story with the customer's words
 * pulled out before its last section, the facts about the company beside it, then the
 * architecture drawn. In draft mode what is not there yet is left out: a result shows once it
 * has a value or a label, the quote once it has its text, the diagram once it has lanes.
 */
export function CustomerStory({ customer }: { customer: Draft<Customer> }) {
  const results = (customer.results ?? []).flatMap((result) => (result?.value || result?.label ? [result] : []))
  const quote = customer.quote?.text ? (
    <PullQuote text={customer.quote.text} author={customer.quote.author} role={customer.quote.role} company={customer.name} />
  ) : null
  const [story, lastSection] = splitBeforeLastSection(customer.content)
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
                <dd className="text-3xl font-bold tracking-tight text-white desk:text-4xl">{result.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </PageHeader>
      <Container className="grid gap-12 py-12 desk:grid-cols-[minmax(0,1fr)_16rem] desk:py-16 wide:grid-cols-[minmax(0,48rem)_18rem] wide:justify-between">
        {/* First, so a phone shows the facts before the story; beside it from desk. */}
        <FactsPanel customer={customer} />
        <div className="min-w-0 desk:col-start-1 desk:row-start-1">
          <RichText data={story} />
          {quote}
          <RichText data={lastSection} />
        </div>
      </Container>
      <StoryArchitecture customer={customer} />
      <MoreStories current={customer} />
    </>
  )
}
