import { complianceMarks } from '@/lib/complianceMarks'
import { CmsLink } from '@/ui/CmsLink'
import type { DraftBlock } from '../RenderBlocks'
import { BlockSection } from '../shared/BlockSection'
import { toButtonLink } from '../shared/buttonLink'
import { SectionHeading } from '../shared/SectionHeading'
import { Seal } from './Seal'
import { SEALS } from './seals'

/**
 * Even rows at every width (a flex row wrapped one badge onto a line of its own at 1024 px).
 * `stack`: from where the badges stand in a row of three or more, each puts its seal above its
 * name; below that, in one or two columns, the seal sits beside the name.
 */
const COLUMNS: Record<number, { grid: string; stack: string }> = {
  1: { grid: 'mx-auto max-w-sm', stack: '' },
  2: { grid: 'mx-auto max-w-3xl sm:grid-cols-2', stack: '' },
  3: { grid: 'mx-auto max-w-4xl sm:grid-cols-3', stack: 'sm:flex-col sm:text-center' },
  4: { grid: 'sm:grid-cols-2 lg:grid-cols-4', stack: 'lg:flex-col lg:text-center' },
}
const MANY = { grid: 'sm:grid-cols-2 lg:grid-cols-3', stack: 'lg:flex-col lg:text-center' }

/** The certifications and laws the company is assessed against, each a badge named in text beside its seal. */
export function ComplianceBadges({
  block,
  tinted,
  anchor,
}: {
  block: DraftBlock<'complianceBadges'>
  tinted: boolean
  anchor?: string | null
}) {
  const marks = complianceMarks((block.marks ?? []).flatMap((mark) => mark ?? []))
  const link = toButtonLink(block.link)
  if (!marks.length) return null
  const { grid, stack } = COLUMNS[marks.length] ?? MANY
  return (
    <BlockSection tinted={tinted} anchor={anchor} padding="py-14 desk:py-20">
      {block.heading ? <SectionHeading heading={block.heading} intro={block.intro} className="mx-auto mb-10 max-w-2xl text-center" /> : null}
      <ul aria-label={block.heading ? undefined : 'Compliance'} className={`grid gap-3 desk:gap-4 ${grid}`}>
        {marks.map((mark) => (
          <li
            key={mark.value}
            className={`flex items-center gap-4 rounded-card border border-slate-200 bg-white p-4 shadow-card desk:p-5 ${stack}`}
          >
            <Seal seal={SEALS[mark.value]} className="size-24 shrink-0 text-slate-800 desk:size-28 lg:size-32" />
            <span className="flex min-w-0 flex-col">
              <span className="text-sm font-semibold text-slate-900">{mark.name}</span>
              <span className="mt-0.5 text-xs text-slate-600">{mark.detail}</span>
            </span>
          </li>
        ))}
      </ul>
      {link ? (
        <p className="mt-8 text-center text-sm">
          <CmsLink href={link.href} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {link.label} <span aria-hidden="true">→</span>
          </CmsLink>
        </p>
      ) : null}
    </BlockSection>
  )
}
