import { Connector } from './kit/Connector'
import { Lock } from './kit/Lock'
import { Text } from './kit/Text'
import { VisualSvg, type VisualProps } from './kit/VisualSvg'

function FileIcon({ x, y, locked = false }: { x: number; y: number; locked?: boolean }) {
  return (
    <g>
      <path
        d={`M${x} ${y}h26l12 12v40h-38z M${x + 26} ${y}v12h12`}
        className={locked ? 'stroke-(--v-token)' : 'stroke-(--v-ink)'}
        strokeWidth={1.25}
        strokeLinejoin="round"
      />
      {locked ? <Lock x={x + 11} y={y + 22} size={16} tone="token" /> : <path d={`M${x + 8} ${y + 26}h22M${x + 8} ${y + 34}h22M${x + 8} ${y + 42}h14`} className="stroke-(--v-muted)" strokeWidth={1} />}
    </g>
  )
}

/** File encryption: an upload is encrypted by Relay in flight and lands in your bucket as ciphertext. */
export function EncryptedUpload(props: VisualProps) {
  return (
    <VisualSvg {...props} label="A file encrypted on its way in: passport.pdf is encrypted by Relay with its own key as it streams, and your bucket stores only ciphertext">
      <rect x={8} y={8} width={200} height={120} rx={12} className="fill-(--v-bg) stroke-(--v-edge)" strokeWidth={1} />
      <FileIcon x={26} y={34} />
      <Text x={78} y={56} weight={600} size={12.5}>
        passport.pdf
      </Text>
      <Text x={78} y={76} mono size={10.5} tone="muted">
        2.4 MB · upload
      </Text>
      <Text x={26} y={112} size={10.5} tone="muted">
        from the customer’s browser
      </Text>
      <Connector points={[[208, 68], [272, 68]]} accent />
      <rect x={272} y={8} width={200} height={120} rx={12} className="fill-(--v-accent-fill)/15 stroke-(--v-accent)" strokeWidth={1} />
      <Lock x={288} y={24} size={16} />
      <Text x={312} y={39} weight={600} size={13.5} tone="accent">
        Relay
      </Text>
      <Text x={288} y={72} mono size={10.5} tone="muted">
        AES-256-GCM, streaming
      </Text>
      <Text x={288} y={92} mono size={10.5} tone="muted">
        key per file, in the vault
      </Text>
      <Connector points={[[372, 128], [372, 166]]} accent />
      <rect x={8} y={166} width={464} height={112} rx={12} className="fill-(--v-raised) stroke-(--v-edge)" strokeWidth={1} />
      <Text x={26} y={192} mono size={11} tone="muted">
        s3://your-bucket/kyc/
      </Text>
      <FileIcon x={26} y={206} locked />
      <Text x={78} y={226} weight={600} size={12.5} tone="token">
        passport.pdf.cwenc
      </Text>
      <Text x={78} y={248} mono size={10.5} tone="muted">
        8f 3a c1 7e 04 d9 b2 5c 91 …
      </Text>
      <rect x={8} y={294} width={464} height={56} rx={12} className="stroke-(--v-edge)" strokeDasharray="5 5" strokeWidth={1} />
      <Text x={26} y={318} size={12}>
        Decrypted only in Functions or for reviewers you authorise
      </Text>
      <Text x={26} y={337} mono size={10.5} tone="muted">
        reviewer: compliance-team · logged
      </Text>
    </VisualSvg>
  )
}
