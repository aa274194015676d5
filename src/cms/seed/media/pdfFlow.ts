import { chartHeight, drawChart } from './pdfCharts'
import type { Block, KeyFigure } from './paperDocument'
import { CONTENT_BOTTOM, CONTENT_WIDTH, INK, PAGE, TYPE } from './pdfTheme'
import { heightOf, put, type TextStyle } from './pdfText'
import { drawTable, tableHeight } from './pdfTable'

/**
 * Body text flowing down the pages: a cursor that starts a new page when what comes next
 * would not fit, so headings stay with their first lines and figures and tables stay whole.
 */

const BODY: TextStyle = { font: 'body', size: TYPE.body.size, color: INK.body, lineGap: TYPE.body.lineGap }
const LINE = TYPE.body.size * 1.36 + TYPE.body.lineGap
const GAP = 8

export type Flow = {
  doc: PDFKit.PDFDocument
  y: number
  figures: number
  tables: number
  /** Page index of each section heading, for the contents. */
  headings: { heading: string; page: number }[]
}

export const newFlow = (doc: PDFKit.PDFDocument): Flow => ({ doc, y: PAGE.top, figures: 0, tables: 0, headings: [] })

export const currentPage = (flow: Flow) => {
  const { start, count } = flow.doc.bufferedPageRange()
  return start + count - 1
}

export function newPage(flow: Flow): void {
  flow.doc.addPage()
  flow.y = PAGE.top
}

/** Starts a new page unless `height` fits below the cursor. */
export function ensure(flow: Flow, height: number): void {
  if (flow.y + height > CONTENT_BOTTOM) newPage(flow)
}

/** Text set from the cursor down, continuing on the next page if it runs past this one. `**Lead.**` at the start is set bold. */
function text(flow: Flow, value: string, x: number, width: number, style: TextStyle = BODY): void {
  const { doc } = flow
  const lead = /^\*\*(.+?)\*\*\s*(.*)$/s.exec(value)
  const options = { width, lineGap: style.lineGap ?? 0 }
  doc.fillColor(style.color).fontSize(style.size)
  if (lead) {
    doc.font('bold').fillColor(INK.heading).text(`${lead[1]} `, x, flow.y, { ...options, continued: true })
    doc.font(style.font).fillColor(style.color).text(lead[2]!, options)
  } else doc.font(style.font).text(value, x, flow.y, options)
  flow.y = doc.y
}

export function paragraph(flow: Flow, value: string): void {
  ensure(flow, LINE * 2)
  text(flow, value, PAGE.left, CONTENT_WIDTH)
  flow.y += GAP
}

/** A section heading, numbered, listed in the contents and the PDF's bookmarks; kept with its first lines. */
export function heading(flow: Flow, value: string): void {
  const { doc } = flow
  ensure(flow, 48 + LINE * 4)
  if (flow.y > PAGE.top) flow.y += 14
  const number = String(flow.headings.length + 1).padStart(2, '0')
  doc.rect(PAGE.left, flow.y, 22, 2.4).fill(INK.teal)
  put(doc, number, PAGE.left + 28, flow.y - 3.2, { font: 'label', size: 8, color: INK.teal, characterSpacing: 0.6 })
  flow.y += 12
  put(doc, value, PAGE.left, flow.y, { font: 'display', size: TYPE.heading.size, color: INK.heading, width: CONTENT_WIDTH, lineGap: 2 })
  flow.y = doc.y + 10
  flow.headings.push({ heading: value, page: currentPage(flow) })
  doc.outline.addItem(value)
}

function subheading(flow: Flow, value: string): void {
  ensure(flow, 24 + LINE * 3)
  flow.y += 4
  put(flow.doc, value, PAGE.left, flow.y, { font: 'displaySemi', size: TYPE.subheading.size, color: INK.heading, width: CONTENT_WIDTH })
  flow.y = flow.doc.y + 6
}

function list(flow: Flow, items: string[], ordered: boolean): void {
  const indent = 18
  items.forEach((item, i) => {
    ensure(flow, LINE * 2)
    const marker = ordered ? `${i + 1}.` : '•'
    put(flow.doc, marker, PAGE.left + (ordered ? 0 : 4), flow.y, { ...BODY, font: ordered ? 'bold' : 'body', color: ordered ? INK.violet : INK.teal })
    text(flow, item, PAGE.left + indent, CONTENT_WIDTH - indent)
    flow.y += 5
  })
  flow.y += GAP - 5
}

function callout(flow: Flow, value: string): void {
  const style: TextStyle = { font: 'medium', size: 10.6, color: INK.heading, lineGap: 4 }
  const pad = 14
  const height = heightOf(flow.doc, value, CONTENT_WIDTH - 2 * pad - 4, style) + 2 * pad
  ensure(flow, height + GAP)
  flow.y += 4
  flow.doc.rect(PAGE.left, flow.y, CONTENT_WIDTH, height).fill(INK.tint)
  flow.doc.rect(PAGE.left, flow.y, 3, height).fill(INK.violet)
  put(flow.doc, value, PAGE.left + pad + 4, flow.y + pad, { ...style, width: CONTENT_WIDTH - 2 * pad - 4 })
  flow.y += height + GAP + 6
}

type Exhibit = Extract<Block, { chart: unknown } | { table: unknown }>

const isExhibit = (item: Block): item is Exhibit => typeof item !== 'string' && ('chart' in item || 'table' in item)

/** The height a figure or table needs, numbered as it will be. */
const exhibitHeight = (flow: Flow, item: Exhibit) =>
  24 + ('chart' in item ? chartHeight(flow.doc, item.chart, CONTENT_WIDTH, flow.figures + 1) : tableHeight(flow.doc, item.table, CONTENT_WIDTH, flow.tables + 1))

function exhibit(flow: Flow, item: Exhibit, height: number): void {
  ensure(flow, height)
  const top = flow.y + 8
  const drawn =
    'chart' in item
      ? drawChart(flow.doc, item.chart, PAGE.left, top, CONTENT_WIDTH, ++flow.figures)
      : drawTable(flow.doc, item.table, PAGE.left, top, CONTENT_WIDTH, ++flow.tables)
  flow.y = top + drawn + 16
}

/** Space worth filling with text rather than leaving blank above a figure that moves to the next page. */
const FLOAT_ROOM = 120

/**
 * A section's blocks in order, except that a figure or table too tall for what is left of the
 * page changes places with the paragraph after it, as reports float their exhibits.
 */
export function blocks(flow: Flow, items: Block[]): void {
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!
    const next = items[i + 1]
    if (isExhibit(item)) {
      const height = exhibitHeight(flow, item)
      const room = CONTENT_BOTTOM - flow.y
      if (height > room && room >= FLOAT_ROOM && typeof next === 'string') {
        paragraph(flow, next)
        i++
      }
      exhibit(flow, item, height)
    } else if (typeof item === 'string') paragraph(flow, item)
    else if ('list' in item) list(flow, item.list, item.ordered ?? false)
    else if ('subheading' in item) subheading(flow, item.subheading)
    else if ('callout' in item) callout(flow, item.callout)
  }
}

/** Key figures in a row of tinted panels: a large number over what it counts. */
export function keyFigures(flow: Flow, figures: KeyFigure[]): void {
  const gap = 10
  const width = (CONTENT_WIDTH - gap * (figures.length - 1)) / figures.length
  const label: TextStyle = { font: 'body', size: 8.2, color: INK.body, lineGap: 1.8 }
  const height = 52 + Math.max(...figures.map((f) => heightOf(flow.doc, f.label, width - 24, label)))
  ensure(flow, height + GAP)
  figures.forEach((figure, i) => {
    const x = PAGE.left + i * (width + gap)
    flow.doc.rect(x, flow.y, width, height).fill(INK.tint)
    flow.doc.rect(x, flow.y, width, 2.4).fill(i % 2 ? INK.teal : INK.violet)
    put(flow.doc, figure.value, x + 12, flow.y + 12, { font: 'display', size: 22, color: i % 2 ? INK.teal : INK.violet })
    put(flow.doc, figure.label, x + 12, flow.y + 44, { ...label, width: width - 24 })
  })
  flow.y += height + GAP + 8
}
