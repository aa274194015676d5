import { CallToAction } from '@/blocks/CallToAction/Component'
import type { Draft } from '@/cms/draft'
import type { Customer } from '@/cms/payload-types'
import { customers } from '@/cms/read/collections'
import { RelatedBand } from '@/features/layout/RelatedBand'
import { CustomerCards } from './CustomerCard'

const RELATED = 3

/**
 * The end of a customer story: up to three other stories (the next ones in the listing's
 * order, wrapping round), then the way to talk to sales about the reader's own case.
 */
export async function MoreStories({ current }: { current: Pick<Draft<Customer>, 'id'> }) {
  const all = await customers.list()
  const at = all.findIndex((customer) => customer.id === current.id)
  // Those after it, then those before it: never the story itself (absent from `all` in a draft preview).
  const others = [...all.slice(at + 1), ...all.slice(0, Math.max(at, 0))].slice(0, RELATED)
  return (
    <>
      {others.length > 0 ? (
        <RelatedBand id="more-stories" heading="More customer stories">
          <CustomerCards customers={others} heading="h3" />
        </RelatedBand>
      ) : null}
      <CallToAction
        block={{
          blockType: 'cta',
          heading: 'Take card data out of your own systems',
          text: 'Tell us where sensitive data lives today; one of our security experts will map what Cipherwell would take out of scope.',
          primary: { label: 'Talk to an Expert', href: '/contact' },
          secondary: { label: 'All customer stories', href: '/customers' },
        }}
      />
    </>
  )
}
