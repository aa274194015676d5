import { CellValue } from './CellValue'
import { parseCell, type Row } from './cells'
import { LazyPlanTabs } from './LazyPlanTabs.client'

type Group = { heading: string | null; rows: Row[] }

/**
 * The comparison on a phone, where the table's columns of values do not fit beside their
 * features: a tab per column (a plan), and under it every feature with that column's value,
 * grouped as in the table.
 */
export function PlanSwitcher({ label, columns, groups }: { label: string; columns: string[]; groups: Group[] }) {
  return (
    <LazyPlanTabs label={label} plans={columns}>
      {columns.map((_, index) => (
        <PlanValues key={index} column={index} groups={groups} />
      ))}
    </LazyPlanTabs>
  )
}

function PlanValues({ column, groups }: { column: number; groups: Group[] }) {
  return (
    <div className="divide-y divide-slate-200">
      {groups.map((group, groupIndex) => (
        <div key={groupIndex}>
          {group.heading ? (
            <h3 className="border-b border-slate-200 bg-slate-50 px-4 py-2.5 text-xs font-semibold tracking-wider text-slate-700 uppercase">
              {group.heading}
            </h3>
          ) : null}
          <dl className="divide-y divide-slate-200">
            {group.rows.map((row, index) => (
              <div key={row.id ?? index} className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-4 px-4 py-3 text-sm">
                <dt className="font-medium text-slate-900">{row.feature}</dt>
                <dd className="text-right text-slate-700">
                  <CellValue cell={parseCell(row.values?.[column]?.value)} align="end" />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  )
}
