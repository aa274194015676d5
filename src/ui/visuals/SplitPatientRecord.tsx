import { Lock } from './kit/Lock'
import { Panel } from './kit/Panel'
import { Text } from './kit/Text'
import { TitledBox } from './kit/TitledBox'
import { TokenChip } from './kit/TokenChip'
import { VisualSvg, type VisualProps } from './kit/VisualSvg'

/** HIPAA: the patient's identity stays in the vault; analysts and models work on clinical rows keyed by a token. */
export function SplitPatientRecord(props: VisualProps) {
  return (
    <VisualSvg {...props} label="Protected health information split in two: the patient’s identity sits in the vault, and clinical data in your warehouse is keyed by a patient token">
      <TitledBox x={8} y={8} w={194} h={250} rx={12} tone="accentFaint" strokeWidth={1.25} icon={<Lock x={24} y={24} size={15} />} title="Identity · vault" titleAt={[46, 38]} titleSize={12.5}>
        {[
          ['name', 'Maria Okafor'],
          ['dob', '1984-03-12'],
          ['mrn', 'MRN-0048213'],
          ['ssn', '•••-••-4417'],
        ].map(([field, value], i) => (
          <g key={field}>
            <Text x={24} y={76 + i * 44} mono size={10.5} tone="muted">
              {field}
            </Text>
            <Text x={24} y={94 + i * 44} mono size={12}>
              {value}
            </Text>
          </g>
        ))}
      </TitledBox>
      <Panel x={222} y={8} w={250} h={250} title="clinical · your warehouse">
        <Text x={236} y={62} mono size={10.5} tone="muted">
          patient
        </Text>
        <TokenChip x={234} y={70} text="tok_pt_7Hc2Wq9" size={11.5} />
        {[
          ['diagnosis', 'E11.9'],
          ['hba1c', '7.2 %'],
          ['visit', '2026-10-04'],
        ].map(([field, value], i) => (
          <g key={field}>
            <path d={`M232 ${118 + i * 44}h230`} className="stroke-(--v-edge)" strokeWidth={0.75} />
            <Text x={236} y={144 + i * 44} mono size={11} tone="muted">
              {field}
            </Text>
            <Text x={456} y={144 + i * 44} anchor="end" mono size={12}>
              {value}
            </Text>
          </g>
        ))}
      </Panel>
      <path d="M202 84h20" className="stroke-(--v-token)" strokeWidth={1.25} strokeDasharray="3 3" />
      <TitledBox x={8} y={276} w={464} h={74} rx={12} title="ACCESS LOG" titleAt={[24, 300]} titleSize={11} titleTone="muted">
        <Text x={24} y={322} mono size={11}>
          billing-svc revealed name, dob · claim 55102
        </Text>
        <Text x={24} y={340} mono size={11} tone="muted">
          analytics read 12,480 rows · 0 reveals
        </Text>
      </TitledBox>
    </VisualSvg>
  )
}
