/**
 * The Cipherwell mark's shape: a shield with a keyhole, in a 32×32 box. The header's logo
 * draws it in the page's colours; the seed paints it into paper covers and PDF pages.
 */
/**
 * The brand colour, `--color-brand-500` in src/app/(site)/globals.css (tests/unit/siteIcons.test.ts
 * keeps them equal), for what is drawn outside CSS: the mark, Open Graph cards, the web manifest.
 */
export const BRAND_COLOUR = '#6d5dfc'

export const BRAND_MARK_SHAPE = {
  box: 32,
  shield: 'M16 2l12 5v8c0 7.5-5.2 12.8-12 15-6.8-2.2-12-7.5-12-15V7z',
  // The keyhole: a circle of radius 3.5 at (16, 14), and its stem.
  keyhole: 'M16 10.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zM14.5 16.5h3l1 6h-5z',
} as const
