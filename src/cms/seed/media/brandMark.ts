import { BRAND_COLOUR, BRAND_MARK_SHAPE } from '../../../lib/brandMark'

/** The keyhole is white, as the site draws it; the shield is in the brand colour. */
const KEYHOLE_COLOR = '#ffffff'

/** The mark at (x, y), `size` pixels square, as SVG. */
export const brandMarkSvg = (x: number, y: number, size: number) =>
  `<g transform="translate(${x} ${y}) scale(${size / BRAND_MARK_SHAPE.box})">` +
  `<path d="${BRAND_MARK_SHAPE.shield}" fill="${BRAND_COLOUR}"/><path d="${BRAND_MARK_SHAPE.keyhole}" fill="${KEYHOLE_COLOR}"/></g>`

/** The mark at (x, y), `size` points square, on a PDF page. */
export function drawBrandMark(doc: PDFKit.PDFDocument, x: number, y: number, size: number): void {
  doc.save().translate(x, y).scale(size / BRAND_MARK_SHAPE.box)
  doc.path(BRAND_MARK_SHAPE.shield).fill(BRAND_COLOUR)
  doc.path(BRAND_MARK_SHAPE.keyhole).fill(KEYHOLE_COLOR)
  doc.restore()
}
