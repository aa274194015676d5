import { Connector } from './kit/Connector'
import { Lock } from './kit/Lock'
import { Node } from './kit/Panel'
import { Text } from './kit/Text'
import { VisualSvg, type VisualProps } from './kit/VisualSvg'

/** Enclaves: a client checks the attestation against the published hash before it talks to the enclave. */
export function AttestedEnclave(props: VisualProps) {
  return (
    <VisualSvg {...props} label="An attested enclave: the client checks the enclave’s attestation against the published image hash, while the host sees only ciphertext">
      <rect x={168} y={20} width={300} height={216} rx={14} className="fill-(--v-accent-fill)/10 stroke-(--v-accent)" strokeWidth={1.25} />
      <rect x={174} y={26} width={288} height={204} rx={10} className="stroke-(--v-accent)/50" strokeWidth={1} />
      <Lock x={190} y={42} size={16} />
      <Text x={214} y={57} weight={600} size={14} tone="accent">
        Enclave
      </Text>
      <Text x={446} y={57} anchor="end" mono size={10.5} tone="muted">
        memory encrypted
      </Text>
      <rect x={190} y={76} width={256} height={70} rx={8} className="fill-(--v-bg) stroke-(--v-edge)" strokeWidth={1} />
      <Text x={204} y={98} mono size={11.5}>
        payments-signer:1.4.2
      </Text>
      <Text x={204} y={118} mono size={10.5} tone="muted">
        image sha256:3f9a…c2e1
      </Text>
      <Text x={204} y={136} mono size={10.5} tone="muted">
        pcr0 3f9a77d0…b1c2e1
      </Text>
      <rect x={190} y={160} width={256} height={54} rx={8} className="fill-(--v-bg) stroke-(--v-edge)" strokeWidth={1} />
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
      <g>
        <rect x={12} y={136} width={120} height={76} rx={8} className="fill-(--v-token)/10 stroke-(--v-token)" strokeWidth={1} />
        <Text x={24} y={158} size={11} tone="token" weight={600}>
          ✓ hash matches
        </Text>
        <Text x={24} y={176} mono size={10} tone="token">
          3f9a…c2e1
        </Text>
        <Text x={24} y={198} size={11} tone="token">
          session opened
        </Text>
      </g>
      <rect x={168} y={262} width={300} height={78} rx={12} className="fill-(--v-raised) stroke-(--v-edge)" strokeDasharray="4 4" strokeWidth={1} />
      <Text x={186} y={292} weight={600} size={13}>
        Host, cloud provider, root
      </Text>
      <Text x={186} y={316} mono size={11} tone="muted">
        sees 9c 41 0e f7 a2 …
      </Text>
      <Connector points={[[318, 262], [318, 236]]} dashed head={false} />
    </VisualSvg>
  )
}
