import { Key } from '../EnclaveSigner'
import { Connector } from '../kit/Connector'
import { Lock } from '../kit/Lock'
import { Panel } from '../kit/Panel'
import { Text } from '../kit/Text'
import { TitledBox } from '../kit/TitledBox'
import { VisualSvg, type VisualProps } from '../kit/VisualSvg'

/** Wallets on a phone, top to bottom: the transaction, the enclave with its sealed key, the signature; the policy is left to the page. */
export function EnclaveSignerCompact(props: VisualProps) {
  return (
    <VisualSvg {...props} compactHeight={260} label="Wallet signing in an enclave: a transaction goes in, a signature comes out, and the private key stays sealed in protected memory">
      <Panel x={4} y={4} w={280} h={60} title="transaction">
        <Text x={16} y={51} mono size={11.5}>
          to 0x9a3f…e21c · 2.50 ETH
        </Text>
      </Panel>
      <Connector points={[[144, 64], [144, 84]]} />
      <TitledBox x={4} y={84} w={280} h={92} rx={14} tone="accentFaint" strokeWidth={1.25} icon={<Lock x={16} y={95} />} title="Enclave · signer v2.3.0" titleAt={[40, 110]}>
        <TitledBox x={16} y={120} w={256} h={46} icon={<Key cx={38} cy={143} />} title="Private key" titleAt={[88, 139]} titleSize={12} lines={['sealed, never exported']} linesAt={[88, 157]} lineSize={11} />
      </TitledBox>
      <Connector points={[[144, 176], [144, 196]]} accent />
      <Panel x={4} y={196} w={280} h={60} title="signature">
        <Text x={16} y={243} mono size={11.5} tone="token">
          0x3045022100c8…02a1
        </Text>
      </Panel>
    </VisualSvg>
  )
}
