import { Text } from './Text'

/** A payment card with its number, drawn from its top-left corner (ISO proportions). */
export function CardShape({ x, y, w = 200, number, holder, caption }: { x: number; y: number; w?: number; number: string; holder?: string; caption?: string }) {
  const h = Math.round(w * 0.63)
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={12} className="fill-(--v-accent-fill)/20 stroke-(--v-accent)" strokeWidth={1} />
      <rect x={x + 16} y={y + 22} width={28} height={20} rx={4} className="stroke-(--v-accent)" strokeWidth={1} />
      {caption ? (
        <Text x={x + w - 16} y={y + 36} anchor="end" tone="accent" weight={600} size={12}>
          {caption}
        </Text>
      ) : null}
      <Text x={x + 16} y={y + h - (holder ? 38 : 22)} mono size={w >= 200 ? 14 : 12}>
        {number}
      </Text>
      {holder ? (
        <Text x={x + 16} y={y + h - 16} tone="muted" size={11}>
          {holder}
        </Text>
      ) : null}
    </g>
  )
}
