import { complianceMarks } from '@/lib/complianceMarks'
import { CmsLink } from '@/ui/CmsLink'
import type { DraftBlock } from '../RenderBlocks'
import { BlockSection } from '../shared/BlockSection'
import { toButtonLink } from '../shared/buttonLink'
import { SectionHeading } from '../shared/SectionHeading'

// Even rows at every width: a flex row wrapped one badge onto a line of its own at 1024 px.
const COLUMNS: Record<number, string> = {
  1: 'mx-auto max-w-sm',
  2: 'mx-auto max-w-2xl sm:grid-cols-2',
  3: 'mx-auto max-w-4xl sm:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
}

const SHIELD = 'M24 2.5 43 9v16.5c0 12-8 20.5-19 25-11-4.5-19-13-19-25V9z'

/** A shield with the mark's short name: drawn here, in one colour, rather than uploaded logos that never match. */
function Shield({ mark }: { mark: string }) {
  return (
    <svg viewBox="0 0 48 54" aria-hidden="true" focusable="false" className="h-12 w-11 shrink-0 text-slate-700">
      <path d={SHIELD} fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinejoin="round" />
      <path d={SHIELD} fill="currentColor" fillOpacity="0.06" stroke="currentColor" strokeOpacity="0.35" transform="translate(4.8 5) scale(0.8)" />
      <text x="24" y="30" textAnchor="middle" fontSize={mark.length > 3 ? 9 : 11.5} fontWeight="700" fill="currentColor" letterSpacing="0.02em" className="font-sans">
        {mark}
      </text>
    </svg>
  )
}

/** The certifications and laws the company is assessed against, each a badge named in text beside its shield. */
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
  return (
    <BlockSection tinted={tinted} anchor={anchor} padding="py-14 desk:py-20">
      {block.heading ? <SectionHeading heading={block.heading} intro={block.intro} className="mx-auto mb-10 max-w-2xl text-center" /> : null}
      <ul
        aria-label={block.heading ? undefined : 'Compliance'}
        className={`grid gap-3 desk:gap-4 ${COLUMNS[marks.length] ?? 'sm:grid-cols-2 lg:grid-cols-3'}`}
      >
        {marks.map((mark) => (
          <li
            key={mark.value}
            className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-card"
          >
            <Shield mark={mark.mark} />
            <span className="flex flex-col">
              <span className="text-sm font-semibold text-slate-900">{mark.name}</span>
              <span className="text-xs text-slate-600">{mark.detail}</span>
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
