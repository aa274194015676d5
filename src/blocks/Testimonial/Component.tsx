import { Link } from '@/ui/Link.client'

import { uploaded } from '@/features/media/uploaded'
import { MediaImage } from '@/features/media/MediaImage'
import { roleWithoutCompany } from '@/lib/roleWithoutCompany'
import type { DraftBlock } from '../RenderBlocks'
import { BlockSection } from '../shared/BlockSection'

/**
 * A customer's words with who said them. A draft with neither quote nor author yet shows
 * nothing; a picked customer that is a draft itself is named once it has a name, and linked
 * once its story has an address.
 */
export function Testimonial({
  block,
  tinted,
  anchor,
}: {
  block: DraftBlock<'testimonial'>
  tinted: boolean
  anchor?: string | null
}) {
  if (!block.quote && !block.author) return null
  const customer = typeof block.customer === 'object' && block.customer?.name ? { ...block.customer, name: block.customer.name } : null
  // The company's name follows in the caption, so its logo is decorative here.
  const upload = uploaded(customer?.logo)
  const logo = upload ? { ...upload, alt: '' } : null
  const role = roleWithoutCompany(block.role, customer?.name)
  return (
    <BlockSection tinted={tinted} anchor={anchor}>
      <figure className="mx-auto max-w-3xl text-center">
        <svg viewBox="0 0 32 32" aria-hidden="true" className="mx-auto size-10 fill-brand-600">
          <path d="M13 8C7.5 9.5 4 14 4 19.5 4 23 6.3 25 9 25c2.6 0 4.5-2 4.5-4.5S11.7 16 9.3 16c-.5 0-1 .1-1.3.2.6-2.8 2.9-5.2 5.8-6.3L13 8zm15 0c-5.5 1.5-9 6-9 11.5 0 3.5 2.3 5.5 5 5.5 2.6 0 4.5-2 4.5-4.5S26.7 16 24.3 16c-.5 0-1 .1-1.3.2.6-2.8 2.9-5.2 5.8-6.3L28 8z" />
        </svg>
        {block.quote ? (
          <blockquote className="mt-6 text-2xl font-medium leading-relaxed tracking-tight text-balance text-slate-900 desk:text-3xl">
            <p>{block.quote}</p>
          </blockquote>
        ) : null}
        <figcaption className="mt-8 flex flex-col items-center gap-3">
          <MediaImage media={logo} sizes="160px" className="h-8 w-auto max-w-40 object-contain" />
          <div>
            {block.author ? <p className="font-semibold text-slate-900">{block.author}</p> : null}
            {role || customer ? (
              <p className="text-slate-600">
                {role}
                {role && customer ? ', ' : null}
                {customer?.slug ? (
                  <Link href={`/customers/${customer.slug}`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
                    {customer.name}
                  </Link>
                ) : (
                  customer?.name
                )}
              </p>
            ) : null}
          </div>
        </figcaption>
      </figure>
    </BlockSection>
  )
}
