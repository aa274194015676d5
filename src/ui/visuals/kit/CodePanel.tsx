import type { ReactNode } from 'react'

import type { Rect } from './Box'
import { CodeLines, type Run } from './CodeLines'
import { Panel } from './Panel'

/** A window showing code, JSON or headers: the first line's baseline starts at `codeAt`. */
export function CodePanel({
  title,
  lines,
  codeAt: [cx, cy],
  size,
  leading,
  children,
  ...box
}: Rect & { title: string; lines: Run[][]; codeAt: [x: number, y: number]; size?: number; leading?: number; children?: ReactNode }) {
  return (
    <Panel {...box} title={title}>
      <CodeLines x={cx} y={cy} lines={lines} size={size} leading={leading} />
      {children}
    </Panel>
  )
}
