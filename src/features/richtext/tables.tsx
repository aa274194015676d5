import type { JSXConverters } from '@payloadcms/richtext-lexical/react'
import type { SerializedTableCellNode } from '@payloadcms/richtext-lexical'

/**
 * Tables from the editor's table feature. A table wider than the column scrolls inside a
 * focusable region (so keyboard users can scroll it too) instead of widening the page; the
 * header row's cells are column headers. Styled with classes, not the default converter's
 * inline styles, which the site's style policy would block.
 */
export const tables: JSXConverters = {
  table: ({ node, nodesToJSX }) => (
    <div
      role="region"
      aria-label="Table"
      tabIndex={0}
      className="not-prose my-8 overflow-x-auto rounded-card ring-1 ring-slate-200"
    >
      <table className="w-full border-collapse text-left text-sm">
        <tbody>{nodesToJSX({ nodes: node.children })}</tbody>
      </table>
    </div>
  ),
  tablerow: ({ node, nodesToJSX }) => (
    <tr className="border-b border-slate-200 last:border-0">{nodesToJSX({ nodes: node.children })}</tr>
  ),
  tablecell: ({ node, nodesToJSX }) => {
    const cell = node as SerializedTableCellNode
    const children = nodesToJSX({ nodes: cell.children })
    const span = { colSpan: cell.colSpan && cell.colSpan > 1 ? cell.colSpan : undefined }
    // Lexical's header state: 1 marks a cell of the header row, 2 of the header column.
    if (cell.headerState === 1)
      return (
        <th
          scope="col"
          {...span}
          className="bg-slate-50 px-4 py-3 font-semibold whitespace-nowrap text-slate-900 [&_p]:m-0"
        >
          {children}
        </th>
      )
    if (cell.headerState)
      return (
        <th scope="row" {...span} className="px-4 py-3 font-semibold text-slate-900 [&_p]:m-0">
          {children}
        </th>
      )
    return (
      <td {...span} className="px-4 py-3 align-top text-slate-700 [&_p]:m-0">
        {children}
      </td>
    )
  },
}
