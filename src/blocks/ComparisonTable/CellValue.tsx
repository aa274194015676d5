import { CheckIcon } from '../shared/CheckIcon'
import type { Cell } from './cells'

/** A tick, a dash or the editor's text; the tick and the dash say what they mean to screen readers. */
export function CellValue({ cell, align }: { cell: Cell; align: 'center' | 'end' }) {
  if (cell.kind === 'text') return cell.text
  if (cell.kind === 'yes') {
    return (
      <>
        <CheckIcon className={`size-5 text-brand-600 ${align === 'center' ? 'mx-auto' : 'ml-auto'}`} />
        <span className="sr-only">Included</span>
      </>
    )
  }
  return (
    <>
      <span aria-hidden="true" className="text-slate-500">
        —
      </span>
      <span className="sr-only">Not included</span>
    </>
  )
}
