import { Connector } from './kit/Connector'
import { Lock } from './kit/Lock'
import { Node } from './kit/Panel'
import { Text } from './kit/Text'
import { TitledBox } from './kit/TitledBox'
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
      <TitledBox x={8} y={96} w={464} h={76} rx={12} tone="raised" icon={<Lock x={26} y={116} size={18} />} title="One vault" titleAt={[54, 131]} titleSize={14}
        lines={['email → tok_em_Q2f8… · iban → tok_ib_7LmZ…']} linesAt={[26, 158]} lineSize={11}
      />
      <Text x={8} y={206} size={11} tone="muted" weight={600}>
        KEY HIERARCHY
      </Text>
      {KEYS.map(([label, sub], i) => (
        <g key={label}>
          <Node x={8 + i * 160} y={218} w={144} h={52} label={label} sub={sub} />
          {i < KEYS.length - 1 ? <Connector points={[[152 + i * 160, 244], [168 + i * 160, 244]]} /> : null}
        </g>
      ))}
      <TitledBox x={8} y={290} w={464} h={58} title="AUDIT LOG" titleAt={[24, 313]} titleSize={11} titleTone="muted">
        <Text x={24} y={334} mono size={11}>
          reveal iban · payouts-svc · purpose=payout
        </Text>
      </TitledBox>
    </VisualSvg>
  )
}
