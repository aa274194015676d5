type Point = [number, number]

/**
 * A line through the points, with an arrowhead at the last one. The head is drawn, not a
 * marker, so no id has to be unique on the page.
 */
export function Connector({ points, dashed = false, accent = false, head = true }: { points: Point[]; dashed?: boolean; accent?: boolean; head?: boolean }) {
  const [from, to] = [points.at(-2)!, points.at(-1)!]
  const angle = Math.atan2(to[1] - from[1], to[0] - from[0])
  const wing = (turn: number): Point => [to[0] - 7 * Math.cos(angle + turn), to[1] - 7 * Math.sin(angle + turn)]
  const stroke = accent ? 'stroke-(--v-accent)' : 'stroke-(--v-muted)'
  return (
    <g className={stroke} strokeWidth={1.25} strokeLinecap="round" strokeLinejoin="round">
      <polyline points={points.map((p) => p.join(',')).join(' ')} strokeDasharray={dashed ? '4 4' : undefined} />
      {head ? <polyline points={[wing(0.45), to, wing(-0.45)].map((p) => p.join(',')).join(' ')} /> : null}
    </g>
  )
}
