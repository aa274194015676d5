import { Panel } from '../kit/Panel'
import { Text } from '../kit/Text'
import { TitledBox } from '../kit/TitledBox'
import { TokenChip } from '../kit/TokenChip'
import { VisualSvg, type VisualProps } from '../kit/VisualSvg'
import { RECORD } from '../TokenizedRecord'

/** Four of the record's five fields: a phone's canvas holds four rows at a legible size. */
const FIELDS = Object.entries(RECORD).filter(([field]) => field !== 'address')

/** Personal data on a phone: the record of tokens and the logged reveal. */
export function TokenizedRecordCompact(props: VisualProps) {
  return (
    <VisualSvg {...props} compactHeight={260} label="A customer record in your database where name, email, phone and national ID are all tokens, and a logged reveal for a support ticket">
      <Panel x={4} y={4} w={280} h={180} title="customers · cus_8Hd2">
        {FIELDS.map(([field, token], i) => {
          const y = 34 + i * 37
          return (
            <g key={field}>
              {i > 0 ? <path d={`M12 ${y}h264`} className="stroke-(--v-edge)" strokeWidth={0.75} /> : null}
              <Text x={16} y={y + 23} mono size={12} tone="muted">
                {field}
              </Text>
              <TokenChip x={120} y={y + 7} text={token} size={11.5} />
            </g>
          )
        })}
      </Panel>
      <TitledBox x={4} y={198} w={280} h={58} rx={12} tone="accentFaint" title="Reveal · logged" titleAt={[16, 220]} titleSize={12}>
        <Text x={16} y={243} mono size={11.5}>
          email → ada@fintech.example
        </Text>
      </TitledBox>
    </VisualSvg>
  )
}
