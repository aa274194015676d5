import { Box } from './kit/Box'
import { Connector } from './kit/Connector'
import { Lock } from './kit/Lock'
import { Node } from './kit/Panel'
import { Text } from './kit/Text'
import { TitledBox } from './kit/TitledBox'
import { VisualSvg, type VisualProps } from './kit/VisualSvg'

/** Enclaves: a client checks the attestation against the published hash before it talks to the enclave. */
export function AttestedEnclave(props: VisualProps) {
  return (
    <VisualSvg {...props} label="An attested enclave: the client checks the enclave’s attestation against the published image hash, while the host sees only ciphertext">
      <Box x={168} y={20} w={300} h={216} rx={14} tone="accentFaint" strokeWidth={1.25} />
      <rect x={174} y={26} width={288} height={204} rx={10} className="stroke-(--v-accent)/50" strokeWidth={1} />
      <Lock x={190} y={42} size={16} />
      <Text x={214} y={57} weight={600} size={14} tone="accent">
        Enclave
      </Text>
      <Text x={446} y={57} anchor="end" mono size={10.5} tone="muted">
        memory encrypted
      </Text>
      <Box x={190} y={76} w={256} h={70} rx={8} />
      <Text x={204} y={98} mono size={11.5}>
        payments-signer:1.4.2
      </Text>
      <Text x={204} y={118} mono size={10.5} tone="muted">
        image sha256:3f9a…c2e1
      </Text>
      <Text x={204} y={136} mono size={10.5} tone="muted">
        pcr0 3f9a77d0…b1c2e1
      </Text>
      <Box x={190} y={160} w={256} h={54} rx={8} />
      <Text x={204} y={182} size={11.5}>
        Sealed keys
      </Text>
      <Text x={204} y={200} mono size={10.5} tone="muted">
        released only to this image
      </Text>
      <Node x={12} y={60} w={120} h={56} label="Your client" sub="verifies first" />
      <Connector points={[[168, 80], [132, 80]]} accent />
      <Text x={150} y={72} anchor="middle" size={10} tone="accent">
        attest
      </Text>
      <Connector points={[[132, 104], [168, 104]]} />
      <TitledBox x={12} y={136} w={120} h={76} rx={8} tone="token" title="✓ hash matches" titleAt={[24, 158]} titleSize={11} titleTone="token">
        <Text x={24} y={176} mono size={10} tone="token">
          3f9a…c2e1
        </Text>
        <Text x={24} y={198} size={11} tone="token">
          session opened
        </Text>
      </TitledBox>
      <TitledBox x={168} y={262} w={300} h={78} rx={12} tone="raised" dash="4 4" title="Host, cloud provider, root" titleAt={[186, 292]} lines={['sees 9c 41 0e f7 a2 …']} linesAt={[186, 316]} lineSize={11} />
      <Connector points={[[318, 262], [318, 236]]} dashed head={false} />
    </VisualSvg>
  )
}
