import { INK, TYPE, type FontRole } from './pdfTheme'

export type TextStyle = {
  font: FontRole
  size: number
  color: string
  width?: number
  align?: 'left' | 'center' | 'right'
  characterSpacing?: number
  lineGap?: number
}

/**
 * Text at an exact position, never carried to a new page: pdfkit starts a page when text
 * passes the bottom margin, which headers, footers and chart labels may sit in.
 */
export function put(doc: PDFKit.PDFDocument, text: string, x: number, y: number, style: TextStyle): void {
  const { margins } = doc.page
  const bottom = margins.bottom
  margins.bottom = 0
  doc
    .font(style.font)
    .fontSize(style.size)
    .fillColor(style.color)
    .text(text, x, y, {
      width: style.width,
      align: style.align ?? 'left',
      characterSpacing: style.characterSpacing ?? 0,
      lineGap: style.lineGap ?? 0,
      lineBreak: style.width !== undefined,
    })
  margins.bottom = bottom
}

/** How tall `text` sets in `width` with a style. */
export function heightOf(doc: PDFKit.PDFDocument, text: string, width: number, style: Omit<TextStyle, 'color'>): number {
  return doc
    .font(style.font)
    .fontSize(style.size)
    .heightOfString(text, { width, lineGap: style.lineGap ?? 0, characterSpacing: style.characterSpacing ?? 0 })
}

/** The caption style figures and tables share. */
export const CAPTION: TextStyle = { font: 'body', size: TYPE.caption.size, color: INK.muted, lineGap: 2 }
