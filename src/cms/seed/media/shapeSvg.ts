import type { Shape } from './patterns'

/** One pattern shape as an SVG element, painted with the `#accent` gradient the cover defines. */
export function shapeSvg(shape: Shape): string {
  const paint =
    (shape.fill === undefined ? ' fill="none"' : shape.fill === 1 ? ' fill="url(#accent)"' : ` fill="url(#accent)" fill-opacity="${shape.fill}"`) +
    (shape.stroke ? ` stroke="url(#accent)" stroke-width="${shape.stroke.width}" stroke-opacity="${shape.stroke.opacity}"` : '')
  switch (shape.kind) {
    case 'circle':
      return `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}"${paint}/>`
    case 'rect':
      return `<rect x="${shape.x}" y="${shape.y}" width="${shape.width}" height="${shape.height}" rx="${shape.rx}"${paint}/>`
    case 'path':
      return `<path d="${shape.d}"${paint}/>`
    case 'polygon':
      return `<polygon points="${shape.points.map(([x, y]) => `${x},${y}`).join(' ')}"${paint}/>`
  }
}
