import type { Table } from './paperDocument'
import { INK } from './pdfTheme'
import { CAPTION, heightOf, put, type TextStyle } from './pdfText'

/** A table: "Table n." and its title above, a header row, hairlines between rows, figures flush right. */

const TITLE: TextStyle = { font: 'bold', size: 9.4, color: INK.heading }
const HEADER: TextStyle = { font: 'bold', size: 7.4, color: INK.muted, lineGap: 1 }
const CELL: TextStyle = { font: 'body', size: 8.2, color: INK.body, lineGap: 1.6 }
const HEADER_SPACED: TextStyle = { ...HEADER, characterSpacing: 0.3 }
const FIRST: TextStyle = { ...CELL, font: 'medium', color: INK.heading }
const PAD = { x: 6, y: 5.5 }

/** Column widths in points: the table's relative widths scaled to fill `width`. */
export function columnWidths(table: Table, width: number): number[] {
  const weights = table.widths ?? table.columns.map(() => 1)
  const total = weights.reduce((sum, w) => sum + w, 0)
  return weights.map((w) => (w / total) * width)
}

const titleText = (table: Table, n: number) => `Table ${n}. ${table.title}`

function rowHeights(doc: PDFKit.PDFDocument, table: Table, widths: number[]): { header: number; rows: number[] } {
  const cellHeight = (cells: string[], style: (i: number) => TextStyle) =>
    Math.max(...cells.map((cell, i) => heightOf(doc, cell, widths[i]! - 2 * PAD.x, style(i)))) + 2 * PAD.y
  return {
    header: cellHeight(table.columns.map((c) => c.toUpperCase()), () => HEADER_SPACED),
    rows: table.rows.map((row) => cellHeight(row, (i) => (i === 0 ? FIRST : CELL))),
  }
}

export function tableHeight(doc: PDFKit.PDFDocument, table: Table, width: number, n: number): number {
  const { header, rows } = rowHeights(doc, table, columnWidths(table, width))
  const note = table.note ? 6 + heightOf(doc, table.note, width, CAPTION) : 0
  return heightOf(doc, titleText(table, n), width, TITLE) + 8 + header + rows.reduce((a, b) => a + b, 0) + note
}

/** Draws the table with its top-left corner at (x, y); returns the height it took. */
export function drawTable(doc: PDFKit.PDFDocument, table: Table, x: number, y: number, width: number, n: number): number {
  const widths = columnWidths(table, width)
  const lefts = widths.map((_, i) => x + widths.slice(0, i).reduce((a, b) => a + b, 0))
  const { header, rows } = rowHeights(doc, table, widths)
  const align = (i: number) => (table.numeric?.includes(i) ? 'right' : 'left')

  put(doc, titleText(table, n), x, y, { ...TITLE, width })
  let top = y + heightOf(doc, titleText(table, n), width, TITLE) + 8

  doc.rect(x, top, width, header).fill('#f1f5f9')
  table.columns.forEach((column, i) =>
    put(doc, column.toUpperCase(), lefts[i]! + PAD.x, top + PAD.y, { ...HEADER_SPACED, width: widths[i]! - 2 * PAD.x, align: align(i) }),
  )
  top += header
  doc.moveTo(x, top).lineTo(x + width, top).lineWidth(0.8).strokeColor(INK.heading).stroke()

  table.rows.forEach((row, r) => {
    row.forEach((cell, i) =>
      put(doc, cell, lefts[i]! + PAD.x, top + PAD.y, { ...(i === 0 ? FIRST : CELL), width: widths[i]! - 2 * PAD.x, align: align(i) }),
    )
    top += rows[r]!
    doc.moveTo(x, top).lineTo(x + width, top).lineWidth(r === table.rows.length - 1 ? 0.8 : 0.4).strokeColor(r === table.rows.length - 1 ? INK.heading : INK.rule).stroke()
  })
  if (table.note) {
    put(doc, table.note, x, top + 6, { ...CAPTION, width })
    top += 6 + heightOf(doc, table.note, width, CAPTION)
  }
  return top - y
}
