import { useId } from 'react'

import { initialRelayState } from './relayRequest'
import { RelayView } from './RelayView'

/** The Relay playground as the server draws it before its island loads: the example request, already relayed. */
export function RelayPreview() {
  return <RelayView id={useId()} state={initialRelayState()} />
}
