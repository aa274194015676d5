import { useId } from 'react'

import { INITIAL_BIN } from './binSamples'
import { BinLookupView } from './BinLookupView'

/** The BIN lookup playground as the server draws it before its island loads: the BIN Lookup page's own example, answered. */
export function BinLookupPreview() {
  return <BinLookupView id={useId()} digits={INITIAL_BIN} />
}
