import type { Customer } from '@/cms/payload-types'
import { MediaImage } from '@/features/media/MediaImage'
import { uploaded } from '@/features/media/uploaded'
import { Link } from '@/ui/Link.client'
import { cardSpan, spanClass } from './cardGrid'
import { ProductChips } from './ProductChips'
import { productsUsed } from './productsUsed'
import { StoryTitle } from './StoryTitle'

/**
 * A customer in the grid: the wordmark (the only place the card names the company), the
 * story's headline figure, its headline, the products it uses. The title's link stretches over
 * the whole card, as LinkCard's does, so the card is one tab stop. LinkCard's single column
 * does not suit a card that spans a row: this one puts the figure beside the text once it is
 * that wide (a container query, so it follows the span cardGrid gives it).
 */
export function CustomerCard({ customer, heading: Heading = 'h2' }: { customer: Customer; heading?: 'h2' | 'h3' }) {
  const logo = uploaded(customer.logo)
  const figure = customer.results?.[0]
  return (
    <article className="group @container relative h-full rounded-card border border-slate-200 bg-white shadow-card transition hover:shadow-raised has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2">
      <div className="flex h-full flex-col gap-6 p-6 @xl:grid @xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] @xl:gap-10 @xl:p-8">
        <div className="flex flex-col">
          <div className="flex h-8 items-center">
            {/* The link names the company for screen readers; the wordmark is decorative. */}
            <MediaImage media={logo ? { ...logo, alt: '' } : null} sizes="200px" className="h-7 w-auto max-w-full object-contain object-left" />
          </div>
          {figure ? (
            <dl className="mt-8 @xl:mt-auto @xl:pt-8">
              <div className="flex flex-col-reverse">
                <dt className="mt-1 min-h-10 text-sm text-slate-600">{figure.label}</dt>
                <dd className="text-4xl font-semibold tracking-tight text-slate-900 @xl:text-5xl">{figure.value}</dd>
              </div>
            </dl>
          ) : null}
        </div>
        <div className="flex flex-1 flex-col border-t border-slate-200 pt-6 @xl:border-t-0 @xl:border-l @xl:pt-0 @xl:pl-10">
          <Heading className="text-xl font-semibold tracking-tight text-balance text-slate-900">
            <Link href={`/customers/${customer.slug}`} className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none">
              <StoryTitle headline={customer.headline} company={customer.name} />
            </Link>
          </Heading>
          <ProductChips products={productsUsed(customer.products)} className="mt-4" />
          <p className="mt-auto pt-6 text-sm font-semibold text-brand-700" aria-hidden="true">
            Read the story <span className="inline-block transition group-hover:translate-x-0.5">→</span>
          </p>
        </div>
      </div>
    </article>
  )
}

/**
 * Customer cards in a grid of one column on phones, two from md and three from lg, whose last
 * card widens so that no row ends in an empty slot (cardGrid.ts).
 */
export function CustomerCards({
  customers,
  heading,
  className = '',
}: {
  customers: Customer[]
  /** h3 where the cards sit under a section's own h2. */
  heading?: 'h2' | 'h3'
  className?: string
}) {
  return (
    <ul className={`grid gap-6 md:grid-cols-2 lg:grid-cols-3 ${className}`}>
      {customers.map((customer, index) => (
        <li key={customer.id} className={spanClass(cardSpan(index, customers.length))}>
          <CustomerCard customer={customer} heading={heading} />
        </li>
      ))}
    </ul>
  )
}
