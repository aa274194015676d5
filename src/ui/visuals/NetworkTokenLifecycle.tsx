import { Box } from './kit/Box'
import { Text, type Tone } from './kit/Text'
import { VisualSvg, type VisualProps } from './kit/VisualSvg'

export const STEPS: { title: string; value: string; note: string; tone: Tone }[] = [
  { title: 'Card number', value: '4242 4242 4242 4242', note: 'collected once, then vaulted', tone: 'ink' },
  { title: 'Vault token', value: 'tok_7Nq2vX9LmR4sT8pA', note: 'what your systems store', tone: 'token' },
  { title: 'Network token · Visa', value: 'ntk_2b7YtQe4 · active', note: 'provisioned behind your token', tone: 'accent' },
  { title: 'Charge', value: 'token + cryptogram', note: 'survives reissue: exp 11/2029', tone: 'token' },
]

/** Network Tokens: the lifecycle from card number to a network token used on every charge. */
export function NetworkTokenLifecycle(props: VisualProps) {
  return (
    <VisualSvg {...props} label="The network token lifecycle: a card number becomes a vault token, Visa provisions a network token behind it, and each charge uses it with a cryptogram">
      <path d="M36 40V320" className="stroke-(--v-edge)" strokeWidth={1.25} />
      {STEPS.map((step, i) => {
        const y = 12 + i * 86
        return (
          <g key={step.title}>
            <circle cx={36} cy={y + 28} r={13} className={i === 2 ? 'fill-(--v-accent-fill) stroke-(--v-accent)' : 'fill-(--v-bg) stroke-(--v-edge)'} strokeWidth={1} />
            <text x={36} y={y + 32.5} textAnchor="middle" fontSize={12} fontWeight={600} className={i === 2 ? 'fill-white font-sans' : 'fill-(--v-ink) font-sans'}>
              {i + 1}
            </text>
            <Box x={64} y={y} w={408} h={68} />
            <Text x={80} y={y + 24} size={11} tone="muted" weight={600}>
              {step.title.toUpperCase()}
            </Text>
            <Text x={80} y={y + 50} mono size={13.5} tone={step.tone}>
              {step.value}
            </Text>
            <Text x={456} y={y + 50} anchor="end" size={11} tone="muted">
              {step.note}
            </Text>
          </g>
        )
      })}
    </VisualSvg>
  )
}
