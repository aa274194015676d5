import type { ReactNode } from 'react'

/** Every drawing shares this canvas, so the kit's sizes mean the same thing everywhere. */
export const VIEW_W = 480
export const VIEW_H = 360

/**
 * The phone canvas of the compact drawings. 288 units is the column of a 320 px phone (less
 * the page's 16 px padding), so there a unit is a pixel and an 11-unit label renders at 11 px;
 * at 375 px (343 px of column) it grows by 1.19. 260 units tall at most: about 310 px at 375 px.
 */
export const COMPACT_W = 288
export const COMPACT_MAX_H = 260

/**
 * The drawings' palette as CSS variables, one set per hero surface: the kit paints with the
 * variables only, so a drawing reads on the dark hero and on the light one alike.
 */
const TONES = {
  dark: '[--v-bg:var(--color-slate-900)] [--v-raised:var(--color-slate-800)] [--v-edge:var(--color-slate-600)] [--v-ink:var(--color-slate-100)] [--v-muted:var(--color-slate-400)] [--v-accent:var(--color-brand-300)] [--v-accent-fill:var(--color-brand-500)] [--v-token:var(--color-emerald-300)]',
  light:
    '[--v-bg:var(--color-white)] [--v-raised:var(--color-slate-100)] [--v-edge:var(--color-slate-300)] [--v-ink:var(--color-slate-900)] [--v-muted:var(--color-slate-600)] [--v-accent:var(--color-brand-600)] [--v-accent-fill:var(--color-brand-500)] [--v-token:var(--color-emerald-700)]',
}

export type VisualProps = { dark: boolean; className?: string }

/**
 * The root of a drawing: one image to assistive technology, named by what it shows. A compact
 * drawing gives its height on the phone canvas; the others share the 480 × 360 one.
 */
export function VisualSvg({
  label,
  dark,
  className = '',
  compactHeight,
  children,
}: VisualProps & { label: string; compactHeight?: number; children: ReactNode }) {
  const [w, h] = compactHeight ? [COMPACT_W, compactHeight] : [VIEW_W, VIEW_H]
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${w} ${h}`}
      fill="none"
      className={`h-auto w-full font-sans ${dark ? TONES.dark : TONES.light} ${className}`}
    >
      {children}
    </svg>
  )
}
