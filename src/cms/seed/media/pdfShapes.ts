import type { Palette } from './covers'
import { boundsOf, type Shape } from './patterns'

/**
 * Cover art painted into a PDF: each shape filled or outlined with the palette's accent
 * running across its own bounding box, as the SVG covers' gradient does.
 */

function trace(doc: PDFKit.PDFDocument, shape: Shape): void {
  switch (shape.kind) {
    case 'circle':
      doc.circle(shape.cx, shape.cy, shape.r)
      return
    case 'rect':
      doc.roundedRect(shape.x, shape.y, shape.width, shape.height, shape.rx)
      return
    case 'polygon':
      doc.polygon(...shape.points)
      return
    case 'path':
      doc.path(shape.d)
  }
}

/** One shape, its opacities multiplied by `opacity` (how far a fade has taken it). */
export function paintShape(doc: PDFKit.PDFDocument, shape: Shape, palette: Palette, opacity: number): void {
  if (opacity <= 0.01) return
  const box = boundsOf(shape)
  const accent = doc.linearGradient(box.x, box.y, box.x + box.width, box.y + box.height).stop(0, palette.from).stop(1, palette.to)
  if (shape.fill !== undefined) {
    trace(doc, shape)
    doc.fillOpacity(shape.fill * opacity).fill(accent)
  }
  if (shape.stroke) {
    trace(doc, shape)
    doc.lineWidth(shape.stroke.width).strokeOpacity(shape.stroke.opacity * opacity).stroke(accent)
  }
}

/** The vertical middle of a shape: where a fade is measured. */
export const middleOf = (shape: Shape) => {
  const box = boundsOf(shape)
  return box.y + box.height / 2
}
