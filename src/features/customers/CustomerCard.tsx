import type { Customer } from '@/cms/payload-types'
import { MediaImage } from '@/features/media/MediaImage'
import { LinkCard } from '@/ui/LinkCard'

/** A customer in the grid: logo, name, industry and the story's headline; the whole card links to the story. */
export function CustomerCard({ customer, heading }: { customer: Customer; heading?: 'h2' | 'h3' }) {
  return (
    <LinkCard
      href={`/customers/${customer.slug}`}
      title={customer.headline}
      heading={heading}
      titleClassName="mt-2 flex-1 text-lg"
      eyebrow={
        <>
          <div className="flex h-12 items-center">
            {/* The name follows in text, so the wordmark is decorative here. */}
            <MediaImage
              media={typeof customer.logo === 'object' ? { ...customer.logo, alt: '' } : null}
              sizes="240px"
              className="h-8 w-auto max-w-full object-contain object-left"
            />
          </div>
          <p className="mt-6 text-sm font-medium text-slate-600">
            <span className="text-slate-900">{customer.name}</span> · {customer.industry}
          </p>
        </>
      }
    >
      <p className="mt-6 text-sm font-semibold text-brand-700" aria-hidden="true">
        Read the story <span className="inline-block transition group-hover:translate-x-0.5">→</span>
      </p>
    </LinkCard>
  )
}

/**
 * Customer cards in a grid: the listing's three columns, or one row of up to three at the
 * end of a story. Two columns from 640 px, so a tablet held upright gets no full-width cards.
 */
export function CustomerCards({
  customers,
  className = 'sm:grid-cols-2 lg:grid-cols-3',
  heading,
}: {
  customers: Customer[]
  className?: string
  /** h3 where the cards sit under a section's own h2. */
  heading?: 'h2' | 'h3'
}) {
  return (
    <ul className={`grid gap-6 ${className}`}>
      {customers.map((customer) => (
        <li key={customer.id}>
          <CustomerCard customer={customer} heading={heading} />
        </li>
      ))}
    </ul>
  )
}
