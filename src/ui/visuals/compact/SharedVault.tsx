import { Box } from '../kit/Box'
import { Connector } from '../kit/Connector'
import { Lock } from '../kit/Lock'
import { Node } from '../kit/Panel'
import { Text } from '../kit/Text'
import { TitledBox } from '../kit/TitledBox'
import { VisualSvg, type VisualProps } from '../kit/VisualSvg'

/** Encryption on a phone: the same three rows with shorter names; the keys' notes are left out. */
export function SharedVaultCompact(props: VisualProps) {
  return (
    <VisualSvg {...props} compactHeight={260} label="Relay, Functions and Enclaves share one vault, protected by a key hierarchy that starts with your own KMS key, and one audit log">
      {['Relay', 'Functions', 'Enclaves'].map((label, i) => (
        <g key={label}>
          <Node x={4 + i * 98} y={4} w={84} h={40} label={label} size={12} accent />
          <Connector points={[[46 + i * 98, 44], [46 + i * 98, 68]]} accent />
        </g>
      ))}
      <TitledBox x={4} y={68} w={280} h={64} rx={12} tone="raised" icon={<Lock x={16} y={79} />} title="One vault" titleAt={[40, 94]} titleSize={14}
        lines={['email → tok_em_Q2f8…']} linesAt={[16, 120]} lineSize={11}
      />
      <Text x={4} y={158} size={11} tone="muted" weight={600}>
        KEY HIERARCHY
      </Text>
      {['KMS key', 'Tenant key', 'Field keys'].map((label, i) => (
        <g key={label}>
          <Node x={4 + i * 98} y={168} w={84} h={40} label={label} size={12} />
          {i < 2 ? <Connector points={[[88 + i * 98, 188], [102 + i * 98, 188]]} /> : null}
        </g>
      ))}
      <Box x={4} y={220} w={280} h={36} />
      <Text x={16} y={242} mono size={11} tone="muted">
        audit · reveal iban · purpose=payout
      </Text>
    </VisualSvg>
  )
}
