import type { DraftBlock } from '../RenderBlocks'
import { LinkButton } from '../shared/LinkButton'
import { BlockSection } from '../shared/BlockSection'
import { CheckIcon } from '../shared/CheckIcon'
import { SectionHeading } from '../shared/SectionHeading'

// Cards stay at a readable width: one or two are centred, four pass through two columns.
const GRID = ['mx-auto max-w-md', 'mx-auto max-w-4xl desk:grid-cols-2', 'desk:grid-cols-3', 'desk:grid-cols-2 lg:grid-cols-4']

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
  return (
    <BlockSection tinted={tinted} anchor={anchor}>
      <SectionHeading heading={block.heading} intro={block.intro} className="mx-auto max-w-2xl text-center" />
      {plans.length > 0 ? (
        <div className={`mt-12 grid items-stretch gap-6 ${GRID[plans.length - 1] ?? GRID[2]}`}>
          {plans.map((plan, index) => (
            <PlanCard key={plan.id ?? index} plan={plan} />
          ))}
        </div>
      ) : null}
    </BlockSection>
  )
}

function PlanCard({ plan }: { plan: Plan }) {
  const highlighted = plan.highlighted === true
  // A tick beside nothing would claim a feature: a draft's feature shows once it is typed.
  const features = (plan.features ?? []).flatMap((feature) => (feature?.text ? [feature] : []))
  return (
    <article
      className={`flex flex-col rounded-2xl bg-white p-8 ${highlighted ? 'shadow-xl shadow-brand-600/10 ring-2 ring-brand-600' : 'ring-1 ring-slate-200'}`}
    >
      <div className="flex items-center justify-between gap-3">
        {plan.name ? <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3> : null}
        {highlighted ? (
          <p className="rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">Most popular</p>
        ) : null}
      </div>
      {plan.price ? (
        <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
          <span className="text-4xl font-bold tracking-tight text-slate-900">{plan.price}</span>
          {plan.period ? <span className="text-sm text-slate-600">{plan.period}</span> : null}
        </p>
      ) : null}
      {plan.description ? <p className="mt-4 text-sm leading-6 text-slate-600">{plan.description}</p> : null}
      {features.length ? (
        <ul className="mt-8 space-y-3 text-sm leading-6 text-slate-700">
          {features.map((feature, index) => (
            <li key={feature.id ?? index} className="flex gap-3">
              <CheckIcon className="mt-0.5 size-5 flex-none text-brand-600" />
              {feature.text}
            </li>
          ))}
        </ul>
      ) : null}
      {/* mt-auto lines the buttons up along the bottom of cards of different lengths. */}
      <div className="mt-auto pt-8">
        <LinkButton link={plan.cta} variant={highlighted ? 'primary' : 'secondary'} className="w-full" />
      </div>
    </article>
  )
}
