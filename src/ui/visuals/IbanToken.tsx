import { Fragment } from 'react'

import { Connector } from './kit/Connector'
import { Text, type Tone } from './kit/Text'
import { TitledBox } from './kit/TitledBox'
import { VisualSvg, type VisualProps } from './kit/VisualSvg'

export const ROWS: { where: string; note: string; value: string; tone: Tone; accent: boolean }[] = [
  { where: 'Payout form', note: 'the customer types', value: 'GB33 BUKB 2020 1555 5555 55', tone: 'ink', accent: false },
  { where: 'Your database', note: 'country and check digits kept', value: 'GB33 TOKN 7Q4L 9Z2M 0813 27', tone: 'token', accent: false },
  { where: 'Relay → your bank', note: 'restored on the way out', value: 'GB33 BUKB 2020 1555 5555 55', tone: 'ink', accent: true },
]

/** Banking data: an IBAN is tokenized on arrival, stored as a format-preserving token and restored only for the bank. */
export function IbanToken(props: VisualProps) {
  return (
    <VisualSvg {...props} label="Banking data: an IBAN is tokenized as it arrives, your database stores a format-preserving token, and Relay restores the real IBAN only in the request to your bank">
      {ROWS.map((row, i) => {
        const y = 8 + i * 120
        return (
          <Fragment key={row.where}>
            <TitledBox x={8} y={y} w={464} h={90} rx={12} tone={row.accent ? 'accentFaint' : 'plain'} title={row.where} titleAt={[26, y + 30]}>
              <Text x={456} y={y + 30} anchor="end" size={11} tone="muted">
                {row.note}
              </Text>
              <Text x={26} y={y + 66} mono size={15} tone={row.tone}>
                {row.value}
              </Text>
            </TitledBox>
            {i < ROWS.length - 1 ? <Connector points={[[240, y + 90], [240, y + 120]]} accent={i === 1} /> : null}
          </Fragment>
        )
      })}
    </VisualSvg>
  )
}
