import type { Customer } from '@/cms/payload-types'
import { MediaImage } from '@/features/media/MediaImage'
import { LinkCard } from '@/ui/LinkCard'

/** A customer in the grid: logo, name, industry and the story's headline; the whole card links to the story. */
export function CustomerCard({ customer }: { customer: Customer }) {
  return (
    <LinkCard
      href={`/customers/${customer.slug}`}
      title={customer.headline}
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
