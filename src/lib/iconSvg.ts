/** How every icon is drawn, on the site and in the admin's picker: a round stroke in the text colour. */
export const ICON_SVG = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const
