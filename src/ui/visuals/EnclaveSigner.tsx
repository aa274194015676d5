import { Badge } from './kit/Badge'
import { Connector } from './kit/Connector'
import { Lock } from './kit/Lock'
import { Panel } from './kit/Panel'
import { Text } from './kit/Text'
import { TitledBox } from './kit/TitledBox'
import { VisualSvg, type VisualProps } from './kit/VisualSvg'

/** A key lying flat: its ring centred on (cx, cy), its bit to the right. */
export function Key({ cx, cy }: { cx: number; cy: number }) {
  return (
    <>
      <circle cx={cx} cy={cy} r={10} className="stroke-(--v-accent)" strokeWidth={1.5} />
      <path d={`M${cx + 10} ${cy}h30m-8 0v8m-8-8v6`} className="stroke-(--v-accent)" strokeWidth={1.5} strokeLinecap="round" />
    </>
  )
}

/** Wallet management: a transaction goes into an attested enclave and a signature comes out; the key never leaves. */
export function EnclaveSigner(props: VisualProps) {
  return (
    <VisualSvg {...props} label="Wallet signing in an enclave: a transaction goes in, a signature comes out, and the private key stays sealed in protected memory">
      <Panel x={8} y={12} w={200} h={92} title="transaction">
        <Text x={22} y={66} mono size={11.5}>
          to 0x9a3f…e21c
        </Text>
        <Text x={22} y={86} mono size={11.5}>
          value 2.50 ETH
        </Text>
      </Panel>
      <Panel x={272} y={12} w={200} h={92} title="signature">
        <Text x={286} y={66} mono size={11.5} tone="token">
          0x3045022100c8…
        </Text>
        <Text x={286} y={86} mono size={11.5} tone="token">
          …02a1 · secp256k1
        </Text>
      </Panel>
      <Connector points={[[108, 104], [108, 146]]} />
      <Connector points={[[372, 146], [372, 104]]} accent />
      <TitledBox x={8} y={146} w={464} h={150} rx={14} tone="accentFaint" strokeWidth={1.25} icon={<Lock x={26} y={164} />} title="Enclave · signer v2.3.0" titleAt={[50, 179]} titleSize={13.5}>
        <Text x={456} y={179} anchor="end" mono size={10.5} tone="muted">
          attested
        </Text>
        <TitledBox x={26} y={198} w={206} h={80} icon={<Key cx={52} cy={238} />} title="Private key" titleAt={[104, 232]} titleSize={12} lines={['sealed, never exported']} linesAt={[104, 252]} />
        <TitledBox x={248} y={198} w={206} h={80} title="Policy" titleAt={[264, 224]} titleSize={12} lines={['limit 10 ETH / tx', '2 approvals above']} linesAt={[264, 244]} />
      </TitledBox>
      <Badge x={8} y={312} w={464} h={38} size={12}>
        ✓ Clients verified the signer’s build before sending
      </Badge>
    </VisualSvg>
  )
}
