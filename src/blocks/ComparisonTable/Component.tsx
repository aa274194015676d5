import type { DraftBlock } from '../RenderBlocks'
import { BlockSection } from '../shared/BlockSection'
import { SectionHeading } from '../shared/SectionHeading'
import { CellValue } from './CellValue'
import { groupRows, rowCells } from './cells'
import { PlanSwitcher } from './PlanSwitcher'

// The feature column stays put should the values scroll sideways (without scripts, on a phone).
const STICKY = 'sticky left-0 z-10 bg-white'

/**
 * A real table: column headers, row headers, and a tbody per group headed by a rowgroup header.
 * Below `sm` its columns do not fit (the table needs 36rem), so a phone gets one column at a
 * time (PlanSwitcher) instead; without scripts, which the switcher needs, it keeps the table.
 * A draft without columns or rows yet shows its heading alone.
 */
export function ComparisonTable({
  block,
  tinted,
  anchor,
}: {
  block: DraftBlock<'comparisonTable'>
  tinted: boolean
  anchor?: string | null
}) {
  const columns = block.columns ?? []
  const groups = groupRows(block.rows ?? [])
  const width = columns.length
  const label = block.heading || 'Comparison'
  const switcher = width > 0 && groups.length > 0
  return (
    <BlockSection tinted={tinted} anchor={anchor}>
      <SectionHeading heading={block.heading} />
      {switcher ? (
        <div className="mt-10 sm:hidden [@media(scripting:none)]:hidden">
          <PlanSwitcher label={label} columns={columns.map((column, index) => column?.label || `Column ${index + 1}`)} groups={groups} />
        </div>
      ) : null}
      {width > 0 || groups.length > 0 ? (
        // Focusable so keyboard users can scroll it on narrow screens (axe: scrollable-region-focusable).
        <div
          role="region"
          aria-label={label}
          tabIndex={0}
          className={`relative mt-10 overflow-x-auto ${switcher ? 'hidden sm:block [@media(scripting:none)]:block' : ''} rounded-2xl bg-white ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
        >
          <table className="w-full min-w-xl border-collapse text-left text-sm">
            {block.heading ? <caption className="sr-only">{block.heading}</caption> : null}
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className={`${STICKY} py-4 pr-4 pl-6`}>
                  <span className="sr-only">Feature</span>
                </th>
                {columns.map((column, index) => (
                  <th key={column?.id ?? index} scope="col" className="px-4 py-4 text-center font-semibold text-slate-900">
                    {column?.label}
                  </th>
                ))}
              </tr>
            </thead>
            {groups.map((group, groupIndex) => (
              <tbody key={groupIndex} className="divide-y divide-slate-200 border-b border-slate-200 last:border-b-0">
                {group.heading ? (
                  <tr>
                    <th scope="rowgroup" colSpan={width + 1} className="bg-slate-50 px-6 py-3 text-xs font-semibold tracking-wider text-slate-700 uppercase">
                      {group.heading}
                    </th>
                  </tr>
                ) : null}
                {group.rows.map((row, index) => (
                  <tr key={row.id ?? index}>
                    <th scope="row" className={`${STICKY} py-3 pr-4 pl-6 font-medium text-slate-900`}>
                      {row.feature}
                    </th>
                    {rowCells(row, width).map((cell, cellIndex) => (
                      <td key={cellIndex} className="px-4 py-3 text-center text-slate-700">
                        <CellValue cell={cell} align="center" />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
      ) : null}
    </BlockSection>
  )
}
