import { Lock } from './kit/Lock'
import { Node } from './kit/Panel'
import { Text } from './kit/Text'
import { TokenChip } from './kit/TokenChip'
import { VisualSvg, type VisualProps } from './kit/VisualSvg'

const YOURS = ['Web app', 'API', 'Database', 'Logs and backups']

/** PCI: card data lives only inside Cipherwell's assessed boundary; the customer's systems hold tokens. */
export function PciScope(props: VisualProps) {
  return (
    <VisualSvg {...props} label="PCI scope: card fields, vault and proxy sit in Cipherwell’s Level 1 environment, while your systems hold only tokens and validate with SAQ A">
      <rect x={8} y={12} width={176} height={336} rx={14} className="fill-(--v-accent-fill)/10 stroke-(--v-accent)" strokeWidth={1.25} />
      <Lock x={24} y={28} size={15} />
      <Text x={46} y={42} weight={600} size={12.5} tone="accent">
        Cipherwell
      </Text>
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
      <rect x={204} y={12} width={268} height={336} rx={14} className="stroke-(--v-edge)" strokeDasharray="5 5" strokeWidth={1} />
      <Text x={220} y={42} weight={600} size={12.5}>
        Your systems
      </Text>
      <Text x={220} y={62} size={10.5} tone="muted">
        out of scope
      </Text>
      {YOURS.map((label, i) => (
        <g key={label}>
          <rect x={220} y={78 + i * 54} width={236} height={42} rx={8} className="fill-(--v-raised) stroke-(--v-edge)" strokeWidth={1} />
          <Text x={232} y={104 + i * 54} size={12}>
            {label}
          </Text>
          <TokenChip x={394} y={88 + i * 54} text="tok_…" size={10.5} />
        </g>
      ))}
      <rect x={220} y={300} width={236} height={34} rx={17} className="fill-(--v-token)/10 stroke-(--v-token)" strokeWidth={1} />
      <Text x={338} y={322} anchor="middle" weight={600} size={12.5} tone="token">
        Validate with SAQ A, not SAQ D
      </Text>
    </VisualSvg>
  )
}
