import { COMPACT_FLOW } from '../dataInTokensOut/layouts'
import { TokenFlow } from '../dataInTokensOut/TokenFlow'
import type { VisualProps } from '../kit/VisualSvg'

/** The home drawing on a phone: the same story, the vault beside Relay, larger type. */
export function DataInTokensOutCompact(props: VisualProps) {
  return <TokenFlow {...props} layout={COMPACT_FLOW} />
}
