/** How many columns a card spans: of two from md, of three from lg (one column below md). */
export type CardSpan = { md: 1 | 2; lg: 1 | 2 | 3 }

const LG_LAST: Record<number, CardSpan['lg']> = { 0: 1, 1: 3, 2: 2 }

/**
 * The span of card `index` of `count`, so that no row ends with an empty slot at any width:
 * only the last card ever widens. An odd count makes it span both columns at md; at lg a lone
 * last card spans the row, and the second of two last cards spans two columns. The card
 * lays itself out across when it is that wide (CustomerCard's container query).
 */
export function cardSpan(index: number, count: number): CardSpan {
  if (index !== count - 1) return { md: 1, lg: 1 }
  return { md: count % 2 === 1 ? 2 : 1, lg: LG_LAST[count % 3] ?? 1 }
}

// Literal class names, which Tailwind finds in the source.
const MD: Record<CardSpan['md'], string> = { 1: '', 2: 'md:col-span-2' }
const LG: Record<CardSpan['lg'], string> = { 1: 'lg:col-span-1', 2: 'lg:col-span-2', 3: 'lg:col-span-3' }

/** The span's classes; an lg class only where it differs from what md set. */
export const spanClass = ({ md, lg }: CardSpan) => [MD[md], md === lg ? '' : LG[lg]].filter(Boolean).join(' ')
