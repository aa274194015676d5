import { Box } from '../kit/Box'
import { Text } from '../kit/Text'
import { VisualSvg, type VisualProps } from '../kit/VisualSvg'
import { STEPS } from '../NetworkTokenLifecycle'

/** Network Tokens on a phone: the four steps with their values; the notes beside them are left out. */
export function NetworkTokenLifecycleCompact(props: VisualProps) {
  return (
    <VisualSvg {...props} compactHeight={252} label="The network token lifecycle: a card number becomes a vault token, Visa provisions a network token behind it, and each charge uses it with a cryptogram">
      <path d="M22 30V222" className="stroke-(--v-edge)" strokeWidth={1.25} />
      {STEPS.map((step, i) => {
        const y = 4 + i * 64
        return (
          <g key={step.title}>
            <circle cx={22} cy={y + 26} r={12} className={i === 2 ? 'fill-(--v-accent-fill) stroke-(--v-accent)' : 'fill-(--v-bg) stroke-(--v-edge)'} strokeWidth={1} />
            <text x={22} y={y + 30.5} textAnchor="middle" fontSize={12} fontWeight={600} className={i === 2 ? 'fill-white font-sans' : 'fill-(--v-ink) font-sans'}>
              {i + 1}
            </text>
            <Box x={44} y={y} w={240} h={52} />
            <Text x={56} y={y + 21} size={11} tone="muted" weight={600}>
              {step.title.toUpperCase()}
            </Text>
            <Text x={56} y={y + 41} mono size={12} tone={step.tone}>
              {step.value}
            </Text>
          </g>
        )
      })}
    </VisualSvg>
  )
}
