import { Link } from '@/ui/Link.client'

import type { TestimonialBlock } from '@/cms/payload-types'
import { MediaImage } from '@/features/media/MediaImage'
import { roleWithoutCompany } from '@/lib/roleWithoutCompany'
import { BlockSection } from '../shared/BlockSection'

export function Testimonial({ block, tinted }: { block: TestimonialBlock; tinted: boolean }) {
  const customer = typeof block.customer === 'object' ? block.customer : null
  // The company's name follows in the caption, so its logo is decorative here.
  const logo = customer && typeof customer.logo === 'object' ? { ...customer.logo, alt: '' } : null
  const role = roleWithoutCompany(block.role, customer?.name)
  return (
    <BlockSection tinted={tinted}>
      <figure className="mx-auto max-w-3xl text-center">
        <svg viewBox="0 0 32 32" aria-hidden="true" className="mx-auto size-10 fill-brand-600">
          <path d="M13 8C7.5 9.5 4 14 4 19.5 4 23 6.3 25 9 25c2.6 0 4.5-2 4.5-4.5S11.7 16 9.3 16c-.5 0-1 .1-1.3.2.6-2.8 2.9-5.2 5.8-6.3L13 8zm15 0c-5.5 1.5-9 6-9 11.5 0 3.5 2.3 5.5 5 5.5 2.6 0 4.5-2 4.5-4.5S26.7 16 24.3 16c-.5 0-1 .1-1.3.2.6-2.8 2.9-5.2 5.8-6.3L28 8z" />
        </svg>
        <blockquote className="mt-6 text-2xl font-medium leading-relaxed tracking-tight text-balance text-slate-900 desk:text-3xl">
          <p>{block.quote}</p>
        </blockquote>
        <figcaption className="mt-8 flex flex-col items-center gap-3">
          <MediaImage media={logo} sizes="160px" className="h-8 w-auto max-w-40 object-contain" />
          <div>
            <p className="font-semibold text-slate-900">{block.author}</p>
            {role || customer ? (
              <p className="text-slate-600">
                {role}
                {role && customer ? ', ' : null}
                {customer ? (
                  <Link href={`/customers/${customer.slug}`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
                    {customer.name}
                  </Link>
                ) : null}
              </p>
            ) : null}
          </div>
        </figcaption>
      </figure>
    </BlockSection>
  )
}
