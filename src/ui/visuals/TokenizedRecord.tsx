import { Panel } from './kit/Panel'
import { Text } from './kit/Text'
import { TitledBox } from './kit/TitledBox'
import { TokenChip } from './kit/TokenChip'
import { VisualSvg, type VisualProps } from './kit/VisualSvg'

/** The customer record as your database holds it: each field's token. */
export const RECORD = {
  name: 'tok_nm_4Rf8Lw2q',
  email: 'tok_em_Q2f8zK7p',
  phone: 'tok_ph_9Vx3Hn1c',
  address: 'tok_ad_M7k2Yt5e',
  national_id: 'tok_id_B6s1Pq9r',
}

/** Personal data: the customer record your product keeps is tokens; a reveal is logged with its purpose. */
export function TokenizedRecord(props: VisualProps) {
  return (
    <VisualSvg {...props} label="A customer record in your database where name, email, phone, address and national ID are all tokens, and a logged reveal for a support ticket">
      <Panel x={8} y={8} w={464} h={250} title="customers · cus_8Hd2 · as your product sees it">
        {Object.entries(RECORD).map(([field, token], i) => {
          const y = 46 + i * 40
          return (
            <g key={field}>
              {i > 0 ? <path d={`M18 ${y}h444`} className="stroke-(--v-edge)" strokeWidth={0.75} /> : null}
              <Text x={26} y={y + 25} mono size={12} tone="muted">
                {field}
              </Text>
              <TokenChip x={180} y={y + 8} text={token} size={11.5} />
            </g>
          )
        })}
      </Panel>
      <TitledBox x={8} y={274} w={464} h={76} rx={12} tone="accentFaint" title="Reveal · support-svc" titleAt={[26, 300]} titleSize={12.5}>
        <Text x={456} y={300} anchor="end" mono size={11} tone="muted">
          purpose=ticket_4711 · logged
        </Text>
        <Text x={26} y={330} mono size={12.5}>
          email → ada@fintech.example
        </Text>
      </TitledBox>
    </VisualSvg>
  )
}
