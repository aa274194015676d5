import { drawBrandMark } from './brandMark'
import type { Flow } from './pdfFlow'
import { CONTENT_WIDTH, INK, PAGE } from './pdfTheme'
import { put } from './pdfText'

/** What every page but the title page carries: the running header and footer, and the contents' page numbers. */

const SMALL = { font: 'medium', size: 7.4, color: INK.muted } as const

function header(doc: PDFKit.PDFDocument, title: string): void {
  drawBrandMark(doc, PAGE.left, 36, 11)
  put(doc, 'Cipherwell', PAGE.left + 15, 37.2, { font: 'bold', size: 8, color: INK.heading })
  put(doc, title, PAGE.left + 90, 37.6, { ...SMALL, width: CONTENT_WIDTH - 90, align: 'right' })
  doc.moveTo(PAGE.left, 55).lineTo(PAGE.width - PAGE.right, 55).lineWidth(0.5).strokeColor(INK.rule).stroke()
}

function footer(doc: PDFKit.PDFDocument, label: string, page: number, pages: number): void {
  const y = PAGE.height - 48
  doc.moveTo(PAGE.left, y).lineTo(PAGE.width - PAGE.right, y).lineWidth(0.5).strokeColor(INK.rule).stroke()
  put(doc, label, PAGE.left, y + 9, SMALL)
  put(doc, `${page} / ${pages}`, PAGE.left, y + 9, { ...SMALL, font: 'bold', color: INK.heading, width: CONTENT_WIDTH, align: 'right' })
}

/** Header and footer on every page between the covers; call once all pages exist. */
export function frame(doc: PDFKit.PDFDocument, title: string, footerLabel: string): void {
  const { start, count } = doc.bufferedPageRange()
  for (let i = start + 1; i < start + count - 1; i++) {
    doc.switchToPage(i)
    header(doc, title)
    footer(doc, footerLabel, i + 1, count)
  }
}

const ROW = 19

export const contentsHeight = (entries: number) => 40 + entries * ROW + 18

/** The contents list at (PAGE.left, y) on `page`, each heading with the page it starts on. */
export function contents(flow: Flow, page: number, y: number, entries: { heading: string; page: number }[]): void {
  const { doc } = flow
  doc.switchToPage(page)
  put(doc, 'Contents', PAGE.left, y, { font: 'display', size: 16, color: INK.heading })
  let top = y + 32
  entries.forEach((entry, i) => {
    put(doc, String(i + 1).padStart(2, '0'), PAGE.left, top + 4, { font: 'label', size: 8, color: INK.teal })
    put(doc, entry.heading, PAGE.left + 26, top + 3, { font: 'medium', size: 9.6, color: INK.heading, width: CONTENT_WIDTH - 70 })
    put(doc, String(entry.page + 1), PAGE.left, top + 3, { font: 'bold', size: 9.6, color: INK.violet, width: CONTENT_WIDTH, align: 'right' })
    top += ROW
    doc.moveTo(PAGE.left, top).lineTo(PAGE.width - PAGE.right, top).lineWidth(0.4).strokeColor(INK.rule).stroke()
  })
}
