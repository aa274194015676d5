import { Connector } from './kit/Connector'
import { Lock } from './kit/Lock'
import { Panel } from './kit/Panel'
import { Text } from './kit/Text'
import { VisualSvg, type VisualProps } from './kit/VisualSvg'

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
      <rect x={8} y={146} width={464} height={150} rx={14} className="fill-(--v-accent-fill)/10 stroke-(--v-accent)" strokeWidth={1.25} />
      <Lock x={26} y={164} size={16} />
      <Text x={50} y={179} weight={600} size={13.5} tone="accent">
        Enclave · signer v2.3.0
      </Text>
      <Text x={456} y={179} anchor="end" mono size={10.5} tone="muted">
        attested
      </Text>
      <g>
        <rect x={26} y={198} width={206} height={80} rx={10} className="fill-(--v-bg) stroke-(--v-edge)" strokeWidth={1} />
        <circle cx={52} cy={238} r={10} className="stroke-(--v-accent)" strokeWidth={1.5} />
        <path d="M62 238h30m-8 0v8m-8-8v6" className="stroke-(--v-accent)" strokeWidth={1.5} strokeLinecap="round" />
        <Text x={104} y={232} weight={600} size={12}>
          Private key
        </Text>
        <Text x={104} y={252} mono size={10.5} tone="muted">
          sealed, never exported
        </Text>
      </g>
      <g>
        <rect x={248} y={198} width={206} height={80} rx={10} className="fill-(--v-bg) stroke-(--v-edge)" strokeWidth={1} />
        <Text x={264} y={224} weight={600} size={12}>
          Policy
        </Text>
        <Text x={264} y={244} mono size={10.5} tone="muted">
          limit 10 ETH / tx
        </Text>
        <Text x={264} y={262} mono size={10.5} tone="muted">
          2 approvals above
        </Text>
      </g>
      <rect x={8} y={312} width={464} height={38} rx={19} className="fill-(--v-token)/10 stroke-(--v-token)" strokeWidth={1} />
      <Text x={240} y={336} anchor="middle" size={12} tone="token" weight={600}>
        ✓ Clients verified the signer’s build before sending
      </Text>
    </VisualSvg>
  )
}
