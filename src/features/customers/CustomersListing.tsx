import { CallToAction } from '@/blocks/CallToAction/Component'
import type { Customer } from '@/cms/payload-types'
import { Container } from '@/features/layout/Container'
import { CustomerCards } from './CustomerCard'
import { FeaturedStory } from './FeaturedStory'
import { featuredFirst } from './featured'

/**
 * The customers page below its header: the featured story, every other story as a card, and
 * the way to talk to sales (a plain click on /contact opens the sales drawer).
 */
export function CustomersListing({ customers }: { customers: Customer[] }) {
  const { featured, rest } = featuredFirst(customers)
  return (
    <>
      <Container className="space-y-16 py-12 desk:space-y-20 desk:py-16">
        {featured ? <FeaturedStory customer={featured} /> : null}
        {rest.length > 0 ? (
          <section aria-labelledby="more-stories">
            <h2 id="more-stories" className="text-2xl font-bold tracking-tight text-slate-900 desk:text-3xl">
              More customer stories
            </h2>
            <CustomerCards customers={rest} heading="h3" className="mt-8" />
          </section>
        ) : null}
      </Container>
      <CallToAction
        block={{
          blockType: 'cta',
          heading: 'Put your own numbers on this page',
          text: 'Tell us where card data and personal data live in your systems today. One of our security experts will map what Cipherwell would take out of scope, and what it took for the teams above.',
          primary: { label: 'Talk to an Expert', href: '/contact' },
          secondary: { label: 'See pricing', href: '/pricing' },
        }}
      />
    </>
  )
}
