import { FileIcon } from '../EncryptedUpload'
import { Box } from '../kit/Box'
import { Connector } from '../kit/Connector'
import { Lock } from '../kit/Lock'
import { Text } from '../kit/Text'
import { TitledBox } from '../kit/TitledBox'
import { VisualSvg, type VisualProps } from '../kit/VisualSvg'

/** Files on a phone, top to bottom: the upload, Relay encrypting it, the ciphertext in your bucket; who may decrypt is left to the page. */
export function EncryptedUploadCompact(props: VisualProps) {
  return (
    <VisualSvg {...props} compactHeight={260} label="A file encrypted on its way in: passport.pdf is encrypted by Relay with its own key as it streams, and your bucket stores only ciphertext">
      <TitledBox x={4} y={4} w={280} h={68} rx={12} icon={<FileIcon x={16} y={12} />} title="passport.pdf" titleAt={[66, 34]} lines={['2.4 MB · from the browser']} linesAt={[66, 54]} lineSize={11} />
      <Connector points={[[144, 72], [144, 88]]} accent />
      <TitledBox x={4} y={88} w={280} h={56} rx={12} tone="accent" icon={<Lock x={16} y={99} />} title="Relay" titleAt={[40, 114]} titleSize={14} lines={['AES-256-GCM · key per file']} linesAt={[16, 135]} lineSize={11} />
      <Connector points={[[144, 144], [144, 160]]} accent />
      <Box x={4} y={160} w={280} h={96} rx={12} tone="raised" />
      <Text x={16} y={180} mono size={11} tone="muted">
        s3://your-bucket/kyc/
      </Text>
      <FileIcon x={16} y={192} locked />
      <Text x={66} y={212} weight={600} size={13} tone="token">
        passport.pdf.cwenc
      </Text>
      <Text x={66} y={234} mono size={11} tone="muted">
        8f 3a c1 7e 04 d9 …
      </Text>
    </VisualSvg>
  )
}
