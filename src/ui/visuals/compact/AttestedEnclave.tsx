import { Box } from '../kit/Box'
import { Connector } from '../kit/Connector'
import { Lock } from '../kit/Lock'
import { Text } from '../kit/Text'
import { TitledBox } from '../kit/TitledBox'
import { VisualSvg, type VisualProps } from '../kit/VisualSvg'

/** Enclaves on a phone, top to bottom: the enclave and its image, the client's check, the host that sees ciphertext. */
export function AttestedEnclaveCompact(props: VisualProps) {
  return (
    <VisualSvg {...props} compactHeight={260} label="An attested enclave: the client checks the enclave’s attestation against the published image hash, while the host sees only ciphertext">
      <Box x={4} y={4} w={280} h={124} rx={14} tone="accentFaint" strokeWidth={1.25} />
      <Lock x={16} y={17} />
      <Text x={40} y={32} weight={600} size={14} tone="accent">
        Enclave
      </Text>
      <Text x={272} y={32} anchor="end" mono size={11} tone="muted">
        memory encrypted
      </Text>
      <Box x={16} y={46} w={256} h={70} rx={8} />
      <Text x={28} y={70} mono size={12}>
        payments-signer:1.4.2
      </Text>
      <Text x={28} y={89} mono size={11} tone="muted">
        sha256:3f9a…c2e1
      </Text>
      <Text x={28} y={107} size={11} tone="muted">
        keys released only to this image
      </Text>
      <Connector points={[[144, 128], [144, 152]]} accent />
      <Text x={154} y={144} size={11} tone="accent">
        attestation
      </Text>
      <TitledBox x={4} y={152} w={280} h={48} tone="token" title="Your client" titleAt={[16, 172]} titleSize={13} titleTone="token">
        <Text x={16} y={191} size={11} tone="token">
          ✓ hash matches · session opened
        </Text>
      </TitledBox>
      <TitledBox x={4} y={212} w={280} h={44} tone="raised" dash="4 4" title="Host, cloud provider, root" titleAt={[16, 230]} titleSize={12} lines={['sees 9c 41 0e f7 a2 …']} linesAt={[16, 248]} lineSize={11} />
    </VisualSvg>
  )
}
