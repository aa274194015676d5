import { Badge } from './kit/Badge'
import { Box } from './kit/Box'
import { Lock } from './kit/Lock'
import { Node } from './kit/Panel'
import { Text } from './kit/Text'
import { TitledBox } from './kit/TitledBox'
import { TokenChip } from './kit/TokenChip'
import { VisualSvg, type VisualProps } from './kit/VisualSvg'

const YOURS = ['Web app', 'API', 'Database', 'Logs and backups']

/** PCI: card data lives only inside Cipherwell's assessed boundary; the customer's systems hold tokens. */
export function PciScope(props: VisualProps) {
  return (
    <VisualSvg {...props} label="PCI scope: card fields, vault and proxy sit in Cipherwell’s Level 1 environment, while your systems hold only tokens and validate with SAQ A">
      <TitledBox x={8} y={12} w={176} h={336} rx={14} tone="accentFaint" strokeWidth={1.25} icon={<Lock x={24} y={28} size={15} />} title="Cipherwell" titleAt={[46, 42]} titleSize={12.5}>
        <Text x={24} y={62} size={10.5} tone="muted">
          PCI DSS Level 1
        </Text>
        {['Card fields', 'Vault', 'Relay'].map((label, i) => (
          <Node key={label} x={24} y={84 + i * 70} w={144} h={50} label={label} />
        ))}
        <Text x={24} y={318} mono size={10.5} tone="muted">
          4242 4242 4242 4242
        </Text>
        <Text x={24} y={334} size={10.5} tone="muted">
          stays on this side
        </Text>
      </TitledBox>
      <TitledBox x={204} y={12} w={268} h={336} rx={14} tone="open" dash="5 5" title="Your systems" titleAt={[220, 42]} titleSize={12.5}>
        <Text x={220} y={62} size={10.5} tone="muted">
          out of scope
        </Text>
        {YOURS.map((label, i) => (
          <g key={label}>
            <Box x={220} y={78 + i * 54} w={236} h={42} rx={8} tone="raised" />
            <Text x={232} y={104 + i * 54} size={12}>
              {label}
            </Text>
            <TokenChip x={394} y={88 + i * 54} text="tok_…" size={10.5} />
          </g>
        ))}
        <Badge x={220} y={300} w={236} h={34} size={12.5}>
          Validate with SAQ A, not SAQ D
        </Badge>
      </TitledBox>
    </VisualSvg>
  )
}
