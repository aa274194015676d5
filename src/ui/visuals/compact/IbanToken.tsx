import { Fragment } from 'react'

import { ROWS } from '../IbanToken'
import { Connector } from '../kit/Connector'
import { Text } from '../kit/Text'
import { TitledBox } from '../kit/TitledBox'
import { VisualSvg, type VisualProps } from '../kit/VisualSvg'

/** Banking data on a phone: the same three rows, each IBAN at 12 units; the notes are left out. */
export function IbanTokenCompact(props: VisualProps) {
  return (
    <VisualSvg {...props} compactHeight={260} label="Banking data: an IBAN is tokenized as it arrives, your database stores a format-preserving token, and Relay restores the real IBAN only in the request to your bank">
      {ROWS.map((row, i) => {
        const y = 4 + i * 92
        return (
          <Fragment key={row.where}>
            <TitledBox x={4} y={y} w={280} h={68} rx={12} tone={row.accent ? 'accentFaint' : 'plain'} title={row.where} titleAt={[16, y + 25]} titleSize={12}>
              <Text x={16} y={y + 51} mono size={12} tone={row.tone}>
                {row.value}
              </Text>
            </TitledBox>
            {i < ROWS.length - 1 ? <Connector points={[[144, y + 68], [144, y + 92]]} accent={i === 1} /> : null}
          </Fragment>
        )
      })}
    </VisualSvg>
  )
}
