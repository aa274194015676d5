import { Box } from './kit/Box'
import { Connector } from './kit/Connector'
import { Lock } from './kit/Lock'
import { Text } from './kit/Text'
import { TitledBox } from './kit/TitledBox'
import { VisualSvg, type VisualProps } from './kit/VisualSvg'

export function FileIcon({ x, y, locked = false }: { x: number; y: number; locked?: boolean }) {
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
      <TitledBox x={8} y={8} w={200} h={120} rx={12} icon={<FileIcon x={26} y={34} />} title="passport.pdf" titleAt={[78, 56]} titleSize={12.5} lines={['2.4 MB · upload']} linesAt={[78, 76]}>
        <Text x={26} y={112} size={10.5} tone="muted">
          from the customer’s browser
        </Text>
      </TitledBox>
      <Connector points={[[208, 68], [272, 68]]} accent />
      <TitledBox x={272} y={8} w={200} h={120} rx={12} tone="accent" icon={<Lock x={288} y={24} />} title="Relay" titleAt={[312, 39]} titleSize={13.5} lines={['AES-256-GCM, streaming', 'key per file, in the vault']} linesAt={[288, 72]} leading={20} />
      <Connector points={[[372, 128], [372, 166]]} accent />
      <Box x={8} y={166} w={464} h={112} rx={12} tone="raised" />
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
      <Box x={8} y={294} w={464} h={56} rx={12} tone="open" dash="5 5" />
      <Text x={26} y={318} size={12}>
        Decrypted only in Functions or for reviewers you authorise
      </Text>
      <Text x={26} y={337} mono size={10.5} tone="muted">
        reviewer: compliance-team · logged
      </Text>
    </VisualSvg>
  )
}
