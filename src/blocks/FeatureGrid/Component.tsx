import { Icon } from '@/features/icons/Icon'
import { CmsLink } from '@/ui/CmsLink'
import type { DraftBlock } from '../RenderBlocks'
import { BlockSection } from '../shared/BlockSection'
import { SectionHeading } from '../shared/SectionHeading'

// One column on phones held upright, two on wider phones and tablets; four pass through two up to 1024 px.
const COLUMNS = {
  '2': 'sm:grid-cols-2',
  '3': 'sm:grid-cols-2 desk:grid-cols-3',
  '4': 'sm:grid-cols-2 lg:grid-cols-4',
} as const

type Feature = NonNullable<NonNullable<DraftBlock<'featureGrid'>['features']>[number]>

/** Features as cards; a draft's feature shows once it has a title, a text or an icon. */
export function FeatureGrid({
  block,
  tinted,
  anchor,
}: {
  block: DraftBlock<'featureGrid'>
  tinted: boolean
  anchor?: string | null
}) {
  const features = (block.features ?? []).flatMap((feature) => (feature?.title || feature?.text || feature?.icon ? [feature] : []))
  return (
    <BlockSection tinted={tinted} anchor={anchor}>
      <SectionHeading heading={block.heading} intro={block.intro} className="max-w-2xl" />
      {features.length > 0 ? (
        <ul className={`mt-12 grid grid-cols-1 gap-6 ${COLUMNS[block.columns ?? '3']}`}>
          {features.map((feature, index) => (
            <FeatureCard key={feature.id ?? index} feature={feature} />
          ))}
        </ul>
      ) : null}
    </BlockSection>
  )
}

/** A linked card stretches its title link over the whole card: one tab stop, named by the title alone. */
function FeatureCard({ feature }: { feature: Feature }) {
  // A link needs a title to be named by: a draft's untitled feature is not linked yet.
  const href = feature.title ? feature.link?.href : null
  const hover = href ? 'transition hover:shadow-lg hover:ring-brand-600' : ''
  return (
    <li className={`relative rounded-2xl bg-white p-6 ring-1 ring-slate-200 ${hover}`}>
      {feature.icon ? (
        <span className="mb-4 inline-flex size-10 items-center justify-center rounded-lg bg-brand-600/10 text-brand-700">
          <Icon name={feature.icon} className="size-5" />
        </span>
      ) : null}
      {feature.title ? (
        <h3 className="text-xl font-semibold tracking-tight text-slate-900">
          {href ? (
            <CmsLink
              href={href}
              className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand-600"
            >
              {feature.title}
              <span aria-hidden="true" className="ml-1 text-brand-700">
                →
              </span>
            </CmsLink>
          ) : (
            feature.title
          )}
        </h3>
      ) : null}
      {feature.text ? <p className="mt-2 text-sm leading-6 text-slate-600">{feature.text}</p> : null}
    </li>
  )
}
