import { FULL_FLOW } from './dataInTokensOut/layouts'
import { TokenFlow } from './dataInTokensOut/TokenFlow'
import type { VisualProps } from './kit/VisualSvg'

/** Home: a card number goes into Relay and the vault; its token comes out to the customer's API (animated). */
export function DataInTokensOut(props: VisualProps) {
  return <TokenFlow {...props} layout={FULL_FLOW} />
}
