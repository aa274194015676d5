/**
 * The Cipherwell mark as the site header draws it: a keyhole shield in a 32×32 box, violet
 * with a white keyhole. Kept as path data so SVG covers and PDF pages draw the same shape.
 */
export const BRAND_MARK = {
  box: 32,
  shield: 'M16 2l12 5v8c0 7.5-5.2 12.8-12 15-6.8-2.2-12-7.5-12-15V7z',
  keyhole: 'M16 10.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zM14.5 16.5h3l1 6h-5z',
  shieldColor: '#6d5dfc',
  keyholeColor: '#ffffff',
} as const

/** The mark at (x, y), `size` pixels square, as SVG. */
export const brandMarkSvg = (x: number, y: number, size: number) =>
  `<g transform="translate(${x} ${y}) scale(${size / BRAND_MARK.box})">` +
  `<path d="${BRAND_MARK.shield}" fill="${BRAND_MARK.shieldColor}"/><path d="${BRAND_MARK.keyhole}" fill="${BRAND_MARK.keyholeColor}"/></g>`
