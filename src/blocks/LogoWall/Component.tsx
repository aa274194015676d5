import { Link } from '@/ui/Link.client'

import type { Draft } from '@/cms/draft'
import type { Customer } from '@/cms/payload-types'
import { uploaded } from '@/features/media/uploaded'
import { MediaImage } from '@/features/media/MediaImage'
import type { DraftBlock } from '../RenderBlocks'
import { BlockSection } from '../shared/BlockSection'

/** A customer to show: read (not a bare id), with the name that labels its link and the story's address. */
type Shown = Draft<Customer> & { name: string; slug: string }
const isShown = (customer: number | Draft<Customer> | null | undefined): customer is Shown =>
  typeof customer === 'object' && Boolean(customer?.name && customer.slug)

/**
 * Customer wordmarks, each linking to its story: two to a row on phones, four from small
 * tablets up (eight make two even rows), an incomplete last row centred. Every logo is
 * shown at one height, and the wordmark files carry their own optical corrections; the wall
 * mutes them to one grey until hovered so it stays calm whatever colours an upload has. In a
 * preview a picked customer may be a draft itself: it shows once it has a name and an address.
 */
export function LogoWall({
  block,
  tinted,
  anchor,
}: {
  block: DraftBlock<'logoWall'>
  tinted: boolean
  anchor?: string | null
}) {
  const customers = (block.customers ?? []).filter(isShown)
  if (customers.length === 0) return null
  return (
    <BlockSection tinted={tinted} anchor={anchor} padding="py-12 desk:py-16">
      {block.heading ? (
        <h2 className="text-center text-sm font-semibold uppercase tracking-wider text-slate-600">{block.heading}</h2>
      ) : null}
      <ul aria-label={block.heading ? undefined : 'Customers'} className="mx-auto mt-8 flex max-w-5xl flex-wrap justify-center gap-y-2">
        {customers.map((customer) => (
          <li key={customer.id ?? customer.slug} className="basis-1/2 px-2 sm:basis-1/4 desk:px-4">
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
function Logo({ customer }: { customer: Shown }) {
  const logo = uploaded(customer.logo)
  if (!logo) return <span className="text-lg font-semibold text-slate-600 group-hover:text-slate-900">{customer.name}</span>
  return (
    <MediaImage
      media={{ ...logo, alt: customer.name }}
      sizes="(min-width: 40rem) 25vw, 50vw"
      className="h-7 w-auto max-w-full object-contain opacity-65 grayscale transition group-hover:opacity-100 desk:h-8 wide:h-9"
    />
  )
}
