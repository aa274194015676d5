import type { Customer } from '@/cms/payload-types'
import { MediaImage } from '@/features/media/MediaImage'
import { uploaded } from '@/features/media/uploaded'
import { roleWithoutCompany } from '@/lib/roleWithoutCompany'
import { buttonClass } from '@/ui/button'
import { Link } from '@/ui/Link.client'
import { ProductChips } from './ProductChips'
import { productsUsed } from './productsUsed'
import { StoryTitle } from './StoryTitle'

const FIGURES = 3

/**
 * The story the customers page opens with: the customer's words in display type, signed with
 * the company's wordmark and the speaker; beside them its headline, products and up to three of
 * its figures in large numerals, and the way into the story. The wordmark names the company
 * (its alt text); nothing else here repeats it.
 */
export function FeaturedStory({ customer }: { customer: Customer }) {
  const logo = uploaded(customer.logo)
  const figures = (customer.results ?? []).slice(0, FIGURES)
  const role = roleWithoutCompany(customer.quote.role, customer.name)
  const href = `/customers/${customer.slug}`
  return (
    <section aria-labelledby="featured-story" className="relative isolate overflow-hidden rounded-card border border-slate-200 bg-white shadow-card">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60%_70%_at_0%_0%,--alpha(var(--color-brand-500)/10%),transparent)]"
      />
      <div className="grid lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <div className="flex flex-col p-6 sm:p-10 wide:p-12">
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">Featured story</p>
          <figure className="mt-6 flex flex-1 flex-col">
            <blockquote className="mb-8 text-2xl leading-snug font-semibold tracking-tight text-balance text-slate-900 sm:text-3xl wide:text-4xl wide:leading-tight">
              <p>“{customer.quote.text}”</p>
            </blockquote>
            {/* Who said it, beside the wordmark that names the company: the foot of the card's first column. */}
            <figcaption className="mt-auto flex flex-wrap items-center gap-x-5 gap-y-3 border-t border-slate-200 pt-6 text-sm text-slate-600">
              <MediaImage media={logo} sizes="200px" className="h-8 w-auto max-w-full object-contain object-left" />
              <span className="border-slate-200 sm:border-l sm:pl-5">
                <span className="font-semibold text-slate-900">{customer.quote.author}</span>
                {role ? `, ${role}` : null}
              </span>
            </figcaption>
          </figure>
        </div>
        <div className="flex flex-col border-t border-slate-200 bg-slate-50/80 p-6 sm:p-10 lg:border-t-0 lg:border-l wide:p-12">
          <h2 id="featured-story" className="text-xl font-semibold tracking-tight text-balance text-slate-900 desk:text-2xl">
            <StoryTitle headline={customer.headline} company={customer.name} />
          </h2>
          <ProductChips products={productsUsed(customer.products)} className="mt-4" />
          {figures.length > 0 ? (
            <dl className="mt-8 grid gap-6 sm:grid-cols-3 lg:grid-cols-1">
              {figures.map((figure) => (
                <div key={figure.id ?? figure.label} className="flex flex-col-reverse justify-end border-t border-slate-200 pt-4">
                  <dt className="mt-1 text-sm text-slate-600">{figure.label}</dt>
                  <dd className="text-4xl font-semibold tracking-tight text-slate-900 wide:text-5xl">{figure.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <div className="mt-10 lg:mt-auto lg:pt-10">
            <Link href={href} className={buttonClass('primary', 'light', 'w-full sm:w-auto')}>
              Read the story<span className="sr-only"> of {customer.name}</span> <span aria-hidden="true">→</span>
            </Link>
          </div>
        </div>
      </div>
    </section>
  )
}
