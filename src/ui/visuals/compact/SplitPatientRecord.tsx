import { Lock } from '../kit/Lock'
import { Panel } from '../kit/Panel'
import { Text } from '../kit/Text'
import { TitledBox } from '../kit/TitledBox'
import { TokenChip } from '../kit/TokenChip'
import { VisualSvg, type VisualProps } from '../kit/VisualSvg'

/** HIPAA on a phone: the identity above, the clinical rows keyed by its token below; the access log is left to the page. */
export function SplitPatientRecordCompact(props: VisualProps) {
  return (
    <VisualSvg {...props} compactHeight={260} label="Protected health information split in two: the patient’s identity sits in the vault, and clinical data in your warehouse is keyed by a patient token">
      <TitledBox x={4} y={4} w={280} h={84} rx={12} tone="accentFaint" strokeWidth={1.25} icon={<Lock x={16} y={16} size={15} />} title="Identity · vault" titleAt={[38, 30]}>
        <Text x={16} y={56} mono size={11.5}>
          Maria Okafor · 1984-03-12
        </Text>
        <Text x={16} y={76} mono size={11.5}>
          MRN-0048213 · •••-••-4417
        </Text>
      </TitledBox>
      <path d="M172 88v24" className="stroke-(--v-token)" strokeWidth={1.25} strokeDasharray="3 3" />
      <Panel x={4} y={112} w={280} h={144} title="clinical · your warehouse">
        <Text x={16} y={164} mono size={11} tone="muted">
          patient
        </Text>
        <TokenChip x={112} y={148} text="tok_pt_7Hc2Wq9" size={12} />
        {[
          ['diagnosis', 'E11.9'],
          ['hba1c', '7.2 %'],
        ].map(([field, value], i) => (
          <g key={field}>
            <path d={`M12 ${182 + i * 34}h264`} className="stroke-(--v-edge)" strokeWidth={0.75} />
            <Text x={16} y={204 + i * 34} mono size={11} tone="muted">
              {field}
            </Text>
            <Text x={272} y={204 + i * 34} anchor="end" mono size={12}>
              {value}
            </Text>
          </g>
        ))}
      </Panel>
    </VisualSvg>
  )
}
