import type { ReactNode } from 'react'

import { Box, type Rect } from './Box'
import { Text } from './Text'

/** Where a window's title sits from its top-left corner, and its size (the animated drawing places around it). */
export const PANEL_TITLE = { dx: 50, dy: 18, size: 11 }

/** A window: a rounded frame with a title bar (three dots and a title), or a plain card without one. */
export function Panel({ x, y, w, h, title, children }: Rect & { title?: string; children?: ReactNode }) {
  return (
    <g>
      <Box x={x} y={y} w={w} h={h} />
      {title ? (
        <>
          <path d={`M${x} ${y + 28}h${w}`} className="stroke-(--v-edge)" strokeWidth={1} />
          {[0, 1, 2].map((i) => (
            <circle key={i} cx={x + 14 + i * 11} cy={y + 14} r={3} className="fill-(--v-edge)" />
          ))}
          <Text x={x + PANEL_TITLE.dx} y={y + PANEL_TITLE.dy} tone="muted" mono size={PANEL_TITLE.size}>
            {title}
          </Text>
        </>
      ) : null}
      {children}
    </g>
  )
}

/** A labelled box: a service, a processor, a store. Compact drawings pass larger sizes. */
export function Node({
  x,
  y,
  w,
  h,
  label,
  sub,
  accent = false,
  size = 13,
  subSize = 10.5,
}: Rect & { label: string; sub?: string; accent?: boolean; size?: number; subSize?: number }) {
  const cx = x + w / 2
  return (
    <g>
      <Box x={x} y={y} w={w} h={h} rx={8} tone={accent ? 'accent' : 'raised'} />
      <Text x={cx} y={sub ? y + h / 2 - 3 : y + h / 2 + 4.5} anchor="middle" tone={accent ? 'accent' : 'ink'} weight={600} size={size}>
        {label}
      </Text>
      {sub ? (
        <Text x={cx} y={y + h / 2 + 13} anchor="middle" tone="muted" mono size={subSize}>
          {sub}
        </Text>
      ) : null}
    </g>
  )
}
