import { Link } from '@/ui/Link.client'

import type { Customer, LogoWallBlock } from '@/cms/payload-types'
import { MediaImage } from '@/features/media/MediaImage'
import { BlockSection } from '../shared/BlockSection'

const isPopulated = (customer: number | Customer): customer is Customer => typeof customer === 'object' && customer !== null

/**
 * Customer wordmarks, each linking to its story: two to a row on phones, four from small
 * tablets up (eight make two even rows), an incomplete last row centred. Every logo is
 * shown at one height, and the wordmark files carry their own optical corrections; the wall
 * mutes them to one grey until hovered so it stays calm whatever colours an upload has.
 */
export function LogoWall({ block, tinted }: { block: LogoWallBlock; tinted: boolean }) {
  const customers = block.customers.filter(isPopulated)
  if (customers.length === 0) return null
  return (
    <BlockSection tinted={tinted} padding="py-12 desk:py-16">
      {block.heading ? (
        <h2 className="text-center text-sm font-semibold uppercase tracking-wider text-slate-600">{block.heading}</h2>
      ) : null}
      <ul aria-label={block.heading ? undefined : 'Customers'} className="mx-auto mt-8 flex max-w-5xl flex-wrap justify-center gap-y-2">
        {customers.map((customer) => (
          <li key={customer.id} className="basis-1/2 px-2 sm:basis-1/4 desk:px-4">
            <Link
              href={`/customers/${customer.slug}`}
              className="group flex h-16 items-center justify-center rounded-md focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Logo customer={customer} />
            </Link>
          </li>
        ))}
      </ul>
    </BlockSection>
  )
}

/** The logo named after the customer (the link's only content), or the name when no logo is loaded. */
function Logo({ customer }: { customer: Customer }) {
  const logo = typeof customer.logo === 'object' && customer.logo?.url ? customer.logo : null
  if (!logo) return <span className="text-lg font-semibold text-slate-600 group-hover:text-slate-900">{customer.name}</span>
  return (
    <MediaImage
      media={{ ...logo, alt: customer.name }}
      sizes="(min-width: 40rem) 25vw, 50vw"
      className="h-7 w-auto max-w-full object-contain opacity-65 grayscale transition group-hover:opacity-100 desk:h-8 wide:h-9"
    />
  )
}
