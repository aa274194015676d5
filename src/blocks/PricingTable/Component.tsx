import type { DraftBlock } from '../RenderBlocks'
import { LinkButton } from '../shared/LinkButton'
import { BlockSection } from '../shared/BlockSection'
import { CheckIcon } from '../shared/CheckIcon'
import { SectionHeading } from '../shared/SectionHeading'

/**
 * Cards stay at a readable width: alone (and on a phone) at most 28rem and centred; side by side
 * from the width where their longest button still fits on one line (three from md, 768 px, in
 * tighter gaps; four pass through two columns).
 */
const GRID = [
  'mx-auto max-w-md',
  'mx-auto max-w-md sm:max-w-4xl sm:grid-cols-2',
  'mx-auto max-w-md md:max-w-none md:grid-cols-3 md:gap-4 lg:gap-6',
  'mx-auto max-w-md sm:max-w-none sm:grid-cols-2 lg:grid-cols-4',
]

type Plan = NonNullable<NonNullable<DraftBlock<'pricingTable'>['plans']>[number]>

/** Plans side by side; a draft's plan shows once it has a name or a price. */
export function PricingTable({
  block,
  tinted,
  anchor,
}: {
  block: DraftBlock<'pricingTable'>
  tinted: boolean
  anchor?: string | null
}) {
  const plans = (block.plans ?? []).flatMap((plan) => (plan?.name || plan?.price ? [plan] : []))
  // Under the page's own title a heading of its own would say "Pricing" twice: without one, the
  // plans start the page, and their names are the section's headings.
  const titled = Boolean(block.heading || block.intro)
  const level = block.heading ? 'h3' : 'h2'
  return (
    <BlockSection tinted={tinted} anchor={anchor}>
      <SectionHeading heading={block.heading} intro={block.intro} className="mx-auto max-w-2xl text-center" />
      {plans.length > 0 ? (
        <div className={`${titled ? 'mt-12 ' : ''}grid items-stretch gap-6 ${GRID[plans.length - 1] ?? GRID[2]}`}>
          {plans.map((plan, index) => (
            <PlanCard key={plan.id ?? index} plan={plan} Heading={level} />
          ))}
        </div>
      ) : null}
    </BlockSection>
  )
}

/**
 * The button comes before the list of features, as the price and the pitch lead to it: at 1440 ×
 * 900 it is then on the first screen. The card's four rows (name and price, pitch, button,
 * features) share the grid's rows (subgrid), so the buttons of cards side by side line up
 * whatever the length of each pitch; every row is there, empty in a draft, to keep that order.
 */
function PlanCard({ plan, Heading }: { plan: Plan; Heading: 'h2' | 'h3' }) {
  const highlighted = plan.highlighted === true
  // A tick beside nothing would claim a feature: a draft's feature shows once it is typed.
  const features = (plan.features ?? []).flatMap((feature) => (feature?.text ? [feature] : []))
  return (
    <article
      className={`row-span-4 grid grid-rows-subgrid gap-y-0 rounded-2xl bg-white p-6 ${highlighted ? 'shadow-xl shadow-brand-600/10 ring-2 ring-brand-600' : 'ring-1 ring-slate-200'}`}
    >
      <div>
        <div className="flex items-center justify-between gap-3">
          {plan.name ? <Heading className="text-xl font-semibold tracking-tight text-slate-900">{plan.name}</Heading> : null}
          {highlighted ? (
            <p className="rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">Most popular</p>
          ) : null}
        </div>
        {plan.price ? (
          <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
            <span className="text-4xl font-bold tracking-tight text-slate-900">{plan.price}</span>
            {plan.period ? <span className="text-sm text-slate-600">{plan.period}</span> : null}
          </p>
        ) : null}
      </div>
      {plan.description ? <p className="mt-3 text-sm leading-6 text-slate-600">{plan.description}</p> : <div />}
      <div className="mt-6">
        <LinkButton link={plan.cta} variant={highlighted ? 'primary' : 'secondary'} className="w-full" />
      </div>
      {features.length ? (
        <ul className="mt-6 space-y-2.5 border-t border-slate-200 pt-6 text-sm leading-6 text-slate-700">
          {features.map((feature, index) => (
            <li key={feature.id ?? index} className="flex gap-3">
              <CheckIcon className="mt-0.5 size-5 flex-none text-brand-600" />
              {feature.text}
            </li>
          ))}
        </ul>
      ) : (
        <div />
      )}
    </article>
  )
}
