import { Connector } from './kit/Connector'
import { Lock } from './kit/Lock'
import { Node } from './kit/Panel'
import { Text } from './kit/Text'
import { VisualSvg, type VisualProps } from './kit/VisualSvg'

const KEYS: [label: string, sub: string][] = [
  ['Your KMS key', 'aws:kms · revocable'],
  ['Tenant key', 'wrapped'],
  ['Field keys', 'one per field'],
]

/** Encryption: Relay, Functions and Enclaves over one vault, its key hierarchy and one audit log. */
export function SharedVault(props: VisualProps) {
  return (
    <VisualSvg {...props} label="Relay, Functions and Enclaves share one vault, protected by a key hierarchy that starts with your own KMS key, and one audit log">
      {['Relay', 'Functions', 'Enclaves'].map((label, i) => (
        <g key={label}>
          <Node x={8 + i * 160} y={10} w={144} h={48} label={label} accent />
          <Connector points={[[80 + i * 160, 58], [80 + i * 160, 96]]} accent />
        </g>
      ))}
      <rect x={8} y={96} width={464} height={76} rx={12} className="fill-(--v-raised) stroke-(--v-edge)" strokeWidth={1} />
      <Lock x={26} y={116} size={18} />
      <Text x={54} y={131} weight={600} size={14}>
        One vault
      </Text>
      <Text x={26} y={158} mono size={11} tone="muted">
        email → tok_em_Q2f8… · iban → tok_ib_7LmZ…
      </Text>
      <Text x={8} y={206} size={11} tone="muted" weight={600}>
        KEY HIERARCHY
      </Text>
      {KEYS.map(([label, sub], i) => (
        <g key={label}>
          <Node x={8 + i * 160} y={218} w={144} h={52} label={label} sub={sub} />
          {i < KEYS.length - 1 ? <Connector points={[[152 + i * 160, 244], [168 + i * 160, 244]]} /> : null}
        </g>
      ))}
      <rect x={8} y={290} width={464} height={58} rx={10} className="fill-(--v-bg) stroke-(--v-edge)" strokeWidth={1} />
      <Text x={24} y={313} size={11} tone="muted" weight={600}>
        AUDIT LOG
      </Text>
      <Text x={24} y={334} mono size={11}>
        reveal iban · payouts-svc · purpose=payout
      </Text>
    </VisualSvg>
  )
}
