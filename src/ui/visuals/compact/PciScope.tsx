import { Badge } from '../kit/Badge'
import { Box } from '../kit/Box'
import { Lock } from '../kit/Lock'
import { Node } from '../kit/Panel'
import { Text } from '../kit/Text'
import { TitledBox } from '../kit/TitledBox'
import { TokenChip } from '../kit/TokenChip'
import { VisualSvg, type VisualProps } from '../kit/VisualSvg'

/** PCI on a phone: the two sides stacked instead of side by side, your systems in two rows. */
export function PciScopeCompact(props: VisualProps) {
  return (
    <VisualSvg {...props} compactHeight={260} label="PCI scope: card fields, vault and proxy sit in Cipherwell’s Level 1 environment, while your systems hold only tokens and validate with SAQ A">
      <TitledBox x={4} y={4} w={280} h={96} rx={14} tone="accentFaint" strokeWidth={1.25} icon={<Lock x={16} y={16} size={15} />} title="Cipherwell" titleAt={[38, 30]}>
        <Text x={272} y={30} anchor="end" size={11} tone="muted">
          PCI DSS Level 1
        </Text>
        {['Card fields', 'Vault', 'Relay'].map((label, i) => (
          <Node key={label} x={16 + i * 88} y={44} w={80} h={44} label={label} size={12} />
        ))}
      </TitledBox>
      <TitledBox x={4} y={112} w={280} h={104} rx={14} tone="open" dash="5 5" title="Your systems" titleAt={[16, 136]}>
        <Text x={272} y={136} anchor="end" size={11} tone="muted">
          out of scope
        </Text>
        {['Web app and API', 'Database and logs'].map((label, i) => (
          <g key={label}>
            <Box x={16} y={148 + i * 32} w={256} h={26} rx={6} tone="raised" />
            <Text x={28} y={165.5 + i * 32} size={12}>
              {label}
            </Text>
            <TokenChip x={210} y={149.5 + i * 32} text="tok_…" size={11} />
          </g>
        ))}
      </TitledBox>
      <Badge x={4} y={226} w={280} h={30} size={12}>
        Validate with SAQ A, not SAQ D
      </Badge>
    </VisualSvg>
  )
}
