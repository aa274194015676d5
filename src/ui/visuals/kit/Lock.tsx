/** A padlock, drawn from its top-left corner at the given size (its width). */
export function Lock({ x, y, size = 16, tone = 'accent' }: { x: number; y: number; size?: number; tone?: 'accent' | 'token' | 'muted' }) {
  const s = size / 16
  const stroke = { accent: 'stroke-(--v-accent)', token: 'stroke-(--v-token)', muted: 'stroke-(--v-muted)' }[tone]
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`} className={stroke} strokeWidth={1.5 / s} strokeLinecap="round">
      <rect x={1} y={8} width={14} height={10} rx={2} />
      <path d="M4 8V5.5a4 4 0 0 1 8 0V8" />
      <path d="M8 12v2" />
    </g>
  )
}
