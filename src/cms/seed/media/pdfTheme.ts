import { fontBytes, type FontName } from './fontFiles'

/** Page geometry in points: A4, with room above and below the text for the running header and footer. */
export const PAGE = {
  width: 595.28,
  height: 841.89,
  left: 64,
  right: 64,
  top: 86,
  bottom: 78,
} as const

export const CONTENT_WIDTH = PAGE.width - PAGE.left - PAGE.right
/** The lowest y text may reach before it continues on the next page. */
export const CONTENT_BOTTOM = PAGE.height - PAGE.bottom

export const INK = {
  heading: '#0f172a',
  body: '#334155',
  muted: '#64748b',
  faint: '#94a3b8',
  rule: '#e2e8f0',
  tint: '#f5f3ff',
  zebra: '#f8fafc',
  violet: '#5443e6',
  teal: '#0d9488',
} as const

/** Chart series in order: the brand's violet and teal first, then colours that stay apart in print. */
export const SERIES_COLOURS = ['#5443e6', '#14b8a6', '#f59e0b', '#94a3b8', '#ec4899', '#0ea5e9'] as const

/** pdfkit's font names for the roles the layout uses, and the files they embed. */
export const FONTS = {
  body: 'manropeRegular',
  medium: 'manropeMedium',
  bold: 'manrope',
  display: 'soraBold',
  displaySemi: 'sora',
  label: 'grotesk',
} as const satisfies Record<string, FontName>

export type FontRole = keyof typeof FONTS

export const TYPE = {
  body: { size: 9.6, lineGap: 4.4 },
  heading: { size: 16 },
  subheading: { size: 11 },
  caption: { size: 7.8 },
} as const

export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const [role, file] of Object.entries(FONTS)) doc.registerFont(role, fontBytes(file))
}
