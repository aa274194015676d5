import Link from 'next/link'

import type { Customer, LogoWallBlock } from '@/cms/payload-types'
import { Container } from '@/features/layout/Container'
import { MediaImage } from '@/features/media/MediaImage'

const isPopulated = (customer: number | Customer): customer is Customer => typeof customer === 'object' && customer !== null

/** Customer logos, each linking to its story. Logos are muted until hovered so the wall stays calm. */
export function LogoWall({ block, tinted }: { block: LogoWallBlock; tinted: boolean }) {
  const customers = block.customers.filter(isPopulated)
  if (customers.length === 0) return null
  return (
    <section className={`${tinted ? 'bg-slate-50' : 'bg-white'} py-12 desk:py-16`}>
      <Container>
        {block.heading ? (
          <h2 className="text-center text-sm font-semibold uppercase tracking-wider text-slate-600">{block.heading}</h2>
        ) : null}
        <ul
          aria-label={block.heading ? undefined : 'Customers'}
          className="mt-8 flex flex-wrap items-center justify-center gap-x-12 gap-y-8"
        >
          {customers.map((customer) => (
            <li key={customer.id}>
              <Link
                href={`/customers/${customer.slug}`}
                className="group block rounded-md p-1 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <Logo customer={customer} />
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}

/** The logo named after the customer (the link's only content), or the name when no logo is loaded. */
function Logo({ customer }: { customer: Customer }) {
  const logo = typeof customer.logo === 'object' && customer.logo?.url ? customer.logo : null
  if (!logo) return <span className="text-lg font-semibold text-slate-700">{customer.name}</span>
  return (
    <MediaImage
      media={{ ...logo, alt: customer.name }}
      sizes="160px"
      className="h-10 w-auto max-w-40 object-contain opacity-70 grayscale transition group-hover:opacity-100 group-hover:grayscale-0"
    />
  )
}
